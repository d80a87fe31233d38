import { In } from "typeorm";
import type { Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { ContentTranslation } from "./content-translation.entity";

/** A product's or a product option's name as it was sold (an order line's own English copy). */
export interface SoldName {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
}

/** The key of a name translation: `product:{id}` or `variant:{id}`. */
export type NameKey = `${"product" | "variant"}:${string}`;

/** Translated names in `language` (the request's by default) by key (missing: no translation). One query; none for English. */
export async function nameTranslations(ctx: RequestContext, keys: readonly NameKey[], language: Language = ctx.language): Promise<Map<NameKey, string>> {
  const out = new Map<NameKey, string>();
  if (language === "en" || keys.length === 0) return out;
  const ids = (type: string) => [...new Set(keys.filter((k) => k.startsWith(`${type}:`)).map((k) => k.slice(type.length + 1)))];
  const where = (["product", "variant"] as const)
    .map((subjectType) => ({ subjectType, ids: ids(subjectType) }))
    .filter((w) => w.ids.length)
    .map(({ subjectType, ids }) => ({ subjectType, subjectId: In(ids), field: "name", language }));
  const rows = await ctx.manager.getRepository(ContentTranslation).find({ where, select: { subjectType: true, subjectId: true, value: true } });
  for (const r of rows) out.set(`${r.subjectType as "product" | "variant"}:${r.subjectId}`, r.value);
  return out;
}

/** The keys a sold line's names are translated under (a default variant has no name of its own). */
export function nameKeysOf(line: SoldName): NameKey[] {
  return line.variantName ? [`product:${line.productId}`, `variant:${line.variantId}`] : [`product:${line.productId}`];
}

/** A sold line with its names in the reader's language, given the translations (English where there is none). */
export function withLocalNames<T extends SoldName>(line: T, names: ReadonlyMap<NameKey, string>): T {
  const productName = names.get(`product:${line.productId}`) ?? line.productName;
  const variantName = line.variantName ? (names.get(`variant:${line.variantId}`) ?? line.variantName) : line.variantName;
  return productName === line.productName && variantName === line.variantName ? line : { ...line, productName, variantName };
}

/**
 * The names of products and their options in the request's language (or the one given: an
 * e-mail's or an invoice's reader), for texts that quote a sale (order lines, packs, invoices,
 * receipts): the content translation ("product" / "variant", field name) where one exists, else
 * the English name the line was sold under. One query for any number of lines; none for English.
 */
export async function localizeSoldNames<T extends SoldName>(ctx: RequestContext, lines: readonly T[], language: Language = ctx.language): Promise<T[]> {
  const names = await nameTranslations(ctx, lines.flatMap(nameKeysOf), language);
  return lines.map((l) => withLocalNames(l, names));
}

/** An order's one name from its lines: the product for one line, else each line's product (and option), comma-separated. */
export function orderNameOf(lines: ReadonlyArray<Pick<SoldName, "productName" | "variantName">>): string {
  const names = lines.map((l) => (l.variantName ? `${l.productName} (${l.variantName})` : l.productName));
  return (lines.length === 1 ? lines[0].productName : names.join(", ")).slice(0, 255);
}
