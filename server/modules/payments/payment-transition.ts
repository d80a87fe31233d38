import { centsToAmount } from "./amount";
import type { Payment } from "./payment.entity";
import { CRYPTOMUS_STATUS_WORDS } from "./providers/cryptomus/cryptomus.status-words";
import { meaningOf, type StatusWords } from "./providers/provider";

/** Our view of a top-up; the provider's own status is kept beside it. */
/** Our view of a top-up; the provider's own status is kept beside it. Expired: never settled within PAYMENT_EXPIRY_HOURS. */
export type PaymentStatus = "pending" | "paid" | "failed" | "cancelled" | "needs_review" | "rejected" | "expired";

/** What a signed status report says, read from the webhook; `status` is the provider's own word. */
export interface StatusReport {
  status: string;
  isFinal: boolean;
  amount: string | null;
  amountCents: number | null;
  currency: string | null;
}

/** Whether Cryptomus's /v1/payment/info agreed with a paid report (live mode only). */
export type Confirmation = "not_needed" | "confirmed" | "contradicted";

export interface Transition {
  status: PaymentStatus;
  credit: boolean;
  outcome: string;
}

export function isPaidStatus(status: string, words: StatusWords = CRYPTOMUS_STATUS_WORDS): boolean {
  return meaningOf(words, status) === "paid";
}

/**
 * The one place that decides what a report does to a payment. Money moves only for a final
 * paid report whose amount and currency are the invoice's, on a payment still pending;
 * anything doubtful, and any money for a deleted account, goes to an admin instead of the
 * balance. `words` is the provider's status table (Cryptomus's, which the sandbox shares,
 * unless another provider sent the report).
 */
export function decideTransition(
  payment: Pick<Payment, "status" | "creditedAt" | "amountCents" | "currency"> & { buyerDeleted?: boolean },
  report: StatusReport,
  confirmation: Confirmation,
  words: StatusWords = CRYPTOMUS_STATUS_WORDS,
): Transition {
  const current = payment.status as PaymentStatus;
  const keep = (outcome: string): Transition => ({ status: current, credit: false, outcome });
  const review = (outcome: string): Transition => ({ status: "needs_review", credit: false, outcome: `needs review: ${outcome}` });

  if (payment.creditedAt) return keep("recorded: already credited");
  if (current === "rejected") return keep("recorded: an admin rejected this payment");

  const meaning = meaningOf(words, report.status);
  if (meaning === "paid") {
    if (!report.isFinal) return keep("recorded: paid, waiting for the final report");
    if (report.currency !== payment.currency || report.amountCents !== payment.amountCents) {
      return review(
        `reported ${report.amount ?? "no amount"} ${report.currency ?? "no currency"}, the invoice is ${centsToAmount(payment.amountCents)} ${payment.currency}`,
      );
    }
    if (confirmation === "contradicted") return review("payment/info does not confirm this payment");
    // The money has no balance to go to: an admin refunds it or credits it elsewhere.
    if (payment.buyerDeleted && current !== "needs_review") return review("paid after the buyer's account was deleted");
    if (current === "cancelled" || current === "failed") return review(`paid after the payment was ${current}`);
    if (current === "needs_review") return keep("recorded: waiting for an admin decision");
    // The shop stopped waiting, the buyer did not: late money goes to the balance like any payment.
    if (current === "expired") return { status: "paid", credit: true, outcome: "credited after it had expired" };
    return { status: "paid", credit: true, outcome: "credited" };
  }
  if (meaning === "wrong_amount") return review("the customer paid a wrong amount");
  if (current !== "pending") return keep(`recorded: ${report.status} after the payment was ${current}`);
  if (meaning === "cancelled") return { status: "cancelled", credit: false, outcome: "cancelled" };
  if (meaning === "failed") return { status: "failed", credit: false, outcome: `failed (${report.status})` };
  return keep(report.isFinal ? `recorded: ${report.status} changes nothing` : "recorded: pending");
}
