import { Field, InputType, Int, ObjectType } from "type-graphql";
import { ProductType, SiteSettingsType } from "./catalog.types";

@ObjectType("SecuritySettings")
export class SecuritySettingsType {
  @Field(() => Int, { description: "Minutes of inactivity before a session is signed out: 15, 30, 60 or 120." }) sessionTimeoutMinutes: number;
  @Field(() => [Int], { description: "The allowed session timeouts." }) sessionTimeoutChoices: number[];
  @Field(() => Int, { description: "The dashboard warns when fewer accounts than this are available." }) lowStockThreshold: number;
  @Field(() => Int, { description: "Hours a customer's session lasts from sign-in, however active (default 720, 30 days)." })
  customerSessionLifetimeHours: number;
  @Field(() => Int, { description: "Hours an admin's session lasts from sign-in, however active (default 12)." }) adminSessionLifetimeHours: number;
}

@ObjectType("AdminSettings", { description: "Everything the Platform Settings tabs edit." })
export class AdminSettingsType {
  @Field(() => ProductType) product: ProductType;
  @Field(() => SiteSettingsType) site: SiteSettingsType;
  @Field(() => SecuritySettingsType) security: SecuritySettingsType;
}

@InputType("ProductInput")
export class ProductInput {
  @Field(() => String) name: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true, description: "Image URL (http or https), or blank." }) image?: string | null;
  @Field(() => Int, { description: "Must be greater than 0." }) pricePerAccountCents: number;
  @Field(() => Int, { description: "Must be greater than 0." }) minPurchaseQuantity: number;
  @Field(() => Int, { nullable: true, description: "Null or 0 means no limit; otherwise at least the minimum." }) maxPurchaseQuantity?: number | null;
}

@InputType("SiteSettingsInput")
export class SiteSettingsInput {
  @Field(() => String) siteName: string;
  @Field(() => String, { nullable: true, description: "Blank restores the default tagline." }) siteTagline?: string | null;
  @Field(() => String, { nullable: true }) siteDescription?: string | null;
  @Field(() => String, { nullable: true }) logoUrl?: string | null;
  @Field(() => String, { nullable: true }) faviconUrl?: string | null;
  @Field(() => String, { nullable: true }) contactTelegramUrl?: string | null;
  @Field(() => String, { nullable: true }) contactWhatsappUrl?: string | null;
  @Field(() => Int) totalRevenueDisplayCents: number;
}

@InputType("BrandSettingsInput", {
  description:
    "The seller's brand: images (uploaded through POST /api/admin/brand/{logo|favicon|hero}, or http(s) addresses), accent colour and the header's tools link. Its texts are the page texts of page 'brand'.",
})
export class BrandSettingsInput {
  @Field(() => String, { nullable: true, description: "An uploaded brand image or an http(s) URL; blank for none." }) logoUrl?: string | null;
  @Field(() => String, { nullable: true, description: "An uploaded brand image or an http(s) URL; blank for the default." }) faviconUrl?: string | null;
  @Field(() => String, { nullable: true, description: "An uploaded brand image or an http(s) URL; blank for none." }) heroImageUrl?: string | null;
  @Field(() => String, { nullable: true, description: "#rrggbb that white text reads on at 4.5:1 or more; blank restores the default." }) accentColor?:
    string | null;
  @Field(() => Boolean) toolsLinkShown: boolean;
  @Field(() => String, { nullable: true, description: "A path on this site or an http(s) URL; blank is the tools page." }) toolsLinkUrl?: string | null;
}

@InputType("SecuritySettingsInput")
export class SecuritySettingsInput {
  @Field(() => Int) sessionTimeoutMinutes: number;
  @Field(() => Int, { nullable: true }) lowStockThreshold?: number | null;
  @Field(() => Int, { nullable: true, description: "1 to 8760; unchanged when omitted." }) customerSessionLifetimeHours?: number | null;
  @Field(() => Int, { nullable: true, description: "1 to 8760; unchanged when omitted." }) adminSessionLifetimeHours?: number | null;
}
