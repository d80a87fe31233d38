import { MAX_COUNT, MAX_MONEY_CENTS } from "../../../../../common/limits";
import type { AdminT } from "../shared/admin-t";
import { maxCountText, maxMoneyText } from "../shared/dollars";

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
export function validateProduct(form: ProductForm, t: AdminT): ProductNumbers | { error: string } {
  const price = Number(form.price);
  if (form.price.trim() === "" || !Number.isFinite(price) || price <= 0) return { error: t("settings.product.pricePositive") };
  const pricePerAccountCents = Math.round(price * 100);
  if (pricePerAccountCents <= 0) return { error: t("settings.product.pricePositive") };
  if (pricePerAccountCents > MAX_MONEY_CENTS) return { error: t("settings.product.priceTooLarge", { max: maxMoneyText() }) };
  const min = Number(form.min);
  if (form.min.trim() === "" || !Number.isInteger(min) || min <= 0) return { error: t("settings.product.minPositive") };
  if (min > MAX_COUNT) return { error: t("settings.product.minTooLarge", { max: maxCountText() }) };
  const max = form.max.trim() === "" ? 0 : Number(form.max);
  if (!Number.isInteger(max) || max < 0 || (max > 0 && max < min)) return { error: t("settings.product.maxBelowMin") };
  if (max > MAX_COUNT) return { error: t("settings.product.maxTooLarge", { max: maxCountText() }) };
  return { pricePerAccountCents, minPurchaseQuantity: min, maxPurchaseQuantity: max === 0 ? null : max };
}
