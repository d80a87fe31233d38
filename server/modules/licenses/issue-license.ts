import crypto from "node:crypto";
import { isRetryable } from "../../db/transaction";
import type { ErrorCode } from "../../../common/error-codes";
import type { RequestContext } from "../../context";
import { DomainError, isDomainError } from "../../errors";
import { log } from "../../log";
import { entitlementsColumn, LIFETIME_EXPIRY, type LicensePlan } from "../catalog";
import { License } from "./license.entity";
import { addDays } from "./license-status";
import { allocateLicenseKey } from "./licenses.service";
import { SoftwareSubscription } from "./software-subscription.entity";

export interface IssuedLicense {
  license: License;
  subscription: SoftwareSubscription;
}

/**
 * Delivers a licence product inside the purchase transaction: the licence and the subscription
 * the customer panel lists. A step that fails for an unexpected reason answers the spec's
 * message for it ('License Error', 'Subscription Error') and the whole purchase rolls back.
 */
export async function issueLicense(
  tx: RequestContext,
  sale: {
    licenseId: string;
    orderId: string;
    /** Null for a guest's order: the licence is the e-mail's, and joins an account that confirms it. */
    customerId: string | null;
    email: string;
    softwareName: string;
    /** The sold variant's plan (seats, heartbeat, grace, entitlements, lifetime), read with its price: copied onto the licence. */
    plan: LicensePlan;
    days: number;
    priceCents: number;
    now: Date;
    /** How it was paid: "balance", or a guest's provider. */
    paymentMethod?: string;
  },
): Promise<IssuedLicense> {
  const license = await step("LICENSE_FAILED", "License Error", async () => {
    const { plan } = sale;
    const row = tx.manager.getRepository(License).create({
      id: sale.licenseId,
      licenseKey: await allocateLicenseKey(tx),
      email: sale.email,
      plan: "standard",
      softwareName: sale.softwareName,
      status: true,
      startDate: sale.now,
      expiresAt: plan.lifetime ? LIFETIME_EXPIRY : addDays(sale.now, sale.days),
      lastUsedAt: null,
      maxMachines: plan.maxMachines,
      heartbeatSeconds: plan.maxMachines ? plan.heartbeatSeconds : null,
      graceDays: plan.graceDays,
      entitlements: entitlementsColumn(plan.entitlements),
      customerId: sale.customerId,
      orderId: sale.orderId,
      createdAt: sale.now,
    });
    await tx.manager.getRepository(License).insert(row);
    return row;
  });
  const subscription = await step("SUBSCRIPTION_FAILED", "Subscription Error", async () => {
    const row = tx.manager.getRepository(SoftwareSubscription).create({
      id: crypto.randomUUID(),
      customerId: sale.customerId,
      softwareName: sale.softwareName,
      amountCents: sale.priceCents,
      status: true,
      startDate: sale.now,
      endDate: license.expiresAt,
      paymentMethod: sale.paymentMethod ?? "balance",
      licenseId: license.id,
    });
    await tx.manager.getRepository(SoftwareSubscription).insert(row);
    return row;
  });
  return { license, subscription };
}

async function step<T>(code: ErrorCode, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    // A deadlock or a Galera certification conflict is left to the transaction retry.
    if (isDomainError(err) || isRetryable(err)) throw err;
    log.error("licence delivery step failed", { err, step: code });
    throw new DomainError(code, message, 500);
  }
}

/** The licence and subscription an earlier licence purchase delivered, for replaying an idempotent retry. */
export async function findIssuedLicense(ctx: RequestContext, licenseId: string): Promise<IssuedLicense | null> {
  const license = await ctx.manager.getRepository(License).findOneBy({ id: licenseId });
  const subscription = await ctx.manager.getRepository(SoftwareSubscription).findOneBy({ licenseId });
  return license && subscription ? { license, subscription } : null;
}
