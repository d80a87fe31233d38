import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/transaction";
import { CoalescedRateLimiter } from "../rate-limit";

/**
 * Webhook posts per source address and minute: anyone can post, and each refused post is a row.
 * Counted in memory and flushed to rate_limit_hits, so a flood costs no transaction per request.
 */
export function webhookRateLimiter(db: Database, config: Config, clock: Clock): CoalescedRateLimiter {
  return new CoalescedRateLimiter(db, { name: "payment-webhook", limit: config.payments.webhookRateLimitPerMinute, windowSeconds: 60 }, clock);
}
