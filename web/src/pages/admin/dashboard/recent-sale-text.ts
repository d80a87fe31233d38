import type { AdminT } from "../shared/admin-t";

/** What was bought, with the right noun and plural: the seed's wording for the seed's account product ("Purchased 1 account"), the product's name for the others. */
export function recentSaleText(o: { quantity: number; productId: string; productName: string; orderType: string }, t: AdminT): string {
  if (o.orderType === "software") return t("dashboard.recent.software", { count: o.quantity, product: o.productName });
  if (o.productId === "main_insta_product") return t("dashboard.recent.accounts", { count: o.quantity });
  return t("dashboard.recent.product", { count: o.quantity, product: o.productName });
}
