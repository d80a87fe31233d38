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
    return { reference: crypto.randomUUID(), redirectUrl: `${call.config.publicBaseUrl}/sandbox/checkout/${request.paymentId}`, providerStatus: "check" };
  },

  verifyNotification(call, input) {
    return checkCryptomusNotification(input, sandboxPaymentKey(call.config));
  },

  async testConnection() {
    return "The sandbox runs inside this server; there is nothing to connect to.";
  },
};
