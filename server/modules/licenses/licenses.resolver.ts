import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { checkLicense } from "./license-check.service";
import { listMyLicenses, listMySoftwareSubscriptions } from "./licenses.service";
import { LicenseCheckResultObject, LicenseObject, SoftwarePurchaseObject, SoftwarePurchaseResult, SoftwareSubscriptionObject } from "./licenses.types";
import { purchaseSoftwareLicense } from "./software-purchase.service";

@Resolver()
export class LicensesResolver {
  @Query(() => LicenseCheckResultObject, { description: "Checks a licence key like POST /api/check_license (same rules and rate limit); open to everyone." })
  async checkLicense(@Arg("licenseKey", () => String) licenseKey: string, @Ctx() { ctx, services }: GqlContext): Promise<LicenseCheckResultObject> {
    return LicenseCheckResultObject.from(await checkLicense(ctx, licenseKey, services.licenseChecks));
  }

  @Authorized()
  @Query(() => [LicenseObject], { description: "The caller's licences, by account and by e-mail address, newest first." })
  async myLicenses(@Ctx() { ctx, services }: GqlContext): Promise<LicenseObject[]> {
    const now = new Date();
    return (await listMyLicenses(ctx)).map((l) => LicenseObject.from(l, now, services.licenseChecks.lastUsed.pendingFor(l.id) ?? l.lastUsedAt));
  }

  @Authorized()
  @Query(() => [SoftwareSubscriptionObject], { description: "The caller's software subscriptions (status on), newest first." })
  async mySoftwareSubscriptions(@Ctx() { ctx }: GqlContext): Promise<SoftwareSubscriptionObject[]> {
    const now = new Date();
    return (await listMySoftwareSubscriptions(ctx)).map((s) => SoftwareSubscriptionObject.from(s, now));
  }

  @Authorized()
  @Mutation(() => SoftwarePurchaseResult, {
    description: "Buys one 30-day StoryTag licence from the balance. Send a fresh idempotency key per purchase and the same key when retrying it.",
  })
  async purchaseSoftwareLicense(
    @Arg("idempotencyKey", () => String) idempotencyKey: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<typeof SoftwarePurchaseResult> {
    const result = await purchaseSoftwareLicense(ctx, { idempotencyKey });
    return "license" in result ? SoftwarePurchaseObject.from(result, new Date()) : result;
  }
}
