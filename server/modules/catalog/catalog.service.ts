import { countLimitMessage, MAX_COUNT, MAX_MONEY_CENTS, moneyLimitMessage } from "../../../common/limits";
import type { RequestContext } from "../../context";
import { Category } from "./category.entity";
import { ACCOUNT_PRODUCT_ID, Product, SOFTWARE_PRODUCT_ID } from "./product.entity";
import { defaultVariantOf, ProductVariant } from "./product-variant.entity";
import { foldSalesTallies, unfoldedSales } from "./sales-tally";
import { CATEGORY_TEXTS, PRODUCT_TEXTS, SITE_TEXTS, seedContentTranslations } from "./seed-translations";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";
import { badField, notFound } from "../../errors";
import { isUploadedBrandImage } from "./brand-image-name";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";

export const DEFAULT_SITE_NAME = "BIA";
export const DEFAULT_TAGLINE = SITE_TEXTS.tagline.en;
const MAX_SLUG_LENGTH = 96;

/**
 * Seeds the default product, the software product, their categories and the settings row when
 * missing. The categories take their product's id, as the migration from the seed's free-text
 * categories does, so a new shop and a migrated one look the same. The seed's texts get their
 * Russian and Chinese versions (seed-translations.ts).
 */
export async function seedCatalog(ctx: RequestContext): Promise<void> {
  await ctx.transaction(async (tx) => {
    const categories = tx.manager.getRepository(Category);
    const products = tx.manager.getRepository(Product);
    if (!(await products.existsBy({ id: ACCOUNT_PRODUCT_ID }))) {
      const categoryName = CATEGORY_TEXTS["Digital Accounts"].en;
      if (!(await categories.existsBy({ name: categoryName }))) await categories.insert({ id: ACCOUNT_PRODUCT_ID, name: categoryName, sortOrder: 0 });
      const category = await categories.findOneByOrFail({ name: categoryName });
      await products.insert({
        id: ACCOUNT_PRODUCT_ID,
        productType: "account",
        name: PRODUCT_TEXTS[ACCOUNT_PRODUCT_ID].name.en,
        slug: "digital-accounts",
        description: PRODUCT_TEXTS[ACCOUNT_PRODUCT_ID].description.en,
        pricePerAccountCents: 50,
        minPurchaseQuantity: 10,
        maxPurchaseQuantity: null,
        image: null,
        categoryId: category.id,
        visibility: "listed",
        sortOrder: 0,
        licenseDays: 30,
        lowStockThreshold: null,
        archivedAt: null,
      });
    }
    if (!(await products.existsBy({ id: SOFTWARE_PRODUCT_ID }))) {
      const categoryName = CATEGORY_TEXTS.Software.en;
      if (!(await categories.existsBy({ name: categoryName }))) await categories.insert({ id: SOFTWARE_PRODUCT_ID, name: categoryName, sortOrder: 1 });
      const category = await categories.findOneByOrFail({ name: categoryName });
      await products.insert({
        id: SOFTWARE_PRODUCT_ID,
        productType: "software",
        name: "StoryTag",
        slug: "storytag",
        description: PRODUCT_TEXTS[SOFTWARE_PRODUCT_ID].description.en,
        pricePerAccountCents: 1500,
        minPurchaseQuantity: 1,
        maxPurchaseQuantity: 1,
        image: null,
        categoryId: category.id,
        // Sold from its own page (/story-tag): hidden keeps the seed's one-product home page.
        visibility: "hidden",
        sortOrder: 1,
        licenseDays: 30,
        lowStockThreshold: null,
        archivedAt: null,
      });
    }
    // Every product has its default variant (a shop migrated from before variants got them in the migration).
    const variants = tx.manager.getRepository(ProductVariant);
    for (const id of [ACCOUNT_PRODUCT_ID, SOFTWARE_PRODUCT_ID]) if (!(await variants.existsBy({ id }))) await variants.insert(defaultVariantOf(id));
    const settings = tx.manager.getRepository(SiteSettings);
    if (!(await settings.existsBy({ id: SETTINGS_ID }))) {
      await settings.insert({
        id: SETTINGS_ID,
        siteName: DEFAULT_SITE_NAME,
        siteTagline: DEFAULT_TAGLINE,
        siteDescription: SITE_TEXTS.description.en,
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
  await seedContentTranslations(ctx);
}

/** The settings row, its lifetime counters including the sales still in the tallies (read only: never save it back). */
export async function getSiteSettings(ctx: RequestContext): Promise<SiteSettings> {
  const settings = await ctx.manager.getRepository(SiteSettings).findOneByOrFail({ id: SETTINGS_ID });
  const sales = await unfoldedSales(ctx);
  settings.totalAccountsSoldLifetime += sales.accounts;
  settings.totalRevenueDisplayCents += sales.revenueCents;
  return settings;
}

export async function getProduct(ctx: RequestContext, id = ACCOUNT_PRODUCT_ID): Promise<Product> {
  const product = await ctx.manager.getRepository(Product).findOneBy({ id });
  if (!product) throw notFound("Product not found.");
  return product;
}

/** The product behind /products/:slug: listed or hidden ones; drafts and archived ones only for admins. */
export async function findProductBySlug(ctx: RequestContext, slug: string): Promise<Product> {
  const product = slug.length <= MAX_SLUG_LENGTH ? await ctx.manager.getRepository(Product).findOneBy({ slug }) : null;
  const isAdmin = ctx.actor?.customer.role === "admin";
  if (!product || (!isAdmin && (product.visibility === "draft" || product.archivedAt))) throw notFound("Product not found.");
  return product;
}

export async function listCategories(ctx: RequestContext): Promise<Category[]> {
  return ctx.manager.getRepository(Category).find({ order: { sortOrder: "ASC", name: "ASC" } });
}

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
function optionalUrl(raw: string | null | undefined, field: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return value;
  } catch {
    // falls through to the message
  }
  throw badField(field, URL_MESSAGE);
}

/** An http(s) image address, or one of this shop's uploaded brand images. */
export function imageUrl(raw: string | null | undefined, field: string): string | null {
  const value = raw?.trim();
  return value && isUploadedBrandImage(value) ? value : optionalUrl(value, field);
}

function optionalText(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  return value ? value : null;
}

/** The account product on the home page, with the spec's three checks. */
export async function updateProduct(ctx: RequestContext, input: ProductEdit): Promise<Product> {
  requireAdmin(ctx);
  const name = input.name.trim();
  if (!name) throw badField("name", "Product name cannot be empty.");
  if (!Number.isSafeInteger(input.pricePerAccountCents) || input.pricePerAccountCents <= 0)
    throw badField("pricePerAccountCents", "Price per account must be greater than 0.");
  if (input.pricePerAccountCents > MAX_MONEY_CENTS) throw badField("pricePerAccountCents", moneyLimitMessage("Price per account"));
  if (!Number.isSafeInteger(input.minPurchaseQuantity) || input.minPurchaseQuantity <= 0) throw badField("minPurchaseQuantity", "Min quantity must be > 0.");
  if (input.minPurchaseQuantity > MAX_COUNT) throw badField("minPurchaseQuantity", countLimitMessage("Min quantity"));
  const max = input.maxPurchaseQuantity ? input.maxPurchaseQuantity : null;
  if (max !== null && (!Number.isSafeInteger(max) || max < input.minPurchaseQuantity)) {
    throw badField("maxPurchaseQuantity", "Max quantity must be >= Min quantity, or leave blank for no limit.");
  }
  if (max !== null && max > MAX_COUNT) throw badField("maxPurchaseQuantity", countLimitMessage("Max quantity"));
  const values = {
    name,
    description: optionalText(input.description),
    image: optionalUrl(input.image, "image"),
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
        before: {
          name: before.name,
          pricePerAccountCents: before.pricePerAccountCents,
          minPurchaseQuantity: before.minPurchaseQuantity,
          maxPurchaseQuantity: before.maxPurchaseQuantity,
        },
        after: { name, pricePerAccountCents: values.pricePerAccountCents, minPurchaseQuantity: values.minPurchaseQuantity, maxPurchaseQuantity: max },
      },
    });
    return getProduct(tx);
  });
}

