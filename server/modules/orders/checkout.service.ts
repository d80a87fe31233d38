import crypto from "node:crypto";
import { countLimitMessage, MAX_COUNT } from "../../../common/limits";
import type { RequestContext } from "../../context";
import { isUniqueViolation, lockedForUpdate } from "../../db/dialect";
import { isRetryable } from "../../db/transaction";
import { badInput, DomainError, unauthenticated } from "../../errors";
import {
  CouponRefusedError,
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidQuantityError,
  NotEnoughStockError,
  ProductUnavailableError,
  PurchaseNotAllowedError,
} from "../../graphql/purchase-errors";
import { chargeApiTokenSpend } from "../api-tokens/api-token-spending";
import { recordAudit } from "../audit/audit.service";
import { changeBalance, InsufficientBalance } from "../balance/ledger.service";
import { PriceTier } from "../catalog/price-tier.entity";
import { subtotalCents } from "../catalog/pricing";
import { Product } from "../catalog/product.entity";
import { addSale } from "../catalog";
import { claimCouponUse, decideCoupon, recordRedemption, redeemedCodeOf } from "../coupons/coupon-redemption";
import { couponRefusalMessage, MAX_COUPON_CODE_LENGTH, normalizeCouponCode } from "../coupons/coupon-rules";
import { Customer } from "../customers/customer.entity";
import { findIssuedLicense, issueLicense, type IssuedLicense } from "../licenses/issue-license";
import { licenseEvent, orderCompletedEvent, recordNotification } from "../notifications";
import { markStockSold, takeAvailableStockIds } from "../stock/deliver-stock";
import { Order } from "./order.entity";

const MAX_IDEMPOTENCY_KEY_LENGTH = 128;
const MAX_PRODUCT_ID_LENGTH = 64;

export interface PurchaseRequest {
  productId: string;
  quantity: number;
  couponCode?: string | null;
  idempotencyKey: string;
}

export interface PurchaseDone {
  order: Order;
  /** Set for a licence product. */
  issued: IssuedLicense | null;
  discountCents: number;
  balanceCents: number;
}

export type PurchaseRefusal =
  | InsufficientBalanceError
  | NotEnoughStockError
  | InvalidQuantityError
  | PurchaseNotAllowedError
  | IdempotencyKeyReusedError
  | ProductUnavailableError
  | CouponRefusedError;

/** Thrown inside the transaction so that everything written so far is rolled back. */
class Refused extends Error {
  constructor(readonly result: PurchaseRefusal) {
    super(result.message);
  }
}

/**
 * The one checkout for every product (PRODUCT.md #13), in one transaction: lock the buyer,
 * replay an earlier order with the same key when it was the same request, price (tiers, then
 * coupon), check the balance, claim a coupon use, deliver through the product's kind (stock
 * lines from its own pool, or a licence), then write order, redemption, ledger debit, counters
 * and audit. All or nothing.
 */
export async function purchase(ctx: RequestContext, input: PurchaseRequest): Promise<PurchaseDone | PurchaseRefusal> {
  if (!ctx.actor) throw unauthenticated();
  const customerId = ctx.actor.customer.id;
  const request = checkedRequest(input);
  try {
    return await ctx.transaction((tx) => buyInTransaction(tx, customerId, request));
  } catch (err) {
    if (err instanceof Refused) return err.result;
    // Two requests with one key raced past the lookup: the unique index let one order through.
    if (isUniqueViolation(err)) {
      try {
        const earlier = await ctx.transaction((tx) => replay(tx, customerId, request));
        if (earlier) return earlier;
      } catch (replayErr) {
        if (replayErr instanceof Refused) return replayErr.result;
        throw replayErr;
      }
    }
    throw err;
  }
}

type CheckedRequest = Omit<PurchaseRequest, "couponCode"> & { couponCode: string | null };

