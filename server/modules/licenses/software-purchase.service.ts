import type { RequestContext } from "../../context";
import { badInput, conflict, DomainError, isDomainError, unauthenticated } from "../../errors";
import { IdempotencyKeyReusedError, InsufficientBalanceError, PurchaseNotAllowedError } from "../../graphql/purchase-errors";
import { log } from "../../log";
import { changeBalance, InsufficientBalance } from "../balance/ledger.service";
import { getProduct } from "../catalog/catalog.service";
import { SOFTWARE_PRODUCT_ID } from "../catalog/product.entity";
import { SETTINGS_ID, SiteSettings } from "../catalog/site-settings.entity";
import { Customer } from "../customers/customer.entity";
import { Order } from "../orders/order.entity";
import { License } from "./license.entity";
import { addDays } from "./license-status";
import { allocateLicenseKey } from "./licenses.service";
import { SoftwareSubscription } from "./software-subscription.entity";

export const SOFTWARE_LICENSE_DAYS = 30;
export const SOFTWARE_NAME = "StoryTag";
const MAX_IDEMPOTENCY_KEY_LENGTH = 128;

export interface SoftwarePurchaseDone {
  order: Order;
  license: License;
  subscription: SoftwareSubscription;
  balanceCents: number;
}

export type SoftwarePurchaseRefusal = InsufficientBalanceError | PurchaseNotAllowedError | IdempotencyKeyReusedError;

/** Thrown inside the transaction so that everything written so far is rolled back. */
class Refused extends Error {
  constructor(readonly result: SoftwarePurchaseRefusal) {
    super(result.message);
  }
}

/**
 * Buys one 30-day StoryTag licence from the balance (spec §4) in one transaction: the order of
 * type software, the licence, the subscription, the licence id on the order, the ledger debit
 * and the revenue counter. A step that fails for an unexpected reason rolls everything back and
 * answers the spec's message for that step. A repeated idempotency key returns the first purchase.
 */
