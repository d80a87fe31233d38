import { MAX_COUNT, MAX_MONEY_CENTS } from "../../../../../common/limits";

/** Dollars with at most two decimals, as cents; null for anything else (negative numbers included). */
export function parseDollars(value: string): number | null {
  // Longer than any amount up to MAX_MONEY_CENTS; checked before the pattern runs.
  if (value.length > 32) return null;
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) ? cents : null;
}

/** The largest amount a money field takes, as the server's limit message writes it ("$10,000,000.00"). */
export function maxMoneyText(): string {
  return `$${(MAX_MONEY_CENTS / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
}

/** The largest count a count field takes, as the server's limit message writes it ("1,000,000"). */
export function maxCountText(): string {
  return MAX_COUNT.toLocaleString("en-US");
}
