import { expect } from "chai";
import { hitRateLimit, pruneRateLimits, type RateLimitRule } from "../../server/modules/rate-limit/rate-limit.service";
import { domainErrorFrom as rejection } from "../helpers/domain-errors";
import { useRateLimitDatabase } from "../helpers/rate-limit-database";

const rule: RateLimitRule = { name: "login", limit: 5, windowSeconds: 60 };
/** 15 s into a 60 s window. */
const windowStartMs = 1_800_000_000 * 1000;
const now = windowStartMs + 15_000;

describe("database-backed rate limits (SQLite)", () => {
  const scratch = useRateLimitDatabase();

  it("lets the first `limit` hits of a window through and counts them in the database", async () => {
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(scratch.db, rule, "1.2.3.4", now);
    expect(await scratch.storedHits("login:1.2.3.4")).to.deep.equal([rule.limit]);
  });

  it("refuses hit limit+1 with a 429 and a Retry-After of the seconds left in the window", async () => {
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(scratch.db, rule, "1.2.3.4", now);
    const err = await rejection(hitRateLimit(scratch.db, rule, "1.2.3.4", now));
    expect(err.status).to.equal(429);
    expect(err.code).to.equal("RATE_LIMITED");
    expect(err.headers["Retry-After"]).to.equal("45");
    expect(err.message).to.equal("Too many attempts. Please try again in 45 seconds.");
  });

  it("keeps refusing for the rest of the window, since refused hits count too", async () => {
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(scratch.db, rule, "1.2.3.4", now);
    await rejection(hitRateLimit(scratch.db, rule, "1.2.3.4", now));
    const later = await rejection(hitRateLimit(scratch.db, rule, "1.2.3.4", windowStartMs + 59_500));
    expect(later.headers["Retry-After"]).to.equal("1");
  });

  it("starts counting again in a new window", async () => {
    for (let i = 0; i <= rule.limit; i++) await hitRateLimit(scratch.db, rule, "1.2.3.4", now).catch(() => undefined);
    await hitRateLimit(scratch.db, rule, "1.2.3.4", now + 60_000);
  });

  it("counts each key and each rule separately", async () => {
    for (let i = 0; i < rule.limit; i++) await hitRateLimit(scratch.db, rule, "1.2.3.4", now);
    await hitRateLimit(scratch.db, rule, "5.6.7.8", now);
    await hitRateLimit(scratch.db, { ...rule, name: "register" }, "1.2.3.4", now);
    await rejection(hitRateLimit(scratch.db, rule, "1.2.3.4", now));
  });

  it("lets exactly `limit` of many simultaneous hits through", async () => {
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => hitRateLimit(scratch.db, rule, "burst", now)));
    expect(results.filter((r) => r.status === "fulfilled")).to.have.length(rule.limit);
    expect(results.filter((r) => r.status === "rejected")).to.have.length(20 - rule.limit);
  });

  it("prunes windows older than the retention and keeps recent ones", async () => {
    await hitRateLimit(scratch.db, rule, "old", now - 2 * 24 * 3600 * 1000);
    await hitRateLimit(scratch.db, rule, "recent", now);
    await pruneRateLimits(scratch.db, 24 * 3600, now);
    const rows: Array<{ bucket_key: string }> = await scratch.db.manager.query("SELECT bucket_key FROM rate_limit_hits");
    expect(rows.map((r) => r.bucket_key)).to.deep.equal(["login:recent"]);
  });
});
