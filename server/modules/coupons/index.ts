/** What other domains use of coupons: decide, claim, record and release a coupon use for a purchase. */
export { redeemedCodeOf } from "./coupon-redemption";
export { claimCouponUse, decideCoupon, heldUseStillFits, recordRedemption, releaseCouponUses } from "./coupon-redemption";
export { type CouponRefusalCode, MAX_COUPON_CODE_LENGTH, couponRefusalMessage, normalizeCouponCode } from "./coupon-rules";
export { countCouponCheck } from "./coupon-check-limit";
