import type { EntityManager } from "typeorm";
import type { Database } from "../../db/transaction";
import { rateLimited } from "../../errors";

export interface RateLimitRule {
  /** e.g. "login" — combined with the caller's key (IP, e-mail, token id). */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** One row of rate_limit_hits: a rule and key within one fixed window. */
export interface RateLimitBucket {
  bucketKey: string;
  windowStart: number;
}

export function rateLimitBucket(rule: RateLimitRule, key: string, now: number): RateLimitBucket {
  return {
    bucketKey: `${rule.name}:${key}`.slice(0, 191),
    windowStart: Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds,
  };
}

/** The 429 for a caller over the limit, with the seconds left in its window. */
export function rateLimitRefusal(rule: RateLimitRule, bucket: RateLimitBucket, now: number) {
  return rateLimited(Math.max(1, bucket.windowStart + rule.windowSeconds - Math.floor(now / 1000)));
}

/** Adds `hits` to the bucket's row (creating it) and returns the row's total, other instances' hits included. */
export async function addRateLimitHits(db: Database, em: EntityManager, bucket: RateLimitBucket, hits: number): Promise<number> {
  const upsert = db.isSqlite
    ? "INSERT INTO rate_limit_hits (bucket_key, window_start, hits) VALUES (?, ?, ?) ON CONFLICT (bucket_key, window_start) DO UPDATE SET hits = hits + ?"
    : "INSERT INTO rate_limit_hits (bucket_key, window_start, hits) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE hits = hits + ?";
  await em.query(upsert, [bucket.bucketKey, bucket.windowStart, hits, hits]);
  const rows: Array<{ hits: number | string }> = await em.query("SELECT hits FROM rate_limit_hits WHERE bucket_key = ? AND window_start = ?", [
    bucket.bucketKey,
    bucket.windowStart,
  ]);
  return Number(rows[0]?.hits ?? hits);
}

/**
 * Fixed-window counters in the database, so a limit holds across app instances. A hit is
 * counted in its own transaction: a failed request still counts.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, key: string, now = Date.now()): Promise<void> {
  const bucket = rateLimitBucket(rule, key, now);
  const hits = await db.transaction((em) => addRateLimitHits(db, em, bucket, 1));
  if (hits > rule.limit) throw rateLimitRefusal(rule, bucket, now);
}

/** Old windows are useless; a periodic sweep keeps the table small. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 3600, now = Date.now()): Promise<void> {
  await db.transaction((em) => em.query("DELETE FROM rate_limit_hits WHERE window_start < ?", [Math.floor(now / 1000) - olderThanSeconds]));
}
