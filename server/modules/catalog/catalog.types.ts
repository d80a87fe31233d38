import { Authorized, Field, ID, InputType, Int, ObjectType } from "type-graphql";
import type { Category } from "./category.entity";
import type { ProductView } from "./product-views";
import type { SiteSettings } from "./site-settings.entity";

@ObjectType("SiteSettings", { description: "The site's name, texts and links (public), and the shop's sales figures (admins only)." })
export class SiteSettingsType {
  @Field(() => ID) id: string;
  @Field(() => String) siteName: string;
  @Field(() => String) siteTagline: string;
  @Field(() => String, { nullable: true }) siteDescription: string | null;
  @Field(() => String, { nullable: true }) logoUrl: string | null;
  @Field(() => String, { nullable: true }) faviconUrl: string | null;
  @Field(() => String, { nullable: true }) contactTelegramUrl: string | null;
  @Field(() => String, { nullable: true }) contactWhatsappUrl: string | null;
  @Field(() => String, { nullable: true, description: "The brand's accent colour (#rrggbb); null keeps the default." }) accentColor: string | null;
  @Field(() => String, { nullable: true, description: "The home page hero's image." }) heroImageUrl: string | null;
  @Field(() => Boolean, { description: "Whether the header shows the tools link." }) toolsLinkShown: boolean;
  @Field(() => String, { nullable: true, description: "Where the header's tools link goes; null is the tools page." }) toolsLinkUrl: string | null;
  // Shop-wide sales figures: the admin's dashboard and settings read them, a visitor or customer must not.
  @Authorized("ADMIN")
  @Field(() => Int, { description: "Admins only." })
  totalAccountsSoldLifetime: number;
  @Authorized("ADMIN")
  @Field(() => Int, { description: "Admins only: the dashboard's Total Revenue." })
  totalRevenueDisplayCents: number;
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
      accentColor: s.accentColor,
      heroImageUrl: s.heroImageUrl,
      toolsLinkShown: s.toolsLinkShown,
      toolsLinkUrl: s.toolsLinkUrl,
      totalAccountsSoldLifetime: s.totalAccountsSoldLifetime,
      totalRevenueDisplayCents: s.totalRevenueDisplayCents,
      sessionTimeoutMinutes: s.sessionTimeoutMinutes,
    });
  }
}

@ObjectType("PriceTier", { description: "From minQuantity units on, every unit of the order costs unitPriceCents." })
export class PriceTierType {
  @Field(() => Int) minQuantity: number;
  @Field(() => Int) unitPriceCents: number;
}

@ObjectType("Category")
export class CategoryType {
  @Field(() => ID) id: string;
  @Field(() => String) name: string;
  @Field(() => Int) sortOrder: number;

  static from(c: Category): CategoryType {
    return Object.assign(new CategoryType(), { id: c.id, name: c.name, sortOrder: c.sortOrder });
  }
}

@ObjectType("Product")
export class ProductType {
  @Field(() => ID) id: string;
  @Field(() => String, { description: "account (delivers stock lines) or software (issues a licence); the order type of its orders." }) productType: string;
  @Field(() => String, { description: "STOCK or LICENSE." }) deliveryKind: string;
  @Field(() => String) name: string;
  @Field(() => String, { description: "The product page is /products/{slug}." }) slug: string;
  @Field(() => String, { nullable: true, description: "Markdown." }) description: string | null;
  @Field(() => Int, { description: "Price of one unit in cents before volume tiers." }) pricePerAccountCents: number;
  @Field(() => Int, { description: "The lowest unit price any variant or volume tier reaches (the storefront's 'from' price)." }) fromPriceCents: number;
  @Field(() => [PriceTierType], { description: "Volume prices, lowest minimum first." }) priceTiers: PriceTierType[];
  @Field(() => Int) minPurchaseQuantity: number;
  @Field(() => Int, { nullable: true, description: "Null means no upper limit." }) maxPurchaseQuantity: number | null;
  @Field(() => String, { nullable: true }) image: string | null;
  @Field(() => ID, { nullable: true }) categoryId: string | null;
  @Field(() => String, { nullable: true, description: "The category's name." }) category: string | null;
  @Field(() => String, { description: "draft, listed or hidden (not listed, buyable by link)." }) visibility: string;
  @Field(() => Int) sortOrder: number;
  @Field(() => Int, { description: "Length of the licence a LICENSE product issues." }) licenseDays: number;
  @Field(() => Int, { nullable: true, description: "Available stock lines; null for a LICENSE product." }) availableStock: number | null;
  // The operator's alert setting, not the buyer's business.
  @Authorized("ADMIN")
  @Field(() => Int, { nullable: true, description: "Admins only: low-stock threshold; null uses the site setting." })
  lowStockThreshold: number | null;
  @Field(() => Boolean) archived: boolean;

