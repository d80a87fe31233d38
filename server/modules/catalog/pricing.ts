/** Volume price of one unit from `minQuantity` units on. */
export interface TierPrice {
  minQuantity: number;
  unitPriceCents: number;
}

/** The unit price of an order of `quantity`: the tier with the highest minimum the quantity reaches, else the product's unit price. */
export function unitPriceFor(quantity: number, baseUnitCents: number, tiers: readonly TierPrice[]): number {
  let best: TierPrice | null = null;
  for (const tier of tiers) {
    if (tier.minQuantity <= quantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best ? best.unitPriceCents : baseUnitCents;
}

/** The lowest unit price any quantity can reach: the storefront's "from" price. */
export function fromUnitPrice(baseUnitCents: number, tiers: readonly TierPrice[]): number {
  return tiers.reduce((min, t) => Math.min(min, t.unitPriceCents), baseUnitCents);
}

/** quantity × the tier's unit price, or null when the product does not fit in a safe integer (refused as an invalid quantity). */
export function subtotalCents(quantity: number, baseUnitCents: number, tiers: readonly TierPrice[]): number | null {
  const total = quantity * unitPriceFor(quantity, baseUnitCents, tiers);
  return Number.isSafeInteger(total) ? total : null;
}
