import crypto from "node:crypto";
import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { badField, badInput, conflict, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { checkedTiers, MAX_UNIT_PRICE_CENTS, replaceTiers } from "./catalog-editing.service";
import { ContentTranslation } from "./content-translation.entity";
import { PriceTier } from "./price-tier.entity";
import type { TierPrice } from "./pricing";
import { Product } from "./product.entity";
import { checkedLicensePlan, entitlementsColumn } from "./license-plan";
import { ProductVariant } from "./product-variant.entity";

export const MAX_VARIANT_NAME = 100;
/** A product's options fit on one page and one select. */
export const MAX_VARIANTS_PER_PRODUCT = 50;

export interface VariantEdit {
  /** Left out: a new variant. */
  id?: string | null;
  productId: string;
  name: string;
  /** Left out: the product's price (and its volume tiers). */
  priceCents?: number | null;
  /** Licence products: left out, the product's licence length. */
  licenseDays?: number | null;
  sortOrder: number;
  /** Its own volume tiers; only with its own price (one that takes the product's price takes its tiers too). */
  priceTiers?: readonly TierPrice[] | null;
}

/** A variant on sale as a reader gets it: its name in their language (English where it has none) and its unsold lines. */
export interface VariantView {
  /** A copy whose name may be translated: never saved back. */
  variant: ProductVariant;
  /** Available stock lines of its own pool (0 for a licence product's variant). */
  availableStock: number;
  /** Its volume tiers, lowest minimum first: its own with its own price, else the product's (the default variant's). */
  tiers: TierPrice[];
}

/**
 * A product's variants for the shop and the admin, default first, then by sort order: two
 * statements for any number of products, the variants with the reader's name (content translations,
 * "variant") and each one's available lines, then every volume tier of the products.
 * `english` keeps the names the admin edits.
 */
export async function variantsOf(ctx: RequestContext, productIds: readonly string[], opts: { english?: boolean } = {}): Promise<Map<string, VariantView[]>> {
  const byProduct = new Map<string, VariantView[]>(productIds.map((id) => [id, []]));
  if (!productIds.length) return byProduct;
  const language = opts.english ? "en" : ctx.language;
  const qb = ctx.manager
    .getRepository(ProductVariant)
    .createQueryBuilder("v")
    .addSelect("(SELECT COUNT(*) FROM stock_accounts s WHERE s.variant_id = v.id AND s.status = 'available')", "available")
    .where("v.product_id IN (:...ids) AND v.archived_at IS NULL", { ids: [...productIds] });
  if (language !== "en")
    qb.leftJoin(ContentTranslation, "t", "t.subject_type = 'variant' AND t.subject_id = v.id AND t.field = 'name' AND t.language = :language", {
      language,
    }).addSelect("t.value", "local_name");
  qb.orderBy("v.is_default", "DESC").addOrderBy("v.sort_order", "ASC").addOrderBy("v.name", "ASC");
  const { entities, raw } = await qb.getRawAndEntities<{ available: number | string; local_name?: string | null }>();
  const tiers = await tiersByVariant(ctx, productIds);
  entities.forEach((v, i) => {
    const localName = raw[i]?.local_name;
    const variant = localName ? Object.assign(Object.create(ProductVariant.prototype) as ProductVariant, v, { name: localName }) : v;
    const ownTiers = tiers.get(v.priceCents === null ? v.productId : v.id) ?? [];
    byProduct.get(v.productId)?.push({ variant, availableStock: Number(raw[i]?.available ?? 0), tiers: ownTiers });
  });
  return byProduct;
}

/** Every volume tier of the products by variant id (a product's own under its id, its default variant's), lowest minimum first. */
async function tiersByVariant(ctx: RequestContext, productIds: readonly string[]): Promise<Map<string, TierPrice[]>> {
  const rows = await ctx.manager.getRepository(PriceTier).find({
    where: { productId: In([...productIds]) },
    select: { variantId: true, minQuantity: true, unitPriceCents: true },
    order: { minQuantity: "ASC" },
  });
  const byVariant = new Map<string, TierPrice[]>();
  for (const r of rows) {
    const list = byVariant.get(r.variantId) ?? [];
    list.push({ minQuantity: r.minQuantity, unitPriceCents: r.unitPriceCents });
    byVariant.set(r.variantId, list);
  }
  return byVariant;
}

/** Admin: one product's variants on sale with their English names (as the admin edits them) and stock counts. */
export async function adminVariantsOf(ctx: RequestContext, productId: string): Promise<{ product: Product; variants: VariantView[] }> {
  requireAdmin(ctx);
  const product = productId.length <= 64 ? await ctx.manager.getRepository(Product).findOneBy({ id: productId }) : null;
  if (!product) throw notFound("Product not found.");
  return { product, variants: (await variantsOf(ctx, [product.id], { english: true })).get(product.id) ?? [] };
}

/**
 * Admin: adds or edits a product's variant (not its default one, whose price is the product's own).
 * Lengths and ranges first; an unnamed variant or a second one of the same name is refused.
 */
export async function saveVariant(ctx: RequestContext, input: VariantEdit): Promise<ProductVariant> {
  requireAdmin(ctx);
  if (input.productId.length > 64 || (input.id?.length ?? 0) > 64) throw notFound("Product not found.");
  if (input.name.length > MAX_VARIANT_NAME) throw badField("name", `A variant name has at most ${MAX_VARIANT_NAME} characters.`);
  const name = input.name.trim();
  if (!name) throw badField("name", "A variant needs a name.");
  const price = input.priceCents ?? null;
  if (price !== null && (!Number.isSafeInteger(price) || price <= 0 || price > MAX_UNIT_PRICE_CENTS))
    throw badField("priceCents", "Price per account must be greater than 0.");
  const days = input.licenseDays ?? null;
  if (days !== null && (!Number.isSafeInteger(days) || days < 1 || days > 3650)) throw badField("licenseDays", "License length is 1 to 3650 days.");
  if (!Number.isSafeInteger(input.sortOrder) || Math.abs(input.sortOrder) > 1_000_000) throw badField("sortOrder", "Sort order must be a whole number.");
  const tiers = checkedTiers(input.priceTiers ?? []);
  if (price === null && tiers.length)
    throw badField("priceTiers", "A variant with the product's price takes the product's volume tiers: give it its own price first.");
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(ProductVariant);
    const product = await tx.manager.getRepository(Product).findOne({ where: { id: input.productId }, select: { id: true, productType: true } });
    if (!product) throw notFound("Product not found.");
    if (days !== null && product.productType !== "software") throw badField("licenseDays", "Only a license product's variants have a license length.");
    const siblings = await repo.find({ where: { productId: product.id }, select: { id: true, name: true, isDefault: true, archivedAt: true } });
    const existing = input.id ? siblings.find((v) => v.id === input.id) : null;
    if (input.id && !existing) throw notFound("Variant not found.");
    if (existing?.isDefault) throw badInput("The default variant takes the product's own price: edit the product.");
    if (siblings.some((v) => v.id !== existing?.id && !v.archivedAt && v.name.toLowerCase() === name.toLowerCase()))
      throw conflict("This product already has a variant of this name.", "CONFLICT");
    if (!existing && siblings.filter((v) => !v.archivedAt).length >= MAX_VARIANTS_PER_PRODUCT)
      throw badInput(`A product has at most ${MAX_VARIANTS_PER_PRODUCT} variants.`);
    const id = existing?.id ?? crypto.randomUUID();
    const values = { name, priceCents: price, licenseDays: days, sortOrder: input.sortOrder };
    if (existing) await repo.update({ id }, values);
    else await repo.insert({ id, productId: product.id, ...values, isDefault: false, archivedAt: null });
    await replaceTiers(tx, product.id, id, tiers);
    await recordAudit(tx, {
      action: existing ? "variant.update" : "variant.create",
      entityType: "product",
      entityId: product.id,
      details: { variantId: id, ...values, priceTiers: tiers },
    });
    return repo.findOneByOrFail({ id });
  });
}

