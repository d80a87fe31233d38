import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { CreatedAt, DateTimeColumn, EncryptedColumn, TextColumn } from "../../db/columns";
import { ACCOUNT_PRODUCT_ID } from "../catalog";

/** reserved: held for a purchase waiting for its payment (order_id is the pending order's id). */
export type StockStatus = "available" | "reserved" | "sold";

/** One credential line `username:password:email:email password`. Sold rows are never sold again. */
@Entity("stock_accounts")
@Index("ix_stock_accounts_product_status_id", ["productId", "status", "id"])
@Index("ix_stock_accounts_variant_status_id", ["variantId", "status", "id"])
export class StockAccount {
  /** Ascending ids give "oldest first" when a purchase takes stock. */
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  /** The product whose pool this line belongs to; the default keeps lines added by older callers in the seed's product. */
  @TextColumn(64, { name: "product_id", default: ACCOUNT_PRODUCT_ID })
  productId: string;

  /** The variant whose pool it is: the product's id for its default variant (see ProductVariant). */
  @TextColumn(64, { name: "variant_id" })
  variantId: string;

  @Index("ix_stock_accounts_username")
  @TextColumn(255)
  username: string;

  @EncryptedColumn()
  password: string;

  @Index("ix_stock_accounts_email")
  @TextColumn(255)
  email: string;

  @EncryptedColumn({ name: "email_password" })
  emailPassword: string;

  @TextColumn(16, { default: "available" })
  status: StockStatus;

  @Column({ type: "varchar", length: 36, name: "sold_to", nullable: true })
  soldTo: string | null;

  @Index("ix_stock_accounts_order_id")
  @Column({ type: "varchar", length: 36, name: "order_id", nullable: true })
  orderId: string | null;

  @DateTimeColumn({ name: "sold_at", nullable: true })
  soldAt: Date | null;

  @CreatedAt()
  createdAt: Date;
}