/** The site name's and tagline's columns hold 255 characters. */
export const SITE_LINE_MAX_LENGTH = 255;

export async function updateSiteSettings(ctx: RequestContext, input: SiteSettingsEdit): Promise<SiteSettings> {
  requireAdmin(ctx);
  const siteName = input.siteName.trim();
  if (!siteName) throw badField("siteName", "Site name cannot be empty.");
  if (siteName.length > SITE_LINE_MAX_LENGTH) throw badField("siteName", `Site name can be at most ${SITE_LINE_MAX_LENGTH} characters.`);
  if ((input.siteTagline?.trim().length ?? 0) > SITE_LINE_MAX_LENGTH) {
    throw badField("siteTagline", `Site tagline can be at most ${SITE_LINE_MAX_LENGTH} characters.`);
  }
  if (!Number.isSafeInteger(input.totalRevenueDisplayCents) || input.totalRevenueDisplayCents < 0) {
    throw badField("totalRevenueDisplayCents", "Total revenue must be a non-negative amount.");
  }
  if (input.totalRevenueDisplayCents > MAX_MONEY_CENTS) throw badField("totalRevenueDisplayCents", moneyLimitMessage("Total revenue"));
  const values = {
    siteName,
    siteTagline: optionalText(input.siteTagline) ?? DEFAULT_TAGLINE,
    siteDescription: optionalText(input.siteDescription),
    logoUrl: imageUrl(input.logoUrl, "logoUrl"),
    faviconUrl: imageUrl(input.faviconUrl, "faviconUrl"),
    contactTelegramUrl: optionalUrl(input.contactTelegramUrl, "contactTelegramUrl"),
    contactWhatsappUrl: optionalUrl(input.contactWhatsappUrl, "contactWhatsappUrl"),
    totalRevenueDisplayCents: input.totalRevenueDisplayCents,
  };
  return ctx.transaction(async (tx) => {
    await foldSalesTallies(tx);
    await tx.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, values);
    await recordAudit(tx, { action: "settings.site_update", entityType: "site_settings", entityId: SETTINGS_ID, details: values });
    return getSiteSettings(tx);
  });
}

