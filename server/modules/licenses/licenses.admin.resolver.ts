import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import {
  createLicenseByEmail,
  createLicenseForCustomer,
  DEFAULT_LICENSE_DURATION_DAYS,
  deleteLicense,
  extendLicense,
  extendLicenseByDays,
  listAllLicenses,
  setLicenseStatus,
  type LicenseActionResult,
} from "./licenses.service";
import { LicenseActionResultObject, LicenseObject } from "./licenses.types";

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

  @Mutation(() => LicenseActionResultObject)
  async deleteLicense(@Arg("licenseKey", () => String) licenseKey: string, @Ctx() { ctx }: GqlContext): Promise<LicenseActionResultObject> {
    return answer(await deleteLicense(ctx, licenseKey));
  }
}
