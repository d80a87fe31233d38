import crypto from "node:crypto";
import { countLimitMessage, MAX_COUNT } from "../../../common/limits";
import type { RequestContext } from "../../context";
import { isUniqueViolation } from "../../db/dialect";
import { changeRows, forUpdate, selectRows, sqlDateTime } from "../../db/raw-sql";
import { isRetryable } from "../../db/transaction";
import { badInput, conflict, DomainError, unauthenticated } from "../../errors";
import { clientAddressKey } from "../../ip-address";
import { log } from "../../log";
import {
  CouponRefusedError,
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidQuantityError,
  NotEnoughStockError,
  HoldRefusedError,
  ProductUnavailableError,
  PurchaseNotAllowedError,
  TooManyReservationsError,
} from "../../graphql/purchase-errors";
import { chargeApiTokenSpend, PAYMENT_SCOPES, requireTokenScope } from "../api-tokens";
import { recordAudit } from "../audit";
import { changeBalance, InsufficientBalance } from "../balance";
import { addSale, type LicensePlan, orderNameOf, type PricedVariant, subtotalCents, UNLIMITED_PLAN, unitPriceFor, variantsWithTiers } from "../catalog";
import {
  claimCouponUse,
  countCouponCheck,
  couponRefusalMessage,
  decideCoupon,
  heldUseStillFits,
  MAX_COUPON_CODE_LENGTH,
  normalizeCouponCode,
  recordRedemption,
  redeemedCodeOf,
  releaseCouponUses,
} from "../coupons";
import { Customer } from "../customers";
import { findIssuedLicense, issueLicense, type IssuedLicense } from "../licenses";
import { licenseEvent, orderCompletedEvent, recordNotification } from "../notifications";
import {
  checkRouteLimits,
  insertPendingPayment,
  openPaymentInvoice,
  Payment,
  paymentRoute,
  TOP_UP_CURRENCY,
  type PaymentAddress,
  type PaymentRoute,
} from "../payments";
import { markReservedStockSold, markStockReserved, markStockSold, releaseReservedStock, takeAvailableStockIds } from "../stock";
import { requireActor, tokenScope } from "../auth";
import { reservationRules } from "./checkout-settings";
import { buyerKeyOf, checkHoldBounds, liveReservationsOf, type Holder } from "./hold-bounds";
import { checkedGuest, type CheckedGuest, type GuestDetails } from "./guest-buyer";
import { checkBlocklists, enforceChallenge } from "../abuse";
import { hashAccessToken, newAccessToken, newOrderNumber } from "./order-access";
import { OrderAccess } from "./order-access.entity";
import { Order } from "./order.entity";
import { OrderLine } from "./order-line.entity";
import { allocateDiscount, insertOrderLines, linesOfOrders, markLinesCancelled, markLinesDelivered, type PricedLine } from "./order-lines";
import { PendingOrder, type CloseReason, type PendingOrderStatus } from "./pending-order.entity";

const MAX_IDEMPOTENCY_KEY_LENGTH = 128;
const MAX_VARIANT_ID_LENGTH = 64;
export const MAX_PAY_WITH_LENGTH = 16;
/** The most lines one order takes (a cart): every line is priced, held and delivered in one transaction. */
export const MAX_CART_LINES = 20;

export interface PurchaseRequest {
  productId: string;
  quantity: number;
  couponCode?: string | null;
  idempotencyKey: string;
  /** A payment method id: when the balance is short, reserve the order and open a payment for the difference. */
  payWith?: string | null;
}

/** One line of a cart: a product variant (a product's id names its default variant) and how many. */
export interface CartLine {
  variantId: string;
  quantity: number;
}

/** Several lines, one order, one payment (from the balance). */
export interface CheckoutRequest {
  lines: CartLine[];
  couponCode?: string | null;
  idempotencyKey: string;
  /** A member: pay what the balance lacks with this method. A guest: pay the order with it (required). */
  payWith?: string | null;
  /** A signed-out buyer's e-mail, order password and language (ignored for a member). */
  guest?: GuestDetails | null;
  /** A solved proof-of-work challenge, when the server asks a guest for one (CHALLENGE_REQUIRED). */
  challengeSolution?: string | null;
}

export interface PurchaseDone {
  order: Order;
  /** Set for a licence product. */
  issued: IssuedLicense | null;
  discountCents: number;
  balanceCents: number;
}

/** A delivered order of one or more lines. */
export interface CheckoutDone {
  order: Order;
  lines: OrderLine[];
  /** The licences its licence lines issued, in line order. */
  issued: IssuedLicense[];
  discountCents: number;
  balanceCents: number;
}

/** A purchase reserved until its payment arrives ("pay the difference"). */
export interface PurchasePending {
  pending: PendingOrder;
  payment: Pick<Payment, "id" | "amountCents" | "currency" | "provider" | "paymentUrl">;
  address: PaymentAddress | null;
  balanceCents: number;
  /** Reserved by this call (its invoice still to open), rather than replayed. */
  fresh?: boolean;
  /** A guest's order: its number, and its access token when this call made it (a replay cannot show it again). */
  access?: { number: string; token: string | null } | null;
}

export type PurchaseRefusal =
  | TooManyReservationsError
  | HoldRefusedError
  | InsufficientBalanceError
  | NotEnoughStockError
  | InvalidQuantityError
  | PurchaseNotAllowedError
  | IdempotencyKeyReusedError
  | ProductUnavailableError
  | CouponRefusedError;

/** The refusals of a purchase that reserves nothing. */
export type BalanceRefusal = Exclude<PurchaseRefusal, TooManyReservationsError | HoldRefusedError>;

/** Thrown inside the transaction so that everything written so far is rolled back. */
class Refused extends Error {
  constructor(readonly result: PurchaseRefusal) {
    super(result.message);
  }
}

