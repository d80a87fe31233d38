import { In } from "typeorm";
import { isLanguage, LANGUAGES, type Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { badInput, conflict, notFound } from "../../errors";
import { isUniqueViolation } from "../../db/dialect";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { ContentTranslation } from "./content-translation.entity";
import { Product } from "./product.entity";
import { ProductVariant } from "./product-variant.entity";
import type { ProductView } from "./product-views";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";
import { Category } from "./category.entity";

/**
 * What the admin can write per language, and how long each value may be (the same as the English
 * field's own limit). A product's, a category's and the site settings' English stays in their own
 * rows; a language without a value for a field shows the English one.
 *
 * Pages (the home page's four cards, the legal pages) have no English row: their texts ship with
 * the client (web/src/locales), translated there. A "page" value overrides that shipped text, in
 * English too; a reader whose language has no override reads the English override if there is
 * one (the admin changed the content), else the shipped text in their language.
 */
export const CONTENT_FIELDS = {
  product: { name: 255, description: 20_000 },
  site: { tagline: 255, description: 20_000 },
  category: { name: 100 },
  /** A product's option (not its default variant, which has no name); its English name is the variant's own (MAX_VARIANT_NAME). */
  variant: { name: 100 },
} as const;

/** The home page's four cards, by the key the client's resources use (public.json why.{key}). */
export const HOME_CARDS = ["instantDelivery", "securePrivate", "prepaidBalance", "support"] as const;
const CARD_TITLE = 100;
const CARD_TEXT = 1_000;
/** A legal page's Markdown body (the edge allows 20,000 characters per value). */
const LEGAL_BODY = 20_000;

/** The editable pages (subjectType "page", subjectId one of these) and their fields' limits. */
export const PAGE_FIELDS: Record<string, Record<string, number>> = {
  home: Object.fromEntries(HOME_CARDS.flatMap((card) => [[`${card}Title`, CARD_TITLE] as const, [`${card}Text`, CARD_TEXT] as const])),
  terms: { body: LEGAL_BODY },
  privacy: { body: LEGAL_BODY },
  disclaimer: { notice: 5_000, body: LEGAL_BODY },
  /** The seller's brand texts (Settings → Brand): the header's tools link, the announcement bar, the hero, the footer (Markdown). */
  brand: { toolsLabel: 40, announcement: 300, heroTitle: 120, heroText: 600, footerText: 2_000 },
};
export const PAGES = Object.keys(PAGE_FIELDS);

export type ContentSubjectType = keyof typeof CONTENT_FIELDS | "page";
export const CONTENT_SUBJECT_TYPES: ContentSubjectType[] = [...(Object.keys(CONTENT_FIELDS) as Array<keyof typeof CONTENT_FIELDS>), "page"];
/** The languages an admin writes versions in: every shop language but the English reference (pages take English too). */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l) => l !== "en");
/** The one site-settings row's subject id. */
export const SITE_SUBJECT_ID = SETTINGS_ID;

const isSubjectType = (value: string): value is ContentSubjectType => (CONTENT_SUBJECT_TYPES as string[]).includes(value);

/** The fields one subject takes, with their limits (a page's depend on which page). */
function fieldLimits(subjectType: ContentSubjectType, subjectId: string): Record<string, number> {
  if (subjectType !== "page") return CONTENT_FIELDS[subjectType];
  if (!Object.hasOwn(PAGE_FIELDS, subjectId)) throw notFound("Page not found.");
  return PAGE_FIELDS[subjectId];
}

/** Each subject's translated fields in one language: subjectId → field → value. One query; none for English. */
async function translationsOf(
  ctx: RequestContext,
  subjectType: ContentSubjectType,
  subjectIds: string[],
  language: Language,
): Promise<Map<string, Record<string, string>>> {
  const out = new Map<string, Record<string, string>>();
  if (language === "en" || subjectIds.length === 0) return out;
  const rows = await ctx.manager.getRepository(ContentTranslation).find({
    where: { subjectType, subjectId: In([...new Set(subjectIds)]), language },
    select: { subjectId: true, field: true, value: true },
  });
  for (const row of rows) {
    const fields = out.get(row.subjectId) ?? {};
    fields[row.field] = row.value;
    out.set(row.subjectId, fields);
  }
  return out;
}

