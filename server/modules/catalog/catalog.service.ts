import type { RequestContext } from "../../context";
import { ACCOUNT_PRODUCT_ID, Product, SOFTWARE_PRODUCT_ID } from "./product.entity";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

export const DEFAULT_SITE_NAME = "BIA";
export const DEFAULT_TAGLINE = "Digital Account Marketplace";

/** Seeds the default product, the software product and the settings row when missing. */
export async function seedCatalog(ctx: RequestContext): Promise<void> {
  await ctx.transaction(async (tx) => {
    const products = tx.manager.getRepository(Product);
    if (!(await products.existsBy({ id: ACCOUNT_PRODUCT_ID }))) {
      await products.insert({
        id: ACCOUNT_PRODUCT_ID,
        productType: "account",
        name: "Digital Accounts",
        description: "Ready-made accounts delivered instantly as username:password:email:email password.",
        pricePerAccountCents: 50,
        minPurchaseQuantity: 10,
        maxPurchaseQuantity: null,
        image: null,
        category: "Digital Accounts",
      });
    }
    if (!(await products.existsBy({ id: SOFTWARE_PRODUCT_ID }))) {
      await products.insert({
        id: SOFTWARE_PRODUCT_ID,
        productType: "software",
        name: "StoryTag",
        description: "Story tagging tool for desktop — 30-day licence.",
        pricePerAccountCents: 1500,
        minPurchaseQuantity: 1,
        maxPurchaseQuantity: 1,
        image: null,
        category: "Software",
      });
    }
    const settings = tx.manager.getRepository(SiteSettings);
    if (!(await settings.existsBy({ id: SETTINGS_ID }))) {
      await settings.insert({
        id: SETTINGS_ID,
        siteName: DEFAULT_SITE_NAME,
        siteTagline: DEFAULT_TAGLINE,
        siteDescription: "Buy ready-made digital accounts in bulk, delivered instantly from your prepaid balance.",
        logoUrl: null,
        faviconUrl: null,
        contactTelegramUrl: null,
        contactWhatsappUrl: null,
        totalRevenueDisplayCents: 0,
        totalAccountsSoldLifetime: 0,
        cryptomusMerchantId: null,
        cryptomusApiKey: null,
        paymentMode: "sandbox",
        sessionTimeoutMinutes: 30,
        lowStockThreshold: 50,
      });
    }
  });
}

export async function getSiteSettings(ctx: RequestContext): Promise<SiteSettings> {
  return ctx.manager.getRepository(SiteSettings).findOneByOrFail({ id: SETTINGS_ID });
}

export async function getProduct(ctx: RequestContext, id = ACCOUNT_PRODUCT_ID): Promise<Product> {
  return ctx.manager.getRepository(Product).findOneByOrFail({ id });
}