/** What one purchase is about to be, after its lengths were checked. */
interface CheckedCheckout {
  lines: CartLine[];
  couponCode: string | null;
  idempotencyKey: string;
  payWith: string | null;
  /** A single-product purchase (purchase, purchaseAccounts…): its refusals name no line. */
  single: boolean;
}

/**
 * The one checkout for every product (PRODUCT.md #13), in one transaction: lock the buyer,
 * replay an earlier order with the same key when it was the same request, price (tiers, then
 * coupon), check the balance, claim a coupon use, deliver through the product's kind (stock
 * lines from its own pool, or a licence), then write order, redemption, ledger debit, counters
 * and audit. All or nothing.
 */
export async function purchase(ctx: RequestContext, input: PurchaseRequest): Promise<PurchaseDone | PurchasePending | PurchaseRefusal> {
  requireActor(ctx, tokenScope("purchase"));
  if (input.productId.length > MAX_VARIANT_ID_LENGTH) throw badInput("Unknown product.");
  const request = checkedRequest(
    { lines: [{ variantId: input.productId, quantity: input.quantity }], couponCode: input.couponCode, idempotencyKey: input.idempotencyKey },
    input.payWith,
  );
  const result = await runCheckout(ctx, request, null);
  if ("lines" in result)
    return { order: result.order, issued: result.issued[0] ?? null, discountCents: result.discountCents, balanceCents: result.balanceCents };
  return result;
}

/**
 * A cart of several products and variants as one order: every line is priced and taken in one
 * transaction, so when any line cannot be had nothing is taken and the refusal names that line's
 * variant. A member pays from the balance (with payWith, the difference through a provider); a
 * signed-out buyer is a guest (PRODUCT.md 19): an e-mail, a payment for the whole order, the
 * lines held meanwhile through the same reservations and bounds.
 */
export async function checkout(ctx: RequestContext, input: CheckoutRequest): Promise<CheckoutDone | PurchasePending | PurchaseRefusal> {
  if (input.lines.length > MAX_CART_LINES) throw badInput(`An order has at most ${MAX_CART_LINES} lines.`);
  for (const line of input.lines) if (line.variantId.length > MAX_VARIANT_ID_LENGTH) throw badInput("Unknown product.");
  if (!input.lines.length) throw badInput("The cart is empty.");
  if (new Set(input.lines.map((l) => l.variantId)).size !== input.lines.length) throw badInput("Each variant can appear only once in an order.");
  const request = { ...checkedRequest(input, input.payWith), single: false };
  if (ctx.actor) return runCheckout(ctx, request, null);
  // A guest pays the whole order through a provider.
  const guest = await checkedGuest(ctx, input.guest);
  if (!request.payWith) throw badInput("Choose how to pay.", "PAYMENT_METHOD_UNAVAILABLE");
  // Blocked e-mails and addresses first, then a proof of work when this address or e-mail checks out too often.
  await checkBlocklists(ctx, { email: guest.email, address: ctx.meta.ip });
  await enforceChallenge(ctx, "guest_checkout", { address: ctx.meta.ip, email: guest.email, solution: input.challengeSolution ?? null });
  return runCheckout(ctx, request, guest);
}

async function runCheckout(
  ctx: RequestContext,
  request: CheckedCheckout,
  guest: CheckedGuest | null,
): Promise<CheckoutDone | PurchasePending | PurchaseRefusal> {
  let holder: Holder;
  if (guest) {
    holder = { customerId: null, guestEmail: guest.email, address: clientAddressKey(ctx.meta.ip) };
  } else {
    requireActor(ctx, tokenScope("purchase"));
    if (!ctx.actor) throw unauthenticated();
    holder = { customerId: ctx.actor.customer.id, address: clientAddressKey(ctx.meta.ip) };
  }
  if (request.couponCode) await countCouponCheck(ctx);
  // The method is checked (enabled, its limits and fee read) before anything is reserved.
  const route = request.payWith ? await paymentRoute(ctx, request.payWith) : null;
  // The guest's access token, handed back once; only its hash is stored.
  const access = guest ? { guest, number: newOrderNumber(), token: newAccessToken() } : null;
  let result: CheckoutDone | PurchasePending;
  try {
    result = await ctx.transaction((tx) => buyInTransaction(tx, holder, request, route, access));
  } catch (err) {
    if (err instanceof Refused) return err.result;
    // Two requests with one key raced past the lookup: the unique index let one order through.
    if (!isUniqueViolation(err)) throw err;
    try {
      const earlier = await ctx.transaction((tx) => replay(tx, holder, request));
      if (earlier) return earlier;
    } catch (replayErr) {
      if (replayErr instanceof Refused) return replayErr.result;
      throw replayErr;
    }
    throw err;
  }
  if ("pending" in result && route && result.fresh) return openReservedPayment(ctx, result, route);
  return result;
}

/**
 * The provider's invoice for a new reservation, opened after the reservation committed (it is a
 * network call). When the provider refuses, the reservation is cancelled and its lines go back;
 * the cool-down does not count that closure against the buyer. A guest returns to the order's
 * page, a member to the dashboard.
 */
async function openReservedPayment(ctx: RequestContext, reserved: PurchasePending, route: PaymentRoute): Promise<PurchasePending> {
  const { payment } = reserved;
  const returnPath = reserved.pending.customerId ? `/customer/dashboard?order=${reserved.pending.id}` : `/orders/${reserved.pending.id}`;
  try {
    const opened = await openPaymentInvoice(ctx, route, payment, returnPath);
    return { ...reserved, fresh: false, payment: { ...reserved.payment, paymentUrl: opened.paymentUrl }, address: opened.address };
  } catch (err) {
    await ctx.transaction((tx) => closeReservations(tx, [reserved.pending], "provider_refused", tx.clock.now()));
    throw err;
  }
}

/**
 * A purchase from the balance only, for the older single-product mutations: without a payment
 * method nothing is reserved, and a key used earlier for a reservation is a different request.
 */
