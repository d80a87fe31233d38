import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { forUpdate, selectRows } from "../../db/raw-sql";
import { Coupon, CouponProduct, CouponRedemption } from "./coupon.entity";
import { couponRefusal, couponRefusalMessage, discountCents, disclosedRefusal, type CouponRefusalCode } from "./coupon-rules";

export type CouponDecision =
  { ok: true; coupon: Coupon; discountCents: number } | { ok: false; code: CouponRefusalCode; message: string; minOrderCents: number | null };

/**
 * Whether a coupon applies to this order, and its discount; reads the coupon, its products and the
 * buyer's uses as needed. A buyer's uses are the delivered redemptions plus `heldUses`: the uses
 * held by purchases not yet delivered, which the domain that holds them counts.
 */
export async function decideCoupon(
  ctx: RequestContext,
  order: { code: string; productIds: string[]; customerId: string | null; subtotalCents: number; now: Date; heldUses?: (couponId: string) => Promise<number> },
): Promise<CouponDecision> {
  const coupon = await ctx.manager.getRepository(Coupon).findOneBy({ code: order.code });
  // An order of several products takes a product-limited coupon only when it covers every one of them.
  const appliesToProduct =
    !coupon ||
    coupon.allProducts ||
    (await ctx.manager.getRepository(CouponProduct).countBy({ couponId: coupon.id, productId: In(order.productIds) })) === new Set(order.productIds).size;
  const customerRedemptions =
    coupon && order.customerId
      ? (await ctx.manager.getRepository(CouponRedemption).countBy({ couponId: coupon.id, customerId: order.customerId })) +
        ((await order.heldUses?.(coupon.id)) ?? 0)
      : 0;
  const refusal = couponRefusal(coupon, { subtotalCents: order.subtotalCents, appliesToProduct, customerRedemptions, now: order.now });
  if (refusal || !coupon) {
    const code = disclosedRefusal(refusal ?? "COUPON_UNKNOWN", { hasRedeemedIt: customerRedemptions > 0 });
    const minOrderCents = code === "COUPON_MINIMUM_NOT_MET" ? (coupon?.minOrderCents ?? null) : null;
    return { ok: false, code, message: couponRefusalMessage(code, minOrderCents ?? 0), minOrderCents };
  }
  return { ok: true, coupon, discountCents: discountCents(coupon, order.subtotalCents) };
}

/**
 * Whether a use held since a reservation may still be delivered: the coupon still exists and the
 * buyer's delivered redemptions leave room under its per-customer cap. The count is a locking read
 * on MySQL/MariaDB, so it sees a redemption committed by a concurrent delivery after this
 * transaction's snapshot was taken.
 */
export async function heldUseStillFits(tx: RequestContext, couponId: string, customerId: string): Promise<boolean> {
  const coupon = await tx.manager.getRepository(Coupon).findOne({ where: { id: couponId }, select: { id: true, maxPerCustomer: true } });
  if (!coupon) return false;
  if (coupon.maxPerCustomer === null) return true;
  const [row] = await selectRows<{ n: number | string }>(
    tx.manager,
    `SELECT COUNT(*) AS n FROM coupon_redemptions WHERE coupon_id = ? AND customer_id = ?${forUpdate(tx.db)}`,
    [couponId, customerId],
  );
  return Number(row?.n ?? 0) < coupon.maxPerCustomer;
}

/** Takes one use of the coupon if its total cap allows; false when the last use went to someone else first. */
export async function claimCouponUse(tx: RequestContext, couponId: string): Promise<boolean> {
  const result = await tx.manager
    .createQueryBuilder()
    .update(Coupon)
    .set({ redemptionCount: () => "redemption_count + 1" })
    .where("id = :id", { id: couponId })
    .andWhere("(max_redemptions IS NULL OR redemption_count < max_redemptions)")
    .execute();
  return (result.affected ?? 0) === 1;
}

/** Gives back uses claimed by purchases that never happened (expired reservations). */
export async function releaseCouponUses(tx: RequestContext, couponId: string, count: number): Promise<void> {
  const uses = Math.max(0, Math.trunc(count));
  await tx.manager
    .createQueryBuilder()
    .update(Coupon)
    .set({ redemptionCount: () => `CASE WHEN redemption_count >= ${uses} THEN redemption_count - ${uses} ELSE 0 END` })
    .where("id = :id", { id: couponId })
    .execute();
}

export async function recordRedemption(tx: RequestContext, row: Omit<CouponRedemption, "id">): Promise<void> {
  await tx.manager.getRepository(CouponRedemption).insert(row);
}

/** The coupon an order redeemed, if any: part of what an idempotency key is bound to. */
export function redeemedCodeOf(ctx: RequestContext, orderId: string): Promise<Pick<CouponRedemption, "code" | "discountCents"> | null> {
  return ctx.manager.getRepository(CouponRedemption).findOne({ where: { orderId }, select: { id: true, code: true, discountCents: true } });
}
