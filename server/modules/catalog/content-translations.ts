import { In } from "typeorm";
import { isLanguage, LANGUAGES, type Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { badInput, conflict, notFound } from "../../errors";
import { isUniqueViolation } from "../../db/dialect";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { ContentTranslation } from "./content-translation.entity";
import { Product } from "./product.entity";
import type { ProductView } from "./product-views";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

/**
 * What the admin can write per language, and how long each value may be (the same as the English
 * field's own limit). English stays in the product's and the site settings' own rows; a language
 * without a value for a field shows the English one. The home page's four cards and the legal
 * pages are texts of the client (web/src), translated in its resource files, not admin content.
 */
export const CONTENT_FIELDS = {
  product: { name: 255, description: 20_000 },
  site: { tagline: 255, description: 20_000 },
} as const;

export type ContentSubjectType = keyof typeof CONTENT_FIELDS;
export const CONTENT_SUBJECT_TYPES = Object.keys(CONTENT_FIELDS) as ContentSubjectType[];
/** The languages an admin writes versions in: every shop language but the English reference. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((l) => l !== "en");
/** The one site-settings row's subject id. */
export const SITE_SUBJECT_ID = SETTINGS_ID;

const isSubjectType = (value: string): value is ContentSubjectType => Object.hasOwn(CONTENT_FIELDS, value);

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
  if (translated.size === 0) return views;
  return views.map((view) => {
    const fields = translated.get(view.product.id);
    if (!fields) return view;
    const product = Object.assign(Object.create(Product.prototype) as Product, view.product, {
      name: fields.name ?? view.product.name,
      description: fields.description ?? view.product.description,
    });
    return { ...view, product };
  });
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

async function assertSubjectExists(ctx: RequestContext, subjectType: ContentSubjectType, subjectId: string): Promise<void> {
  const exists =
    subjectType === "product"
      ? subjectId.length <= 64 && (await ctx.manager.getRepository(Product).existsBy({ id: subjectId }))
      : subjectId === SITE_SUBJECT_ID && (await ctx.manager.getRepository(SiteSettings).existsBy({ id: SETTINGS_ID }));
  if (!exists) throw notFound(subjectType === "product" ? "Product not found." : "Site settings not found.");
}

/** Admin: every translated value of one product or of the site settings, in every language. */
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
  if (!isLanguage(edit.language) || edit.language === "en") {
    throw badInput(`The language must be one of ${TRANSLATED_LANGUAGES.join(", ")}; English is edited in the form itself.`, "UNSUPPORTED_LANGUAGE");
  }
  const language = edit.language;
  const limits: Record<string, number> = CONTENT_FIELDS[subjectType];
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