/** Session timeout (minutes of inactivity before a session is signed out) and the dashboard's low-stock threshold. */
export async function updateSecuritySettings(ctx: RequestContext, input: SecuritySettingsEdit): Promise<SiteSettings> {
  requireAdmin(ctx);
  if (!SESSION_TIMEOUT_CHOICES.includes(input.sessionTimeoutMinutes)) {
    throw badField("sessionTimeoutMinutes", `Session timeout must be one of ${SESSION_TIMEOUT_CHOICES.join(", ")} minutes.`);
  }
  const threshold = input.lowStockThreshold;
  if (threshold !== undefined && threshold !== null) {
    if (!Number.isSafeInteger(threshold)) throw badField("lowStockThreshold", "Low-stock threshold must be a whole number.");
    if (threshold < 0) throw badField("lowStockThreshold", "Low-stock threshold cannot be negative.");
    if (threshold > MAX_COUNT) throw badField("lowStockThreshold", countLimitMessage("Low-stock threshold"));
  }
  return ctx.transaction(async (tx) => {
    const values: Partial<SiteSettings> = { sessionTimeoutMinutes: input.sessionTimeoutMinutes };
    if (threshold !== undefined && threshold !== null) values.lowStockThreshold = threshold;
    await tx.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, values);
    await recordAudit(tx, { action: "settings.security_update", entityType: "site_settings", entityId: SETTINGS_ID, details: values });
    return getSiteSettings(tx);
  });
}
