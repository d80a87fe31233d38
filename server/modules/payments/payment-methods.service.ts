import type { RequestContext } from "../../context";
import { readPaymentSettings } from "../catalog";
import { providerConfigViews } from "./provider-configs.service";
import { sandboxProvider } from "./providers/sandbox/sandbox.provider";
import { MAX_TOP_UP_CENTS } from "../../../common/money";
import type { Language } from "../../../common/languages";
import { pageText } from "../../http/page-text";

const LABELLED = ["sandbox", "stripe", "btcpay", "epusdt", "cryptomus"] as const;

/**
 * A provider's name as the buyer reads it: the admin's own display name as typed, else the
 * provider's label (adapter.label, the English) in the reader's language.
 */
export function providerName(language: Language, providerId: string, label: string, displayName = label): string {
  if (displayName !== label || !(LABELLED as readonly string[]).includes(providerId)) return displayName;
  return pageText(language, `paymentMethods.${providerId as (typeof LABELLED)[number]}`);
}

export interface PaymentMethod {
  id: string;
  name: string;
  minAmountCents: number;
  maxAmountCents: number;
  feeBasisPoints: number;
  feeFixedCents: number;
}

/**
 * What a buyer may pay with, in the admin's order: the enabled providers (Cryptomus among them
 * while the shop is in live mode), then the sandbox (test mode only) as before; each named in
 * the reader's language unless the admin gave it a name of their own.
 */
export async function listPaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  const settings = await readPaymentSettings(ctx);
  const methods: PaymentMethod[] = (await providerConfigViews(ctx, settings))
    .filter((p) => p.enabled)
    .map((p) => ({
      id: p.adapter.id,
      name: providerName(ctx.language, p.adapter.id, p.adapter.label, p.displayName),
      minAmountCents: p.minAmountCents,
      maxAmountCents: p.maxAmountCents,
      feeBasisPoints: p.feeBasisPoints,
      feeFixedCents: p.feeFixedCents,
    }));
  if (settings.paymentMode !== "live" && ctx.config.payments.sandboxAllowed)
    methods.push({
      id: "sandbox",
      name: providerName(ctx.language, "sandbox", sandboxProvider.label),
      minAmountCents: 1,
      maxAmountCents: MAX_TOP_UP_CENTS,
      feeBasisPoints: 0,
      feeFixedCents: 0,
    });
  return methods;
}
