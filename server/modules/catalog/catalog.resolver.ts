import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import { badInput } from "../../errors";
import type { GqlContext } from "../../graphql/gql-context";
import {
  createCategory,
  createProduct,
  deleteCategory,
  deleteProduct,
  editProduct,
  listAllProducts,
  reorderCategories,
  updateCategory,
} from "./catalog-editing.service";
import { findProductBySlug, getProduct, getSiteSettings, listCategories } from "./catalog.service";
import { CatalogProductInput, CategoryInput, CategoryType, ProductRemovalType, ProductType, SiteSettingsType } from "./catalog.types";
import { MAX_SEARCH_LENGTH, productView, productViews, STOREFRONT_SORTS, storefrontProducts, type StorefrontSort } from "./product-views";
import { SOFTWARE_PRODUCT_ID, type Product } from "./product.entity";
import { localizeCategories, localizeProductViews, localizeSiteSettings } from "./content-translations";
import type { RequestContext } from "../../context";

/** A product for the shop's pages, in the request's language (English per missing field). */
async function localizedView(ctx: RequestContext, product: Product) {
  return (await localizeProductViews(ctx, [await productView(ctx, product)]))[0];
}

@Resolver()
export class CatalogResolver {
  @Query(() => SiteSettingsType)
  async siteSettings(@Ctx() { ctx }: GqlContext): Promise<SiteSettingsType> {
    return SiteSettingsType.from(await localizeSiteSettings(ctx, await getSiteSettings(ctx)));
  }

  @Query(() => ProductType, { description: "The product at /products/{slug}; without a slug, the seed's account product sold on the one-product home page." })
  async product(@Arg("slug", () => String, { nullable: true }) slug: string | null, @Ctx() { ctx }: GqlContext): Promise<ProductType> {
    return ProductType.from(await localizedView(ctx, slug ? await findProductBySlug(ctx, slug) : await getProduct(ctx)));
  }

  @Query(() => ProductType, { description: "The 30-day software licence product." })
  async softwareProduct(@Ctx() { ctx }: GqlContext): Promise<ProductType> {
    return ProductType.from(await localizedView(ctx, await getProduct(ctx, SOFTWARE_PRODUCT_ID)));
  }

  @Query(() => [ProductType], {
    description:
      "The storefront: listed products with price, 'from' price, tiers and stock. search matches part of the name; sort is featured, price_asc, price_desc or name.",
  })
  async products(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("categoryId", () => ID, { nullable: true }) categoryId: string | null,
    @Arg("sort", () => String, { defaultValue: "featured" }) sort: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ProductType[]> {
    if ((search?.length ?? 0) > MAX_SEARCH_LENGTH || (categoryId?.length ?? 0) > 36) throw badInput(`Search at most ${MAX_SEARCH_LENGTH} characters.`);
    if (!STOREFRONT_SORTS.includes(sort as StorefrontSort)) throw badInput(`Sort is one of ${STOREFRONT_SORTS.join(", ")}.`);
    return (await localizeProductViews(ctx, await storefrontProducts(ctx, { search, categoryId, sort: sort as StorefrontSort }))).map(ProductType.from);
  }

  @Query(() => [CategoryType], { description: "The categories, named in the reader's language (English where a name has no translation)." })
  async categories(@Ctx() { ctx }: GqlContext): Promise<CategoryType[]> {
    return (await localizeCategories(ctx, await listCategories(ctx))).map(CategoryType.from);
  }

  @Authorized("ADMIN")
  @Query(() => [CategoryType], { description: "Admin: the categories with their English names, as the admin edits them." })
  async adminCategories(@Ctx() { ctx }: GqlContext): Promise<CategoryType[]> {
    return (await listCategories(ctx)).map(CategoryType.from);
  }

  @Authorized("ADMIN")
  @Query(() => [ProductType], { description: "Admin: every product, drafts, hidden and archived ones included." })
  async adminProducts(@Ctx() { ctx }: GqlContext): Promise<ProductType[]> {
    return (await productViews(ctx, await listAllProducts(ctx))).map(ProductType.from);
  }

  @Authorized("ADMIN")
  @Mutation(() => ProductType, { description: "Admin: adds a product (audited)." })
  async createProduct(@Arg("input", () => CatalogProductInput) input: CatalogProductInput, @Ctx() { ctx }: GqlContext): Promise<ProductType> {
    return ProductType.from(await productView(ctx, await createProduct(ctx, input)));
  }

  @Authorized("ADMIN")
  @Mutation(() => ProductType, { description: "Admin: edits a product and replaces its volume tiers (audited)." })
  async editProduct(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CatalogProductInput) input: CatalogProductInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ProductType> {
    return ProductType.from(await productView(ctx, await editProduct(ctx, id, input)));
  }

  @Authorized("ADMIN")
  @Mutation(() => ProductRemovalType, { description: "Admin: deletes a product, or archives it when it has orders (audited)." })
  async deleteProduct(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<ProductRemovalType> {
    return Object.assign(new ProductRemovalType(), await deleteProduct(ctx, id));
  }

  @Authorized("ADMIN")
  @Mutation(() => CategoryType, { description: "Admin: adds a category (audited)." })
  async createCategory(@Arg("input", () => CategoryInput) input: CategoryInput, @Ctx() { ctx }: GqlContext): Promise<CategoryType> {
    return CategoryType.from(await createCategory(ctx, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => CategoryType, { description: "Admin: renames or reorders a category (audited)." })
  async updateCategory(
    @Arg("id", () => ID) id: string,
    @Arg("input", () => CategoryInput) input: CategoryInput,
    @Ctx() { ctx }: GqlContext,
  ): Promise<CategoryType> {
    return CategoryType.from(await updateCategory(ctx, id, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => [CategoryType], {
    description: "Admin: puts the categories in this order (every category's id once, first to last) in one step (audited); returns them in the new order.",
  })
  async reorderCategories(@Arg("ids", () => [ID]) ids: string[], @Ctx() { ctx }: GqlContext): Promise<CategoryType[]> {
    return (await reorderCategories(ctx, ids)).map(CategoryType.from);
  }

  @Authorized("ADMIN")
  @Mutation(() => Boolean, {
    description:
      "Admin: deletes a category (audited). One that still has products is refused (CATEGORY_HAS_PRODUCTS) unless moveProductsTo names another category for them or leaveProductsWithoutCategory is true.",
  })
  async deleteCategory(
    @Arg("id", () => ID) id: string,
    @Arg("moveProductsTo", () => ID, { nullable: true, description: "The category its products move to." }) moveProductsTo: string | null,
    @Arg("leaveProductsWithoutCategory", () => Boolean, { defaultValue: false, description: "Its products stay, without a category." })
    leaveProductsWithoutCategory: boolean,
    @Ctx() { ctx }: GqlContext,
  ): Promise<boolean> {
    return deleteCategory(ctx, id, { moveProductsTo, leaveProductsWithoutCategory });
  }
}
