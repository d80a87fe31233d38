import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { getProduct, getSiteSettings } from "../catalog/catalog.service";
import { ProductType, SiteSettingsType } from "../catalog/catalog.types";
import type { SiteSettings } from "../catalog/site-settings.entity";
import { SESSION_TIMEOUT_CHOICES, updateProduct, updateSecuritySettings, updateSiteSettings } from "./admin-settings.service";
import { AdminSettingsType, ProductInput, SecuritySettingsInput, SecuritySettingsType, SiteSettingsInput } from "./admin-settings.types";

function securityOf(s: SiteSettings): SecuritySettingsType {
  return Object.assign(new SecuritySettingsType(), {
    sessionTimeoutMinutes: s.sessionTimeoutMinutes,
    sessionTimeoutChoices: SESSION_TIMEOUT_CHOICES,
    lowStockThreshold: s.lowStockThreshold,
  });
}

@Resolver()
export class AdminSettingsResolver {
  @Authorized("ADMIN")
  @Query(() => AdminSettingsType, { description: "Admin: the product, site and security settings." })
  async adminSettings(@Ctx() { ctx }: GqlContext): Promise<AdminSettingsType> {
    const [product, site] = [await getProduct(ctx), await getSiteSettings(ctx)];
    return { product: ProductType.from(product), site: SiteSettingsType.from(site), security: securityOf(site) };
  }

  @Authorized("ADMIN")
  @Mutation(() => ProductType, {
    description:
      "Admin: edits the account product. Messages: 'Price per account must be greater than 0.', 'Min quantity must be > 0.', " +
      "'Max quantity must be >= Min quantity, or leave blank for no limit.'",
  })
  async updateProduct(@Arg("input", () => ProductInput) input: ProductInput, @Ctx() { ctx }: GqlContext): Promise<ProductType> {
    return ProductType.from(await updateProduct(ctx, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => SiteSettingsType, { description: "Admin: edits the site settings; links must be http(s) or blank." })
  async updateSiteSettings(@Arg("input", () => SiteSettingsInput) input: SiteSettingsInput, @Ctx() { ctx }: GqlContext): Promise<SiteSettingsType> {
    return SiteSettingsType.from(await updateSiteSettings(ctx, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => SecuritySettingsType, { description: "Admin: the session timeout (15, 30, 60 or 120 minutes of inactivity) and the low-stock threshold." })
  async updateSecuritySettings(
    @Arg("input", () => SecuritySettingsInput) input: SecuritySettingsInput,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<SecuritySettingsType> {
    const settings = await updateSecuritySettings(ctx, input);
    services.sessions.forgetIdleTimeout();
    return securityOf(settings);
  }
}
