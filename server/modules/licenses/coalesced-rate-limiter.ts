import type { Database } from "../../db/transaction";
import { rateLimited } from "../../errors";
import { log } from "../../log";
import type { RateLimitRule } from "../rate-limit/rate-limit.service";

interface Bucket {
  bucketKey: string;
  windowStart: number;
  /** Hits counted here and not yet added to the database row. */
  unflushed: number;
  /** The row's count after this instance's last flush (includes other instances' hits). */
  stored: number;
}

/**
 * The same fixed-window counters as hitRateLimit (table rate_limit_hits, same bucket keys, so the
 * same pruning), but a hit is counted in memory and the counts are added to the database in one
 * transaction every flush interval. hitRateLimit's transaction per request halved the licence
 * check's throughput on SQLite (bench/license-check.bench.ts). The decision uses this instance's
 * hits at once plus the other instances' hits as of the last flush, so across instances a
 * caller can overshoot by at most what it sends to each within one interval.
 */
export class CoalescedRateLimiter {
  private buckets = new Map<string, Bucket>();
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly rule: RateLimitRule,
    private readonly flushIntervalMs = 250,
  ) {}

  /** Counts one hit for `key`; throws the 429 DomainError (with Retry-After) past the limit. */
  hit(key: string, now = Date.now()): void {
    const windowStart = Math.floor(now / 1000 / this.rule.windowSeconds) * this.rule.windowSeconds;
    const bucketKey = `${this.rule.name}:${key}`.slice(0, 191);
    const id = `${windowStart}|${bucketKey}`;
    let bucket = this.buckets.get(id);
    if (!bucket) {
      bucket = { bucketKey, windowStart, unflushed: 0, stored: 0 };
      this.buckets.set(id, bucket);
    }
    bucket.unflushed += 1;
    this.schedule();
    if (bucket.stored + bucket.unflushed > this.rule.limit) {
      throw rateLimited(Math.max(1, windowStart + this.rule.windowSeconds - Math.floor(now / 1000)));
    }
  }

  flush(): Promise<void> {
    const run = this.inFlight.then(() => this.writeCounts());
    this.inFlight = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush().catch(() => undefined);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush().catch(() => undefined);
    }, this.flushIntervalMs);
    this.timer.unref();
  }

  private async writeCounts(): Promise<void> {
    const batch = [...this.buckets.values()].filter((b) => b.unflushed > 0).map((b) => ({ bucket: b, hits: b.unflushed }));
    if (batch.length) {
      const upsert = this.db.isSqlite
        ? "INSERT INTO rate_limit_hits (bucket_key, window_start, hits) VALUES (?, ?, ?) ON CONFLICT (bucket_key, window_start) DO UPDATE SET hits = hits + ?"
        : "INSERT INTO rate_limit_hits (bucket_key, window_start, hits) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE hits = hits + ?";
      try {
        const totals = await this.db.transaction(async (em) => {
          const out: number[] = [];
          for (const { bucket, hits } of batch) {
            await em.query(upsert, [bucket.bucketKey, bucket.windowStart, hits, hits]);
            const rows: Array<{ hits: number | string }> = await em.query("SELECT hits FROM rate_limit_hits WHERE bucket_key = ? AND window_start = ?", [
              bucket.bucketKey,
              bucket.windowStart,
            ]);
            out.push(Number(rows[0]?.hits ?? hits));
          }
          return out;
        });
        batch.forEach(({ bucket, hits }, i) => {
          bucket.unflushed -= hits;
          bucket.stored = totals[i];
        });
      } catch (err) {
        log.error("could not store rate-limit counts; keeping them for the next flush", { err, rule: this.rule.name });
        this.schedule();
        throw err;
      }
    }
    const nowSeconds = Math.floor(Date.now() / 1000);
    for (const [id, b] of this.buckets) {
      if (b.unflushed === 0 && b.windowStart + this.rule.windowSeconds <= nowSeconds) this.buckets.delete(id);
    }
  }
}
