/** The spec's purchase-quantity messages and rule, for the shop's form and the purchase service. */
export const QUANTITY_MESSAGES = {
  invalid: "Please enter a valid quantity.",
  notEnoughStock: (available: number) => `Only ${available} accounts available. Please select a smaller quantity.`,
  belowMinimum: (min: number) => `The minimum purchase is ${min} accounts.`,
  aboveMaximum: (max: number) => `The maximum purchase is ${max} accounts.`,
} as const;

/** A whole, positive quantity within the product's limits (no maximum when `max` is null or 0); null when it may be bought. */
export function quantityLimitProblem(quantity: number, limits: { min: number; max: number | null }): string | null {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return QUANTITY_MESSAGES.invalid;
  if (quantity < limits.min) return QUANTITY_MESSAGES.belowMinimum(limits.min);
  if (limits.max && quantity > limits.max) return QUANTITY_MESSAGES.aboveMaximum(limits.max);
  return null;
}
