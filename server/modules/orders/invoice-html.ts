import { htmlLang, pageTexts } from "../../http/page-text";
import { couponLine, dollars, invoiceFacts, type Invoice } from "./invoice";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** A self-contained printable receipt: no script (the CSP allows none inline), print styles included. */
export function invoiceHtml(invoice: Invoice): string {
  const t = pageTexts(invoice.language);
  const facts = invoiceFacts(invoice)
    .map(([label, value]) => `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join("");
  const lines = invoice.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.description)}</td><td class="num">${l.quantity}</td><td class="num">${dollars(l.unitPriceCents)}</td><td class="num">${dollars(l.totalCents)}</td></tr>`,
    )
    .join("");
  const coupon = couponLine(invoice);
  const couponRow = coupon ? `<tr class="coupon"><td colspan="3">${escapeHtml(coupon[0])}</td><td class="num">${escapeHtml(coupon[1])}</td></tr>` : "";
  const shop = escapeHtml(invoice.shopName);
  return `<!doctype html>
<html lang="${htmlLang(invoice.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(t("invoice.title", { orderId: invoice.orderId, shop: invoice.shopName }))}</title>
<style>
  body { font-family: system-ui, sans-serif; color: #111; max-width: 720px; margin: 2rem auto; padding: 0 1rem; }
  h1 { margin: 0 0 0.25rem; } .muted { color: #555; }
  table { width: 100%; border-collapse: collapse; margin: 1.5rem 0; }
  th, td { text-align: left; padding: 0.4rem 0.5rem; border-bottom: 1px solid #ddd; vertical-align: top; }
  .facts th { width: 9rem; color: #555; font-weight: normal; } .facts td { word-break: break-all; }
  .num { text-align: right; white-space: nowrap; } tfoot td { font-weight: bold; border-bottom: none; } tfoot .coupon td { font-weight: normal; }
  .actions { margin-top: 1.5rem; } @media print { .actions { display: none; } body { margin: 0; } }
</style>
</head>
<body>
<main>
<h1>${shop}</h1>
<p class="muted">${escapeHtml(t("invoice.heading"))}</p>
<table class="facts"><tbody>${facts}</tbody></table>
<table>
<thead><tr><th scope="col">${escapeHtml(t("invoice.item"))}</th><th scope="col" class="num">${escapeHtml(t("invoice.quantity"))}</th><th scope="col" class="num">${escapeHtml(t("invoice.unitPrice"))}</th><th scope="col" class="num">${escapeHtml(t("invoice.amount"))}</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot>${couponRow}<tr><td colspan="3">${escapeHtml(t("invoice.total"))}</td><td class="num">${dollars(invoice.totalCents)}</td></tr></tfoot>
</table>
<p class="actions"><a href="invoice.pdf" download>${escapeHtml(t("invoice.downloadPdf"))}</a> · ${escapeHtml(t("invoice.printHint"))}</p>
</main>
</body>
</html>
`;
}
