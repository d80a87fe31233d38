import type { StatusWords } from "../provider";

/** epusdt's order statuses: 1 waiting for payment, 2 paid, 3 expired. */
export const EPUSDT_STATUS_WORDS: StatusWords = {
  "1": "pending",
  "2": "paid",
  "3": "cancelled",
};
