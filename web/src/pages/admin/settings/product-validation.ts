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

/** A product form's fields, named as the server names them in an error's `params.field`. */
export type ProductField = "pricePerAccountCents" | "minPurchaseQuantity" | "maxPurchaseQuantity";
export const PRODUCT_FIELDS: readonly ProductField[] = ["pricePerAccountCents", "minPurchaseQuantity", "maxPurchaseQuantity"];

/** The spec's three product checks, each on its field, run before the server runs them again. */
export function validateProduct(form: ProductForm, t: AdminT): ProductNumbers | { problems: Partial<Record<ProductField, string>> } {
  const problems: Partial<Record<ProductField, string>> = {};
  const price = Number(form.price);
  const pricePerAccountCents = Math.round(price * 100);
  if (form.price.trim() === "" || !Number.isFinite(price) || pricePerAccountCents <= 0) problems.pricePerAccountCents = t("settings.product.pricePositive");
  else if (pricePerAccountCents > MAX_MONEY_CENTS) problems.pricePerAccountCents = t("settings.product.priceTooLarge", { max: maxMoneyText() });
  const min = Number(form.min);
  const minValid = form.min.trim() !== "" && Number.isInteger(min) && min > 0;
  if (!minValid) problems.minPurchaseQuantity = t("settings.product.minPositive");
  else if (min > MAX_COUNT) problems.minPurchaseQuantity = t("settings.product.minTooLarge", { max: maxCountText() });
  const max = form.max.trim() === "" ? 0 : Number(form.max);
  if (!Number.isInteger(max) || max < 0 || (minValid && max > 0 && max < min)) problems.maxPurchaseQuantity = t("settings.product.maxBelowMin");
  else if (max > MAX_COUNT) problems.maxPurchaseQuantity = t("settings.product.maxTooLarge", { max: maxCountText() });
  if (Object.keys(problems).length > 0) return { problems };
  return { pricePerAccountCents, minPurchaseQuantity: min, maxPurchaseQuantity: max === 0 ? null : max };
}
