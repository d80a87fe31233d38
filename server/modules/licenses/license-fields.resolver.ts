import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { LicenseMachineObject, LicenseObject } from "./licenses.types";

/** A licence's machines, wherever a licence is shown (its owner's list, the admin's, a purchase's answer). */
@Resolver(() => LicenseObject)
export class LicenseFieldsResolver {
  @FieldResolver(() => [LicenseMachineObject], {
    description: "The machines holding its seats, first activated first; empty for a licence without seats (machines are not tracked).",
  })
  async machines(@Root() license: LicenseObject, @Ctx() { loaders, services }: GqlContext): Promise<LicenseMachineObject[]> {
    const machines = await loaders.machinesByLicenseId.load(license.id);
    return machines.map((m) => LicenseMachineObject.from(m, services.licenseChecks.machinesSeen.pendingFor(m.id)));
  }
}