/** Lengths first, before any other rule reads the input. */
function checkedRequest(input: PurchaseRequest): CheckedRequest {
  const idempotencyKey = input.idempotencyKey.slice(0, MAX_IDEMPOTENCY_KEY_LENGTH + 1).trim();
  if (!idempotencyKey || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badInput(`The idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  if (input.productId.length > MAX_PRODUCT_ID_LENGTH) throw badInput("Unknown product.");
  if ((input.couponCode?.length ?? 0) > MAX_COUPON_CODE_LENGTH) throw badInput(`A coupon code has at most ${MAX_COUPON_CODE_LENGTH} characters.`);
  return { productId: input.productId, quantity: input.quantity, couponCode: normalizeCouponCode(input.couponCode), idempotencyKey };
}

async function buyInTransaction(tx: RequestContext, customerId: string, request: CheckedRequest): Promise<PurchaseDone> {
  const em = tx.manager;
  const buyerQuery = em.getRepository(Customer).createQueryBuilder("c").select(["c.id", "c.email", "c.role", "c.balanceCents"]).where("c.id = :id", { id: customerId });
  // MySQL/MariaDB serialise this buyer's purchases on the buyer's row.
  const buyer = await lockedForUpdate(tx.db, buyerQuery).getOne();
  if (!buyer) throw unauthenticated();
  if (buyer.role === "admin") throw new Refused(PurchaseNotAllowedError.adminsCannotPurchase());

  const earlier = await replay(tx, customerId, request);
  if (earlier) return earlier;

  const { quantity } = request;
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Refused(InvalidQuantityError.of());
  if (quantity > MAX_COUNT) throw new Refused(InvalidQuantityError.of(countLimitMessage("Quantity")));
  const product = await em.getRepository(Product).findOneBy({ id: request.productId });
  if (!product || product.visibility === "draft" || product.archivedAt) throw new Refused(ProductUnavailableError.of());
  const unit = product.productType === "software" ? "licence" : "accounts";
  if (quantity < product.minPurchaseQuantity) throw new Refused(InvalidQuantityError.of(`The minimum purchase is ${product.minPurchaseQuantity} ${unit}.`));
  const max = product.productType === "software" ? 1 : product.maxPurchaseQuantity;
  if (max && quantity > max) throw new Refused(InvalidQuantityError.of(`The maximum purchase is ${max} ${unit}.`));

  const tiers = await em.getRepository(PriceTier).find({ where: { productId: product.id }, select: { minQuantity: true, unitPriceCents: true } });
  const subtotal = subtotalCents(quantity, product.pricePerAccountCents, tiers);
  if (subtotal === null) throw new Refused(InvalidQuantityError.of());

  const now = tx.clock.now();
  const coupon = request.couponCode ? await decideCoupon(tx, { code: request.couponCode, productId: product.id, customerId, subtotalCents: subtotal, now }) : null;
  if (coupon && !coupon.ok) throw new Refused(CouponRefusedError.of(coupon.code, coupon.message));
  const discount = coupon?.discountCents ?? 0;
  const total = subtotal - discount;
  if (buyer.balanceCents < total) throw new Refused(InsufficientBalanceError.of(buyer.balanceCents, total));
  // The conditional UPDATE is the cap: with many buyers racing, only the uses that fit succeed.
  if (coupon && !(await claimCouponUse(tx, coupon.coupon.id))) {
    throw new Refused(CouponRefusedError.of("COUPON_USED_UP", couponRefusalMessage("COUPON_USED_UP")));
  }

  const orderId = crypto.randomUUID();
  let stockIds: number[] = [];
  if (product.productType === "account") {
    stockIds = await takeAvailableStockIds(tx, product.id, quantity);
    if (stockIds.length < quantity) throw new Refused(NotEnoughStockError.of(stockIds.length));
  }
  const licenseId = product.productType === "software" ? crypto.randomUUID() : null;

  const order = em.getRepository(Order).create({
    id: orderId,
    customerId,
    productId: product.id,
    productName: product.name,
    quantity,
    totalPriceCents: total,
    purchaseDate: now,
    orderType: product.productType,
    licenseId,
    idempotencyKey: request.idempotencyKey,
  });
  await insertOrder(tx, order);

  let issued: IssuedLicense | null = null;
  if (licenseId) {
    issued = await issueLicense(tx, {
      licenseId,
      orderId,
      customerId,
      email: buyer.email,
      softwareName: product.name.slice(0, 64),
      days: product.licenseDays,
      priceCents: total,
      now,
    });
  } else {
    await markStockSold(tx, stockIds, { customerId, orderId, soldAt: now });
  }
  if (coupon) {
    await recordRedemption(tx, { couponId: coupon.coupon.id, customerId, orderId, code: coupon.coupon.code, discountCents: discount, createdAt: now });
  }

  let balanceCents: number;
  try {
    // The buyer row is locked above, so the balance after the debit needs no second read.
    balanceCents = await changeBalance(tx, { customerId, amountCents: -total, kind: "purchase", orderId, actorId: customerId, lockedBalanceCents: buyer.balanceCents });
  } catch (err) {
    if (err instanceof InsufficientBalance) throw new Refused(InsufficientBalanceError.of(err.balanceCents, err.requiredCents));
    throw err;
  }

  // A scoped API token's daily spending limit is counted here, inside the purchase, and refuses it past the limit.
  await chargeApiTokenSpend(tx, { orderId, amountCents: total });

  // The lifetime counters take the sale on one of several tally rows, not on the one settings
  // row: that row would serialise every purchase and, on Galera, make purchases on different
  // nodes conflict at commit (see SalesTally).
  await addSale(tx, { accounts: product.productType === "account" ? quantity : 0, revenueCents: total });

  await recordAudit(tx, {
    action: "order.purchase",
    entityType: "order",
    entityId: orderId,
    details: { productId: product.id, quantity, subtotalCents: subtotal, discountCents: discount, totalCents: total, coupon: request.couponCode },
  });
  // Receipts, alerts and webhooks are written to the outbox here and sent after commit.
  await recordNotification(tx, orderCompletedEvent(order));
  if (issued) await recordNotification(tx, licenseEvent("license.created", issued.license));
  return { order, issued, discountCents: discount, balanceCents };
}

/**
 * The spec's 'Could not create order.' for an unexpected failure; a duplicate key is left to the
 * replay above, and a deadlock or a Galera certification conflict to the transaction retry.
 */
async function insertOrder(tx: RequestContext, order: Order): Promise<void> {
  try {
    // No re-read of the generated created_at: the purchase answers without it.
    await tx.manager.createQueryBuilder().insert().into(Order).values(order).updateEntity(false).execute();
  } catch (err) {
    if (isUniqueViolation(err) || isRetryable(err)) throw err;
    throw new DomainError("ORDER_FAILED", "Could not create order.", 500);
  }
}

/**
 * The purchase made earlier with this key, or a refusal when the key was used for a different
 * request: another product, another quantity or another coupon (the key is bound to all three).
 */
async function replay(tx: RequestContext, customerId: string, request: CheckedRequest): Promise<PurchaseDone | null> {
  const order = await tx.manager.getRepository(Order).findOneBy({ customerId, idempotencyKey: request.idempotencyKey });
  if (!order) return null;
  if (order.productId !== request.productId || order.quantity !== request.quantity) throw new Refused(IdempotencyKeyReusedError.of());
  const redeemed = await redeemedCodeOf(tx, order.id);
  if ((redeemed?.code ?? null) !== request.couponCode) throw new Refused(IdempotencyKeyReusedError.of());
  let issued: IssuedLicense | null = null;
  if (order.licenseId) {
    issued = await findIssuedLicense(tx, order.licenseId);
    // An admin may have deleted the licence since: the purchase happened, but there is nothing to hand back.
    if (!issued) throw new DomainError("LICENSE_REMOVED", "This purchase was completed earlier, but its license has since been removed.", 409);
  }
  const buyer = await tx.manager.getRepository(Customer).findOne({ where: { id: customerId }, select: { id: true, balanceCents: true } });
  return { order, issued, discountCents: redeemed?.discountCents ?? 0, balanceCents: buyer?.balanceCents ?? 0 };
}
