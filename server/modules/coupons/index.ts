/** What other domains may use of coupons. */
export { redeemedCodeOf } from "./coupon-redemption";
