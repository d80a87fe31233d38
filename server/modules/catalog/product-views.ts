import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { containsPattern } from "../../db/like-pattern";
import { Category } from "./category.entity";
import { fromUnitPrice, type TierPrice } from "./pricing";
import { Product } from "./product.entity";
import { variantsOf, type VariantView } from "./variants.service";

/** A product with what its card shows: category name, volume tiers, "from" price (over every variant) and stock count. */
export interface ProductView {
  product: Product;
  categoryName: string | null;
  tiers: TierPrice[];
  fromPriceCents: number;
  /** Null for a licence product. */
  availableStock: number | null;
  /** Its variants on sale (names in the reader's language, each pool's count), read with the view. */
  variants: VariantView[];
}

export type StorefrontSort = "featured" | "price_asc" | "price_desc" | "name";
export const STOREFRONT_SORTS: readonly StorefrontSort[] = ["featured", "price_asc", "price_desc", "name"];
export const MAX_SEARCH_LENGTH = 100;

/**
 * Three statements whatever the number of products: the products with their category names, their
 * variants with each pool's available stock, and all their volume tiers.
 */
export async function storefrontProducts(
  ctx: RequestContext,
  opts: { search?: string | null; categoryId?: string | null; sort?: StorefrontSort },
): Promise<ProductView[]> {
  const qb = ctx.manager
    .getRepository(Product)
    .createQueryBuilder("p")
    .leftJoin(Category, "c", "c.id = p.category_id")
    .addSelect("c.name", "category_name")
    .where("p.visibility = 'listed' AND p.archived_at IS NULL");
  const term = opts.search?.trim();
  if (term) qb.andWhere("LOWER(p.name) LIKE LOWER(:q) ESCAPE '!'", { q: containsPattern(term) });
  if (opts.categoryId) qb.andWhere("p.category_id = :categoryId", { categoryId: opts.categoryId });
  qb.orderBy("p.sort_order", "ASC").addOrderBy("p.name", "ASC");
  const { entities, raw } = await qb.getRawAndEntities<{ category_name: string | null }>();
  const names = new Map(entities.map((p, i) => [p.id, raw[i]?.category_name ?? null]));
  const views = await withTiersAndStock(ctx, entities, (p) => names.get(p.id) ?? null);
  return sortViews(views, opts.sort ?? "featured");
}

/** Product views for products already loaded (admin lists, one product page). */
export async function productViews(ctx: RequestContext, products: Product[]): Promise<ProductView[]> {
  const categoryIds = [...new Set(products.map((p) => p.categoryId).filter((id): id is string => id !== null))];
  const categories = categoryIds.length ? await ctx.manager.getRepository(Category).findBy({ id: In(categoryIds) }) : [];
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return withTiersAndStock(ctx, products, (p) => (p.categoryId ? (names.get(p.categoryId) ?? null) : null));
}

export async function productView(ctx: RequestContext, product: Product): Promise<ProductView> {
  return (await productViews(ctx, [product]))[0];
}

async function withTiersAndStock(ctx: RequestContext, products: Product[], categoryName: (p: Product) => string | null): Promise<ProductView[]> {
  if (products.length === 0) return [];
  // The variants on sale with each pool's count and every volume tier, in two statements: a product's stock is its
  // variants' pools, its tiers its default variant's, its "from" price the lowest any variant reaches, and the
  // GraphQL `variants` field reads them from here.
  const variants = await variantsOf(
    ctx,
    products.map((p) => p.id),
  );
  return products.map((product) => {
    const own = variants.get(product.id) ?? [];
    const tiers = own.find((v) => v.variant.isDefault)?.tiers ?? [];
    return {
      product,
      categoryName: categoryName(product),
      tiers,
      fromPriceCents: Math.min(
        fromUnitPrice(product.pricePerAccountCents, tiers),
        ...own.map((v) => fromUnitPrice(v.variant.priceCents ?? product.pricePerAccountCents, v.tiers)),
      ),
      availableStock: product.productType === "account" ? own.reduce((n, v) => n + v.availableStock, 0) : null,
      variants: own,
    };
  });
}

function sortViews(views: ProductView[], sort: StorefrontSort): ProductView[] {
  const byName = (a: ProductView, b: ProductView) => a.product.name.localeCompare(b.product.name);
  switch (sort) {
    case "price_asc":
      return [...views].sort((a, b) => a.fromPriceCents - b.fromPriceCents || byName(a, b));
    case "price_desc":
      return [...views].sort((a, b) => b.fromPriceCents - a.fromPriceCents || byName(a, b));
    case "name":
      return [...views].sort(byName);
    case "featured":
      return views;
  }
}
