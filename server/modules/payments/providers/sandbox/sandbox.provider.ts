import crypto from "node:crypto";
import { sandboxPaymentKey } from "../../sandbox-key";
import { checkCryptomusNotification } from "../cryptomus/cryptomus.provider";
import { CRYPTOMUS_STATUS_WORDS } from "../cryptomus/cryptomus.status-words";
import type { PaymentProviderAdapter } from "../provider";

/**
 * The offline test checkout: a page on this server whose Pay/Fail buttons send a Cryptomus-style
 * webhook signed with the server's own sandbox key, through the very same path as a real one.
 */
export const sandboxProvider: PaymentProviderAdapter = {
  id: "sandbox",
  label: "Test payment (sandbox)",
  settings: [],
  statusWords: CRYPTOMUS_STATUS_WORDS,

  async createPayment(call, request) {
    // Like a provider's hosted page, it sends the buyer back to the shop's return address (a path on this shop).
    const base = call.config.publicBaseUrl;
    const back = request.returnUrl.startsWith(base) ? request.returnUrl.slice(base.length) : "";
    // A top-up comes back to /payment/success anyway: only another address is carried along.
    const query = sandboxReturnPath(back) && back !== "/payment/success" ? `?return=${encodeURIComponent(back)}` : "";
    return { reference: crypto.randomUUID(), redirectUrl: `${base}/sandbox/checkout/${request.paymentId}${query}`, providerStatus: "check" };
  },

  verifyNotification(call, input) {
    return checkCryptomusNotification(input, sandboxPaymentKey(call.config));
  },

  async testConnection() {
    return "The sandbox runs inside this server; there is nothing to connect to.";
  },
};

/** A return address the sandbox may send the buyer to: a path on this shop (never another site), or null. */
export function sandboxReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 200) return null;
  return /^\/(?![/\\])[A-Za-z0-9/_\-.?=&%]*$/.test(value) ? value : null;
}

/**
 * The order a sandbox payment pays (a purchase's difference), read from the return address the
 * shop gave it: a member's `/customer/dashboard?order=…` or a guest's `/orders/…`; null for a top-up.
 */
export function orderOfReturnPath(returnPath: string | null): string | null {
  if (!returnPath) return null;
  const match = /^\/customer\/dashboard\?order=([0-9a-f-]{36})$/.exec(returnPath) ?? /^\/orders\/([0-9a-f-]{36})/.exec(returnPath);
  return match ? match[1] : null;
}

/** The return address a sandbox checkout carries in its own URL (kept on the payment), when the page was opened without it. */
export function storedReturnPath(paymentUrl: string | null): string | null {
  if (!paymentUrl) return null;
  try {
    return sandboxReturnPath(new URL(paymentUrl).searchParams.get("return"));
  } catch {
    return null;
  }
}
