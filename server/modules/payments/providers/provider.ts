import type { Config } from "../../../config";

/** What a provider's status word means to us; a word missing from a provider's table means nothing. */
/** A loop rather than /\/+$/, which backtracks quadratically on a long run of slashes. */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

export type StatusMeaning = "paid" | "wrong_amount" | "cancelled" | "failed" | "pending";
export type StatusWords = Readonly<Record<string, StatusMeaning>>;

export function meaningOf(words: StatusWords, word: string): StatusMeaning | "unknown" {
  return Object.hasOwn(words, word) ? words[word]! : "unknown";
}

export type ProviderId = "cryptomus" | "sandbox" | "stripe" | "btcpay" | "epusdt";

/** One field of a provider's settings form. Secret ones are stored encrypted and never shown again. */
export interface ProviderSetting {
  key: string;
  label: string;
  secret: boolean;
  required: boolean;
  maxLength: number;
  help?: string;
}

/** What every call to a provider gets: the admin's settings (secrets decrypted) and the server's config. */
export interface ProviderCall {
  settings: Readonly<Record<string, string>>;
  config: Config;
}

export interface PaymentRequest {
  amountCents: number;
  currency: string;
  /** Our payment id: the provider's order id, so a notification can be traced back. */
  paymentId: string;
  returnUrl: string;
  cancelUrl: string;
  notifyUrl: string;
}

/** What the buyer is shown: a page to go to, and for crypto gateways also the address and exact amount. */
export interface PaymentInstructions {
  /** The provider's own id for the payment; unique per provider (the exactly-once key). */
  reference: string;
  providerStatus: string | null;
  redirectUrl: string;
  address?: { address: string; amount: string; currency: string } | null;
}

/** A status report read from a verified notification or from the provider's status API. */
export interface ProviderReport {
  reference: string;
  /** Our payment id, when the provider's record carries it (Cryptomus's order_id); a read-back must name the same one. */
  paymentId?: string;
  status: string;
  isFinal: boolean;
  amount: string | null;
  amountCents: number | null;
  currency: string | null;
}

/**
 * `payload` is the body as read, for the event log (the raw text when absent); `report` on a
 * refused or ignored delivery is what it claims, logged but never trusted.
 */
export type NotificationCheck =
  | { kind: "refused"; reason: string; payload?: unknown; report?: ProviderReport }
  /** Authentic but not about a payment's status (another event type): acknowledged and logged. */
  | { kind: "ignored"; reason: string; payload: unknown; report?: ProviderReport }
  | { kind: "report"; report: ProviderReport; payload: unknown };

export interface NotificationInput {
  rawBody: Buffer;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The body already parsed as JSON by the route (Cryptomus's webhook URL, whose signature covers the parsed fields). */
  body?: unknown;
}

/** A refusal or an unreadable answer from a provider; `providerMessage` is the provider's own words. */
export class ProviderApiError extends Error {
  constructor(
    message: string,
    readonly providerMessage?: string,
  ) {
    super(message);
  }
}

/**
 * A payment provider: its settings, how to open a payment, how to read its notifications, and
 * (optionally) how to ask it about a payment. Everything else (the webhook route, crediting
 * exactly once, the event log, the admin views) is shared by every provider.
 */
export interface PaymentProviderAdapter {
  id: ProviderId;
  /** The default name buyers see; admins may rename it. */
  label: string;
  settings: readonly ProviderSetting[];
  statusWords: StatusWords;
  /** What the provider expects as the body of a successful acknowledgement; JSON `{ok:true}` otherwise. */
  acknowledgement?: string;
  createPayment(call: ProviderCall, request: PaymentRequest): Promise<PaymentInstructions>;
  verifyNotification(call: ProviderCall, input: NotificationInput): NotificationCheck;
  /** Asks the provider for the payment's status, to confirm a paid notification before crediting. */
  fetchStatus?(call: ProviderCall, reference: string): Promise<ProviderReport>;
  /** Voids an open payment at the provider, so that it can no longer be paid; absent where the provider has no such call. */
  cancelPayment?(call: ProviderCall, reference: string): Promise<void>;
  /** Whether a paid notification is read back with fetchStatus before crediting; always, when not given. */
  confirmsPaidReports?(call: ProviderCall): boolean;
  /** How the event log names the fetchStatus call when it fails ("reading the payment back" when not given). */
  statusReadName?: string;
  /** A harmless read (store, account or balance); resolves to the provider's own answer in a line. */
  testConnection(call: ProviderCall): Promise<string>;
}

export function headerOf(headers: NotificationInput["headers"], name: string): string | null {
  const value = headers[name.toLowerCase()];
  if (Array.isArray(value)) return value[0] ?? null;
  return value ?? null;
}

/** fetch with a timeout, turning network failures into a ProviderApiError that names the provider. */
export async function providerFetch(providerName: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(15_000), redirect: "error" });
  } catch (err) {
    const reason = (err as Error).name === "TimeoutError" ? "timed out" : (err as Error).message;
    throw new ProviderApiError(`Could not reach ${providerName} (${reason}).`);
  }
}

/** Reads a JSON answer, or explains that there was none. */
export async function providerJson(providerName: string, res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    throw new ProviderApiError(`${providerName} answered HTTP ${res.status} without JSON.`);
  }
}
