import { Ctx, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { getProduct, getSiteSettings } from "./catalog.service";
import { SOFTWARE_PRODUCT_ID } from "./product.entity";
import { ProductType, SiteSettingsType } from "./catalog.types";

@Resolver()
export class CatalogResolver {
  @Query(() => SiteSettingsType)
  async siteSettings(@Ctx() { ctx }: GqlContext): Promise<SiteSettingsType> {
    return SiteSettingsType.from(await getSiteSettings(ctx));
  }

  @Query(() => ProductType, { description: "The account product sold on the home page." })
  async product(@Ctx() { ctx }: GqlContext): Promise<ProductType> {
    return ProductType.from(await getProduct(ctx));
  }

  @Query(() => ProductType, { description: "The 30-day software licence product." })
  async softwareProduct(@Ctx() { ctx }: GqlContext): Promise<ProductType> {
    return ProductType.from(await getProduct(ctx, SOFTWARE_PRODUCT_ID));
  }
}
