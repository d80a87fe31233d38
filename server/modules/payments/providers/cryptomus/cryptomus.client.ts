import { cryptomusSign } from "../../cryptomus-signature";
import { ProviderApiError } from "../provider";

export interface CryptomusCredentials {
  apiUrl: string;
  merchantId: string;
  apiKey: string;
}

/** The invoice fields we read; Cryptomus sends more. */
export interface CryptomusInvoice {
  uuid: string;
  order_id: string;
  amount: string;
  currency: string;
  url: string;
  status: string;
  is_final: boolean;
  payment_amount?: string | null;
}

export interface CreateInvoiceBody {
  amount: string;
  currency: string;
  order_id: string;
  url_callback: string;
  url_success: string;
  url_return: string;
  lifetime?: number;
}

/** A refusal or an unreadable answer. `providerMessage` is Cryptomus's own words, when it gave any. */
export class CryptomusApiError extends ProviderApiError {}

const TIMEOUT_MS = 15_000;

export function createCryptomusInvoice(creds: CryptomusCredentials, body: CreateInvoiceBody): Promise<CryptomusInvoice> {
  return callCryptomus(creds, "/v1/payment", body);
}

export function fetchCryptomusPaymentInfo(creds: CryptomusCredentials, uuid: string): Promise<CryptomusInvoice> {
  return callCryptomus(creds, "/v1/payment/info", { uuid });
}

async function callCryptomus(creds: CryptomusCredentials, pathname: string, payload: object): Promise<CryptomusInvoice> {
  // The signature covers these exact bytes, so they are serialised once and sent as is.
  const body = JSON.stringify(payload);
  let res: Response;
  try {
    res = await fetch(creds.apiUrl + pathname, {
      method: "POST",
      headers: { "content-type": "application/json", merchant: creds.merchantId, sign: cryptomusSign(body, creds.apiKey) },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (err) {
    throw new CryptomusApiError(`Could not reach Cryptomus (${(err as Error).name === "TimeoutError" ? "timed out" : (err as Error).message}).`);
  }
  let json: { state?: number; result?: CryptomusInvoice; message?: string; errors?: Record<string, string[] | string> };
  try {
    json = await res.json();
  } catch {
    throw new CryptomusApiError(`Cryptomus answered HTTP ${res.status} without JSON.`);
  }
  if (!res.ok || json.state !== 0 || !json.result) {
    const said = providerMessage(json);
    throw new CryptomusApiError(said ?? `Cryptomus answered HTTP ${res.status}.`, said);
  }
  return json.result;
}

function providerMessage(json: { message?: string; errors?: Record<string, string[] | string> }): string | undefined {
  if (typeof json.message === "string" && json.message) return json.message;
  const first = json.errors && Object.values(json.errors)[0];
  if (Array.isArray(first)) return first[0];
  return typeof first === "string" ? first : undefined;
}
