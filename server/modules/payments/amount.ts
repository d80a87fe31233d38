/** Provider amounts are decimal strings ("12.34", "12.34000000"); ours are integer cents. */
export function centsToAmount(cents: number): string {
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, "0");
  return `${whole}.${fraction}`;
}

/** Exact conversion without float math; null when the string is not a whole number of cents. */
export function amountToCents(amount: unknown): number | null {
  if (typeof amount !== "string") return null;
  const m = /^(\d{1,12})(?:\.(\d+))?$/.exec(amount.trim());
  if (!m) return null;
  const fraction = m[2] ?? "";
  if (/[^0]/.test(fraction.slice(2))) return null;
  return Number(m[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
}
