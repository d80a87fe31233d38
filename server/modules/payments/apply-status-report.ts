import type { RequestContext } from "../../context";
import { isUniqueViolation } from "../../db/dialect";
import { log } from "../../log";
import { changeBalance } from "../balance";
import { Customer } from "../customers";
import { recordNotification } from "../notifications";
import { recordPaymentEvent, type PaymentEventRecord } from "./payment-events";
import { lockPayment } from "./payment-lock";
import { decideTransition, type Confirmation, type StatusReport } from "./payment-transition";
import { Payment } from "./payment.entity";
import { creditableCents } from "./top-up-fee";
import type { StatusWords } from "./providers/provider";

/**
 * The one place where a verified report about a payment, from any provider, changes it: under
 * the payment's lock, the transition is decided, the report is logged, and a credit writes the
 * stored amount (less any fee the buyer paid on top) to the ledger. The ledger's unique payment id is the last guard against a
 * second credit; a duplicate that races past the lock is recorded and answered as paid.
 */
export async function applyStatusReport(
  ctx: RequestContext,
  paymentId: string,
  report: StatusReport,
  confirmation: Confirmation,
  words: StatusWords,
  event: (paymentId: string, outcome: string) => PaymentEventRecord,
): Promise<string> {
  try {
    return await ctx.transaction(async (tx) => {
      const locked = (await lockPayment(tx, paymentId))!;
      // A guest's payment (no customer) pays its order: there is no account to have been deleted.
      const buyerDeleted = locked.customerId !== null && !(await tx.manager.getRepository(Customer).existsBy({ id: locked.customerId }));
      const transition = decideTransition({ ...locked, buyerDeleted }, report, confirmation, words);
      await recordPaymentEvent(tx, event(locked.id, transition.outcome));
      const changes: Partial<Payment> = { status: transition.status };
      if (!locked.isFinal || report.isFinal) Object.assign(changes, { providerStatus: report.status.slice(0, 32), isFinal: report.isFinal });
      if (transition.credit && locked.customerId) {
        await changeBalance(tx, {
          customerId: locked.customerId,
          amountCents: await creditableCents(tx, locked),
          kind: "topup",
          reason: `Top-up via ${locked.provider}`,
          paymentId: locked.id,
        });
      }
      if (transition.credit) {
        changes.creditedAt = new Date();
        tx.afterCommit(() =>
          log.info("top-up credited", { paymentId: locked.id, customerId: locked.customerId, amountCents: locked.amountCents, provider: locked.provider }),
        );
      }
      await tx.manager.getRepository(Payment).update({ id: locked.id }, changes);
      // A purchase waiting for this payment ("pay the difference", or a guest's order) is delivered in this transaction.
      if (transition.credit) await tx.events.emit("payment.credited", { tx, paymentId: locked.id, customerId: locked.customerId });
      // A purchase waiting for a payment that can no longer arrive gives its lines back in this transaction.
      if ((transition.status === "failed" || transition.status === "cancelled") && locked.status === "pending") {
        await tx.events.emit("payment.closed", { tx, paymentId: locked.id, status: transition.status });
      }
      if (transition.status === "needs_review" && locked.status !== "needs_review") {
        await recordNotification(tx, {
          type: "payment.needs_review",
          ownerId: null,
          data: { paymentId: locked.id, amountCents: locked.amountCents, reason: transition.outcome },
        });
      }
      return transition.status;
    });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    await recordPaymentEvent(ctx, event(paymentId, "recorded: already credited (the ledger refused a second credit)"));
    return "paid";
  }
}
