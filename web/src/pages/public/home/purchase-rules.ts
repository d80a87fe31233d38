/** The checks the shop makes before asking the server (which makes them again). Null means the quantity may be bought. */
export function quantityProblem(
  raw: string,
  limits: { min: number; max: number | null; available: number | null },
): string | null {
  const quantity = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(quantity) || quantity <= 0) return "Please enter a valid quantity.";
  if (limits.available !== null && quantity > limits.available) {
    return `Only ${limits.available} accounts available. Please select a smaller quantity.`;
  }
  if (quantity < limits.min) return `The minimum purchase is ${limits.min} accounts.`;
  if (limits.max && quantity > limits.max) return `The maximum purchase is ${limits.max} accounts.`;
  return null;
}
