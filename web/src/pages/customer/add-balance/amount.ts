import { MONEY_MESSAGES } from "@common/money";

/** What the amount box accepts while typing: digits with at most two decimals. */
export function isAmountDraft(text: string): boolean {
  return /^\d{0,7}(\.\d{0,2})?$/.test(text);
}

/**
 * "12.34" → 1234 exactly (no floating point); ".5" → 50, as the amount box lets one type it.
 * Null when it is not a positive amount or too large to count in whole cents.
 */
export function amountToCents(text: string): number | null {
  const m = /^(\d*)(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!m || (m[1] === "" && !m[2])) return null;
  const cents = Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents > 0 ? cents : null;
}

export const QUICK_AMOUNTS = [10, 25, 50, 100];
export const INVALID_AMOUNT = MONEY_MESSAGES.invalidAmount;
export const PAYMENT_FAILED = MONEY_MESSAGES.paymentFailed;