export async function purchaseSoftwareLicense(ctx: RequestContext, input: { idempotencyKey: string }): Promise<SoftwarePurchaseDone | SoftwarePurchaseRefusal> {
  if (!ctx.actor) throw unauthenticated();
  const customerId = ctx.actor.customer.id;
  const idempotencyKey = input.idempotencyKey.trim();
  if (!idempotencyKey || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badInput(`The idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  try {
    return await ctx.transaction((tx) => buyInTransaction(tx, customerId, idempotencyKey));
  } catch (err) {
    if (err instanceof Refused) return err.result;
    // Two requests with one key raced past the lookup: the unique index let one order through.
    if (err instanceof DuplicateOrder) return replayAfterRace(ctx, customerId, idempotencyKey);
    throw err;
  }
}

class DuplicateOrder extends Error {}

async function replayAfterRace(ctx: RequestContext, customerId: string, idempotencyKey: string): Promise<SoftwarePurchaseDone | SoftwarePurchaseRefusal> {
  try {
    const earlier = await ctx.transaction((tx) => replay(tx, customerId, idempotencyKey));
    if (earlier) return earlier;
  } catch (err) {
    if (err instanceof Refused) return err.result;
    throw err;
  }
  throw new DomainError("ORDER_FAILED", "Could not create order.", 500);
}

async function buyInTransaction(tx: RequestContext, customerId: string, idempotencyKey: string): Promise<SoftwarePurchaseDone> {
  const em = tx.manager;
  const buyerQuery = em.getRepository(Customer).createQueryBuilder("c").select(["c.id", "c.email", "c.role", "c.balanceCents"]).where("c.id = :id", { id: customerId });
  // SQLite has one writer at a time and rejects row locks; MySQL/MariaDB serialise this buyer's purchases here.
  if (!tx.db.isSqlite) buyerQuery.setLock("pessimistic_write");
  const buyer = await buyerQuery.getOne();
  if (!buyer) throw unauthenticated();
  if (buyer.role === "admin") throw new Refused(PurchaseNotAllowedError.adminsCannotPurchase());

  const earlier = await replay(tx, customerId, idempotencyKey);
  if (earlier) return earlier;

  const product = await getProduct(tx, SOFTWARE_PRODUCT_ID);
  const price = product.pricePerAccountCents;
  if (buyer.balanceCents < price) throw new Refused(InsufficientBalanceError.of(buyer.balanceCents, price));

  const now = new Date();
  const expiresAt = addDays(now, SOFTWARE_LICENSE_DAYS);

  const order = await step("ORDER_FAILED", "Could not create order.", async () => {
    const row = em.getRepository(Order).create({
      customerId,
      productId: product.id,
      productName: product.name,
      quantity: 1,
      totalPriceCents: price,
      purchaseDate: now,
      orderType: "software",
      licenseId: null,
      idempotencyKey,
    });
    await em.getRepository(Order).insert(row);
    return row;
  });

  const license = await step("LICENSE_FAILED", "License Error", async () => {
    const row = em.getRepository(License).create({
      licenseKey: await allocateLicenseKey(tx),
      email: buyer.email,
      plan: "standard",
      softwareName: SOFTWARE_NAME,
      status: true,
      startDate: now,
      expiresAt,
      lastUsedAt: null,
      customerId,
      orderId: order.id,
    });
    await em.getRepository(License).insert(row);
    return row;
  });

  const subscription = await step("SUBSCRIPTION_FAILED", "Subscription Error", async () => {
    const row = em.getRepository(SoftwareSubscription).create({
      customerId,
      softwareName: SOFTWARE_NAME,
      amountCents: price,
      status: true,
      startDate: now,
      endDate: expiresAt,
      paymentMethod: "balance",
      licenseId: license.id,
    });
    await em.getRepository(SoftwareSubscription).insert(row);
    return row;
  });

  await step("ORDER_FAILED", "Could not create order.", async () => {
    await em.getRepository(Order).update({ id: order.id }, { licenseId: license.id });
    order.licenseId = license.id;
  });

  const balanceCents = await step("BALANCE_FAILED", "Could not update balance.", async () => {
    try {
      return await changeBalance(tx, { customerId, amountCents: -price, kind: "purchase", orderId: order.id, actorId: customerId });
    } catch (err) {
      if (err instanceof InsufficientBalance) throw new Refused(InsufficientBalanceError.of(err.balanceCents, err.requiredCents));
      throw err;
    }
  });

  await step("BALANCE_FAILED", "Could not update balance.", () =>
    em
      .createQueryBuilder()
      .update(SiteSettings)
      .set({ totalRevenueDisplayCents: () => `total_revenue_display_cents + ${price}` })
      .where("id = :id", { id: SETTINGS_ID })
      .execute(),
  );

  return { order, license, subscription, balanceCents };
}

/** Maps an unexpected failure of one purchase step to the spec's message for it; the transaction then rolls back. */
async function step<T>(code: string, message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof Refused || isDomainError(err)) throw err;
    if (code === "ORDER_FAILED" && isUniqueViolation(err)) throw new DuplicateOrder();
    log.error("software purchase step failed", { err, step: code });
    throw new DomainError(code, message, 500);
  }
}

/** The purchase made earlier with this key, or a refusal when the key belongs to another kind of order. */
async function replay(tx: RequestContext, customerId: string, idempotencyKey: string): Promise<SoftwarePurchaseDone | null> {
  const order = await tx.manager.getRepository(Order).findOneBy({ customerId, idempotencyKey });
  if (!order) return null;
  if (order.orderType !== "software" || !order.licenseId) throw new Refused(IdempotencyKeyReusedError.of());
  const license = await tx.manager.getRepository(License).findOneBy({ id: order.licenseId });
  const subscription = await tx.manager.getRepository(SoftwareSubscription).findOneBy({ licenseId: order.licenseId });
  const buyer = await tx.manager.getRepository(Customer).findOne({ where: { id: customerId }, select: { id: true, balanceCents: true } });
  // An admin may have deleted the licence since: the purchase happened, but there is nothing to hand back.
  if (!license || !subscription || !buyer) throw conflict("This purchase was completed earlier, but its license has since been removed.", "LICENSE_REMOVED");
  return { order, license, subscription, balanceCents: buyer.balanceCents };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  const code = e.driverError?.code ?? e.code;
  return code === "ER_DUP_ENTRY" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
