import { htmlLang, pageTexts } from "../../http/page-text";
import { invoiceFacts, lineCells, sellerLines, totalRows, type Invoice } from "./invoice";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** Where the invoice's logo is served (public: it is the seller's logo); the version makes each new logo a new address. */
export const invoiceLogoPath = (version: number) => `/api/invoice-logo?v=${version}`;

/**
 * A self-contained printable invoice: no script (the CSP allows none inline), print styles
 * included. `pdfHref` is the same invoice as a PDF (relative; a guest's carries their token).
 * At phone width each line's cells stack under their labels.
 */
export function invoiceHtml(invoice: Invoice, pdfHref = "invoice.pdf"): string {
  const t = pageTexts(invoice.language);
  const facts = invoiceFacts(invoice)
    .map(([label, value]) => {
      const shown = value === invoice.orderUrl ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
      return `<tr><th scope="row">${escapeHtml(label)}</th><td>${shown}</td></tr>`;
    })
    .join("");
  const heads = [t("invoice.quantity"), t("invoice.unitPrice"), t("invoice.subtotal"), t("invoice.discount"), t("invoice.lineTotal")];
  const cell = (label: string, value: string) => `<td class="num" data-label="${escapeHtml(label)}">${escapeHtml(value)}</td>`;
  const lines = invoice.lines
    .map(
      (l) =>
        `<tr><td class="item">${escapeHtml(l.description)}</td>${lineCells(l)
          .map((v, i) => cell(heads[i], v))
          .join("")}</tr>`,
    )
    .join("");
  const totals = totalRows(invoice)
    .map(
      ([label, value], i, all) =>
        `<tr${i < all.length - 1 ? ' class="minor"' : ""}><td colspan="5">${escapeHtml(label)}</td><td class="num">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const seller = sellerLines(invoice)
    .map((line, i) => (i === 0 ? `<strong>${escapeHtml(line)}</strong>` : escapeHtml(line)))
    .join("<br>");
  const logo = invoice.seller.logo ? `<img class="logo" src="${invoiceLogoPath(invoice.seller.logo.version)}" alt="">` : "";
  const shop = escapeHtml(invoice.shopName);
  return `<!doctype html>
<html lang="${htmlLang(invoice.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("invoice.title", { orderId: invoice.number, shop: invoice.shopName }))}</title>
<style>
  body { font-family: system-ui, "Noto Sans SC", "Noto Sans CJK SC", sans-serif; color: #111; max-width: 860px; margin: 2rem auto; padding: 0 1rem; line-height: 1.4; }
  header { display: flex; justify-content: space-between; gap: 1rem; flex-wrap: wrap; align-items: flex-start; }
  h1 { margin: 0 0 0.25rem; overflow-wrap: anywhere; } .muted { color: #555; margin: 0; }
  .logo { max-height: 64px; max-width: 200px; object-fit: contain; }
  address { font-style: normal; margin: 1rem 0 0; overflow-wrap: anywhere; }
  table { width: 100%; border-collapse: collapse; margin: 1.5rem 0; }
  th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  .facts th { width: 9rem; color: #555; font-weight: normal; } .facts td { overflow-wrap: anywhere; }
  .num { text-align: right; white-space: nowrap; } .item { overflow-wrap: anywhere; }
  tfoot td { font-weight: bold; border-bottom: none; } tfoot .minor td { font-weight: normal; }
  .actions { margin-top: 1.5rem; } a { color: #0645ad; }
  @media (max-width: 600px) {
    .facts th { width: auto; padding-right: 0.75rem; }
    .lines thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
    .lines tbody tr { display: block; border-bottom: 1px solid #ddd; padding: 0.4rem 0; }
    .lines tbody td { display: flex; justify-content: space-between; border: none; padding: 0.15rem 0.5rem; }
    .lines tbody td.item { display: block; font-weight: 600; }
    .lines tbody td[data-label]::before { content: attr(data-label); color: #555; padding-right: 1rem; }
    .lines tfoot tr { display: flex; justify-content: space-between; gap: 1rem; }
  }
  @media print { .actions { display: none; } body { margin: 0; max-width: none; } a { color: inherit; text-decoration: none; } }
</style>
</head>
<body>
<main>
<header>
<div>
<h1>${shop}</h1>
<p class="muted">${escapeHtml(t("invoice.heading"))} ${escapeHtml(invoice.number)}</p>
</div>
${logo}
</header>
<address aria-label="${escapeHtml(t("invoice.seller"))}">${seller}</address>
<table class="facts"><tbody>${facts}</tbody></table>
<table class="lines">
<thead><tr><th scope="col">${escapeHtml(t("invoice.item"))}</th>${heads.map((h) => `<th scope="col" class="num">${escapeHtml(h)}</th>`).join("")}</tr></thead>
<tbody>${lines}</tbody>
<tfoot>${totals}</tfoot>
</table>
<p class="actions"><a href="${escapeHtml(pdfHref)}" download>${escapeHtml(t("invoice.downloadPdf"))}</a> · ${escapeHtml(t("invoice.printHint"))}</p>
</main>
</body>
</html>
`;
}
