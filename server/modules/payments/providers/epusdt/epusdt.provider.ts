import { centsToAmount } from "../../amount";
import { meaningOf, providerFetch, providerJson, ProviderApiError, type PaymentProviderAdapter, type ProviderCall, withoutTrailingSlashes } from "../provider";
import { epusdtSign, verifyEpusdtSign } from "./epusdt-signature";
import { EPUSDT_STATUS_WORDS } from "./epusdt.status-words";

interface EpusdtAnswer {
  status_code?: number;
  message?: string;
  data?: { trade_id?: string; order_id?: string; amount?: number; actual_amount?: number; token?: string; payment_url?: string };
}

async function createTransaction(call: ProviderCall, params: Record<string, unknown>): Promise<EpusdtAnswer> {
  const body = { ...params, signature: epusdtSign(params, call.settings.apiToken ?? "") };
  const base = withoutTrailingSlashes(call.settings.apiUrl ?? "");
  const res = await providerFetch("the epusdt gateway", `${base}/api/v1/order/create-transaction`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await providerJson("The epusdt gateway", res)) as EpusdtAnswer;
}

/** Whole cents from the gateway's decimal number, or null when it is not a whole number of cents. */
function numberToCents(value: unknown): number | null {
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 && Number.isSafeInteger(cents) ? cents : null;
}

/** epusdt and the self-hosted USDT gateways that speak its API (MD5-signed create and callback). */
export const epusdtProvider: PaymentProviderAdapter = {
  id: "epusdt",
  label: "USDT (TRC-20)",
  settings: [
    { key: "apiUrl", label: "Gateway address (https://…)", secret: false, required: true, maxLength: 255 },
    { key: "currency", label: "The gateway's fiat currency (must be the shop's, USD)", secret: false, required: true, maxLength: 8 },
    { key: "apiToken", label: "API token", secret: true, required: true, maxLength: 255 },
  ],
  statusWords: EPUSDT_STATUS_WORDS,
  // epusdt retries a callback until the body is exactly "ok".
  acknowledgement: "ok",

  async createPayment(call, request) {
    if ((call.settings.currency ?? "").toUpperCase() !== request.currency) {
      throw new ProviderApiError(`The epusdt gateway is set up for ${call.settings.currency || "no currency"}, not ${request.currency}.`);
    }
    const answer = await createTransaction(call, {
      order_id: request.paymentId,
      amount: Number(centsToAmount(request.amountCents)),
      notify_url: request.notifyUrl,
      redirect_url: request.returnUrl,
    });
    const data = answer.data;
    if (answer.status_code !== 200 || !data) {
      const said = typeof answer.message === "string" ? answer.message.slice(0, 300) : undefined;
      throw new ProviderApiError(`The epusdt gateway refused the payment${said ? `: ${said}` : "."}`, said);
    }
    if (
      data.order_id !== request.paymentId ||
      typeof data.trade_id !== "string" ||
      !data.trade_id ||
      typeof data.payment_url !== "string" ||
      !/^https?:\/\//.test(data.payment_url)
    ) {
      throw new ProviderApiError("The epusdt gateway returned a transaction without a payment link.");
    }
    return {
      reference: data.trade_id.slice(0, 128),
      redirectUrl: data.payment_url,
      providerStatus: "1",
      address:
        typeof data.token === "string" && typeof data.actual_amount === "number"
          ? { address: data.token, amount: String(data.actual_amount), currency: "USDT" }
          : null,
    };
  },

  verifyNotification(call, input) {
    let payload: unknown;
    try {
      payload = JSON.parse(input.rawBody.toString("utf8"));
    } catch {
      return { kind: "refused", reason: "the body is not JSON" };
    }
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return { kind: "refused", reason: "the body is not a JSON object" };
    const fields = payload as Record<string, unknown>;
    if (!verifyEpusdtSign(fields, call.settings.apiToken ?? "")) return { kind: "refused", reason: "invalid signature" };
    if (typeof fields.trade_id !== "string") return { kind: "ignored", reason: "no trade_id", payload };
    const status = String(fields.status).slice(0, 32);
    const amountCents = numberToCents(fields.amount);
    return {
      kind: "report",
      payload,
      report: {
        reference: fields.trade_id,
        status,
        isFinal: meaningOf(EPUSDT_STATUS_WORDS, status) !== "pending",
        amount: amountCents === null ? String(fields.amount).slice(0, 32) : centsToAmount(amountCents),
        amountCents,
        currency: (call.settings.currency ?? "").toUpperCase() || null,
      },
    };
  },

  async testConnection(call) {
    // epusdt has no read-only endpoint: a signed create-transaction with an amount it must refuse
    // proves the address and the token (a wrong token is refused as a signature error instead).
    const answer = await createTransaction(call, {
      order_id: "connection-test",
      amount: 0,
      notify_url: "http://127.0.0.1/",
      redirect_url: "http://127.0.0.1/",
    });
    const said = String(answer.message ?? "").slice(0, 200);
    if (answer.status_code === 401 || /sign/i.test(said)) throw new ProviderApiError(`The epusdt gateway refused the token: ${said}`, said);
    return `The epusdt gateway answered ${answer.status_code ?? "?"}: ${said}`;
  },
};
