import { In } from "typeorm";
import { ContentTranslation } from "./content-translation.entity";
import crypto from "node:crypto";
import type { RequestContext } from "../../context";
import { badField, badInput, conflict, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { Order } from "../orders";
import { StockAccount } from "../stock";
import { Category } from "./category.entity";
import { PriceTier } from "./price-tier.entity";
import type { TierPrice } from "./pricing";
import { defaultVariantOf, ProductVariant } from "./product-variant.entity";
import { Product, PRODUCT_VISIBILITIES, type ProductType, type ProductVisibility } from "./product.entity";
import { requireAdmin } from "../auth";

/*
 * The catalogue's editing rules (products and categories: list, create, edit, delete, reorder).
 * Kept beside catalog.service.ts rather than in it: every domain reads the catalogue through
 * catalog.service.ts, while these rules read orders and stock, so one file would close an import
 * cycle (catalog -> orders -> ... -> catalog) that leaves a half-loaded module behind.
 */
const MAX_NAME = 255;
const MAX_SLUG = 96;
const MAX_DESCRIPTION = 20_000;
const MAX_CATEGORY_NAME = 100;
const MAX_TIERS = 20;
/** $10,000,000 per unit: far above any real price, far below where cents stop being exact. */
export const MAX_UNIT_PRICE_CENTS = 1_000_000_000;
const MAX_QUANTITY = 1_000_000_000;

export interface CatalogProductEdit {
  name: string;
  slug: string;
  description?: string | null;
  categoryId?: string | null;
  deliveryKind: string;
  licenseDays: number;
  pricePerAccountCents: number;
  priceTiers: Array<{ minQuantity: number; unitPriceCents: number }>;
  minPurchaseQuantity: number;
  maxPurchaseQuantity?: number | null;
  visibility: string;
  sortOrder: number;
  lowStockThreshold?: number | null;
}

const isCount = (n: number, max = MAX_QUANTITY) => Number.isSafeInteger(n) && n >= 0 && n <= max;

/** A product's or a variant's volume tiers checked (count first), lowest minimum first. */
export function checkedTiers(tiers: readonly TierPrice[]): TierPrice[] {
  if (tiers.length > MAX_TIERS) throw badInput(`At most ${MAX_TIERS} volume tiers.`);
  const seen = new Set<number>();
  for (const tier of tiers) {
    if (!isCount(tier.minQuantity) || tier.minQuantity < 2) throw badField("priceTiers", "A volume tier starts at 2 units or more.");
    if (!isCount(tier.unitPriceCents, MAX_UNIT_PRICE_CENTS) || tier.unitPriceCents <= 0)
      throw badField("priceTiers", "A volume tier's unit price must be greater than 0.");
    if (seen.has(tier.minQuantity)) throw badField("priceTiers", "Two volume tiers start at the same quantity.");
    seen.add(tier.minQuantity);
  }
  return [...tiers].sort((a, b) => a.minQuantity - b.minQuantity);
}

/** Every field checked, lengths first; returns the columns to write and the tiers. */
function checkedProduct(input: CatalogProductEdit) {
  if (
    input.name.length > MAX_NAME ||
    input.slug.length > MAX_SLUG ||
    (input.description?.length ?? 0) > MAX_DESCRIPTION ||
    (input.categoryId?.length ?? 0) > 36
  ) {
    throw badInput(`Name at most ${MAX_NAME}, slug at most ${MAX_SLUG}, description at most ${MAX_DESCRIPTION} characters.`);
  }
  if (input.priceTiers.length > MAX_TIERS) throw badInput(`At most ${MAX_TIERS} volume tiers.`);
  const name = input.name.trim();
  if (!name) throw badField("name", "Product name cannot be empty.");
  const slug = input.slug.trim();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) throw badField("slug", "The URL slug may use lower-case letters, digits and single hyphens.");
  const productType: ProductType | null = input.deliveryKind === "STOCK" ? "account" : input.deliveryKind === "LICENSE" ? "software" : null;
  if (!productType) throw badInput("The delivery kind is STOCK or LICENSE.");
  if (!PRODUCT_VISIBILITIES.includes(input.visibility as ProductVisibility)) throw badInput("Visibility is draft, listed or hidden.");
  if (!isCount(input.pricePerAccountCents, MAX_UNIT_PRICE_CENTS) || input.pricePerAccountCents <= 0)
    throw badField("pricePerAccountCents", "Price per account must be greater than 0.");
  if (!isCount(input.minPurchaseQuantity) || input.minPurchaseQuantity <= 0) throw badField("minPurchaseQuantity", "Min quantity must be > 0.");
  const max = input.maxPurchaseQuantity ? input.maxPurchaseQuantity : null;
  if (max !== null && (!isCount(max) || max < input.minPurchaseQuantity))
    throw badField("maxPurchaseQuantity", "Max quantity must be >= Min quantity, or leave blank for no limit.");
  if (!Number.isSafeInteger(input.licenseDays) || input.licenseDays < 1 || input.licenseDays > 3650)
    throw badField("licenseDays", "License length is 1 to 3650 days.");
  if (!Number.isSafeInteger(input.sortOrder) || Math.abs(input.sortOrder) > 1_000_000) throw badField("sortOrder", "Sort order must be a whole number.");
  const threshold = input.lowStockThreshold ?? null;
  if (threshold !== null && !isCount(threshold)) throw badField("lowStockThreshold", "The low-stock threshold must be 0 or more.");
  return {
    values: {
      name,
      slug,
      description: input.description?.trim() || null,
      categoryId: input.categoryId || null,
      productType,
      licenseDays: input.licenseDays,
      pricePerAccountCents: input.pricePerAccountCents,
      minPurchaseQuantity: productType === "software" ? 1 : input.minPurchaseQuantity,
      maxPurchaseQuantity: productType === "software" ? 1 : max,
      visibility: input.visibility as ProductVisibility,
      sortOrder: input.sortOrder,
      lowStockThreshold: threshold,
    },
    tiers: checkedTiers(input.priceTiers),
  };
}

