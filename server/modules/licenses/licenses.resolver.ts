import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { tokenScope } from "../../graphql/auth-checker";
import type { GqlContext } from "../../graphql/gql-context";
import { checkLicense } from "./license-check.service";
import { listMyLicenses, listMySoftwareSubscriptions } from "./licenses.service";
import { deactivateMyMachine } from "./license-machines.service";
import { machineClaimOf } from "./machine-activation";
import {
  LicenseCheckResultObject,
  LicenseMachineObject,
  LicenseObject,
  SoftwarePurchaseObject,
  SoftwarePurchaseResult,
  SoftwareSubscriptionObject,
} from "./licenses.types";
import { SOFTWARE_PRODUCT_ID } from "../catalog";
import { type BalanceRefusal, purchaseFromBalance } from "../orders";
import { badInput, DomainError } from "../../errors";
import { CouponRefusedError, InvalidQuantityError, NotEnoughStockError } from "../../graphql/purchase-errors";

@Resolver()
export class LicensesResolver {
  @Query(() => LicenseCheckResultObject, {
    description:
      "Checks a licence key like POST /api/check_license (same rules and rate limit); open to everyone. With a fingerprint, a licence with seats activates or checks that machine, as the REST check does.",
  })
  async checkLicense(
    @Arg("licenseKey", () => String) licenseKey: string,
    @Ctx() { ctx, services }: GqlContext,
    @Arg("fingerprint", () => String, { nullable: true, description: "The machine's fingerprint (required by a licence with seats)." })
    fingerprint?: string | null,
    @Arg("machineName", () => String, { nullable: true, description: "The machine's name, shown in the buyer's machine list." }) machineName?: string | null,
    @Arg("platform", () => String, { nullable: true }) platform?: string | null,
    @Arg("hostname", () => String, { nullable: true }) hostname?: string | null,
  ): Promise<LicenseCheckResultObject> {
    const machine = machineClaimOf({ fingerprint, name: machineName, platform, hostname });
    if (machine && "refused" in machine) throw badInput(machine.refused);
    return LicenseCheckResultObject.from(await checkLicense(ctx, licenseKey, services.licenseChecks, machine));
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

  @Authorized("SESSION")
  @Mutation(() => [LicenseMachineObject], {
    description:
      "Frees one machine's seat of the caller's licence; answers the machines left. At most 3 per licence in 24 hours (MACHINE_DEACTIVATION_LIMIT); signed-in sessions only, not API tokens.",
  })
  async deactivateLicenseMachine(
    @Arg("licenseKey", () => String) licenseKey: string,
    @Arg("machineId", () => ID) machineId: string,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<LicenseMachineObject[]> {
    const left = await deactivateMyMachine(ctx, licenseKey, machineId);
    return left.map((m) => LicenseMachineObject.from(m, services.licenseChecks.machinesSeen.pendingFor(m.id)));
  }

  @Authorized(tokenScope("purchase"))
  @Mutation(() => SoftwarePurchaseResult, {
    description:
      'Buys one StoryTag licence from the balance: purchase(productId: "storytag_software", quantity: 1) under its old name. ' +
      "Send a fresh idempotency key per purchase and the same key when retrying it.",
  })
  async purchaseSoftwareLicense(
    @Arg("idempotencyKey", () => String) idempotencyKey: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<typeof SoftwarePurchaseResult> {
    const result = await purchaseFromBalance(ctx, { productId: SOFTWARE_PRODUCT_ID, quantity: 1, idempotencyKey });
    if (!("order" in result)) return asSoftwareRefusal(result);
    // The key is bound to the product, so a replay of this alias is always a licence order.
    return SoftwarePurchaseObject.from({ ...result, issued: result.issued! }, new Date());
  }
}

/** The refusals a licence purchase can meet; the others (stock, quantity, coupon) cannot happen for one licence without a coupon. */
function asSoftwareRefusal(result: BalanceRefusal): typeof SoftwarePurchaseResult {
  if (result instanceof NotEnoughStockError || result instanceof InvalidQuantityError || result instanceof CouponRefusedError) {
    throw new DomainError("ORDER_FAILED", "Could not create order.", 500);
  }
  return result;
}
