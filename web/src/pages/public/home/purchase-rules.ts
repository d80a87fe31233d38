import { QUANTITY_MESSAGES, quantityLimitProblem } from "@common/quantity";

/** The checks the shop makes before asking the server (which makes them again). Null means the quantity may be bought. */
export function quantityProblem(
  raw: string,
  limits: { min: number; max: number | null; available: number | null },
): string | null {
  const quantity = Number(raw);
  if (!/^\d+$/.test(raw.trim())) return QUANTITY_MESSAGES.invalid;
  // The stock is checked before the limits here, as the spec's form does; the server checks it last, under lock.
  if (Number.isSafeInteger(quantity) && quantity > 0 && limits.available !== null && quantity > limits.available) {
    return QUANTITY_MESSAGES.notEnoughStock(limits.available);
  }
  return quantityLimitProblem(quantity, limits);
}
