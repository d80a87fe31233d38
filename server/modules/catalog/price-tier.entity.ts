import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { MoneyColumn } from "../../db/columns";

/**
 * From `minQuantity` units on, every unit of the order costs `unitPriceCents` (the highest tier reached wins).
 * A tier belongs to one variant: the product's own tiers to its default variant (whose id is the product's),
 * which every variant inheriting the product's price takes too.
 */
@Entity("product_price_tiers")
@Index("uq_product_price_tiers_variant", ["variantId", "minQuantity"], { unique: true })
@Index("idx_product_price_tiers_product", ["productId"])
export class PriceTier {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "varchar", length: 64, name: "product_id" })
  productId: string;

  @Column({ type: "varchar", length: 64, name: "variant_id" })
  variantId: string;

  @Column({ type: "int", name: "min_quantity" })
  minQuantity: number;

  @MoneyColumn({ name: "unit_price_cents" })
  unitPriceCents: number;
}