async function assertCategoryExists(tx: RequestContext, categoryId: string | null): Promise<void> {
  if (categoryId && !(await tx.manager.getRepository(Category).existsBy({ id: categoryId }))) throw badInput("Unknown category.");
}

async function assertSlugFree(tx: RequestContext, slug: string, exceptId?: string): Promise<void> {
  const other = await tx.manager.getRepository(Product).findOne({ where: { slug }, select: { id: true } });
  if (other && other.id !== exceptId) throw conflict("Another product already uses this URL slug.", "SLUG_TAKEN");
}

/** Replaces one variant's volume tiers (a product's own are its default variant's, whose id is the product's). */
export async function replaceTiers(tx: RequestContext, productId: string, variantId: string, tiers: readonly TierPrice[]): Promise<void> {
  await tx.manager.getRepository(PriceTier).delete({ variantId });
  if (tiers.length) await tx.manager.getRepository(PriceTier).insert(tiers.map((t) => ({ productId, variantId, ...t })));
}

export async function listAllProducts(ctx: RequestContext): Promise<Product[]> {
  requireAdmin(ctx);
  return ctx.manager.getRepository(Product).find({ order: { sortOrder: "ASC", name: "ASC" } });
}

export async function createProduct(ctx: RequestContext, input: CatalogProductEdit): Promise<Product> {
  requireAdmin(ctx);
  const { values, tiers } = checkedProduct(input);
  return ctx.transaction(async (tx) => {
    await assertCategoryExists(tx, values.categoryId);
    await assertSlugFree(tx, values.slug);
    const id = crypto.randomUUID();
    await tx.manager.getRepository(Product).insert({ id, ...values, image: null, archivedAt: null });
    await tx.manager.getRepository(ProductVariant).insert(defaultVariantOf(id));
    await replaceTiers(tx, id, id, tiers);
    await recordAudit(tx, { action: "product.create", entityType: "product", entityId: id, details: { ...values, description: undefined, tiers } });
    return tx.manager.getRepository(Product).findOneByOrFail({ id });
  });
}