/**
 * Product views in the request's language, field by field falling back to English. The entities
 * are copied, never changed, so nothing translated can be saved back over the English row.
 */
export async function localizeProductViews(ctx: RequestContext, views: ProductView[]): Promise<ProductView[]> {
  const translated = await translationsOf(
    ctx,
    "product",
    views.map((v) => v.product.id),
    ctx.language,
  );
  const categoryIds = views.map((v) => v.product.categoryId).filter((id): id is string => id !== null && id !== undefined);
  const categories = await translationsOf(ctx, "category", categoryIds, ctx.language);
  if (translated.size === 0 && categories.size === 0) return views;
  return views.map((view) => {
    const fields = translated.get(view.product.id);
    const categoryName = (view.product.categoryId && categories.get(view.product.categoryId)?.name) || view.categoryName;
    if (!fields) return categoryName === view.categoryName ? view : { ...view, categoryName };
    const product = Object.assign(Object.create(Product.prototype) as Product, view.product, {
      name: fields.name ?? view.product.name,
      description: fields.description ?? view.product.description,
    });
    return { ...view, product, categoryName };
  });
}

/** Categories in the request's language, each name falling back to English; copies, never the entities. */
export async function localizeCategories(ctx: RequestContext, categories: Category[]): Promise<Category[]> {
  const translated = await translationsOf(
    ctx,
    "category",
    categories.map((c) => c.id),
    ctx.language,
  );
  if (translated.size === 0) return categories;
  return categories.map((c) => {
    const name = translated.get(c.id)?.name;
    return name ? Object.assign(Object.create(Category.prototype) as Category, c, { name }) : c;
  });
}

/** One page text as a reader gets it: the override in their language, else the English override. */
export interface PageText {
  field: string;
  value: string;
  language: Language;
  updatedAt: Date;
}

/**
 * A page's admin-written texts for the request's language: per field, the override in that
 * language, else the English override. A field absent from the answer has no override: the
 * client shows its own shipped text in the reader's language. One query.
 */
export async function pageTexts(ctx: RequestContext, page: string): Promise<PageText[]> {
  if (page.length > 32 || !Object.hasOwn(PAGE_FIELDS, page)) throw notFound("Page not found.");
  const languages = ctx.language === "en" ? ["en"] : [ctx.language, "en"];
  const rows = await ctx.manager.getRepository(ContentTranslation).find({
    where: { subjectType: "page", subjectId: page, language: In(languages) },
    select: { field: true, value: true, language: true, updatedAt: true },
  });
  const out = new Map<string, PageText>();
  for (const row of rows) {
    const mine = out.get(row.field);
    if (mine && mine.language === ctx.language) continue;
    if (!mine || row.language === ctx.language)
      out.set(row.field, { field: row.field, value: row.value, language: row.language as Language, updatedAt: row.updatedAt });
  }
  return [...out.values()].sort((a, b) => a.field.localeCompare(b.field));
}

/** The public site settings in the request's language (tagline and description), falling back to English. */
export async function localizeSiteSettings(ctx: RequestContext, settings: SiteSettings): Promise<SiteSettings> {
  const fields = (await translationsOf(ctx, "site", [SITE_SUBJECT_ID], ctx.language)).get(SITE_SUBJECT_ID);
  if (!fields) return settings;
  return Object.assign(Object.create(SiteSettings.prototype) as SiteSettings, settings, {
    siteTagline: fields.tagline ?? settings.siteTagline,
    siteDescription: fields.description ?? settings.siteDescription,
  });
}

function checkSubject(subjectType: string): ContentSubjectType {
  if (!isSubjectType(subjectType)) throw badInput(`The content type must be one of ${CONTENT_SUBJECT_TYPES.join(", ")}.`);
  return subjectType;
}

const NOT_FOUND: Record<ContentSubjectType, string> = {
  product: "Product not found.",
  site: "Site settings not found.",
  category: "Category not found.",
  variant: "Variant not found.",
  page: "Page not found.",
};

async function subjectExists(ctx: RequestContext, subjectType: ContentSubjectType, subjectId: string): Promise<boolean> {
  if (subjectId.length > 64) return false;
  switch (subjectType) {
    case "product":
      return ctx.manager.getRepository(Product).existsBy({ id: subjectId });
    case "category":
      return ctx.manager.getRepository(Category).existsBy({ id: subjectId });
    case "variant":
      // The default variant is the product itself: its name is the product's.
      return ctx.manager.getRepository(ProductVariant).existsBy({ id: subjectId, isDefault: false });
    case "site":
      return subjectId === SITE_SUBJECT_ID && ctx.manager.getRepository(SiteSettings).existsBy({ id: SETTINGS_ID });
    case "page":
      return Object.hasOwn(PAGE_FIELDS, subjectId);
  }
}

