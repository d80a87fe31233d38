import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { MoneyColumn } from "../../db/columns";

/** From `minQuantity` units on, every unit of the order costs `unitPriceCents` (the highest tier reached wins). */
@Entity("product_price_tiers")
@Index("uq_product_price_tiers", ["productId", "minQuantity"], { unique: true })
export class PriceTier {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "varchar", length: 64, name: "product_id" })
  productId: string;

  @Column({ type: "int", name: "min_quantity" })
  minQuantity: number;

  @MoneyColumn({ name: "unit_price_cents" })
  unitPriceCents: number;
}
