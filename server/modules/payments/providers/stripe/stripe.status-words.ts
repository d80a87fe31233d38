import type { StatusWords } from "../provider";

/**
 * Stripe Checkout session events, read as `<event without "checkout.session.">` and, for
 * `completed`, `/<payment_status>`: a completed session is paid only when its payment_status says
 * so; delayed methods (bank debits) finish with async_payment_succeeded or _failed.
 */
export const STRIPE_STATUS_WORDS: StatusWords = {
  "completed/paid": "paid",
  "completed/unpaid": "pending",
  "completed/no_payment_required": "pending",
  async_payment_succeeded: "paid",
  async_payment_failed: "failed",
  expired: "cancelled",
};
