import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { Category } from "./category.entity";
import { ContentTranslation } from "./content-translation.entity";
import { ACCOUNT_PRODUCT_ID, Product, SOFTWARE_PRODUCT_ID } from "./product.entity";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

type Versions = { en: string; ru: string; zh: string };

/**
 * The seed's English texts and their Russian and Chinese versions, by subject and field: the one
 * place they are written (seedCatalog writes the English ones).
 */
export const PRODUCT_TEXTS: Record<string, Record<string, Versions>> = {
  [ACCOUNT_PRODUCT_ID]: {
    name: { en: "Digital Accounts", ru: "Цифровые аккаунты", zh: "数字账户" },
    description: {
      en: "Ready-made accounts delivered instantly as username:password:email:email password.",
      ru: "Готовые аккаунты с мгновенной выдачей в формате username:password:email:пароль от почты.",
      zh: "现成账户，即时交付，格式为 username:password:email:邮箱密码。",
    },
  },
  [SOFTWARE_PRODUCT_ID]: {
    description: {
      en: "Story tagging tool for desktop — 30-day licence.",
      ru: "Программа для отметок в историях для компьютера — лицензия на 30 дней.",
      zh: "桌面版快拍标记工具——30 天许可证。",
    },
  },
};
export const CATEGORY_TEXTS: Record<string, Versions> = {
  "Digital Accounts": { en: "Digital Accounts", ru: "Цифровые аккаунты", zh: "数字账户" },
  Software: { en: "Software", ru: "Программы", zh: "软件" },
};
export const SITE_TEXTS: Record<string, Versions> = {
  tagline: { en: "Digital Account Marketplace", ru: "Маркетплейс цифровых аккаунтов", zh: "数字账户交易平台" },
  description: {
    en: "Buy ready-made digital accounts in bulk, delivered instantly from your prepaid balance.",
    ru: "Покупайте готовые цифровые аккаунты оптом с мгновенной выдачей и оплатой с предоплаченного баланса.",
    zh: "批量购买现成的数字账户，从预付余额支付，即时交付。",
  },
};

/**
 * Gives the seed's content its Russian and Chinese versions (content_translations): the two
 * products, their categories, the site tagline and description. Only where the English is still
 * the seed's own and that language has no version yet, so an admin's text or translation is
 * never replaced; run at every start, so a shop from before the languages gets them too.
 */
export async function seedContentTranslations(ctx: RequestContext): Promise<void> {
  const wanted: Array<Pick<ContentTranslation, "subjectType" | "subjectId" | "field" | "language" | "value">> = [];
  const want = (subjectType: string, subjectId: string, field: string, current: string | null | undefined, versions: Versions) => {
    if (current !== versions.en) return;
    for (const language of ["ru", "zh"] as const) wanted.push({ subjectType, subjectId, field, language, value: versions[language] });
  };
  const products = await ctx.manager
    .getRepository(Product)
    .find({ where: { id: In(Object.keys(PRODUCT_TEXTS)) }, select: { id: true, name: true, description: true } });
  for (const product of products)
    for (const [field, versions] of Object.entries(PRODUCT_TEXTS[product.id]))
      want("product", product.id, field, field === "name" ? product.name : product.description, versions);
  const categories = await ctx.manager.getRepository(Category).find({ where: { name: In(Object.keys(CATEGORY_TEXTS)) }, select: { id: true, name: true } });
  for (const category of categories) want("category", category.id, "name", category.name, CATEGORY_TEXTS[category.name]);
  const site = await ctx.manager
    .getRepository(SiteSettings)
    .findOne({ where: { id: SETTINGS_ID }, select: { id: true, siteTagline: true, siteDescription: true } });
  if (site) {
    want("site", SETTINGS_ID, "tagline", site.siteTagline, SITE_TEXTS.tagline);
    want("site", SETTINGS_ID, "description", site.siteDescription, SITE_TEXTS.description);
  }
  if (wanted.length === 0) return;
  const repo = ctx.manager.getRepository(ContentTranslation);
  const existing = await repo.find({
    where: { subjectId: In([...new Set(wanted.map((w) => w.subjectId))]) },
    select: { subjectType: true, subjectId: true, field: true, language: true },
  });
  const has = new Set(existing.map((e) => `${e.subjectType}|${e.subjectId}|${e.field}|${e.language}`));
  const missing = wanted.filter((w) => !has.has(`${w.subjectType}|${w.subjectId}|${w.field}|${w.language}`));
  // Another instance starting at the same moment may insert the same rows: the unique index keeps one.
  if (missing.length > 0) await repo.createQueryBuilder().insert().values(missing).orIgnore().execute();
}
