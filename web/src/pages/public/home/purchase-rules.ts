import { QUANTITY_MESSAGES } from "@common/quantity";
import { i18n } from "@/i18n";

/**
 * The checks the shop makes before asking the server (which makes them again), in the reader's
 * language (namespace `errors`; English is the spec's QUANTITY_MESSAGES word for word). Null means
 * the quantity may be bought.
 */
export function quantityProblem(raw: string, limits: { min: number; max: number | null; available: number | null }): string | null {
  const quantity = Number(raw);
  const invalid = () => i18n.t("INVALID_QUANTITY", { ns: "errors", defaultValue: QUANTITY_MESSAGES.invalid });
  if (!/^\d+$/.test(raw.trim())) return invalid();
  // The stock is checked before the limits here, as the spec's form does; the server checks it last, under lock.
  if (Number.isSafeInteger(quantity) && quantity > 0 && limits.available !== null && quantity > limits.available) {
    const available = limits.available;
    return i18n.t("NOT_ENOUGH_STOCK", { ns: "errors", available, count: available, defaultValue: QUANTITY_MESSAGES.notEnoughStock(available) });
  }
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return invalid();
  if (quantity < limits.min) {
    return i18n.t("QUANTITY_BELOW_MINIMUM", { ns: "errors", min: limits.min, count: limits.min, defaultValue: QUANTITY_MESSAGES.belowMinimum(limits.min) });
  }
  if (limits.max && quantity > limits.max) {
    return i18n.t("QUANTITY_ABOVE_MAXIMUM", { ns: "errors", max: limits.max, count: limits.max, defaultValue: QUANTITY_MESSAGES.aboveMaximum(limits.max) });
  }
  return null;
}
