import { systemClock } from "../../server/clock";
import { expect } from "chai";
import { CoalescedRateLimiter } from "../../server/modules/rate-limit/coalesced-rate-limiter";
import type { RateLimitRule } from "../../server/modules/rate-limit/rate-limit.service";
import { domainErrorOf as refusal } from "../helpers/domain-errors";
import { useRateLimitDatabase } from "../helpers/rate-limit-database";

const rule: RateLimitRule = { name: "license-check", limit: 3, windowSeconds: 60 };
/** 15 s into a 60 s window. */
const now = 1_800_000_000 * 1000 + 15_000;

describe("coalesced rate limit (SQLite)", () => {
  const scratch = useRateLimitDatabase();
  const storedHits = (key: string) => scratch.storedHits(`license-check:${key}`);

  it("allows the limit, then refuses with 429 and the seconds left in the window", async () => {
    const limiter = new CoalescedRateLimiter(scratch.db, rule, systemClock, 60_000);
    for (let i = 0; i < 3; i++) limiter.hit("1.2.3.4", now);
    const e = refusal(() => limiter.hit("1.2.3.4", now));
    expect(e.status).to.equal(429);
    expect(e.headers["Retry-After"]).to.equal("45");
    limiter.hit("5.6.7.8", now);
    await limiter.close();
  });

  it("adds the hits counted in memory to the shared table in one flush, refused ones included", async () => {
    const limiter = new CoalescedRateLimiter(scratch.db, rule, systemClock, 60_000);
    for (let i = 0; i < 3; i++) limiter.hit("9.9.9.9", now);
    refusal(() => limiter.hit("9.9.9.9", now));
    expect(await storedHits("9.9.9.9")).to.deep.equal([]);
    await limiter.flush();
    expect(await storedHits("9.9.9.9")).to.deep.equal([4]);
    await limiter.close();
  });

  it("counts another instance's hits once both have flushed", async () => {
    const a = new CoalescedRateLimiter(scratch.db, rule, systemClock, 60_000);
    const b = new CoalescedRateLimiter(scratch.db, rule, systemClock, 60_000);
    a.hit("4.4.4.4", now);
    a.hit("4.4.4.4", now);
    await a.flush();
    b.hit("4.4.4.4", now);
    await b.flush();
    expect(await storedHits("4.4.4.4")).to.deep.equal([3]);
    refusal(() => b.hit("4.4.4.4", now));
    await a.close();
    await b.close();
  });

  it("starts afresh in the next window", async () => {
    const limiter = new CoalescedRateLimiter(scratch.db, rule, systemClock, 60_000);
    for (let i = 0; i < 3; i++) limiter.hit("7.7.7.7", now);
    refusal(() => limiter.hit("7.7.7.7", now));
    limiter.hit("7.7.7.7", now + 60_000);
    await limiter.close();
  });
});
