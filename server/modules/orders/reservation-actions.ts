import type { RequestContext } from "../../context";
import { badInput, conflict, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireActor, tokenScope } from "../auth";
import { Customer } from "../customers";
import { checkRouteLimits, countInvoiceOpening, insertPendingPayment, openPaymentInvoice, Payment, paymentRoute } from "../payments";
import { closeReservations, MAX_PAY_WITH_LENGTH, pendingPurchaseOf, type PurchasePending } from "./checkout.service";
import { PendingOrder, type CloseReason } from "./pending-order.entity";

export const MAX_RESERVATION_ID_LENGTH = 36;

/**
 * What the buyer does with a reservation of their own (pay the difference): look at it, cancel it,
 * or open a new payment for it. Another customer's reservation answers as an unknown one.
 */
async function ownReservation(tx: RequestContext, customerId: string, id: string): Promise<PendingOrder> {
  const pending = id.length <= MAX_RESERVATION_ID_LENGTH ? await tx.manager.getRepository(PendingOrder).findOneBy({ id }) : null;
  if (!pending || pending.customerId !== customerId) throw notFound("Reservation not found.");
  return pending;
}

/** One of the buyer's reservations, for the order view the provider sends the buyer back to. */
export async function myReservation(ctx: RequestContext, id: string): Promise<PurchasePending> {
  const { customer } = requireActor(ctx);
  return pendingPurchaseOf(ctx, await ownReservation(ctx, customer.id, id));
}

/**
 * The buyer gives a reservation up: its lines go back on sale and its coupon use back, through the
 * same closing as an expiry. Cancelling one already cancelled or expired answers it as it is; a
 * delivered one cannot be cancelled. A payment still open for it later goes to the balance.
 */
export async function cancelReservation(ctx: RequestContext, id: string): Promise<PurchasePending> {
  const { customer } = requireActor(ctx, tokenScope("purchase"));
  return ctx.transaction(async (tx) => {
    const pending = await ownReservation(tx, customer.id, id);
    if (pending.status === "completed") throw conflict("This reservation is no longer waiting for a payment.", "RESERVATION_CLOSED");
    const now = tx.clock.now();
    if (pending.status === "reserved" && (await closeReservations(tx, [pending], "buyer", now)) === 1) {
      await recordAudit(tx, { action: "order.reservation_cancel", entityType: "order", entityId: pending.id, details: { paymentId: pending.paymentId } });
    }
    return pendingPurchaseOf(tx, await tx.manager.getRepository(PendingOrder).findOneByOrFail({ id: pending.id }));
  });
}

/**
 * A new payment for a reservation still held (its invoice was never opened, the buyer wants another
 * method, or its page was lost). The invoice is opened before the reservation is touched: if the
 * provider refuses, only the new payment fails and the reservation keeps its lines, price, expiry
 * and its payment. Once opened, the reservation waits for the new payment instead. Idempotent:
 * while its payment is open with the same method, that payment is answered again rather than a
 * second one opened. Each new invoice counts against the buyer's top-up rate limit, so switching
 * methods cannot open invoices without end. The payment it replaces, and a new one that lost the
 * swap to a concurrent change, if paid after all, go to the balance like any top-up.
 */
export async function payReservation(ctx: RequestContext, id: string, method: string): Promise<PurchasePending> {
  const { customer } = requireActor(ctx, tokenScope("top-up"));
  if (id.length > MAX_RESERVATION_ID_LENGTH) throw notFound("Reservation not found.");
  if (method.length > MAX_PAY_WITH_LENGTH) throw badInput("This payment method is not available.", "PAYMENT_METHOD_UNAVAILABLE");
  const route = await paymentRoute(ctx, method);
  const asked = await ctx.transaction(async (tx) => {
    const pending = await ownReservation(tx, customer.id, id);
    if (pending.status !== "reserved" || tx.clock.now() >= pending.expiresAt)
      throw conflict("This reservation is no longer waiting for a payment.", "RESERVATION_CLOSED");
    const current = await tx.manager.getRepository(Payment).findOneBy({ id: pending.paymentId });
    if (current?.status === "pending" && current.paymentUrl && current.provider === route.adapter.id) return { open: await pendingPurchaseOf(tx, pending) };
    const buyer = await tx.manager.getRepository(Customer).findOneOrFail({ where: { id: customer.id }, select: { id: true, balanceCents: true } });
    // The same amount a purchase would ask now: the shortfall, raised to the method's minimum.
    const amountCents = Math.max(Number(pending.totalPriceCents) - Number(buyer.balanceCents), route.minAmountCents);
    checkRouteLimits(route, amountCents);
    return { pending, amountCents, balanceCents: Number(buyer.balanceCents) };
  });
  if (asked.open) return asked.open;
  const { pending, amountCents } = asked;

  await countInvoiceOpening(ctx, customer.id);
  const payment = await ctx.transaction((tx) => insertPendingPayment(tx, customer.id, route, amountCents));
  const opened = await openPaymentInvoice(ctx, route, payment, `/customer/dashboard?order=${pending.id}`);
  return ctx.transaction(async (tx) => {
    // Conditional on the payment it replaces: a concurrent delivery, closing or second new payment wins over this one.
    const swapped = await tx.manager
      .createQueryBuilder()
      .update(PendingOrder)
      .set({ paymentId: payment.id })
      .where("id = :id AND status = 'reserved' AND payment_id = :old", { id: pending.id, old: pending.paymentId })
      .execute();
    if (swapped.affected !== 1) throw conflict("This reservation changed meanwhile; please try again.", "CONFLICT");
    await recordAudit(tx, {
      action: "order.reservation_payment",
      entityType: "order",
      entityId: pending.id,
      details: { paymentId: payment.id, replacedPaymentId: pending.paymentId, paymentCents: amountCents },
    });
    return {
      pending: { ...pending, paymentId: payment.id },
      payment: { id: payment.id, amountCents: payment.amountCents, currency: payment.currency, provider: payment.provider, paymentUrl: opened.paymentUrl },
      address: opened.address,
      balanceCents: asked.balanceCents,
    };
  });
}

/** What ended a reservation's payment, as the cool-down counts it: only a cancel at the provider is the buyer's doing. */
const CLOSURE_OF_PAYMENT: Record<"failed" | "cancelled" | "rejected", CloseReason> = {
  failed: "payment_failed",
  cancelled: "payment_cancel",
  rejected: "payment_rejected",
};

/** A reservation whose payment failed, was cancelled at its provider or was rejected in review ends at once, in the transaction that records it. */
export async function releaseReservationOfClosedPayment(tx: RequestContext, paymentId: string, status: keyof typeof CLOSURE_OF_PAYMENT): Promise<void> {
  const pending = await tx.manager.getRepository(PendingOrder).findOne({ where: { paymentId, status: "reserved" }, select: { id: true, couponId: true } });
  if (pending) await closeReservations(tx, [pending], CLOSURE_OF_PAYMENT[status], tx.clock.now());
}