async function assertSubjectExists(ctx: RequestContext, subjectType: ContentSubjectType, subjectId: string): Promise<void> {
  if (!(await subjectExists(ctx, subjectType, subjectId))) throw notFound(NOT_FOUND[subjectType]);
}

/** Admin: every translated value of one product, category, variant, page or of the site settings, in every language. */
export async function listContentTranslations(ctx: RequestContext, rawSubjectType: string, subjectId: string): Promise<ContentTranslation[]> {
  requireAdmin(ctx);
  const subjectType = checkSubject(rawSubjectType);
  await assertSubjectExists(ctx, subjectType, subjectId);
  return ctx.manager.getRepository(ContentTranslation).find({ where: { subjectType, subjectId }, order: { language: "ASC", field: "ASC" } });
}

export interface ContentTranslationEdit {
  subjectType: string;
  subjectId: string;
  language: string;
  fields: Array<{ field: string; value: string }>;
}

/**
 * Admin: writes one language's version of some fields of a product or of the site settings (an
 * empty value removes it, so the field falls back to English), audited in the same transaction.
 * Answers the subject's translations in every language after the change.
 */
export async function saveContentTranslations(ctx: RequestContext, edit: ContentTranslationEdit): Promise<ContentTranslation[]> {
  requireAdmin(ctx);
  const subjectType = checkSubject(edit.subjectType);
  // Pages have no English row of their own: their English override is written here too.
  if (!isLanguage(edit.language) || (edit.language === "en" && subjectType !== "page")) {
    const languages = TRANSLATED_LANGUAGES.join(", ");
    throw badInput(`The language must be one of ${languages}; English is edited in the form itself.`, "UNSUPPORTED_LANGUAGE", {
      languages,
      reason: "translation",
    });
  }
  const language = edit.language;
  if (edit.fields.length > 16) throw badInput("Give at most 16 fields at once.");
  const limits = fieldLimits(subjectType, edit.subjectId);
  const seen = new Set<string>();
  const values = edit.fields.map(({ field, value }) => {
    if (!Object.hasOwn(limits, field)) throw badInput(`The field must be one of ${Object.keys(limits).join(", ")}.`);
    if (seen.has(field)) throw badInput(`The field ${field} is given twice.`);
    seen.add(field);
    const trimmed = value.trim();
    if (trimmed.length > limits[field]) throw badInput(`The ${field} can be at most ${limits[field]} characters.`);
    return { field, value: trimmed };
  });
  if (values.length === 0) throw badInput("Give at least one field.");
  return ctx.transaction(async (tx) => {
    await assertSubjectExists(tx, subjectType, edit.subjectId);
    const repo = tx.manager.getRepository(ContentTranslation);
    const before = await repo.find({ where: { subjectType, subjectId: edit.subjectId, language } });
    const changed: string[] = [];
    for (const { field, value } of values) {
      const row = before.find((r) => r.field === field);
      if (value === "") {
        if (row) await repo.delete({ id: row.id });
      } else if (row) {
        if (row.value !== value) await repo.update({ id: row.id }, { value });
      } else {
        await repo.insert({ subjectType, subjectId: edit.subjectId, field, language, value }).catch((err: unknown) => {
          // Another admin wrote the same field at the same moment: theirs stands, this one is told.
          throw isUniqueViolation(err) ? conflict("This translation was just saved by someone else. Reload and try again.") : err;
        });
      }
      if ((row?.value ?? "") !== value) changed.push(field);
    }
    if (changed.length) {
      await recordAudit(tx, {
        action: "content.translate",
        entityType: subjectType,
        entityId: edit.subjectId,
        details: {
          language,
          fields: changed,
          lengths: Object.fromEntries(values.filter((v) => changed.includes(v.field)).map((v) => [v.field, v.value.length])),
        },
      });
    }
    return repo.find({ where: { subjectType, subjectId: edit.subjectId }, order: { language: "ASC", field: "ASC" } });
  });
}
