import type { RequestContext } from "../../context";
import { hitRateLimit, type RateLimitRule } from "../rate-limit";

const MINUTES = 60;

/** Every sign-in related limit, per IP and per e-mail address, counted in the database. */
export const AuthLimits = {
  /** Past it, only a known device or an e-mailed sign-in link signs the account in (see countAccountAttempt). */
  loginPerEmail: { name: "login:email", limit: 10, windowSeconds: 15 * MINUTES },
  loginPerIp: { name: "login:ip", limit: 30, windowSeconds: 15 * MINUTES },
  registerPerIp: { name: "register:ip", limit: 10, windowSeconds: 60 * MINUTES },
  /** Also bounds the "someone tried to register with your address" e-mails an owner can be sent. */
  registerPerEmail: { name: "register:email", limit: 5, windowSeconds: 60 * MINUTES },
  resendPerEmail: { name: "resend:email", limit: 5, windowSeconds: 15 * MINUTES },
  resendPerIp: { name: "resend:ip", limit: 20, windowSeconds: 15 * MINUTES },
  resetPerEmail: { name: "reset:email", limit: 5, windowSeconds: 15 * MINUTES },
  resetPerIp: { name: "reset:ip", limit: 20, windowSeconds: 15 * MINUTES },
  signInLinkPerEmail: { name: "signin-link:email", limit: 5, windowSeconds: 15 * MINUTES },
  signInLinkPerIp: { name: "signin-link:ip", limit: 20, windowSeconds: 15 * MINUTES },
} as const satisfies Record<string, RateLimitRule>;

/**
 * Counts one attempt against the IP rule and, when given, the e-mail rule; throws RATE_LIMITED
 * (429 with Retry-After) past either. Runs outside the caller's transaction on purpose: a
 * refused attempt must still count.
 */
export async function countAuthAttempt(ctx: RequestContext, perIp: RateLimitRule, perEmail?: { rule: RateLimitRule; email: string }): Promise<void> {
  const now = ctx.clock.now().getTime();
  await hitRateLimit(ctx.db, perIp, ctx.meta.ip, now);
  if (perEmail) await hitRateLimit(ctx.db, perEmail.rule, perEmail.email, now);
}
