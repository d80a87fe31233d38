import { Field, ID, Int, ObjectType } from "type-graphql";
import type { Product } from "./product.entity";
import type { SiteSettings } from "./site-settings.entity";

@ObjectType("SiteSettings", { description: "Public site settings (no secrets)." })
export class SiteSettingsType {
  @Field(() => ID) id: string;
  @Field(() => String) siteName: string;
  @Field(() => String) siteTagline: string;
  @Field(() => String, { nullable: true }) siteDescription: string | null;
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field(() => String, { nullable: true }) faviconUrl: string | null;
  @Field(() => String, { nullable: true }) contactTelegramUrl: string | null;
  @Field(() => String, { nullable: true }) contactWhatsappUrl: string | null;
  @Field(() => Int) totalAccountsSoldLifetime: number;
  @Field(() => Int) totalRevenueDisplayCents: number;
  @Field(() => Int) sessionTimeoutMinutes: number;

  static from(s: SiteSettings): SiteSettingsType {
    return Object.assign(new SiteSettingsType(), {
      id: s.id,
      siteName: s.siteName,
      siteTagline: s.siteTagline,
      siteDescription: s.siteDescription,
      logoUrl: s.logoUrl,
      faviconUrl: s.faviconUrl,
      contactTelegramUrl: s.contactTelegramUrl,
      contactWhatsappUrl: s.contactWhatsappUrl,
      totalAccountsSoldLifetime: s.totalAccountsSoldLifetime,
      totalRevenueDisplayCents: s.totalRevenueDisplayCents,
      sessionTimeoutMinutes: s.sessionTimeoutMinutes,
    });
  }
}

@ObjectType("Product")
export class ProductType {
  @Field(() => ID) id: string;
  @Field(() => String) productType: string;
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description: string | null;
  @Field(() => Int, { description: "Price of one unit in cents." }) pricePerAccountCents: number;
  @Field(() => Int) minPurchaseQuantity: number;
  @Field(() => Int, { nullable: true, description: "Null means no upper limit." }) maxPurchaseQuantity: number | null;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => String, { nullable: true }) category: string | null;

  static from(p: Product): ProductType {
    return Object.assign(new ProductType(), {
      id: p.id,
      productType: p.productType,
      name: p.name,
      description: p.description,
      pricePerAccountCents: p.pricePerAccountCents,
      minPurchaseQuantity: p.minPurchaseQuantity,
      maxPurchaseQuantity: p.maxPurchaseQuantity,
      image: p.image,
      category: p.category,
    });
  }
}
