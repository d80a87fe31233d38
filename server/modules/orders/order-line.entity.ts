import { Column, Entity, Index } from "typeorm";
import { DateTimeColumn, MoneyColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";
import type { OrderType } from "./order.entity";

/**
 * The one state machine of an order line (ARCHITECTURE.md, the order model): held while its
 * payment is open, paid, delivering, delivered; or failed, cancelled (the hold closed unpaid),
 * refunded, replaced. Each step keeps its time.
 */
export type OrderLineState = "held" | "paid" | "delivering" | "delivered" | "failed" | "cancelled" | "refunded" | "replaced";
export const ORDER_LINE_STATES: readonly OrderLineState[] = ["held", "paid", "delivering", "delivered", "failed", "cancelled", "refunded", "replaced"];

/**
 * One product variant in an order, with its price breakdown. An order (or, while its payment is
 * open, a reservation of the same id) has one line per variant. The stock lines it delivered are
 * the order's sold stock rows of the line's variant; a licence line names its licence.
 */
@Entity("order_lines")
@Index("uq_order_lines_order_variant", ["orderId", "variantId"], { unique: true })
@Index("ix_order_lines_product_state", ["productId", "state"])
export class OrderLine {
  @UuidPrimaryColumn()
  id: string;

  /** The order's id (the same as its reservation's while it waits for a payment). */
  @Column({ type: "varchar", length: 36, name: "order_id" })
  orderId: string;

  /** Position in the order, from 0. */
  @Column({ type: "int", name: "line_no", default: 0 })
  lineNo: number;

  @TextColumn(64, { name: "product_id" })
  productId: string;

  @TextColumn(64, { name: "variant_id" })
  variantId: string;

  @TextColumn(255, { name: "product_name" })
  productName: string;

  /** Empty for a product's default variant. */
  @TextColumn(255, { name: "variant_name", default: "" })
  variantName: string;

  @TextColumn(16, { name: "order_type" })
  orderType: OrderType;

  @Column({ type: "int" })
  quantity: number;

  /** The unit price after volume tiers. */
  @MoneyColumn({ name: "unit_price_cents" })
  unitPriceCents: number;

  @MoneyColumn({ name: "subtotal_cents" })
  subtotalCents: number;

  /** This line's share of the order's coupon discount. */
  @MoneyColumn({ name: "discount_cents" })
  discountCents: number;

  @MoneyColumn({ name: "total_cents" })
  totalCents: number;

  @Column({ type: "varchar", length: 36, name: "license_id", nullable: true })
  licenseId: string | null;

  @TextColumn(16, { default: "held" })
  state: OrderLineState;

  @DateTimeColumn({ name: "held_at", nullable: true })
  heldAt: Date | null;

  @DateTimeColumn({ name: "paid_at", nullable: true })
  paidAt: Date | null;

  @DateTimeColumn({ name: "delivered_at", nullable: true })
  deliveredAt: Date | null;

  /** When it left the happy path: cancelled, failed, refunded or replaced. */
  @DateTimeColumn({ name: "closed_at", nullable: true })
  closedAt: Date | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
