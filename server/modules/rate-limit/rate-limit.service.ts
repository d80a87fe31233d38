import type { EntityManager } from "typeorm";
import { insertOrAddSql } from "../../db/dialect";
import type { Database } from "../../db/transaction";
import type { ErrorCode } from "../../../common/error-codes";
import { rateLimited } from "../../errors";

export interface RateLimitRule {
  /** e.g. "login" — combined with the caller's key (IP, e-mail, token id). */
  name: string;
  limit: number;
  windowSeconds: number;
  /** The code a refused caller gets, when a limit has one of its own; RATE_LIMITED otherwise. */
  refusalCode?: ErrorCode;
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

/** Where a caller stands in its window, as the IETF RateLimit header fields report it. */
export interface RateLimitState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again. */
  resetSeconds: number;
}

export function rateLimitState(rule: RateLimitRule, bucket: RateLimitBucket, used: number, now: number): RateLimitState {
  return {
    limit: rule.limit,
    remaining: Math.max(0, rule.limit - used),
    resetSeconds: Math.max(1, bucket.windowStart + rule.windowSeconds - Math.floor(now / 1000)),
  };
}

/**
 * RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (draft-ietf-httpapi-ratelimit-headers),
 * so a client can pace itself before it is refused.
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    "RateLimit-Limit": String(state.limit),
    "RateLimit-Remaining": String(state.remaining),
    "RateLimit-Reset": String(state.resetSeconds),
  };
}

/** The 429 for a caller over the limit, with the seconds left in its window. */
export function rateLimitRefusal(rule: RateLimitRule, bucket: RateLimitBucket, now: number) {
  const state = rateLimitState(rule, bucket, rule.limit, now);
  return rateLimited(state.resetSeconds, rateLimitHeaders(state), rule.refusalCode);
}

/** Adds `hits` to the bucket's row (creating it) and returns the row's total, other instances' hits included. */
export async function addRateLimitHits(db: Database, em: EntityManager, bucket: RateLimitBucket, hits: number): Promise<number> {
  const upsert = insertOrAddSql(db, "rate_limit_hits", ["bucket_key", "window_start", "hits"], ["bucket_key", "window_start"], "hits");
  await em.query(upsert, [bucket.bucketKey, bucket.windowStart, hits, hits]);
  const rows: Array<{ hits: number | string }> = await em.query("SELECT hits FROM rate_limit_hits WHERE bucket_key = ? AND window_start = ?", [
    bucket.bucketKey,
    bucket.windowStart,
  ]);
  return Number(rows[0]?.hits ?? hits);
}

/**
 * Fixed-window counters in the database, so a limit holds across app instances. A hit is
 * counted in its own transaction: a failed request still counts. `now` is the instance clock's.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, key: string, now: number): Promise<void> {
  const bucket = rateLimitBucket(rule, key, now);
  const hits = await db.transaction((em) => addRateLimitHits(db, em, bucket, 1));
  if (hits > rule.limit) throw rateLimitRefusal(rule, bucket, now);
}

/**
 * Counts one hit like hitRateLimit but refuses nothing: the caller decides what a high count
 * means (the proof-of-work challenge asks for work instead of refusing). Several rules' buckets
 * are counted in one transaction (one commit, not one per bucket), in the order given, so that
 * concurrent callers lock them in the same order. Returns each window's total, in that order.
 */
export async function countRateLimitHits(db: Database, hits: ReadonlyArray<{ rule: RateLimitRule; key: string }>, now: number): Promise<number[]> {
  return db.transaction(async (em) => {
    const totals: number[] = [];
    for (const { rule, key } of hits) totals.push(await addRateLimitHits(db, em, rateLimitBucket(rule, key, now), 1));
    return totals;
  });
}

/** Old windows are useless; a periodic sweep keeps the table small. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 3600, now = Date.now()): Promise<void> {
  await db.transaction((em) => em.query("DELETE FROM rate_limit_hits WHERE window_start < ?", [Math.floor(now / 1000) - olderThanSeconds]));
}
