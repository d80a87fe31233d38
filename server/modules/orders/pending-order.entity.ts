import { Column, Entity, Index } from "typeorm";
import { CreatedAt, DateTimeColumn, MoneyColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";
import type { OrderType } from "./order.entity";

/** reserved: waiting for its payment; completed: delivered (the order has this id); expired: the lines went back to stock. */
export type PendingOrderStatus = "reserved" | "completed" | "expired" | "cancelled";

/**
 * Why a reservation closed unpaid. The cool-down counts only the closures a buyer who never pays
 * causes (see BUYER_CLOSE_REASONS), not a provider's refusal, a failed payment or a paid one that
 * could not be delivered.
 */
export type CloseReason =
  | "expired"
  | "buyer"
  | "admin"
  | "payment_cancel"
  | "provider_refused"
  | "payment_failed"
  | "payment_rejected"
  | "paid_late"
  | "coupon_cap"
  | "account_deleted";

/** Expiry, the buyer's own cancel (here or at the provider) and an admin's cancel, the seller's judgment. */
export const BUYER_CLOSE_REASONS: readonly CloseReason[] = ["expired", "buyer", "admin", "payment_cancel"];

/**
 * A purchase waiting for the payment of its shortfall ("pay the difference"): priced and
 * reserved like a purchase (stock lines are marked `reserved` with this id as their order id),
 * delivered in the transaction that credits its payment, or released by the sweep when it
 * expires first. On delivery the order gets this row's id.
 */
@Entity("pending_orders")
@Index("uq_pending_orders_customer_idempotency", ["customerId", "idempotencyKey"], { unique: true })
@Index("uq_pending_orders_guest_idempotency", ["guestEmail", "idempotencyKey"], { unique: true })
@Index("ix_pending_orders_status_expires", ["status", "expiresAt"])
@Index("ix_pending_orders_customer_status", ["customerId", "status"])
@Index("ix_pending_orders_guest_status", ["guestEmail", "status"])
@Index("ix_pending_orders_product_status", ["productId", "status"])
@Index("ix_pending_orders_address_product_status", ["clientAddress", "productId", "status"])
export class PendingOrder {
  @UuidPrimaryColumn()
  id: string;

  /** Null for a guest's order (guestEmail is set). */
  @Column({ type: "varchar", length: 36, name: "customer_id", nullable: true })
  customerId: string | null;

  /** A guest's e-mail, lower-cased: the buyer of a guest order, and whose holds the bounds count together. */
  @TextColumn(254, { name: "guest_email", nullable: true })
  guestEmail: string | null;

  @TextColumn(64, { name: "product_id" })
  productId: string;

  @TextColumn(255, { name: "product_name" })
  productName: string;

  @TextColumn(16, { name: "order_type" })
  orderType: OrderType;

  @Column({ type: "int" })
  quantity: number;

  @MoneyColumn({ name: "subtotal_cents" })
  subtotalCents: number;

  @MoneyColumn({ name: "discount_cents" })
  discountCents: number;

  @MoneyColumn({ name: "total_price_cents" })
  totalPriceCents: number;

  @Column({ type: "varchar", length: 36, name: "coupon_id", nullable: true })
  couponId: string | null;

  @TextColumn(64, { name: "coupon_code", nullable: true })
  couponCode: string | null;

  @Column({ type: "varchar", length: 128, name: "idempotency_key" })
  idempotencyKey: string;

  /** The payment of the shortfall; unique: one payment completes at most one order. */
  @Index("uq_pending_orders_payment", { unique: true })
  @Column({ type: "varchar", length: 36, name: "payment_id" })
  paymentId: string;

  @TextColumn(16, { default: "reserved" })
  status: PendingOrderStatus;

  @DateTimeColumn({ name: "expires_at" })
  expiresAt: Date;

  @DateTimeColumn({ name: "closed_at", nullable: true })
  closedAt: Date | null;

  /** Set when it closes unpaid; null on reservations closed before the reason was kept (counted as the buyer's). */
  @TextColumn(16, { name: "close_reason", nullable: true })
  closeReason: CloseReason | null;

  /** The address the hold was made from (an IPv6 address by its /64: see clientAddressKey): holds from one address share one bound. */
  @TextColumn(64, { name: "client_address", nullable: true })
  clientAddress: string | null;

  @CreatedAt()
  createdAt: Date;
}
