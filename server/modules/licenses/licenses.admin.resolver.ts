import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import {
  createLicenseByEmail,
  createLicenseForCustomer,
  DEFAULT_LICENSE_DURATION_DAYS,
  deleteLicense,
  extendLicense,
  extendLicenseByDays,
  findLicenseByKey,
  listAllLicenses,
  setLicenseStatus,
  type LicenseActionResult,
} from "./licenses.service";
import { LICENSE_HISTORY_LIMIT, listLicenseEvents } from "./license-history";
import { resetLicenseMachines, setLicenseSeats } from "./license-machines.service";
import { LicenseActionResultObject, LicenseEventObject, LicenseObject } from "./licenses.types";

const answer = (r: LicenseActionResult) => LicenseActionResultObject.from(r, new Date());

/** Licence management of the back office; every operation is admin-only. */
@Authorized("ADMIN")
@Resolver()
export class LicenseAdminResolver {
  @Query(() => [LicenseObject], { description: "Every licence, newest first." })
  async licenses(@Ctx() { ctx, services }: GqlContext): Promise<LicenseObject[]> {
    const now = new Date();
    return (await listAllLicenses(ctx)).map((l) => LicenseObject.from(l, now, services.licenseChecks.lastUsed.pendingFor(l.id) ?? l.lastUsedAt));
  }

  @Mutation(() => LicenseActionResultObject, { description: "A licence for a customer, valid for durationDays (1–365) from now." })
  async createLicense(
    @Arg("customerId", () => ID, { nullable: true }) customerId: string | null,
    @Arg("plan", () => String, { defaultValue: "standard" }) plan: string,
    @Arg("durationDays", () => Int, { defaultValue: DEFAULT_LICENSE_DURATION_DAYS }) durationDays: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<LicenseActionResultObject> {
    return answer(await createLicenseForCustomer(ctx, { customerId, plan, durationDays }));
  }

  @Mutation(() => LicenseActionResultObject, { description: "A licence for an e-mail address with a chosen expiry." })
  async createLicenseByEmail(
    @Arg("email", () => String, { nullable: true }) email: string | null,
    @Arg("plan", () => String, { nullable: true }) plan: string | null,
    @Arg("expiresAt", () => Date, { nullable: true }) expiresAt: Date | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<LicenseActionResultObject> {
    return answer(await createLicenseByEmail(ctx, { email, plan, expiresAt }));
  }

  @Mutation(() => LicenseActionResultObject, { description: "Activates (true) or suspends (false) a licence." })
  async setLicenseStatus(
    @Arg("licenseKey", () => String) licenseKey: string,
    @Arg("active", () => Boolean) active: boolean,
    @Ctx() { ctx }: GqlContext,
  ): Promise<LicenseActionResultObject> {
    return answer(await setLicenseStatus(ctx, licenseKey, active));
  }

  @Mutation(() => LicenseActionResultObject, { description: "Sets a new expiry and switches the licence on." })
  async extendLicense(
    @Arg("licenseKey", () => String, { nullable: true }) licenseKey: string | null,
    @Arg("newExpiresAt", () => Date, { nullable: true }) newExpiresAt: Date | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<LicenseActionResultObject> {
    return answer(await extendLicense(ctx, licenseKey, newExpiresAt));
  }

  @Mutation(() => LicenseActionResultObject, { description: "Adds 1–365 days to the expiry (from now if already expired) and switches the licence on." })
  async extendLicenseByDays(
    @Arg("licenseId", () => ID, { nullable: true }) licenseId: string | null,
    @Arg("days", () => Int, { defaultValue: DEFAULT_LICENSE_DURATION_DAYS }) days: number,
    @Ctx() { ctx }: GqlContext,
  ): Promise<LicenseActionResultObject> {
    return answer(await extendLicenseByDays(ctx, licenseId, days));
  }

  @Query(() => LicenseObject, { nullable: true, description: "One licence by its key, with its machines; null when no licence has it." })
  async licenseByKey(@Arg("licenseKey", () => String) licenseKey: string, @Ctx() { ctx, services }: GqlContext): Promise<LicenseObject | null> {
    const license = await findLicenseByKey(ctx, licenseKey);
    return license && LicenseObject.from(license, ctx.clock.now(), services.licenseChecks.lastUsed.pendingFor(license.id) ?? license.lastUsedAt);
  }

  @Query(() => [LicenseEventObject], {
    description: `A licence's history, newest first (at most ${LICENSE_HISTORY_LIMIT}): machines activated, deactivated, dead by heartbeat, resets, seat changes, suspensions, expiry.`,
  })
  async licenseHistory(@Arg("licenseKey", () => String) licenseKey: string, @Ctx() { ctx }: GqlContext): Promise<LicenseEventObject[]> {
    return ((await listLicenseEvents(ctx, licenseKey)) ?? []).map(LicenseEventObject.from);
  }

  @Mutation(() => LicenseActionResultObject, { description: "Frees every machine's seat of a licence (webhook license.machine_deactivated per machine)." })
  async resetLicenseMachines(@Arg("licenseKey", () => String) licenseKey: string, @Ctx() { ctx }: GqlContext): Promise<LicenseActionResultObject> {
    return answer(await resetLicenseMachines(ctx, licenseKey));
  }

  @Mutation(() => LicenseActionResultObject, {
    description:
      "Sets a licence's seats (1–10000, or null: unlimited). Fewer seats than active machines drops the least recently seen; unlimited drops every machine and the heartbeat.",
  })
  async setLicenseSeats(
    @Arg("licenseKey", () => String) licenseKey: string,
    @Arg("maxMachines", () => Int, { nullable: true }) maxMachines: number | null,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<LicenseActionResultObject> {
    return answer(await setLicenseSeats(ctx, licenseKey, maxMachines ?? null, services.licenseChecks.machinesSeen));
  }

  @Mutation(() => LicenseActionResultObject)
  async deleteLicense(@Arg("licenseKey", () => String) licenseKey: string, @Ctx() { ctx }: GqlContext): Promise<LicenseActionResultObject> {
    return answer(await deleteLicense(ctx, licenseKey));
  }
}
