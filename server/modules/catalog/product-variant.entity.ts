import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { BoolColumn, CreatedAt, DateTimeColumn, MoneyColumn, TextColumn, UpdatedAt } from "../../db/columns";

/**
 * One way to buy a product ("aged 2019" / "aged 2023", "30 days" / "365 days"). Every product
 * has a default variant whose id is the product's own id, so `purchase(productId)` and every
 * stock line, order line and API call that names a product names its default variant too.
 *
 * A variant inherits what it leaves null: the default variant's price and licence length are the
 * product's own (`pricePerAccountCents`, `licenseDays`, and the product's volume tiers), so they
 * are written in one place. A variant with its own price has no volume tiers of the product's.
 */
@Entity("product_variants")
@Index("ix_product_variants_product", ["productId", "sortOrder"])
export class ProductVariant {
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  @TextColumn(64, { name: "product_id" })
  productId: string;

  /** English name of the option; empty for a default variant (a product without options). ru/zh in content translations ("variant"). */
  @TextColumn(255, { default: "" })
  name: string;

  /** Null: the product's unit price (and its tiers). */
  @MoneyColumn({ name: "price_cents", nullable: true, default: null })
  priceCents: number | null;

  /** Null: the product's licence length (licence products only). */
  @Column({ type: "int", name: "license_days", nullable: true })
  licenseDays: number | null;

  /** Licence plan: seats (machines at once); null, unlimited. Copied onto each licence when issued. */
  @Column({ type: "int", name: "max_machines", nullable: true })
  maxMachines: number | null;

  /** Licence plan: seconds after which a silent machine's seat is freed; null, no heartbeat. */
  @Column({ type: "int", name: "heartbeat_seconds", nullable: true })
  heartbeatSeconds: number | null;

  /** Licence plan: days a licence keeps answering after its expiry. */
  @Column({ type: "int", name: "grace_days", default: 0 })
  graceDays: number;

  /** Licence plan: named features, a JSON array of strings. */
  @TextColumn(1024, { default: "[]" })
  entitlements: string;

  /** Licence plan: never expires (the licence's expiry is LIFETIME_EXPIRY). */
  @BoolColumn({ default: false })
  lifetime: boolean;

  @Column({ type: "int", name: "sort_order", default: 0 })
  sortOrder: number;

  @BoolColumn({ name: "is_default", default: false })
  isDefault: boolean;

  /** Set instead of deleting a variant that has orders: it leaves the shop, its order lines keep its name. */
  @DateTimeColumn({ name: "archived_at", nullable: true })
  archivedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/** The row every product gets: the product's own id, price and licence length. */
export function defaultVariantOf(
  productId: string,
): Pick<ProductVariant, "id" | "productId" | "name" | "priceCents" | "licenseDays" | "sortOrder" | "isDefault" | "archivedAt"> {
  return { id: productId, productId, name: "", priceCents: null, licenseDays: null, sortOrder: 0, isDefault: true, archivedAt: null };
}
