import type { RequestContext } from "../../context";
import { clientAddressKey } from "../../ip-address";
import { hitRateLimit, type RateLimitRule } from "../rate-limit";

/**
 * Coupon checks per client address and minute, whoever asks (visitor, customer or token): a
 * person types a code a few times, a guesser tries thousands. Counted apart from the general
 * GraphQL limit so that guessing stops long before that one would (COUPON_CHECK_RATE_LIMIT). An
 * IPv6 caller counts by its /64, so taking a new address per guess does not help.
 */
export function couponCheckRule(limitPerMinute: number): RateLimitRule {
  return { name: "coupon-check", limit: limitPerMinute, windowSeconds: 60, refusalCode: "COUPON_CHECKS_LIMITED" };
}

/** Counts one check of a coupon code (a quote or a purchase with one); 429 COUPON_CHECKS_LIMITED past the limit. */
export async function countCouponCheck(ctx: RequestContext): Promise<void> {
  const limit = ctx.config.couponCheckRateLimitPerMinute;
  if (limit === 0) return;
  await hitRateLimit(ctx.db, couponCheckRule(limit), clientAddressKey(ctx.meta.ip), ctx.clock.now().getTime());
}