export async function editProduct(ctx: RequestContext, id: string, input: CatalogProductEdit): Promise<Product> {
  requireAdmin(ctx);
  const { values, tiers } = checkedProduct(input);
  return ctx.transaction(async (tx) => {
    const before = await tx.manager.getRepository(Product).findOneBy({ id });
    if (!before) throw notFound("Product not found.");
    if (before.productType !== values.productType && (await tx.manager.getRepository(Order).existsBy({ productId: id }))) {
      throw conflict("A product with orders keeps its delivery kind.", "DELIVERY_KIND_FIXED");
    }
    await assertCategoryExists(tx, values.categoryId);
    await assertSlugFree(tx, values.slug, id);
    await tx.manager.getRepository(Product).update({ id }, values);
    await replaceTiers(tx, id, id, tiers);
    await recordAudit(tx, {
      action: "product.update",
      entityType: "product",
      entityId: id,
      details: {
        before: { name: before.name, slug: before.slug, pricePerAccountCents: before.pricePerAccountCents, visibility: before.visibility },
        after: { ...values, description: undefined, tiers },
      },
    });
    return tx.manager.getRepository(Product).findOneByOrFail({ id });
  });
}

/** Deletes a product nobody bought (with its tiers and unsold stock); one with orders is archived so its orders keep their name and price. */
export async function deleteProduct(ctx: RequestContext, id: string): Promise<{ deleted: boolean; archived: boolean }> {
  requireAdmin(ctx);
  return ctx.transaction(async (tx) => {
    const product = await tx.manager.getRepository(Product).findOneBy({ id });
    if (!product) throw notFound("Product not found.");
    if (await tx.manager.getRepository(Order).existsBy({ productId: id })) {
      await tx.manager.getRepository(Product).update({ id }, { archivedAt: tx.clock.now() });
      await recordAudit(tx, { action: "product.archive", entityType: "product", entityId: id, details: { name: product.name } });
      return { deleted: false, archived: true };
    }
    await tx.manager.getRepository(PriceTier).delete({ productId: id });
    const variantIds = (await tx.manager.getRepository(ProductVariant).find({ where: { productId: id }, select: { id: true } })).map((v) => v.id);
    await tx.manager.getRepository(ContentTranslation).delete({ subjectType: "variant", subjectId: In(variantIds) });
    await tx.manager.getRepository(ProductVariant).delete({ productId: id });
    await tx.manager.getRepository(StockAccount).delete({ productId: id, status: "available" });
    await tx.manager.getRepository(ContentTranslation).delete({ subjectType: "product", subjectId: id });
    await tx.manager.getRepository(Product).delete({ id });
    await recordAudit(tx, { action: "product.delete", entityType: "product", entityId: id, details: { name: product.name } });
    return { deleted: true, archived: false };
  });
}

function checkedCategory(input: { name: string; sortOrder: number }) {
  if (input.name.length > MAX_CATEGORY_NAME) throw badInput(`A category name has at most ${MAX_CATEGORY_NAME} characters.`);
  const name = input.name.trim();
  if (!name) throw badField("name", "Category name cannot be empty.");
  if (!Number.isSafeInteger(input.sortOrder) || Math.abs(input.sortOrder) > 1_000_000) throw badInput("Sort order must be a whole number.");
  return { name, sortOrder: input.sortOrder };
}

async function assertCategoryNameFree(tx: RequestContext, name: string, exceptId?: string): Promise<void> {
  const other = await tx.manager.getRepository(Category).findOneBy({ name });
  if (other && other.id !== exceptId) throw conflict("A category with this name already exists.", "CATEGORY_EXISTS");
}

