import type { RequestContext } from "../../context";
import { getSiteSettings } from "../catalog";
import { providerConfigViews } from "./provider-configs.service";
import { sandboxProvider } from "./providers/sandbox/sandbox.provider";
import { MAX_TOP_UP_CENTS } from "../../../common/money";

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
 * while the shop is in live mode), then the sandbox (test mode only) as before.
 */
export async function listPaymentMethods(ctx: RequestContext): Promise<PaymentMethod[]> {
  const methods: PaymentMethod[] = (await providerConfigViews(ctx))
    .filter((p) => p.enabled)
    .map((p) => ({
      id: p.adapter.id,
      name: p.displayName,
      minAmountCents: p.minAmountCents,
      maxAmountCents: p.maxAmountCents,
      feeBasisPoints: p.feeBasisPoints,
      feeFixedCents: p.feeFixedCents,
    }));
  const settings = await getSiteSettings(ctx);
  if (settings.paymentMode !== "live" && ctx.config.payments.sandboxAllowed)
    methods.push({ id: "sandbox", name: sandboxProvider.label, minAmountCents: 1, maxAmountCents: MAX_TOP_UP_CENTS, feeBasisPoints: 0, feeFixedCents: 0 });
  return methods;
}
