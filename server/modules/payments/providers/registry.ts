import { btcpayProvider } from "./btcpay/btcpay.provider";
import { cryptomusProvider } from "./cryptomus/cryptomus.provider";
import { epusdtProvider } from "./epusdt/epusdt.provider";
import type { PaymentProviderAdapter, ProviderId } from "./provider";
import { sandboxProvider } from "./sandbox/sandbox.provider";
import { stripeProvider } from "./stripe/stripe.provider";

/** Every provider the shop can take money through. */
export const PAYMENT_PROVIDERS: readonly PaymentProviderAdapter[] = [cryptomusProvider, sandboxProvider, stripeProvider, btcpayProvider, epusdtProvider];

/** Providers configured in Settings → Payments and posting to their own notify URL. */
export const CONFIGURABLE_PROVIDERS: readonly PaymentProviderAdapter[] = [stripeProvider, btcpayProvider, epusdtProvider];

/**
 * Providers listed in Settings → Payments with a name, order, limits and fee: those above, and
 * Cryptomus, whose merchant, key and switch are the payment settings (live mode turns it on) and
 * whose notifications go to the webhook URL it shares with the sandbox.
 */
export const LISTED_PROVIDERS: readonly PaymentProviderAdapter[] = [...CONFIGURABLE_PROVIDERS, cryptomusProvider];

export function listedProvider(id: string): PaymentProviderAdapter | null {
  return LISTED_PROVIDERS.find((p) => p.id === id) ?? null;
}

export function configurableProvider(id: string): PaymentProviderAdapter | null {
  return CONFIGURABLE_PROVIDERS.find((p) => p.id === id) ?? null;
}

export function providerById(id: string): PaymentProviderAdapter | null {
  return PAYMENT_PROVIDERS.find((p) => p.id === (id as ProviderId)) ?? null;
}
