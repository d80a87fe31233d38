import crypto from "node:crypto";
import { amountToCents, centsToAmount } from "../../amount";
import {
  withoutTrailingSlashes,
  headerOf,
  meaningOf,
  providerFetch,
  providerJson,
  ProviderApiError,
  type PaymentProviderAdapter,
  type ProviderCall,
  type ProviderReport,
} from "../provider";
import { BTCPAY_STATUS_WORDS } from "./btcpay.status-words";

interface GreenfieldInvoice {
  id: string;
  checkoutLink?: string;
  status: string;
  amount: string;
  currency: string;
}

/** A Greenfield API call to the admin's BTCPay Server, authorised with its API key. */
async function greenfield(call: ProviderCall, method: "GET" | "POST", pathname: string, body?: object): Promise<unknown> {
  const base = withoutTrailingSlashes(call.settings.serverUrl ?? "");
  const store = encodeURIComponent(call.settings.storeId ?? "");
  const res = await providerFetch("BTCPay Server", `${base}/api/v1/stores/${store}${pathname}`, {
    method,
    headers: { authorization: `token ${call.settings.apiKey ?? ""}`, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await providerJson("BTCPay Server", res)) as { message?: unknown };
  if (!res.ok) {
    const said = typeof json?.message === "string" ? json.message.slice(0, 300) : undefined;
    throw new ProviderApiError(`BTCPay Server answered HTTP ${res.status}${said ? `: ${said}` : "."}`, said);
  }
  return json;
}

function invoiceReport(invoice: GreenfieldInvoice): ProviderReport {
  const amount = typeof invoice.amount === "string" ? invoice.amount : null;
  return {
    reference: String(invoice.id),
    status: String(invoice.status).slice(0, 32),
    isFinal: meaningOf(BTCPAY_STATUS_WORDS, String(invoice.status)) !== "pending",
    amount,
    amountCents: amountToCents(amount),
    currency: typeof invoice.currency === "string" ? invoice.currency : null,
  };
}

/** BTCPay Server (self-hosted, no KYC): Greenfield invoices; webhooks signed with BTCPay-Sig. */
export const btcpayProvider: PaymentProviderAdapter = {
  id: "btcpay",
  label: "Bitcoin (BTCPay Server)",
  settings: [
    { key: "serverUrl", label: "Server address (https://…)", secret: false, required: true, maxLength: 255 },
    { key: "storeId", label: "Store ID", secret: false, required: true, maxLength: 128 },
    { key: "apiKey", label: "API key (can create and view invoices)", secret: true, required: true, maxLength: 255 },
    {
      key: "webhookSecret",
      label: "Webhook secret",
      secret: true,
      required: true,
      maxLength: 255,
      help: "Add the notify URL as a webhook of the store, for every event.",
    },
  ],
  statusWords: BTCPAY_STATUS_WORDS,

  async createPayment(call, request) {
    const invoice = (await greenfield(call, "POST", "/invoices", {
      amount: centsToAmount(request.amountCents),
      currency: request.currency,
      metadata: { orderId: request.paymentId },
      checkout: { redirectURL: request.returnUrl },
    })) as GreenfieldInvoice;
    if (typeof invoice.id !== "string" || !invoice.id || typeof invoice.checkoutLink !== "string" || !/^https?:\/\//.test(invoice.checkoutLink)) {
      throw new ProviderApiError("BTCPay Server returned an invoice without a checkout link.");
    }
    return {
      reference: invoice.id.slice(0, 128),
      redirectUrl: invoice.checkoutLink,
      providerStatus: typeof invoice.status === "string" ? invoice.status.slice(0, 32) : null,
    };
  },

  verifyNotification(call, input) {
    const given = headerOf(input.headers, "btcpay-sig") ?? "";
    const secret = call.settings.webhookSecret ?? "";
    const expected = `sha256=${crypto.createHmac("sha256", secret).update(input.rawBody).digest("hex")}`;
    if (!secret || given.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(given), Buffer.from(expected))) {
      return { kind: "refused", reason: "invalid signature" };
    }
    let payload: { type?: unknown; invoiceId?: unknown };
    try {
      payload = JSON.parse(input.rawBody.toString("utf8"));
    } catch {
      return { kind: "refused", reason: "the body is not JSON" };
    }
    if (typeof payload?.type !== "string" || typeof payload.invoiceId !== "string") return { kind: "ignored", reason: "not an invoice event", payload };
    const status = payload.type.slice(0, 32);
    return {
      kind: "report",
      payload,
      // The webhook carries no amount: a settled invoice is read back (fetchStatus) before crediting.
      report: {
        reference: payload.invoiceId,
        status,
        isFinal: meaningOf(BTCPAY_STATUS_WORDS, status) !== "pending",
        amount: null,
        amountCents: null,
        currency: null,
      },
    };
  },

  async fetchStatus(call, reference) {
    return invoiceReport((await greenfield(call, "GET", `/invoices/${encodeURIComponent(reference)}`)) as GreenfieldInvoice);
  },

  async testConnection(call) {
    const store = (await greenfield(call, "GET", "")) as { name?: unknown; id?: unknown };
    return `BTCPay Server found the store "${String(store.name ?? store.id ?? "?").slice(0, 100)}".`;
  },
};
