import type { Clock } from "../../clock";
import type { Database } from "../../db/transaction";
import { log } from "../../log";
import {
  addRateLimitHits,
  rateLimitBucket,
  rateLimitRefusal,
  rateLimitState,
  type RateLimitBucket,
  type RateLimitRule,
  type RateLimitState,
} from "./rate-limit.service";

interface Bucket extends RateLimitBucket {
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
    private readonly clock: Clock,
    private readonly flushIntervalMs = 250,
  ) {}

  /** Counts one hit for `key` and says what is left; throws the 429 DomainError (with Retry-After) past the limit. */
  hit(key: string, now = this.clock.now().getTime()): RateLimitState {
    const { bucketKey, windowStart } = rateLimitBucket(this.rule, key, now);
    const id = `${windowStart}|${bucketKey}`;
    let bucket = this.buckets.get(id);
    if (!bucket) {
      bucket = { bucketKey, windowStart, unflushed: 0, stored: 0 };
      this.buckets.set(id, bucket);
    }
    bucket.unflushed += 1;
    this.schedule();
    const used = bucket.stored + bucket.unflushed;
    if (used > this.rule.limit) throw rateLimitRefusal(this.rule, bucket, now);
    return rateLimitState(this.rule, bucket, used, now);
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
      try {
        const totals = await this.db.transaction(async (em) => {
          const out: number[] = [];
          for (const { bucket, hits } of batch) out.push(await addRateLimitHits(this.db, em, bucket, hits));
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
    const nowSeconds = Math.floor(this.clock.now().getTime() / 1000);
    for (const [id, b] of this.buckets) {
      if (b.unflushed === 0 && b.windowStart + this.rule.windowSeconds <= nowSeconds) this.buckets.delete(id);
    }
  }
}
