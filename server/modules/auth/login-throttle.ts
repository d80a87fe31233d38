import type { RequestContext } from "../../context";
import { DomainError, isDomainError, rateLimited } from "../../errors";
import { hitRateLimit, rateLimitBucket, rateLimitRefusal, type RateLimitRule } from "../rate-limit";
import { LoginFailure } from "./login-failure.entity";

/** Wrong sign-ins an address may make before it has to wait. */
export const FREE_FAILURES = 10;
/** The longest wait between two tries from one address. */
export const MAX_DELAY_SECONDS = 300;
/** A quiet address starts again from nothing after this long. */
const FORGET_AFTER_MS = 15 * 60_000;

export const SIGN_IN_LIMITED_MESSAGE =
  "Too many sign-in attempts for this account. Sign in from a device you have used before, or get a sign-in link by email.";

/** Seconds an address must wait after its `failures`-th wrong sign-in: 0 for the first few, then 1, 2, 4 … up to 5 minutes. */
export function delayAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_DELAY_SECONDS, 2 ** (failures - FREE_FAILURES));
}

/** Refuses a sign-in from an address that is still within its wait. */
export async function checkAddressDelay(ctx: RequestContext, now = ctx.clock.now().getTime()): Promise<void> {
  const row = await ctx.db.manager.getRepository(LoginFailure).findOneBy({ addressKey: ctx.meta.ip.slice(0, 64) });
  if (!row || now - row.lastFailureAt.getTime() > FORGET_AFTER_MS) return;
  const waitUntil = row.lastFailureAt.getTime() + delayAfter(row.failures) * 1000;
  if (now < waitUntil) throw rateLimited(Math.ceil((waitUntil - now) / 1000));
}

/** Counts a wrong password or code from this address; outside the caller's transaction, so it holds when the request fails. */
export async function recordAddressFailure(ctx: RequestContext, now = ctx.clock.now()): Promise<void> {
  const addressKey = ctx.meta.ip.slice(0, 64);
  await ctx.db.transaction(async (em) => {
    const repo = em.getRepository(LoginFailure);
    const row = await repo.findOneBy({ addressKey });
    const fresh = !row || now.getTime() - row.lastFailureAt.getTime() > FORGET_AFTER_MS;
    await repo.save({ addressKey, failures: fresh ? 1 : row.failures + 1, lastFailureAt: now });
  });
}

export async function forgetAddressFailures(ctx: RequestContext): Promise<void> {
  await ctx.db.manager.getRepository(LoginFailure).delete({ addressKey: ctx.meta.ip.slice(0, 64) });
}

/**
 * The per-account limit. Past it, only a browser that signed in to this account before (its
 * known-device cookie) may still try a password; everyone else is told to use one, or an
 * e-mailed sign-in link. The count runs for unknown addresses too, so the answer reveals nothing.
 */
export async function countAccountAttempt(ctx: RequestContext, rule: RateLimitRule, email: string, knownDevice: () => Promise<boolean>): Promise<void> {
  const now = ctx.clock.now().getTime();
  try {
    await hitRateLimit(ctx.db, rule, email, now);
  } catch (err) {
    if (!isDomainError(err) || err.code !== "RATE_LIMITED") throw err;
    if (await knownDevice()) return;
    const refusal = rateLimitRefusal(rule, rateLimitBucket(rule, email, now), now);
    throw new DomainError("SIGN_IN_LIMITED", SIGN_IN_LIMITED_MESSAGE, 429, refusal.headers);
  }
}

/** Addresses quiet for longer than FORGET_AFTER_MS start from nothing anyway: an hourly sweep deletes their rows. */
export async function pruneLoginFailures(ctx: RequestContext, now = ctx.clock.now().getTime()): Promise<void> {
  await ctx.manager
    .createQueryBuilder()
    .delete()
    .from(LoginFailure)
    .where("last_failure_at < :cutoff", { cutoff: new Date(now - FORGET_AFTER_MS) })
    .execute();
}