/** Admin: takes a variant out of the shop; its orders keep its name. The default variant stays (archive the product instead). */
export async function archiveVariant(ctx: RequestContext, id: string): Promise<boolean> {
  requireAdmin(ctx);
  if (id.length > 64) throw notFound("Variant not found.");
  return ctx.transaction(async (tx) => {
    const variant = await tx.manager.getRepository(ProductVariant).findOneBy({ id });
    if (!variant || variant.archivedAt) throw notFound("Variant not found.");
    if (variant.isDefault) throw badInput("The default variant cannot be removed: archive the product instead.");
    await tx.manager.getRepository(ProductVariant).update({ id }, { archivedAt: tx.clock.now() });
    await recordAudit(tx, { action: "variant.archive", entityType: "product", entityId: variant.productId, details: { variantId: id, name: variant.name } });
    return true;
  });
}

/**
 * Admin: sets the licence plan of a licence product's variant: seats, heartbeat, grace period,
 * entitlements, lifetime. The default variant's id is the product's, so a product without options
 * has its plan set here too. Licences already sold keep the plan they were issued with.
 */
export async function setVariantLicensePlan(ctx: RequestContext, variantId: string, input: Parameters<typeof checkedLicensePlan>[0]): Promise<ProductVariant> {
  requireAdmin(ctx);
  if (variantId.length > 64) throw notFound("Variant not found.");
  const plan = checkedLicensePlan(input);
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(ProductVariant);
    const variant = await repo.findOneBy({ id: variantId });
    if (!variant || variant.archivedAt) throw notFound("Variant not found.");
    const product = await tx.manager.getRepository(Product).findOne({ where: { id: variant.productId }, select: { id: true, productType: true } });
    if (product?.productType !== "software") throw badInput("Only a license product's variants have a license plan.");
    const values = { ...plan, entitlements: entitlementsColumn(plan.entitlements) };
    await repo.update({ id: variantId }, values);
    await recordAudit(tx, { action: "variant.license_plan", entityType: "product", entityId: variant.productId, details: { variantId, ...plan } });
    return repo.findOneByOrFail({ id: variantId });
  });
}