export async function purchaseFromBalance(ctx: RequestContext, input: Omit<PurchaseRequest, "payWith">): Promise<PurchaseDone | BalanceRefusal> {
  requireActor(ctx, tokenScope("purchase"));
  const result = await purchase(ctx, { ...input, payWith: null });
  if ("pending" in result || result instanceof TooManyReservationsError || result instanceof HoldRefusedError) return IdempotencyKeyReusedError.of();
  return result;
}

/** Lengths first, before any other rule reads the input. */
function checkedRequest(input: Omit<CheckoutRequest, "payWith" | "guest">, payWith: string | null | undefined): CheckedCheckout {
  const idempotencyKey = input.idempotencyKey.slice(0, MAX_IDEMPOTENCY_KEY_LENGTH + 1).trim();
  if (!idempotencyKey || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badInput(`The idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  if ((input.couponCode?.length ?? 0) > MAX_COUPON_CODE_LENGTH) throw badInput(`A coupon code has at most ${MAX_COUPON_CODE_LENGTH} characters.`);
  if ((payWith?.length ?? 0) > MAX_PAY_WITH_LENGTH) throw badInput("This payment method is not available.", "PAYMENT_METHOD_UNAVAILABLE");
  return {
    lines: input.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity })),
    couponCode: normalizeCouponCode(input.couponCode),
    idempotencyKey,
    payWith: payWith || null,
    single: true,
  };
}

/** A line priced, with the stock it took. */
interface TakenLine extends PricedLine {
  licenseDays: number;
  licensePlan: LicensePlan;
  maxPurchaseQuantity: number | null;
  stockIds: number[];
}

/** A guest order's access, made before the transaction: its number, its token (handed back once) and the checked guest. */
interface GuestAccess {
  guest: CheckedGuest;
  number: string;
  token: string;
}

/** The buyer as the transaction sees them: a member's locked row, or a guest with no balance. */
interface TransactionBuyer {
  customerId: string | null;
  email: string;
  balanceCents: number;
}

async function buyInTransaction(
  tx: RequestContext,
  holder: Holder,
  request: CheckedCheckout,
  route: PaymentRoute | null,
  access: GuestAccess | null,
): Promise<CheckoutDone | PurchasePending> {
  const em = tx.manager;
  const { customerId } = holder;
  let buyer: TransactionBuyer;
  if (customerId) {
    // MySQL/MariaDB serialise this buyer's purchases on the buyer's row.
    const row = await lockedBuyer(tx, customerId);
    if (!row) throw unauthenticated();
    if (row.role === "admin") throw new Refused(PurchaseNotAllowedError.adminsCannotPurchase());
    buyer = { customerId, email: row.email, balanceCents: row.balanceCents };
  } else {
    buyer = { customerId: null, email: access!.guest.email, balanceCents: 0 };
  }

  const earlier = await replay(tx, holder, request);
  if (earlier) return earlier;

  const named = (variantId: string) => (request.single ? null : variantId);
  for (const { quantity, variantId } of request.lines) {
    if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Refused(InvalidQuantityError.of(undefined, named(variantId)));
    if (quantity > MAX_COUNT) throw new Refused(InvalidQuantityError.of(countLimitMessage("Quantity"), named(variantId)));
  }
  const variants = await variantsWithTiers(
    tx,
    request.lines.map((l) => l.variantId),
  );
  const priced: TakenLine[] = [];
  for (const { variantId, quantity } of request.lines) {
    const found = variants.get(variantId);
    const product = found?.product;
    if (!found || !product || product.visibility === "draft" || product.archivedAt || found.variant.archived)
      throw new Refused(ProductUnavailableError.of(named(variantId)));
    if (!customerId && product.requiresAccount) throw new Refused(PurchaseNotAllowedError.accountRequired(named(variantId)));
    const unit = product.productType === "software" ? "licence" : "accounts";
    if (quantity < product.minPurchaseQuantity)
      throw new Refused(InvalidQuantityError.of(`The minimum purchase is ${product.minPurchaseQuantity} ${unit}.`, named(variantId)));
    const max = product.productType === "software" ? 1 : product.maxPurchaseQuantity;
    if (max && quantity > max) throw new Refused(InvalidQuantityError.of(`The maximum purchase is ${max} ${unit}.`, named(variantId)));
    const subtotal = subtotalCents(quantity, found.variant.priceCents, found.tiers);
    if (subtotal === null) throw new Refused(InvalidQuantityError.of(undefined, named(variantId)));
    priced.push({
      productId: product.id,
      variantId,
      productName: product.name,
      variantName: found.variant.name,
      orderType: product.productType,
      quantity,
      unitPriceCents: unitPriceFor(quantity, found.variant.priceCents, found.tiers),
      subtotalCents: subtotal,
      discountCents: 0,
      licenseDays: found.variant.licenseDays,
      licensePlan: found.variant.licensePlan,
      maxPurchaseQuantity: product.maxPurchaseQuantity,
      stockIds: [],
    });
  }
  const subtotal = priced.reduce((sum, l) => sum + l.subtotalCents, 0);
  if (!Number.isSafeInteger(subtotal)) throw new Refused(InvalidQuantityError.of());

  const now = tx.clock.now();
  const coupon = request.couponCode
    ? await decideCoupon(tx, {
        code: request.couponCode,
        productIds: [...new Set(priced.map((l) => l.productId))],
        customerId,
        subtotalCents: subtotal,
        now,
        heldUses: (couponId) => heldCouponUses(tx, { holder, couponId, now }),
      })
    : null;
  if (coupon && !coupon.ok) throw new Refused(CouponRefusedError.of(coupon.code, coupon.message, coupon.minOrderCents));
  // A guest has no account to count uses per customer on: such a coupon is for members.
  if (coupon && !customerId && coupon.coupon.maxPerCustomer !== null)
    throw new Refused(CouponRefusedError.of("COUPON_UNKNOWN", couponRefusalMessage("COUPON_UNKNOWN")));
  const discount = coupon?.discountCents ?? 0;
  allocateDiscount(
    priced.map((l) => l.subtotalCents),
    discount,
  ).forEach((share, i) => (priced[i].discountCents = share));
  const total = subtotal - discount;
  const short = buyer.balanceCents < total;
  if (short && !route) throw new Refused(InsufficientBalanceError.of(buyer.balanceCents, total));
  // Paying the difference opens a payment at a provider, which a token needs TOP_UP for (the scope table).
  if (short && customerId) for (const scope of PAYMENT_SCOPES) requireTokenScope(tx, scope);
  const rules = short ? await reservationRules(tx) : null;
  // The conditional UPDATE is the cap: with many buyers racing, only the uses that fit succeed.
  if (coupon && !(await claimCouponUse(tx, coupon.coupon.id))) {
    throw new Refused(CouponRefusedError.of("COUPON_USED_UP", couponRefusalMessage("COUPON_USED_UP")));
  }

  const orderId = crypto.randomUUID();
  for (const line of priced) {
    if (line.orderType !== "account") continue;
    line.stockIds = await takeAvailableStockIds(tx, line.variantId, line.quantity);
    if (line.stockIds.length < line.quantity) throw new Refused(NotEnoughStockError.of(line.stockIds.length, named(line.variantId)));
  }

  if (rules && route) {
    // After the lines are taken, so that a sold-out product answers NotEnoughStock; a refusal rolls back the take and the coupon use.
    const refusal = await checkHoldBounds(
      tx,
      holder,
      priced.map((l) => ({ productId: l.productId, productType: l.orderType, quantity: l.quantity, maxPurchaseQuantity: l.maxPurchaseQuantity })),
      rules,
    );
    if (refusal) throw new Refused(refusal);
    // A member pays the difference (raised to the method's minimum); a guest pays the order.
    const amountCents = customerId ? Math.max(total - buyer.balanceCents, route.minAmountCents) : total;
    checkRouteLimits(route, amountCents);
    const stockIds = priced.flatMap((l) => l.stockIds);
    if (stockIds.length) await markStockReserved(tx, stockIds, orderId);
    const payment = await insertPendingPayment(tx, customerId, route, amountCents);
    const summary = orderSummary(priced);
    const pending = em.getRepository(PendingOrder).create({
      id: orderId,
      customerId,
      guestEmail: customerId ? null : buyer.email,
      productId: summary.productId,
      productName: summary.productName,
      orderType: summary.orderType,
      quantity: summary.quantity,
      subtotalCents: subtotal,
      discountCents: discount,
      totalPriceCents: total,
      couponId: coupon?.coupon.id ?? null,
      couponCode: coupon?.coupon.code ?? null,
      idempotencyKey: request.idempotencyKey,
      paymentId: payment.id,
      status: "reserved",
      expiresAt: new Date(now.getTime() + rules.reservationMinutes * 60_000),
      closedAt: null,
      clientAddress: holder.address,
      createdAt: now,
    });
    await em.createQueryBuilder().insert().into(PendingOrder).values(pending).updateEntity(false).execute();
    await insertOrderLines(tx, orderId, priced, "held", now);
    if (access) {
      // Every column is given: insert() would read the language's default back for nothing.
      await em
        .createQueryBuilder()
        .insert()
        .into(OrderAccess)
        .values({
          orderId,
          number: access.number,
          email: access.guest.email,
          tokenHash: hashAccessToken(access.token),
          passwordHash: access.guest.passwordHash,
          language: access.guest.language,
          createdAt: now,
        })
        .updateEntity(false)
        .execute();
    }
    // A scoped API token's daily limit counts the whole purchase when it is reserved.
    await chargeApiTokenSpend(tx, { orderId, amountCents: total });
    await recordAudit(tx, {
      action: "order.reserve",
      entityType: "order",
      entityId: orderId,
      details: {
        ...(priced.length === 1
          ? { productId: priced[0].productId, quantity: priced[0].quantity }
          : { lines: priced.map((l) => ({ variantId: l.variantId, quantity: l.quantity })) }),
        ...(customerId ? {} : { guest: buyer.email }),
        subtotalCents: subtotal,
        discountCents: discount,
        totalCents: total,
        coupon: request.couponCode,
        paymentId: payment.id,
        paymentCents: amountCents,
      },
    });
    return {
      pending,
      payment: { id: payment.id, amountCents: payment.amountCents, currency: payment.currency, provider: payment.provider, paymentUrl: null },
      address: null,
      balanceCents: buyer.balanceCents,
      fresh: true,
      access: access ? { number: access.number, token: access.token } : null,
    };
  }

  const done = await completeSale(tx, {
    orderId,
    customerId: customerId!,
    guestEmail: null,
    lockedBalanceCents: buyer.balanceCents,
    email: buyer.email,
    lines: priced,
    subtotal,
    discount,
    coupon: coupon ? { id: coupon.coupon.id, code: coupon.coupon.code } : null,
    idempotencyKey: request.idempotencyKey,
    now,
    couponLabel: request.couponCode,
    held: null,
  });
  await chargeApiTokenSpend(tx, { orderId, amountCents: total });
  return done;
}

/**
 * The coupon's uses this buyer holds in reservations still waiting for their payment: each is a
 * use, so a once-per-customer coupon cannot be reserved twice. The purchase reads it under the buyer's lock.
 */
export function heldCouponUses(tx: RequestContext, hold: { holder: Pick<Holder, "customerId" | "guestEmail">; couponId: string; now: Date }): Promise<number> {
  return liveReservationsOf(tx, buyerKeyOf(hold.holder), hold.now).andWhere("p.coupon_id = :couponId", { couponId: hold.couponId }).getCount();
}

/** The buyer's row, locked until the transaction ends on MySQL/MariaDB: one hand-written statement on the purchase's hot path. */
async function lockedBuyer(tx: RequestContext, customerId: string): Promise<Pick<Customer, "id" | "email" | "role" | "balanceCents"> | null> {
  const [row] = await selectRows<{ id: string; email: string; role: Customer["role"]; balance_cents: number | string }>(
    tx.manager,
    `SELECT c.id, c.email, c.role, c.balance_cents FROM customers c WHERE c.id = ?${forUpdate(tx.db)}`,
    [customerId],
  );
  return row ? { id: row.id, email: row.email, role: row.role, balanceCents: Number(row.balance_cents) } : null;
}

interface Sale {
  orderId: string;
  /** Null for a guest's order, paid by its own payment: nothing is debited. */
  customerId: string | null;
  guestEmail: string | null;
  /** The buyer's balance read with the row locked in this transaction, when it was (see BalanceChange). */
  lockedBalanceCents?: number;
  email: string;
  /** Priced lines; a line taken now carries its stock ids. */
  lines: Array<PricedLine & { licenseDays: number; licensePlan: LicensePlan; stockIds?: number[] }>;
  subtotal: number;
  discount: number;
  coupon: { id: string; code: string } | null;
  couponLabel: string | null;
  idempotencyKey: string;
  now: Date;
  /** The order lines of the reservation of the same id that holds them (its stock rows too), as read in this transaction; null for a sale taken now. */
  held: OrderLine[] | null;
}

/** The order row's summary of its lines: the first line's product, every line's name, all units. */
function orderSummary(lines: Sale["lines"]): Pick<Order, "productId" | "productName" | "quantity" | "orderType"> {
  return {
    productId: lines[0].productId,
    productName: orderNameOf(lines),
    quantity: lines.reduce((n, l) => n + l.quantity, 0),
    orderType: lines.some((l) => l.orderType === "account") ? "account" : "software",
  };
}

/**
 * Writes a priced sale: the order and its lines, each line's delivery (stock lines or a licence),
 * the coupon's redemption, the ledger debit, the shop's counters, the audit entry and the buyer's
 * events. Shared by a purchase from the balance and by the delivery of a paid reservation.
 */
async function completeSale(tx: RequestContext, sale: Sale): Promise<CheckoutDone> {
  const em = tx.manager;
  const { orderId, customerId, now } = sale;
  const total = sale.subtotal - sale.discount;
  const licenseIds = sale.lines.map((l) => (l.orderType === "software" ? crypto.randomUUID() : null));
  const order = em.getRepository(Order).create({
    id: orderId,
    customerId,
    guestEmail: sale.guestEmail,
    ...orderSummary(sale.lines),
    totalPriceCents: total,
    purchaseDate: now,
    licenseId: licenseIds.find((id) => id !== null) ?? null,
    idempotencyKey: sale.idempotencyKey,
  });
  await insertOrder(tx, order);

  const issued: IssuedLicense[] = [];
  // Every line's stock taken now is sold in one pass (they share the order, the buyer and the time).
  if (!sale.held)
    await markStockSold(
      tx,
      sale.lines.flatMap((l) => l.stockIds ?? []),
      { customerId, orderId, soldAt: now },
    );
  for (const [i, line] of sale.lines.entries()) {
    const licenseId = licenseIds[i];
    if (licenseId) {
      issued.push(
        await issueLicense(tx, {
          licenseId,
          orderId,
          customerId,
          email: sale.email,
          softwareName: line.productName.slice(0, 64),
          plan: line.licensePlan,
          days: line.licenseDays,
          priceCents: line.subtotalCents - line.discountCents,
          now,
          paymentMethod: customerId ? "balance" : "payment",
        }),
      );
    }
  }
  const accounts = accountUnits(sale.lines);
  if (sale.held && accounts > 0 && !(await markReservedStockSold(tx, orderId, accounts, { customerId, soldAt: now }))) {
    throw conflict("Failed to update account status", "STOCK_CHANGED");
  }
  let lines: OrderLine[];
  if (sale.held) {
    const withLicence = new Map<string, string>();
    lines = sale.held;
    lines.forEach((l, i) => licenseIds[i] && withLicence.set(l.id, licenseIds[i]));
    await markLinesDelivered(tx, orderId, now, withLicence);
    lines = lines.map((l, i) => Object.assign(l, { state: "delivered", paidAt: now, deliveredAt: now, licenseId: licenseIds[i] ?? l.licenseId }));
  } else {
    lines = await insertOrderLines(
      tx,
      orderId,
      sale.lines.map((l, i) => ({ ...l, licenseId: licenseIds[i] })),
      "delivered",
      now,
    );
  }
  if (sale.coupon) {
    await recordRedemption(tx, { couponId: sale.coupon.id, customerId, orderId, code: sale.coupon.code, discountCents: sale.discount, createdAt: now });
  }

  // A guest's order was paid by its own payment; a member's is debited from the balance (which a paid reservation's payment has just credited).
  let balanceCents = 0;
  if (customerId) {
    try {
      // From the balance: the buyer row is locked, so the balance after the debit needs no second read.
      balanceCents = await changeBalance(tx, {
        customerId,
        amountCents: -total,
        kind: "purchase",
        orderId,
        actorId: customerId,
        lockedBalanceCents: sale.lockedBalanceCents,
      });
    } catch (err) {
      if (err instanceof InsufficientBalance) throw new Refused(InsufficientBalanceError.of(err.balanceCents, err.requiredCents));
      throw err;
    }
  }

  // The lifetime counters take the sale on one of several tally rows, not on the one settings
  // row: that row would serialise every purchase and, on Galera, make purchases on different
  // nodes conflict at commit (see SalesTally).
  await addSale(tx, { accounts, revenueCents: total });

  const [first] = sale.lines;
  await recordAudit(tx, {
    action: "order.purchase",
    entityType: "order",
    entityId: orderId,
    details:
      sale.lines.length === 1
        ? {
            productId: first.productId,
            quantity: first.quantity,
            subtotalCents: sale.subtotal,
            discountCents: sale.discount,
            totalCents: total,
            coupon: sale.couponLabel,
          }
        : {
            lines: sale.lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity, subtotalCents: l.subtotalCents, discountCents: l.discountCents })),
            subtotalCents: sale.subtotal,
            discountCents: sale.discount,
            totalCents: total,
            coupon: sale.couponLabel,
          },
  });
  // Receipts, alerts and webhooks are written to the outbox here and sent after commit.
  const access = sale.guestEmail ? await guestAccessOf(tx, orderId) : null;
  await recordNotification(
    tx,
    orderCompletedEvent(
      order,
      sale.coupon ? { code: sale.coupon.code, discountCents: sale.discount } : null,
      sale.guestEmail ? { email: sale.guestEmail, orderNumber: access?.number ?? orderId, language: access?.language ?? "en" } : null,
    ),
  );
  for (const licence of issued) await recordNotification(tx, licenseEvent("license.created", licence.license));
  return { order, lines, issued, discountCents: sale.discount, balanceCents };
}

/** The accounts a sale hands over (licence lines count none). */
function accountUnits(lines: Sale["lines"]): number {
  return lines.filter((l) => l.orderType === "account").reduce((n, l) => n + l.quantity, 0);
}

/**
 * The delivery of a reservation whose payment was just credited, inside the crediting
 * transaction (the "payment.credited" event). A reservation that expired (or can no longer be
 * delivered) is closed instead, its lines go back to stock, and the buyer is told that the
 * payment is on the balance. Never throws for a business reason: the credit must commit.
 */
export async function deliverPaidReservation(tx: RequestContext, paymentId: string): Promise<void> {
  const em = tx.manager;
  const pending = await em.getRepository(PendingOrder).findOneBy({ paymentId });
  if (!pending || pending.status === "completed") return;
  if (!pending.customerId) return deliverPaidGuestOrder(tx, pending);
  const customerId = pending.customerId;
  const now = tx.clock.now();
  const refusal = pending.status === "reserved" && now < pending.expiresAt ? await undeliverable(tx, pending, customerId) : "expired";
  if (refusal === null) {
    // The conditional UPDATE decides between this delivery and a concurrent sweep.
    const won = await em
      .createQueryBuilder()
      .update(PendingOrder)
      .set({ status: "completed", closedAt: now })
      .where("id = :id AND status = 'reserved'", { id: pending.id })
      .execute();
    if (won.affected === 1) {
      const buyer = await em.getRepository(Customer).findOne({ where: { id: customerId }, select: { id: true, email: true } });
      await completeHeldSale(tx, pending, { customerId, guestEmail: null, email: buyer?.email ?? "" }, now);
      tx.afterCommit(() => log.info("reservation delivered on payment", { orderId: pending.id, paymentId }));
      return;
    }
  }
  if (pending.status === "reserved") await closeReservations(tx, [pending], refusal === "coupon" ? "coupon_cap" : "paid_late", now);
  const payment = await em.getRepository(Payment).findOne({ where: { id: paymentId }, select: { id: true, amountCents: true } });
  await recordNotification(tx, {
    type: "reservation.paid_late",
    ownerId: pending.customerId,
    data: {
      orderId: pending.id,
      productName: pending.productName,
      quantity: Number(pending.quantity),
      paymentId,
      amountCents: Number(payment?.amountCents ?? 0),
      reason: refusal === "coupon" ? "coupon" : "expired",
    },
  });
}

/**
 * Why a paid reservation cannot be delivered now, or null when it can: the balance covers it, its key was not used by
 * another order meanwhile, and its coupon still fits the buyer's per-customer cap (checked again
 * here because the cap counts delivered redemptions, and a reservation's discount is only redeemed
 * now). One that no longer fits is not delivered at the full price instead: the buyer agreed to the
 * discounted price, so the payment goes to the balance, as for a late payment.
 */
async function undeliverable(tx: RequestContext, pending: PendingOrder, customerId: string): Promise<"expired" | "coupon" | null> {
  const buyer = await tx.manager.getRepository(Customer).findOne({ where: { id: customerId }, select: { id: true, balanceCents: true } });
  if (!buyer || Number(buyer.balanceCents) < Number(pending.totalPriceCents)) return "expired";
  if (pending.couponId && !(await heldUseStillFits(tx, pending.couponId, customerId))) return "coupon";
  const keyTaken = await tx.manager.getRepository(Order).existsBy({ customerId, idempotencyKey: pending.idempotencyKey });
  return keyTaken ? "expired" : null;
}

/** Delivers a reservation whose lines it holds, as the order of the same id: its lines' stock and licences, priced as reserved. */
async function completeHeldSale(
  tx: RequestContext,
  pending: PendingOrder,
  buyer: { customerId: string | null; guestEmail: string | null; email: string },
  now: Date,
): Promise<CheckoutDone> {
  const held = await linesOfOrders(tx, [pending.id]);
  // A licence line's duration and plan are its variant's; stock lines need no read.
  const software = held.filter((l) => l.orderType === "software");
  const variants = software.length
    ? await variantsWithTiers(
        tx,
        software.map((l) => l.variantId),
      )
    : new Map<string, PricedVariant>();
  return completeSale(tx, {
    orderId: pending.id,
    ...buyer,
    lines: held.map((l) => {
      const variant = variants.get(l.variantId)?.variant;
      return { ...l, licenseDays: variant?.licenseDays ?? 30, licensePlan: variant?.licensePlan ?? UNLIMITED_PLAN };
    }),
    subtotal: Number(pending.subtotalCents),
    discount: Number(pending.discountCents),
    coupon: pending.couponId && pending.couponCode ? { id: pending.couponId, code: pending.couponCode } : null,
    couponLabel: pending.couponCode,
    idempotencyKey: pending.idempotencyKey,
    now,
    held,
  });
}

/**
 * A guest's order whose payment was just credited (there is no balance: the payment pays the
 * order). Delivered while its hold lasts; paid after the hold ended, it is held again if every
 * line is still in stock (and its coupon still has a use) and delivered. Otherwise the payment
 * goes to the admins' review (to refund it at the provider), and the buyer is told by e-mail.
 */
async function deliverPaidGuestOrder(tx: RequestContext, pending: PendingOrder): Promise<void> {
  const now = tx.clock.now();
  const live = (pending.status === "reserved" && now < pending.expiresAt) || (await holdAgain(tx, pending, now));
  if (live) {
    const won = await tx.manager
      .createQueryBuilder()
      .update(PendingOrder)
      .set({ status: "completed", closedAt: now })
      .where("id = :id AND status = 'reserved'", { id: pending.id })
      .execute();
    if (won.affected === 1) {
      await completeHeldSale(tx, pending, { customerId: null, guestEmail: pending.guestEmail, email: pending.guestEmail ?? "" }, now);
      tx.afterCommit(() => log.info("guest order delivered on payment", { orderId: pending.id, paymentId: pending.paymentId }));
      return;
    }
  }
  if (pending.status === "reserved") await closeReservations(tx, [pending], "paid_late", now);
  const payment = await tx.manager.getRepository(Payment).findOne({ where: { id: pending.paymentId }, select: { id: true, amountCents: true } });
  // Not credited after all: an admin refunds it at the provider (payments.service refuses to credit a guest's payment to a balance).
  await tx.manager.getRepository(Payment).update({ id: pending.paymentId }, { status: "needs_review", creditedAt: null });
  const amountCents = Number(payment?.amountCents ?? 0);
  await recordNotification(tx, {
    type: "payment.needs_review",
    ownerId: null,
    data: { paymentId: pending.paymentId, amountCents, reason: "a guest's order was paid after its items were sold: refund it at the provider" },
  });
  await recordNotification(tx, {
    type: "reservation.paid_late",
    ownerId: null,
    data: {
      orderId: pending.id,
      productName: pending.productName,
      quantity: Number(pending.quantity),
      paymentId: pending.paymentId,
      amountCents,
      reason: "sold_out",
      guest: true,
      email: pending.guestEmail,
      ...(await guestAccessOf(tx, pending.id).then((a) => (a ? { orderNumber: a.number, language: a.language } : {}))),
    },
  });
}

/** A guest order's number and e-mail language. */
function guestAccessOf(tx: RequestContext, orderId: string): Promise<Pick<OrderAccess, "orderId" | "number" | "language"> | null> {
  return tx.manager.getRepository(OrderAccess).findOne({ where: { orderId }, select: { orderId: true, number: true, language: true } });
}

/**
 * Holds a closed reservation's lines again for its late payment, when every one is still there:
 * the stock lines of each line's variant and a use of its coupon. False (and nothing held) otherwise.
 */
async function holdAgain(tx: RequestContext, pending: PendingOrder, now: Date): Promise<boolean> {
  if (pending.status !== "expired" && pending.status !== "cancelled") return false;
  const lines = await linesOfOrders(tx, [pending.id]);
  const taken: number[] = [];
  for (const line of lines) {
    if (line.orderType !== "account") continue;
    const ids = await takeAvailableStockIds(tx, line.variantId, line.quantity);
    if (ids.length < line.quantity) return false;
    taken.push(...ids);
  }
  if (pending.couponId && !(await claimCouponUse(tx, pending.couponId))) return false;
  const reopened = await tx.manager
    .createQueryBuilder()
    .update(PendingOrder)
    .set({ status: "reserved", closedAt: null, closeReason: null, expiresAt: now })
    .where("id = :id AND status IN ('expired', 'cancelled')", { id: pending.id })
    .execute();
  if (reopened.affected !== 1) return false;
  if (taken.length) await markStockReserved(tx, taken, pending.id);
  await tx.manager
    .createQueryBuilder()
    .update(OrderLine)
    .set({ state: "held", closedAt: null })
    .where("order_id = :id AND state = 'cancelled'", { id: pending.id })
    .execute();
  return true;
}

/** A reservation expires when its time ran out (the sweep, or a payment paid too late); every other closure is a cancel. */
const STATUS_OF_CLOSURE: Record<CloseReason, Extract<PendingOrderStatus, "expired" | "cancelled">> = {
  expired: "expired",
  paid_late: "expired",
  buyer: "cancelled",
  admin: "cancelled",
  payment_cancel: "cancelled",
  provider_refused: "cancelled",
  payment_failed: "cancelled",
  payment_rejected: "cancelled",
  coupon_cap: "cancelled",
  account_deleted: "cancelled",
};

/**
 * Closes reservations still held, and keeps why (the cool-down reads it): their status, their
 * lines back to stock, their coupon uses back. Three statements plus one per coupon, whatever the
 * number of reservations.
 */
export async function closeReservations(
  tx: RequestContext,
  pendings: Array<Pick<PendingOrder, "id" | "couponId">>,
  reason: CloseReason,
  now: Date,
): Promise<number> {
  if (!pendings.length) return 0;
  const ids = pendings.map((p) => p.id);
  const closed = await tx.manager
    .createQueryBuilder()
    .update(PendingOrder)
    .set({ status: STATUS_OF_CLOSURE[reason], closedAt: now, closeReason: reason })
    .where("id IN (:...ids) AND status = 'reserved'", { ids })
    .execute();
  // A single reservation delivered or closed meanwhile is left alone; a batch was locked by its caller.
  if (closed.affected === 0) return 0;
  if (closed.affected !== ids.length) throw conflict("A reservation changed while it was being closed.", "CONFLICT");
  await releaseReservedStock(tx, ids);
  await markLinesCancelled(tx, ids, now);
  const couponUses = new Map<string, number>();
  for (const p of pendings) if (p.couponId) couponUses.set(p.couponId, (couponUses.get(p.couponId) ?? 0) + 1);
  for (const [couponId, uses] of couponUses) await releaseCouponUses(tx, couponId, uses);
  return ids.length;
}

/**
 * The spec's 'Could not create order.' for an unexpected failure; a duplicate key is left to the
 * replay above, and a deadlock or a Galera certification conflict to the transaction retry.
 */
async function insertOrder(tx: RequestContext, order: Order): Promise<void> {
  try {
    // No re-read of the generated created_at (the column's default): the purchase answers without it.
    await changeRows(
      tx.manager,
      "INSERT INTO orders (id, customer_id, guest_email, product_id, product_name, quantity, total_price_cents, purchase_date, order_type, license_id, idempotency_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      [
        order.id,
        order.customerId,
        order.guestEmail,
        order.productId,
        order.productName,
        order.quantity,
        order.totalPriceCents,
        sqlDateTime(tx.db, order.purchaseDate),
        order.orderType,
        order.licenseId,
        order.idempotencyKey,
      ],
    );
  } catch (err) {
    if (isUniqueViolation(err) || isRetryable(err)) throw err;
    throw new DomainError("ORDER_FAILED", "Could not create order.", 500);
  }
}

/**
 * The purchase made earlier with this key, or a refusal when the key was used for a different
 * request: another product, another quantity or another coupon (the key is bound to all three).
 */
async function replay(tx: RequestContext, holder: Holder, request: CheckedCheckout): Promise<CheckoutDone | PurchasePending | null> {
  // A member's keys are theirs, a guest's are their e-mail's (each table has a unique index on either pair).
  const [column, buyer] = buyerKeyOf(holder);
  const customerId = holder.customerId;
  // One statement for both tables, so that a fresh purchase (found in neither) costs no more than before.
  const found: Array<{ kind: string; id: string }> = await tx.manager.query(
    `SELECT 'order' AS kind, id FROM orders WHERE ${column} = ? AND idempotency_key = ? UNION ALL SELECT 'pending' AS kind, id FROM pending_orders WHERE ${column} = ? AND idempotency_key = ?`,
    [buyer, request.idempotencyKey, buyer, request.idempotencyKey],
  );
  const earlier = found.find((f) => f.kind === "order") ?? found[0];
  if (!earlier) return null;
  if (earlier.kind === "pending") return replayReservation(tx, earlier.id, request);
  const order = await tx.manager.getRepository(Order).findOneByOrFail({ id: earlier.id });
  const lines = await linesOfOrders(tx, [order.id]);
  if (!sameLines(lines, request.lines)) throw new Refused(IdempotencyKeyReusedError.of());
  const redeemed = await redeemedCodeOf(tx, order.id);
  if ((redeemed?.code ?? null) !== request.couponCode) throw new Refused(IdempotencyKeyReusedError.of());
  const issued: IssuedLicense[] = [];
  for (const licenseId of lines.map((l) => l.licenseId ?? (lines.length === 1 ? order.licenseId : null))) {
    if (!licenseId) continue;
    const licence = await findIssuedLicense(tx, licenseId);
    // An admin may have deleted the licence since: the purchase happened, but there is nothing to hand back.
    if (!licence) throw new DomainError("LICENSE_REMOVED", "This purchase was completed earlier, but its license has since been removed.", 409);
    issued.push(licence);
  }
  const member = customerId ? await tx.manager.getRepository(Customer).findOne({ where: { id: customerId }, select: { id: true, balanceCents: true } }) : null;
  return { order, lines, issued, discountCents: redeemed?.discountCents ?? 0, balanceCents: member?.balanceCents ?? 0 };
}

/** Whether an earlier order's lines are the ones requested now (the same variants and quantities, in any order). */
function sameLines(lines: ReadonlyArray<Pick<OrderLine, "variantId" | "quantity">>, requested: readonly CartLine[]): boolean {
  if (lines.length !== requested.length) return false;
  const wanted = new Map(requested.map((l) => [l.variantId, l.quantity]));
  return lines.every((l) => wanted.get(l.variantId) === l.quantity);
}

/** The reservation made earlier with this key (waiting, expired or cancelled), with its payment link; bound to the same request. */
async function replayReservation(tx: RequestContext, pendingId: string, request: CheckedCheckout): Promise<PurchasePending> {
  const pending = await tx.manager.getRepository(PendingOrder).findOneByOrFail({ id: pendingId });
  if (pending.couponCode !== request.couponCode || !sameLines(await linesOfOrders(tx, [pending.id]), request.lines))
    throw new Refused(IdempotencyKeyReusedError.of());
  return pendingPurchaseOf(tx, pending);
}

/** A reservation as the purchase answers it: with its current payment and the buyer's balance. */
export async function pendingPurchaseOf(tx: RequestContext, pending: PendingOrder): Promise<PurchasePending> {
  const payment = await tx.manager
    .getRepository(Payment)
    .findOne({ where: { id: pending.paymentId }, select: { id: true, amountCents: true, currency: true, provider: true, paymentUrl: true } });
  const buyer = pending.customerId
    ? await tx.manager.getRepository(Customer).findOne({ where: { id: pending.customerId }, select: { id: true, balanceCents: true } })
    : null;
  const access = pending.customerId ? null : await guestAccessOf(tx, pending.id);
  return {
    pending,
    access: access ? { number: access.number, token: null } : null,
    payment: {
      id: pending.paymentId,
      amountCents: Number(payment?.amountCents ?? 0),
      currency: payment?.currency ?? TOP_UP_CURRENCY,
      provider: payment?.provider ?? "sandbox",
      paymentUrl: payment?.paymentUrl ?? null,
    },
    address: null,
    balanceCents: Number(buyer?.balanceCents ?? 0),
  };
}
