import type { RequestContext } from "../../context";
import { hitRateLimit, type RateLimitRule } from "../rate-limit";

/**
 * Coupon checks per client address and minute, whoever asks (visitor, customer or token): a
 * person types a code a few times, a guesser tries thousands. Counted apart from the general
 * GraphQL limit so that guessing stops long before that one would.
 */
export const COUPON_CHECK_RATE_LIMIT: RateLimitRule = { name: "coupon-check", limit: 30, windowSeconds: 60, refusalCode: "COUPON_CHECKS_LIMITED" };

/** Counts one check of a coupon code (a quote or a purchase with one); 429 COUPON_CHECKS_LIMITED past the limit. */
export async function countCouponCheck(ctx: RequestContext): Promise<void> {
  await hitRateLimit(ctx.db, COUPON_CHECK_RATE_LIMIT, ctx.meta.ip, ctx.clock.now().getTime());
}
