import { Column, Entity, Index } from "typeorm";
import { CreatedAt, DateTimeColumn, MoneyColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";

export type OrderType = "account" | "software";

/**
 * A completed purchase. The delivered credential lines of an account order are the
 * stock_accounts rows whose order_id is this order's id (sold rows are never deleted or resold).
 */
@Entity("orders")
@Index("uq_orders_customer_idempotency", ["customerId", "idempotencyKey"], { unique: true })
@Index("uq_orders_guest_idempotency", ["guestEmail", "idempotencyKey"], { unique: true })
@Index("ix_orders_purchase_date", ["purchaseDate"])
export class Order {
  @UuidPrimaryColumn()
  id: string;

  /** Null once the customer is deleted: the order is kept, detached. */
  @Index("ix_orders_customer_id")
  @Column({ type: "varchar", length: 36, name: "customer_id", nullable: true })
  customerId: string | null;

  /** A guest order's buyer e-mail (lower-cased); null for a member's order. Stays when a member claims it. */
  @TextColumn(254, { name: "guest_email", nullable: true })
  guestEmail: string | null;

  @TextColumn(64, { name: "product_id" })
  productId: string;

  @TextColumn(255, { name: "product_name" })
  productName: string;

  @Column({ type: "int" })
  quantity: number;

  @MoneyColumn({ name: "total_price_cents" })
  totalPriceCents: number;

  @DateTimeColumn({ name: "purchase_date" })
  purchaseDate: Date;

  @TextColumn(16, { name: "order_type", default: "account" })
  orderType: OrderType;

  @Column({ type: "varchar", length: 36, name: "license_id", nullable: true })
  licenseId: string | null;

  /** Client-chosen key: a retried purchase with the same key returns this order. */
  @Column({ type: "varchar", length: 128, name: "idempotency_key", nullable: true })
  idempotencyKey: string | null;

  @CreatedAt()
  createdAt: Date;
}
