import type { RequestContext } from "../../context";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

/** The settings row's payment columns: the mode and the Cryptomus merchant and key. */
export type SitePaymentSettings = Pick<SiteSettings, "paymentMode" | "cryptomusMerchantId" | "cryptomusApiKey">;

/**
 * The payment columns alone, for the payment paths (a checkout's method, a provider's
 * notification, the sandbox page): one statement, without the lifetime counters that
 * getSiteSettings adds up from the sales tallies.
 */
export async function readPaymentSettings(ctx: RequestContext): Promise<SitePaymentSettings> {
  return ctx.manager.getRepository(SiteSettings).findOneOrFail({
    where: { id: SETTINGS_ID },
    select: { id: true, paymentMode: true, cryptomusMerchantId: true, cryptomusApiKey: true },
  });
}
