import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { BoolColumn, CounterColumn, CreatedAt, DateTimeColumn, MoneyColumn, TextColumn, UpdatedAt, UuidPrimaryColumn } from "../../db/columns";

export type CouponKind = "percent" | "fixed";

/**
 * A discount code. `redemptionCount` is raised by a conditional UPDATE inside the purchase
 * transaction, so the total cap holds under any number of concurrent buyers.
 */
@Entity("coupons")
export class Coupon {
  @UuidPrimaryColumn()
  id: string;

  /** Stored upper-case; buyers may type it in any case. */
  @Index("uq_coupons_code", { unique: true })
  @TextColumn(64)
  code: string;

  @TextColumn(16)
  kind: CouponKind;

  /** Percent off (1–100) for `percent`, cents off for `fixed`. */
  @MoneyColumn()
  amount: number;

  /** False limits the coupon to the products listed in coupon_products. */
  @BoolColumn({ name: "all_products", default: true })
  allProducts: boolean;

  /** Compared with the order's price after volume tiers, before the discount. */
  @MoneyColumn({ name: "min_order_cents" })
  minOrderCents: number;

  @DateTimeColumn({ name: "starts_at", nullable: true })
  startsAt: Date | null;

  @DateTimeColumn({ name: "ends_at", nullable: true })
  endsAt: Date | null;

  @Column({ type: "int", name: "max_redemptions", nullable: true })
  maxRedemptions: number | null;

  @Column({ type: "int", name: "max_per_customer", nullable: true })
  maxPerCustomer: number | null;

  @CounterColumn({ name: "redemption_count" })
  redemptionCount: number;

  @BoolColumn({ default: true })
  active: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}

/** The products a coupon with allProducts = false applies to. */
@Entity("coupon_products")
export class CouponProduct {
  @PrimaryColumn({ type: "varchar", length: 36, name: "coupon_id" })
  couponId: string;

  @PrimaryColumn({ type: "varchar", length: 64, name: "product_id" })
  productId: string;
}

/** One use of a coupon, recorded with its order in the purchase transaction. */
@Entity("coupon_redemptions")
@Index("ix_coupon_redemptions_coupon_customer", ["couponId", "customerId"])
export class CouponRedemption {
  @UuidPrimaryColumn()
  id: string;

  @Column({ type: "varchar", length: 36, name: "coupon_id" })
  couponId: string;

  @Column({ type: "varchar", length: 36, name: "customer_id", nullable: true })
  customerId: string | null;

  @Index("uq_coupon_redemptions_order", { unique: true })
  @Column({ type: "varchar", length: 36, name: "order_id" })
  orderId: string;

  /** The code as it was when redeemed: it binds an idempotency key to the request. */
  @TextColumn(64)
  code: string;

  @MoneyColumn({ name: "discount_cents" })
  discountCents: number;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
