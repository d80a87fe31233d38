/** What other domains use of rate limits: count a hit against a rule, and the coalescing limiter of the hot REST routes. */
export { type RateLimitRule, type RateLimitState, countRateLimitHits, hitRateLimit, rateLimitBucket, rateLimitRefusal } from "./rate-limit.service";
export { CoalescedRateLimiter } from "./coalesced-rate-limiter";
