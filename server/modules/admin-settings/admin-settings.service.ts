import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { recordAudit } from "../audit/audit.service";
import { DEFAULT_TAGLINE, getProduct, getSiteSettings } from "../catalog/catalog.service";
import { ACCOUNT_PRODUCT_ID, Product } from "../catalog/product.entity";
import { SETTINGS_ID, SiteSettings } from "../catalog/site-settings.entity";

export const SESSION_TIMEOUT_CHOICES = [15, 30, 60, 120];
export const URL_MESSAGE = "Links must start with http:// or https://, or be left blank.";

export interface ProductEdit {
  name: string;
  description?: string | null;
  image?: string | null;
  pricePerAccountCents: number;
  minPurchaseQuantity: number;
  /** Null or 0: no upper limit. */
  maxPurchaseQuantity?: number | null;
}

export interface SiteSettingsEdit {
  siteName: string;
  siteTagline?: string | null;
  siteDescription?: string | null;
  logoUrl?: string | null;
  faviconUrl?: string | null;
  contactTelegramUrl?: string | null;
  contactWhatsappUrl?: string | null;
  totalRevenueDisplayCents: number;
}

export interface SecuritySettingsEdit {
  sessionTimeoutMinutes: number;
  lowStockThreshold?: number | null;
}

/** Blank becomes null; anything else must be an http(s) URL. */
function optionalUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return value;
  } catch {
    // falls through to the message
  }
  throw badInput(URL_MESSAGE);
}

function optionalText(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  return value ? value : null;
}

/** The account product on the home page, with the spec's three checks. */
export async function updateProduct(ctx: RequestContext, input: ProductEdit): Promise<Product> {
  const name = input.name.trim();
  if (!name) throw badInput("Product name cannot be empty.");
  if (!Number.isSafeInteger(input.pricePerAccountCents) || input.pricePerAccountCents <= 0) throw badInput("Price per account must be greater than 0.");
  if (!Number.isSafeInteger(input.minPurchaseQuantity) || input.minPurchaseQuantity <= 0) throw badInput("Min quantity must be > 0.");
  const max = input.maxPurchaseQuantity ? input.maxPurchaseQuantity : null;
  if (max !== null && (!Number.isSafeInteger(max) || max < input.minPurchaseQuantity)) {
    throw badInput("Max quantity must be >= Min quantity, or leave blank for no limit.");
  }
  const values = {
    name,
    description: optionalText(input.description),
    image: optionalUrl(input.image),
    pricePerAccountCents: input.pricePerAccountCents,
    minPurchaseQuantity: input.minPurchaseQuantity,
    maxPurchaseQuantity: max,
  };
  return ctx.transaction(async (tx) => {
    const before = await getProduct(tx);
    await tx.manager.getRepository(Product).update({ id: ACCOUNT_PRODUCT_ID }, values);
    await recordAudit(tx, {
      action: "product.update",
      entityType: "product",
      entityId: ACCOUNT_PRODUCT_ID,
      details: {
        before: { name: before.name, pricePerAccountCents: before.pricePerAccountCents, minPurchaseQuantity: before.minPurchaseQuantity, maxPurchaseQuantity: before.maxPurchaseQuantity },
        after: { name, pricePerAccountCents: values.pricePerAccountCents, minPurchaseQuantity: values.minPurchaseQuantity, maxPurchaseQuantity: max },
      },
    });
    return getProduct(tx);
  });
}

export async function updateSiteSettings(ctx: RequestContext, input: SiteSettingsEdit): Promise<SiteSettings> {
  const siteName = input.siteName.trim();
  if (!siteName) throw badInput("Site name cannot be empty.");
  if (!Number.isSafeInteger(input.totalRevenueDisplayCents) || input.totalRevenueDisplayCents < 0) {
    throw badInput("Total revenue must be a non-negative amount.");
  }
  const values = {
    siteName,
    siteTagline: optionalText(input.siteTagline) ?? DEFAULT_TAGLINE,
    siteDescription: optionalText(input.siteDescription),
    logoUrl: optionalUrl(input.logoUrl),
    faviconUrl: optionalUrl(input.faviconUrl),
    contactTelegramUrl: optionalUrl(input.contactTelegramUrl),
    contactWhatsappUrl: optionalUrl(input.contactWhatsappUrl),
    totalRevenueDisplayCents: input.totalRevenueDisplayCents,
  };
  return ctx.transaction(async (tx) => {
    await tx.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, values);
    await recordAudit(tx, { action: "settings.site_update", entityType: "site_settings", entityId: SETTINGS_ID, details: values });
    return getSiteSettings(tx);
  });
}

/** Session timeout (minutes of inactivity before a session is signed out) and the dashboard's low-stock threshold. */
export async function updateSecuritySettings(ctx: RequestContext, input: SecuritySettingsEdit): Promise<SiteSettings> {
  if (!SESSION_TIMEOUT_CHOICES.includes(input.sessionTimeoutMinutes)) {
    throw badInput(`Session timeout must be one of ${SESSION_TIMEOUT_CHOICES.join(", ")} minutes.`);
  }
  const threshold = input.lowStockThreshold;
  if (threshold !== undefined && threshold !== null && (!Number.isSafeInteger(threshold) || threshold < 0)) {
    throw badInput("Low-stock threshold must be a whole number of 0 or more.");
  }
  return ctx.transaction(async (tx) => {
    const values: Partial<SiteSettings> = { sessionTimeoutMinutes: input.sessionTimeoutMinutes };
    if (threshold !== undefined && threshold !== null) values.lowStockThreshold = threshold;
    await tx.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, values);
    await recordAudit(tx, { action: "settings.security_update", entityType: "site_settings", entityId: SETTINGS_ID, details: values });
    return getSiteSettings(tx);
  });
}
