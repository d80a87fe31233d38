import type { StatusWords } from "../provider";

/**
 * Cryptomus's payment statuses (its docs' "Payment statuses" table). Only a final paid or
 * paid_over credits; the sandbox speaks the same words through the same webhook.
 */
export const CRYPTOMUS_STATUS_WORDS: StatusWords = {
  paid: "paid",
  paid_over: "paid",
  wrong_amount: "wrong_amount",
  process: "pending",
  confirm_check: "pending",
  wrong_amount_waiting: "pending",
  check: "pending",
  fail: "failed",
  system_fail: "failed",
  locked: "failed",
  cancel: "cancelled",
  refund_process: "pending",
  refund_fail: "pending",
  refund_paid: "pending",
};
