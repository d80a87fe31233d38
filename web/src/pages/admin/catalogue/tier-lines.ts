import type { AdminT } from "../shared/admin-t";

/**
 * Volume tiers as the admin types them, one per line: `100 = 0.45` (from 100 units, $0.45 each).
 * Returns the tiers in cents, or the first problem. The server checks them again.
 */
export function parseTierLines(text: string, t: AdminT): Array<{ minQuantity: number; unitPriceCents: number }> | { error: string } {
  const tiers: Array<{ minQuantity: number; unitPriceCents: number }> = [];
  const lines = text
    .slice(0, 2000)
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  if (lines.length > 20) return { error: t("catalogue.product.tooManyTiers", { count: 20 }) };
  for (const line of lines) {
    const [qty, price, extra] = line.split("=").map((p) => p.trim());
    const minQuantity = Number(qty);
    const dollars = Number(price);
    if (extra !== undefined || !/^\d+$/.test(qty ?? "") || minQuantity < 2 || !/^\d+(\.\d{1,2})?$/.test(price ?? "") || dollars <= 0) {
      return { error: t("catalogue.product.badTier", { line }) };
    }
    tiers.push({ minQuantity, unitPriceCents: Math.round(dollars * 100) });
  }
  return tiers;
}

export function tierLines(tiers: Array<{ minQuantity: number; unitPriceCents: number }>): string {
  return tiers.map((t) => `${t.minQuantity} = ${(t.unitPriceCents / 100).toFixed(2)}`).join("\n");
}
