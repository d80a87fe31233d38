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

export function configurableProvider(id: string): PaymentProviderAdapter | null {
  return CONFIGURABLE_PROVIDERS.find((p) => p.id === id) ?? null;
}

export function providerById(id: string): PaymentProviderAdapter | null {
  return PAYMENT_PROVIDERS.find((p) => p.id === (id as ProviderId)) ?? null;
}