  /** Not a GraphQL field: the variants read with the view, so `variants` costs no statement of its own. */
  variantViews?: ProductView["variants"];

  static from(v: ProductView): ProductType {
    const p = v.product;
    return Object.assign(new ProductType(), {
      id: p.id,
      productType: p.productType,
      deliveryKind: p.productType === "software" ? "LICENSE" : "STOCK",
      name: p.name,
      slug: p.slug,
      description: p.description,
      pricePerAccountCents: p.pricePerAccountCents,
      fromPriceCents: v.fromPriceCents,
      priceTiers: v.tiers.map((t) => Object.assign(new PriceTierType(), t)),
      minPurchaseQuantity: p.minPurchaseQuantity,
      maxPurchaseQuantity: p.maxPurchaseQuantity,
      image: p.image,
      categoryId: p.categoryId,
      category: v.categoryName,
      visibility: p.visibility,
      sortOrder: p.sortOrder,
      licenseDays: p.licenseDays,
      availableStock: v.availableStock,
      lowStockThreshold: p.lowStockThreshold,
      archived: p.archivedAt !== null,
      variantViews: v.variants,
    });
  }
}

@InputType("PriceTierInput")
export class PriceTierInput {
  @Field(() => Int) minQuantity: number;
  @Field(() => Int) unitPriceCents: number;
}

@InputType("CatalogProductInput", { description: "Admin: a product of the catalogue." })
export class CatalogProductInput {
  @Field(() => String) name: string;
  @Field(() => String, { description: "Lower-case letters, digits and single hyphens." }) slug: string;
  @Field(() => String, { nullable: true, description: "Markdown." }) description?: string | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => String, { description: "STOCK or LICENSE; fixed once the product has orders." }) deliveryKind: string;
  @Field(() => Int, { defaultValue: 30, description: "LICENSE products: licence length, 1–3650 days." }) licenseDays: number;
  @Field(() => Int, { description: "Must be greater than 0." }) pricePerAccountCents: number;
  @Field(() => [PriceTierInput], { defaultValue: [] }) priceTiers: PriceTierInput[];
  @Field(() => Int, { defaultValue: 1 }) minPurchaseQuantity: number;
  @Field(() => Int, { nullable: true }) maxPurchaseQuantity?: number | null;
  @Field(() => String, { defaultValue: "draft", description: "draft, listed or hidden." }) visibility: string;
  @Field(() => Int, { defaultValue: 0 }) sortOrder: number;
  @Field(() => Int, { nullable: true }) lowStockThreshold?: number | null;
}

@InputType("CategoryInput")
export class CategoryInput {
  @Field(() => String) name: string;
  @Field(() => Int, { defaultValue: 0 }) sortOrder: number;
}

@ObjectType("ProductRemoval", { description: "A product with orders is archived instead of deleted." })
export class ProductRemovalType {
  @Field(() => Boolean) deleted: boolean;
  @Field(() => Boolean) archived: boolean;
}
