import type { Language } from "../../../common/languages";
import { htmlLang, pageTexts } from "../../http/page-text";
import { centsToAmount } from "./amount";
import type { Payment } from "./payment.entity";
import { orderOfReturnPath } from "./providers/sandbox/sandbox.provider";

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f172a;color:#e2e8f0;min-height:100vh}
.banner{background:repeating-linear-gradient(45deg,#f59e0b,#f59e0b 16px,#d97706 16px,#d97706 32px);color:#111827;text-align:center;padding:18px 12px;font-weight:800;font-size:clamp(1.4rem,5vw,2.2rem);letter-spacing:.12em}
.banner small{display:block;font-size:.9rem;letter-spacing:normal;font-weight:600;margin-top:4px}
main{max-width:440px;margin:32px auto;padding:0 16px}
.card{background:#1e293b;border:1px solid #334155;border-radius:12px;padding:24px}
h1{font-size:1.25rem;margin:0 0 16px}
.amount{font-size:2.25rem;font-weight:700;margin:8px 0 4px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:.9rem;color:#94a3b8;margin:16px 0 24px}dd{margin:0;color:#e2e8f0;word-break:break-all}
.actions{display:flex;gap:12px;flex-wrap:wrap}form{flex:1 1 140px}
button{width:100%;border:0;border-radius:8px;padding:14px;font-size:1rem;font-weight:700;cursor:pointer}
button:focus-visible{outline:3px solid #fbbf24;outline-offset:2px}
.pay{background:#16a34a;color:#fff}.fail{background:#dc2626;color:#fff}
p.note{font-size:.85rem;color:#94a3b8;margin-top:20px}a{color:#93c5fd}`;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

function layout(language: Language, body: string): string {
  const t = pageTexts(language);
  return `<!doctype html><html lang="${htmlLang(language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t("sandbox.title"))}</title><style>${STYLE}</style></head>
<body><div class="banner" role="banner">${escapeHtml(t("sandbox.banner"))}<small>${escapeHtml(t("sandbox.bannerNote"))}</small></div><main>${body}</main></body></html>`;
}

/** The sandbox provider's checkout, in the reader's language: what Cryptomus's hosted page is in live mode. */
export function renderSandboxCheckout(payment: Payment, formToken: string, language: Language = "en", returnPath: string | null = null): string {
  const t = pageTexts(language);
  const id = escapeHtml(payment.id);
  const token = escapeHtml(formToken);
  const back = returnPath ? `<input type="hidden" name="return" value="${escapeHtml(returnPath)}">` : "";
  const amount = `${centsToAmount(payment.amountCents)} ${escapeHtml(payment.currency)}`;
  const form = (action: "pay" | "fail", label: string) =>
    `<form method="post" action="/sandbox/checkout/${id}/${action}"><input type="hidden" name="token" value="${token}">${back}<button type="submit" class="${action}">${label}</button></form>`;
  const actions =
    payment.status === "pending"
      ? `<div class="actions">${form("pay", escapeHtml(t("sandbox.pay")))}${form("fail", escapeHtml(t("sandbox.fail")))}</div>`
      : `<p>${t("sandbox.alreadySettled", { status: escapeHtml(payment.status) })}</p>`;
  // A purchase's difference pays an order, not the balance: the page says which.
  const order = orderOfReturnPath(returnPath);
  const heading = order ? t("sandbox.orderHeading") : t("sandbox.heading");
  const orderNote = order ? `<p>${escapeHtml(t("sandbox.orderNote", { order: order.slice(0, 12) }))}</p>` : "";
  return layout(
    language,
    `<section class="card" aria-labelledby="t"><h1 id="t">${escapeHtml(heading)}</h1>
<div class="amount">${amount}</div>${orderNote}
<dl><dt>${escapeHtml(t("sandbox.payment"))}</dt><dd>${id}</dd><dt>${escapeHtml(t("sandbox.invoice"))}</dt><dd>${escapeHtml(payment.providerInvoiceId ?? "")}</dd></dl>
${actions}
<p class="note">${escapeHtml(t("sandbox.note"))} <a href="/customer/add-balance">${escapeHtml(t("sandbox.back"))}</a></p></section>`,
  );
}

export function renderSandboxError(message: string, language: Language = "en"): string {
  const t = pageTexts(language);
  return layout(
    language,
    `<section class="card" role="alert"><h1>${escapeHtml(t("sandbox.unavailable"))}</h1><p>${escapeHtml(message)}</p><p class="note"><a href="/customer/add-balance">${escapeHtml(t("sandbox.back"))}</a></p></section>`,
  );
}
