import type { CouponKind } from "./coupon.entity";

export const MAX_COUPON_CODE_LENGTH = 64;

export type CouponRefusalCode =
  "COUPON_UNKNOWN" | "COUPON_NOT_STARTED" | "COUPON_EXPIRED" | "COUPON_NOT_FOR_PRODUCT" | "COUPON_MINIMUM_NOT_MET" | "COUPON_USED_UP" | "COUPON_CUSTOMER_LIMIT";

/** What the purchase card shows for each refusal. */
export function couponRefusalMessage(code: CouponRefusalCode, minOrderCents = 0): string {
  switch (code) {
    case "COUPON_UNKNOWN":
      return "This coupon code is not valid.";
    case "COUPON_NOT_STARTED":
      return "This coupon is not valid yet.";
    case "COUPON_EXPIRED":
      return "This coupon has expired.";
    case "COUPON_NOT_FOR_PRODUCT":
      return "This coupon does not apply to this product.";
    case "COUPON_MINIMUM_NOT_MET":
      return `This coupon needs an order of at least $${(minOrderCents / 100).toFixed(2)}.`;
    case "COUPON_USED_UP":
      return "This coupon has been used up.";
    case "COUPON_CUSTOMER_LIMIT":
      return "You have already used this coupon as often as it allows.";
  }
}

/** Codes are compared upper-case and trimmed; an empty code means no coupon. */
export function normalizeCouponCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim().toUpperCase() ?? "";
  return trimmed === "" ? null : trimmed;
}

export interface CouponTerms {
  kind: CouponKind;
  amount: number;
  active: boolean;
  allProducts: boolean;
  minOrderCents: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
  redemptionCount: number;
}

/**
 * Why this coupon cannot be used for this order, or null when it can. An inactive coupon reads
 * as unknown, so a switched-off code reveals nothing. The total cap is checked again atomically
 * when the purchase claims a use.
 */
export function couponRefusal(
  coupon: CouponTerms | null,
  order: { subtotalCents: number; appliesToProduct: boolean; customerRedemptions: number; now: Date },
): CouponRefusalCode | null {
  if (!coupon || !coupon.active) return "COUPON_UNKNOWN";
  if (coupon.startsAt && order.now < coupon.startsAt) return "COUPON_NOT_STARTED";
  if (coupon.endsAt && order.now >= coupon.endsAt) return "COUPON_EXPIRED";
  if (!coupon.allProducts && !order.appliesToProduct) return "COUPON_NOT_FOR_PRODUCT";
  if (coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions) return "COUPON_USED_UP";
  if (coupon.maxPerCustomer !== null && order.customerRedemptions >= coupon.maxPerCustomer) return "COUPON_CUSTOMER_LIMIT";
  // Last, so the hint is only given for a code that applies otherwise: a larger order would show its discount anyway.
  if (order.subtotalCents < coupon.minOrderCents) return "COUPON_MINIMUM_NOT_MET";
  return null;
}

/**
 * What the caller is told of a refusal. Whether a code exists is the secret a guesser is after, so
 * a reason that would confirm it (not started, expired, for another product, used up) is told only
 * to a customer who has redeemed this coupon before; everyone else hears COUPON_UNKNOWN, the answer
 * of a code that does not exist. The customer limit is about the caller's own uses, and the
 * minimum comes only when everything else applies (see couponRefusal).
 */
export function disclosedRefusal(code: CouponRefusalCode, caller: { hasRedeemedIt: boolean }): CouponRefusalCode {
  if (code === "COUPON_MINIMUM_NOT_MET" || code === "COUPON_CUSTOMER_LIMIT") return code;
  return caller.hasRedeemedIt ? code : "COUPON_UNKNOWN";
}

/**
 * The discount in cents: a percentage rounds half up to the cent, a fixed amount is taken
 * whole; neither takes the total below zero.
 */
export function discountCents(coupon: Pick<CouponTerms, "kind" | "amount">, subtotalCents: number): number {
  // BigInt: subtotal × percent may pass 2^53 even when both fit.
  const raw = coupon.kind === "percent" ? Number((BigInt(subtotalCents) * BigInt(coupon.amount) + 50n) / 100n) : coupon.amount;
  return Math.max(0, Math.min(raw, subtotalCents));
}
