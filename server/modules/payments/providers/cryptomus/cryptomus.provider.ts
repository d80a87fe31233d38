import { amountToCents, centsToAmount } from "../../amount";
import { verifyWebhookSign } from "../../cryptomus-signature";
import type { NotificationCheck, NotificationInput, PaymentProviderAdapter, ProviderCall, ProviderReport } from "../provider";
import { createCryptomusInvoice, CryptomusApiError, fetchCryptomusPaymentInfo, type CryptomusCredentials } from "./cryptomus.client";
import { CRYPTOMUS_STATUS_WORDS } from "./cryptomus.status-words";

const INVOICE_LIFETIME_SECONDS = 3600;

function credentials(call: ProviderCall): CryptomusCredentials {
  return { apiUrl: call.config.payments.cryptomusApiUrl, merchantId: call.settings.merchantId ?? "", apiKey: call.settings.apiKey ?? "" };
}

/** The status report inside a Cryptomus webhook or payment/info answer (or the sandbox's imitation of one). */
export function readCryptomusReport(payload: Record<string, unknown>): ProviderReport {
  const amount = typeof payload.amount === "string" ? payload.amount : null;
  return {
    reference: typeof payload.uuid === "string" ? payload.uuid : "",
    paymentId: typeof payload.order_id === "string" ? payload.order_id : "",
    status: typeof payload.status === "string" ? payload.status : "",
    isFinal: payload.is_final === true,
    amount,
    amountCents: amountToCents(amount),
    currency: typeof payload.currency === "string" ? payload.currency : null,
  };
}

/**
 * Checks a webhook's `sign` with the payment API key and reads its report. `body` is the JSON the
 * route parsed (the signature covers the fields, re-encoded as PHP would), or the raw bytes.
 */
export function checkCryptomusNotification(input: NotificationInput, apiKey: string): NotificationCheck {
  let payload: unknown = input.body;
  if (payload === undefined) {
    try {
      payload = JSON.parse(input.rawBody.toString("utf8"));
    } catch {
      return { kind: "refused", reason: "the body is not JSON" };
    }
  }
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return { kind: "refused", reason: "the body is not a JSON object", payload };
  const fields = payload as Record<string, unknown>;
  const report = readCryptomusReport(fields);
  if (!apiKey || !verifyWebhookSign(fields, apiKey)) return { kind: "refused", reason: "invalid signature", payload, report };
  if (fields.type !== undefined && fields.type !== "payment") return { kind: "ignored", reason: `type ${String(fields.type)}`, payload, report };
  return { kind: "report", report, payload };
}

/** Cryptomus: invoices signed with md5(base64(body) + key); webhooks carry the same kind of `sign`. */
export const cryptomusProvider: PaymentProviderAdapter = {
  id: "cryptomus",
  label: "Cryptomus",
  settings: [
    { key: "merchantId", label: "Merchant ID", secret: false, required: true, maxLength: 255 },
    { key: "apiKey", label: "Payment API key", secret: true, required: true, maxLength: 1024 },
  ],
  statusWords: CRYPTOMUS_STATUS_WORDS,

  async createPayment(call, request) {
    const invoice = await createCryptomusInvoice(credentials(call), {
      amount: centsToAmount(request.amountCents),
      currency: request.currency,
      order_id: request.paymentId,
      url_callback: request.notifyUrl,
      url_success: request.returnUrl,
      url_return: request.cancelUrl,
      lifetime: INVOICE_LIFETIME_SECONDS,
    });
    if (
      invoice.order_id !== request.paymentId ||
      typeof invoice.uuid !== "string" ||
      !invoice.uuid ||
      typeof invoice.url !== "string" ||
      !/^https?:\/\//.test(invoice.url)
    ) {
      throw new CryptomusApiError("Cryptomus returned an invoice without a payment link.");
    }
    return { reference: invoice.uuid.slice(0, 128), redirectUrl: invoice.url, providerStatus: typeof invoice.status === "string" ? invoice.status : null };
  },

  verifyNotification(call, input) {
    return checkCryptomusNotification(input, call.settings.apiKey ?? "");
  },

  async fetchStatus(call, reference) {
    const info = await fetchCryptomusPaymentInfo(credentials(call), reference);
    return readCryptomusReport(info as unknown as Record<string, unknown>);
  },
  // PAYMENT_CONFIRM_WITH_INFO=false skips payment/info (a shop whose Cryptomus account cannot call it).
  confirmsPaidReports: (call) => call.config.payments.confirmWithInfo,
  statusReadName: "payment/info",

  async testConnection(call) {
    // payment/info of an invoice that cannot exist: a signed call that moves nothing. Cryptomus
    // refuses a bad merchant or key with its own message, and an unknown uuid with "not found".
    try {
      await fetchCryptomusPaymentInfo(credentials(call), "00000000-0000-0000-0000-000000000000");
      return "Cryptomus accepted the merchant and key.";
    } catch (err) {
      if (err instanceof CryptomusApiError && err.providerMessage && /not found/i.test(err.providerMessage.slice(0, 200))) {
        return `Cryptomus accepted the merchant and key (${err.providerMessage}).`;
      }
      throw err;
    }
  },
};
