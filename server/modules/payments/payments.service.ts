import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { badInput, conflict, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { changeBalance } from "../balance";
import { Customer } from "../customers";
import { PaymentEvent } from "./payment-event.entity";
import { recordPaymentEvent } from "./payment-events";
import { lockPayment } from "./payment-lock";
import type { PaymentStatus } from "./payment-transition";
import { Payment } from "./payment.entity";
import { creditableCents } from "./top-up-fee";
import { MAX_TOP_UP_CENTS, MONEY_MESSAGES } from "../../../common/money";
import { requireActor, requireAdmin } from "../auth";

const MAX_PAGE = 100;

function pageSize(limit: number | undefined, fallback: number): number {
  if (limit === undefined) return fallback;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE) throw badInput(`limit must be from 1 to ${MAX_PAGE}.`);
  return limit;
}

/** The signed-in customer's own top-ups, newest first. */
export async function listMyPayments(ctx: RequestContext, limit?: number): Promise<Payment[]> {
  const { customer } = requireActor(ctx);
  return ctx.manager.getRepository(Payment).find({ where: { customerId: customer.id }, order: { createdAt: "DESC", id: "ASC" }, take: pageSize(limit, 20) });
}

export interface AdminPaymentRow {
  payment: Payment;
  customer: Pick<Customer, "id" | "email" | "name"> | null;
  events: PaymentEvent[];
}

export interface AdminPaymentPage {
  items: AdminPaymentRow[];
  total: number;
}

/** Every top-up for admins, newest first, with who made it and everything reported about it. */
export async function listPayments(ctx: RequestContext, filter: { status?: PaymentStatus; limit?: number; offset?: number }): Promise<AdminPaymentPage> {
  requireAdmin(ctx);
  const offset = filter.offset ?? 0;
  if (!Number.isInteger(offset) || offset < 0) throw badInput("offset must not be negative.");
  const [payments, total] = await ctx.manager.getRepository(Payment).findAndCount({
    where: filter.status ? { status: filter.status } : {},
    order: { createdAt: "DESC", id: "ASC" },
    take: pageSize(filter.limit, 50),
    skip: offset,
  });
  const ids = payments.map((p) => p.id);
  const customerIds = [...new Set(payments.map((p) => p.customerId).filter((id): id is string => id !== null))];
  const [events, customers] = await Promise.all([
    ids.length ? ctx.manager.getRepository(PaymentEvent).find({ where: { paymentId: In(ids) }, order: { id: "ASC" } }) : [],
    customerIds.length ? ctx.manager.getRepository(Customer).find({ where: { id: In(customerIds) }, select: { id: true, email: true, name: true } }) : [],
  ]);
  const customerById = new Map(customers.map((c) => [c.id, c]));
  return {
    total,
    items: payments.map((payment) => ({
      payment,
      customer: (payment.customerId && customerById.get(payment.customerId)) || null,
      events: events.filter((e) => e.paymentId === payment.id),
    })),
  };
}

export type ReviewAction = "credit" | "reject";

export interface ReviewDecision {
  paymentId: string;
  action: ReviewAction;
  reason: string;
  /** What to credit when the customer paid a different amount; the invoice amount otherwise. */
  amountCents?: number | null;
}

/** An admin settles a payment that needs review (wrong amount, paid after cancel): credit it once, or reject it. */
export async function resolvePaymentReview(ctx: RequestContext, decision: ReviewDecision): Promise<Payment> {
  requireAdmin(ctx);
  const reason = decision.reason.trim();
  if (!reason) throw badInput("Please give a reason for this decision.");
  if (reason.length > 400) throw badInput("The reason must be at most 400 characters.");
  const amount = decision.amountCents ?? null;
  if (amount !== null && (!Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_TOP_UP_CENTS)) {
    throw badInput(MONEY_MESSAGES.invalidAmount, "INVALID_AMOUNT");
  }
  return ctx.transaction(async (tx) => {
    const payment = await lockPayment(tx, decision.paymentId);
    if (!payment) throw notFound("Payment not found.");
    if (payment.status !== "needs_review" || payment.creditedAt) throw conflict("Only payments that need review can be resolved.", "NOT_IN_REVIEW");
    const creditCents = amount ?? (await creditableCents(tx, payment));
    if (decision.action === "credit") {
      // A guest's payment paid an order, not a balance: one that could not be delivered is refunded at the provider.
      if (!payment.customerId) throw conflict("A guest's payment has no balance to go to: refund it at the provider and reject it here.", "NOT_IN_REVIEW");
      if (!(await tx.manager.getRepository(Customer).existsBy({ id: payment.customerId }))) {
        throw notFound("The buyer's account was deleted: reject the payment and refund it at the provider.");
      }
      await changeBalance(tx, {
        customerId: payment.customerId,
        amountCents: creditCents,
        kind: "topup",
        reason: `Payment review: ${reason}`,
        paymentId: payment.id,
        actorId: tx.actor?.customer.id ?? null,
      });
      payment.status = "paid";
      payment.creditedAt = new Date();
    } else {
      payment.status = "rejected";
    }
    await tx.manager.getRepository(Payment).update({ id: payment.id }, { status: payment.status, creditedAt: payment.creditedAt });
    await recordPaymentEvent(tx, {
      paymentId: payment.id,
      source: "admin",
      outcome: decision.action === "credit" ? `credited ${creditCents} cents by an admin: ${reason}` : `rejected by an admin: ${reason}`,
    });
    await recordAudit(tx, {
      action: decision.action === "credit" ? "payment.review_credit" : "payment.review_reject",
      entityType: "payment",
      entityId: payment.id,
      details: { reason, amountCents: decision.action === "credit" ? creditCents : null },
    });
    // A purchase still held for a rejected payment gives its lines back now, as for a failed one.
    if (payment.status === "rejected") await tx.events.emit("payment.closed", { tx, paymentId: payment.id, status: "rejected" });
    return payment;
  });
}
