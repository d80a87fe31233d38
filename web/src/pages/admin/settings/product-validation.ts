import { countLimitMessage, MAX_COUNT, MAX_MONEY_CENTS, moneyLimitMessage } from "../../../../../common/limits";

export interface ProductForm {
  price: string;
  min: string;
  max: string;
}

export interface ProductNumbers {
  pricePerAccountCents: number;
  minPurchaseQuantity: number;
  /** null: no limit (blank or 0). */
  maxPurchaseQuantity: number | null;
}

/** The spec's three product checks, run before the server runs them again. */
export function validateProduct(form: ProductForm): ProductNumbers | { error: string } {
  const price = Number(form.price);
  if (form.price.trim() === "" || !Number.isFinite(price) || price <= 0) return { error: "Price per account must be greater than 0." };
  const pricePerAccountCents = Math.round(price * 100);
  if (pricePerAccountCents <= 0) return { error: "Price per account must be greater than 0." };
  if (pricePerAccountCents > MAX_MONEY_CENTS) return { error: moneyLimitMessage("Price per account") };
  const min = Number(form.min);
  if (form.min.trim() === "" || !Number.isInteger(min) || min <= 0) return { error: "Min quantity must be > 0." };
  if (min > MAX_COUNT) return { error: countLimitMessage("Min quantity") };
  const max = form.max.trim() === "" ? 0 : Number(form.max);
  if (!Number.isInteger(max) || max < 0 || (max > 0 && max < min)) return { error: "Max quantity must be >= Min quantity, or leave blank for no limit." };
  if (max > MAX_COUNT) return { error: countLimitMessage("Max quantity") };
  return { pricePerAccountCents, minPurchaseQuantity: min, maxPurchaseQuantity: max === 0 ? null : max };
}
