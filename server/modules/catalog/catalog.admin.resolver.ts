import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../context";
import type { GqlContext } from "../../graphql/gql-context";
import { getSessionLifetimes, updateSessionLifetimes } from "../auth";
import { ProductType, SiteSettingsType } from "./catalog.types";
import type { SiteSettings } from "./site-settings.entity";
import { getProduct, getSiteSettings, SESSION_TIMEOUT_CHOICES, updateProduct, updateSecuritySettings, updateSiteSettings } from "./catalog.service";
import { updateBrandSettings } from "./brand-settings";
import { AdminSettingsType, BrandSettingsInput, ProductInput, SecuritySettingsInput, SecuritySettingsType, SiteSettingsInput } from "./catalog.admin.types";
import { productView } from "./product-views";

async function securityOf(ctx: RequestContext, s: SiteSettings): Promise<SecuritySettingsType> {
  const lifetimes = await getSessionLifetimes(ctx);
  return Object.assign(new SecuritySettingsType(), {
    sessionTimeoutMinutes: s.sessionTimeoutMinutes,
    sessionTimeoutChoices: SESSION_TIMEOUT_CHOICES,
    lowStockThreshold: s.lowStockThreshold,
    customerSessionLifetimeHours: lifetimes.customerHours,
    adminSessionLifetimeHours: lifetimes.adminHours,
  });
}

@Resolver()
export class AdminSettingsResolver {
  @Authorized("ADMIN")
  @Query(() => AdminSettingsType, { description: "Admin: the product, site and security settings." })
  async adminSettings(@Ctx() { ctx }: GqlContext): Promise<AdminSettingsType> {
    const [product, site] = [await getProduct(ctx), await getSiteSettings(ctx)];
    return { product: ProductType.from(await productView(ctx, product)), site: SiteSettingsType.from(site), security: await securityOf(ctx, site) };
  }

  @Authorized("ADMIN")
  @Mutation(() => ProductType, {
    description:
      "Admin: edits the account product. Messages: 'Price per account must be greater than 0.', 'Min quantity must be > 0.', " +
      "'Max quantity must be >= Min quantity, or leave blank for no limit.'",
  })
  async updateProduct(@Arg("input", () => ProductInput) input: ProductInput, @Ctx() { ctx }: GqlContext): Promise<ProductType> {
    return ProductType.from(await productView(ctx, await updateProduct(ctx, input)));
  }

  @Authorized("ADMIN")
  @Mutation(() => SiteSettingsType, { description: "Admin: edits the brand (images, accent colour, tools link); the colour must read at AA with white text." })
  async updateBrandSettings(@Arg("input", () => BrandSettingsInput) input: BrandSettingsInput, @Ctx() { ctx }: GqlContext): Promise<SiteSettingsType> {
    return SiteSettingsType.from(await updateBrandSettings(ctx, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => SiteSettingsType, { description: "Admin: edits the site settings; links must be http(s) or blank." })
  async updateSiteSettings(@Arg("input", () => SiteSettingsInput) input: SiteSettingsInput, @Ctx() { ctx }: GqlContext): Promise<SiteSettingsType> {
    return SiteSettingsType.from(await updateSiteSettings(ctx, input));
  }

  @Authorized("ADMIN")
  @Mutation(() => SecuritySettingsType, {
    description: "Admin: the session timeout (15, 30, 60 or 120 minutes of inactivity), the absolute session lifetimes and the low-stock threshold.",
  })
  async updateSecuritySettings(
    @Arg("input", () => SecuritySettingsInput) input: SecuritySettingsInput,
    @Ctx() { ctx, services }: GqlContext,
  ): Promise<SecuritySettingsType> {
    const settings = await ctx.transaction(async (tx) => {
      if (input.customerSessionLifetimeHours != null || input.adminSessionLifetimeHours != null) {
        const current = await getSessionLifetimes(tx);
        await updateSessionLifetimes(tx, {
          customerHours: input.customerSessionLifetimeHours ?? current.customerHours,
          adminHours: input.adminSessionLifetimeHours ?? current.adminHours,
        });
      }
      return updateSecuritySettings(tx, input);
    });
    services.sessions.forgetPolicy();
    return securityOf(ctx, settings);
  }
}
