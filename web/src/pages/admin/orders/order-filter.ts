/** The Filter Orders choices; the same ones drive the list and the CSV export. */
export interface OrderFilter {
  /** YYYY-MM-DD (UTC day), or "". */
  from: string;
  to: string;
  /** "account", "software", or "" for both. */
  orderType: string;
  /** A product id or category id, or "" for all. */
  productId: string;
  categoryId: string;
}

export const NO_FILTER: OrderFilter = { from: "", to: "", orderType: "", productId: "", categoryId: "" };

export function isFiltered(filter: OrderFilter): boolean {
  return filter.from !== "" || filter.to !== "" || filter.orderType !== "" || filter.productId !== "" || filter.categoryId !== "";
}

/** The GraphQL filter argument: blank choices are left out. */
export function filterArgument(filter: OrderFilter) {
  return isFiltered(filter)
    ? {
        from: filter.from || null,
        to: filter.to || null,
        orderType: filter.orderType || null,
        productId: filter.productId || null,
        categoryId: filter.categoryId || null,
      }
    : null;
}

/** GET /api/admin/orders.csv with the page's search and filter. */
export function exportUrl(search: string, filter: OrderFilter): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.orderType) params.set("orderType", filter.orderType);
  if (filter.productId) params.set("productId", filter.productId);
  if (filter.categoryId) params.set("categoryId", filter.categoryId);
  const query = params.toString();
  return `/api/admin/orders.csv${query ? `?${query}` : ""}`;
}
