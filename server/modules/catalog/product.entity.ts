import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { BoolColumn, CreatedAt, DateTimeColumn, LongTextColumn, MoneyColumn, TextColumn, UpdatedAt } from "../../db/columns";

/** The seed's two products, kept under their old ids so existing orders, stock and licences stay theirs. */
export const ACCOUNT_PRODUCT_ID = "main_insta_product";
export const SOFTWARE_PRODUCT_ID = "storytag_software";

/**
 * How a product is delivered: `account` hands over credential lines from the product's own
 * stock pool, `software` issues a licence of `licenseDays` days. The stored names are the
 * seed's order types, which orders and API consumers already use.
 */
export type ProductType = "account" | "software";

/** draft: only admins see it; listed: on the storefront; hidden: not listed, but buyable by its link. */
export type ProductVisibility = "draft" | "listed" | "hidden";
export const PRODUCT_VISIBILITIES: readonly ProductVisibility[] = ["draft", "listed", "hidden"];

@Entity("products")
export class Product {
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  @TextColumn(16, { name: "product_type", default: "account" })
  productType: ProductType;

  @TextColumn(255)
  name: string;

  /** The product page's address: /products/:slug. */
  @Index("uq_products_slug", { unique: true })
  @TextColumn(96)
  slug: string;

  /** Markdown, rendered safely by the client. */
  @LongTextColumn({ nullable: true })
  description: string | null;

  @Index("ix_products_category_id")
  @Column({ type: "varchar", length: 36, name: "category_id", nullable: true })
  categoryId: string | null;

  /** The unit price before volume tiers; for a licence product the price of one licence. */
  @MoneyColumn({ name: "price_per_account_cents" })
  pricePerAccountCents: number;

  @Column({ type: "int", name: "min_purchase_quantity", default: 1 })
  minPurchaseQuantity: number;

  /** Null means no upper limit. */
  @Column({ type: "int", name: "max_purchase_quantity", nullable: true })
  maxPurchaseQuantity: number | null;

  /** A path under /uploads/ (an image the admin uploaded) or, for the seed's products, a URL set in the old settings. */
  @TextColumn(1024, { nullable: true })
  image: string | null;

  @TextColumn(16, { default: "listed" })
  visibility: ProductVisibility;

  @Column({ type: "int", name: "sort_order", default: 0 })
  sortOrder: number;

  /** Length of the licence a `software` product issues. */
  @Column({ type: "int", name: "license_days", default: 30 })
  licenseDays: number;

  /** Below this many available lines the storefront and the admins are warned; null uses the site setting. */
  @Column({ type: "int", name: "low_stock_threshold", nullable: true })
  lowStockThreshold: number | null;

  /** Only members may buy it (guest checkout refuses it). */
  @BoolColumn({ name: "requires_account", default: false })
  requiresAccount: boolean;

  /** Set instead of deleting a product that has orders: it leaves the shop, its orders keep their name and price. */
  @DateTimeColumn({ name: "archived_at", nullable: true })
  archivedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
