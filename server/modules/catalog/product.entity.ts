import { Column, Entity, PrimaryColumn } from "typeorm";
import { CreatedAt, LongTextColumn, MoneyColumn, TextColumn, UpdatedAt } from "../../db/columns";

export const ACCOUNT_PRODUCT_ID = "main_insta_product";
export const SOFTWARE_PRODUCT_ID = "storytag_software";

export type ProductType = "account" | "software";

@Entity("products")
export class Product {
  @PrimaryColumn({ type: "varchar", length: 64 })
  id: string;

  @TextColumn(16, { name: "product_type", default: "account" })
  productType: ProductType;

  @TextColumn(255)
  name: string;

  @LongTextColumn({ nullable: true })
  description: string | null;

  /** For the software product: the price of one 30-day licence. */
  @MoneyColumn({ name: "price_per_account_cents" })
  pricePerAccountCents: number;

  @Column({ type: "int", name: "min_purchase_quantity", default: 1 })
  minPurchaseQuantity: number;

  /** Null means no upper limit. */
  @Column({ type: "int", name: "max_purchase_quantity", nullable: true })
  maxPurchaseQuantity: number | null;

  @TextColumn(1024, { nullable: true })
  image: string | null;

  @TextColumn(255, { nullable: true })
  category: string | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
