import type { OrderWithCustomer } from "./orders.service";

export const ORDERS_CSV_HEADER = ["Order ID", "Date", "Customer", "Customer Email", "Product", "Type", "Quantity", "Total Price"];

/**
 * One CSV cell (RFC 4180 quoting). A cell that a spreadsheet would run as a formula gets a
 * leading apostrophe, since customer names are typed by anyone.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: Array<string | number | null | undefined>): string {
  return cells.map(csvCell).join(",") + "\r\n";
}

/** The seed's columns; a guest order (no account) names its buyer "Guest" with the e-mail it was bought with. */
export function orderCsvRow(o: OrderWithCustomer): string {
  return csvRow([
    o.id,
    o.purchaseDate.toISOString(),
    o.customer?.name ?? (o.guestEmail ? "Guest" : "Unknown Customer"),
    o.customer?.email ?? o.guestEmail ?? "",
    o.productName,
    o.orderType,
    o.quantity,
    (o.totalPriceCents / 100).toFixed(2),
  ]);
}