export async function createCategory(ctx: RequestContext, input: { name: string; sortOrder: number }): Promise<Category> {
  requireAdmin(ctx);
  const values = checkedCategory(input);
  return ctx.transaction(async (tx) => {
    await assertCategoryNameFree(tx, values.name);
    const id = crypto.randomUUID();
    await tx.manager.getRepository(Category).insert({ id, ...values });
    await recordAudit(tx, { action: "category.create", entityType: "category", entityId: id, details: values });
    return tx.manager.getRepository(Category).findOneByOrFail({ id });
  });
}

export async function updateCategory(ctx: RequestContext, id: string, input: { name: string; sortOrder: number }): Promise<Category> {
  requireAdmin(ctx);
  const values = checkedCategory(input);
  return ctx.transaction(async (tx) => {
    if (!(await tx.manager.getRepository(Category).existsBy({ id }))) throw notFound("Category not found.");
    await assertCategoryNameFree(tx, values.name, id);
    await tx.manager.getRepository(Category).update({ id }, values);
    await recordAudit(tx, { action: "category.update", entityType: "category", entityId: id, details: values });
    return tx.manager.getRepository(Category).findOneByOrFail({ id });
  });
}

/** The most categories one reorder takes (the admin page lists them all). */
export const MAX_REORDERED_CATEGORIES = 500;

/**
 * Puts every category in the given order (sort order 0, 1, 2…) in one transaction, so the
 * storefront never sees two categories swapped halfway. The list must name each category once.
 */
export async function reorderCategories(ctx: RequestContext, ids: string[]): Promise<Category[]> {
  requireAdmin(ctx);
  if (ids.length > MAX_REORDERED_CATEGORIES || ids.some((id) => id.length > 36)) throw badInput("Too many categories to reorder.");
  if (new Set(ids).size !== ids.length) throw badInput("Each category can appear only once in the new order.");
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(Category);
    const existing = await repo.find({ select: { id: true } });
    const known = new Set(existing.map((c) => c.id));
    if (ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw badInput("The new order must list every category exactly once; reload the page and try again.");
    for (const [sortOrder, id] of ids.entries()) await repo.update({ id }, { sortOrder });
    await recordAudit(tx, { action: "category.reorder", entityType: "category", entityId: null, details: { order: ids } });
    return repo.find({ order: { sortOrder: "ASC", name: "ASC" } });
  });
}

/** Where a deleted category's products go: another category, or explicitly none. */
export interface CategoryRemoval {
  moveProductsTo?: string | null;
  leaveProductsWithoutCategory?: boolean;
}

/**
 * Deletes a category (audited, with its translated names). A category that still has products
 * is deleted only when the admin said where they go (another category, or explicitly no
 * category), so no product silently loses its place on the storefront.
 */
export async function deleteCategory(ctx: RequestContext, id: string, removal: CategoryRemoval = {}): Promise<boolean> {
  requireAdmin(ctx);
  const target = removal.moveProductsTo || null;
  if (target && removal.leaveProductsWithoutCategory) throw badInput("Choose either a category to move the products to or no category, not both.");
  if (target === id) throw badInput("Choose another category to move the products to.");
  return ctx.transaction(async (tx) => {
    const category = await tx.manager.getRepository(Category).findOneBy({ id });
    if (!category) throw notFound("Category not found.");
    const products = tx.manager.getRepository(Product);
    const count = await products.countBy({ categoryId: id });
    if (count > 0 && !target && !removal.leaveProductsWithoutCategory) {
      throw conflict("This category still has products: choose a category to move them to, or leave them without a category.", "CATEGORY_HAS_PRODUCTS");
    }
    if (target && !(await tx.manager.getRepository(Category).existsBy({ id: target }))) throw badInput("Unknown category.");
    if (count > 0) await products.update({ categoryId: id }, { categoryId: target });
    await tx.manager.getRepository(ContentTranslation).delete({ subjectType: "category", subjectId: id });
    await tx.manager.getRepository(Category).delete({ id });
    await recordAudit(tx, {
      action: "category.delete",
      entityType: "category",
      entityId: id,
      details: { name: category.name, products: count, movedTo: count > 0 ? target : null },
    });
    return true;
  });
}
