import type { Database } from "../../db/transaction";
import { rateLimited } from "../../errors";

export interface RateLimitRule {
  /** e.g. "login" — combined with the caller's key (IP, e-mail, token id). */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database, so a limit holds across app instances. A hit is
 * counted in its own transaction: a failed request still counts.
 */
export async function hitRateLimit(db: Database, rule: RateLimitRule, key: string, now = Date.now()): Promise<void> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const bucketKey = `${rule.name}:${key}`.slice(0, 191);
  const upsert = db.isSqlite
    ? "INSERT INTO rate_limit_hits (bucket_key, window_start, hits) VALUES (?, ?, 1) ON CONFLICT (bucket_key, window_start) DO UPDATE SET hits = hits + 1"
    : "INSERT INTO rate_limit_hits (bucket_key, window_start, hits) VALUES (?, ?, 1) ON DUPLICATE KEY UPDATE hits = hits + 1";
  const hits = await db.transaction(async (em) => {
    await em.query(upsert, [bucketKey, windowStart]);
    const rows: Array<{ hits: number | string }> = await em.query(
      "SELECT hits FROM rate_limit_hits WHERE bucket_key = ? AND window_start = ?",
      [bucketKey, windowStart],
    );
    return Number(rows[0]?.hits ?? 0);
  });
  if (hits > rule.limit) {
    const retryAfter = Math.max(1, windowStart + rule.windowSeconds - Math.floor(now / 1000));
    throw rateLimited(retryAfter);
  }
}

/** Old windows are useless; a periodic sweep keeps the table small. */
export async function pruneRateLimits(db: Database, olderThanSeconds = 24 * 3600, now = Date.now()): Promise<void> {
  await db.transaction((em) => em.query("DELETE FROM rate_limit_hits WHERE window_start < ?", [Math.floor(now / 1000) - olderThanSeconds]));
}
