import { LessThan } from "typeorm";
import type { Config } from "../../config";
import type { RequestContext } from "../../context";
import { isUniqueViolation } from "../../db/dialect";
import { clientAddressKey } from "../../ip-address";
import { decodeSolution, MAX_CHALLENGE_SOLUTION_LENGTH, type ChallengeScene, type ProofOfWorkChallenge } from "../../../common/proof-of-work";
import { derivedSecretKey, normalizeEmail } from "../auth";
import { countRateLimitHits } from "../rate-limit";
import { challengeInvalid, challengeRequired as challengeRequiredError } from "./abuse.errors";
import { challengeExpiresAtMs, checkSolution, createChallenge } from "./proof-of-work";
import { UsedChallenge } from "./used-challenge.entity";

/** Who is attempting a protected action: the request's client address and, when the action names one, an e-mail address. */
export interface ChallengeSubject {
  address: string;
  email?: string | null;
}

/** The HMAC key of challenges (see derivedSecretKey). */
const challengeKey = (config: Config): Buffer => derivedSecretKey(config, "bia proof-of-work challenge v1");

/** A fresh challenge for `scene`; anyone may ask (it costs the server one hash and one HMAC). */
export function issueChallenge(ctx: RequestContext, scene: ChallengeScene): ProofOfWorkChallenge {
  const { maxNumber, ttlSeconds } = ctx.config.challenge;
  return createChallenge(challengeKey(ctx.config), { scene, maxnumber: maxNumber, ttlSeconds, nowMs: ctx.clock.now().getTime() });
}

/**
 * Counts this attempt of `scene` for the client address (an IPv6 /64 as one) and for the e-mail,
 * and says whether it must carry a solved challenge: true once either count in the window
 * (CHALLENGE_WINDOW_SECONDS) passes its free allowance. Call it once per attempt: it counts.
 * Counted in its own transaction, so a refused attempt still counts.
 */
export async function challengeRequired(ctx: RequestContext, scene: ChallengeScene, subject: ChallengeSubject): Promise<boolean> {
  const { freePerAddress, freePerEmail, windowSeconds } = ctx.config.challenge;
  const now = ctx.clock.now().getTime();
  const email = subject.email ? normalizeEmail(subject.email) : "";
  // Both counts in one transaction; the address first, always, so concurrent attempts lock in one order.
  const [perAddress, perEmail = 0] = await countRateLimitHits(
    ctx.db,
    [
      { rule: { name: `challenge:${scene}:address`, limit: freePerAddress, windowSeconds }, key: clientAddressKey(subject.address) },
      ...(email ? [{ rule: { name: `challenge:${scene}:email`, limit: freePerEmail, windowSeconds }, key: email }] : []),
    ],
    now,
  );
  return perAddress > freePerAddress || (email !== "" && perEmail > freePerEmail);
}

/**
 * Accepts a solution once: it must answer a challenge this shop issued for `scene`, unexpired,
 * and never answered before (on any instance: the used challenge is a row). Throws
 * CHALLENGE_INVALID otherwise. Runs in its own transaction, so a used challenge stays used
 * even when the action it guarded fails afterwards.
 */
export async function consumeChallengeSolution(ctx: RequestContext, scene: ChallengeScene, payload: string): Promise<void> {
  const solution = payload.length <= MAX_CHALLENGE_SOLUTION_LENGTH ? decodeSolution(payload) : null;
  if (!solution) throw challengeInvalid();
  const nowMs = ctx.clock.now().getTime();
  if (checkSolution(challengeKey(ctx.config), solution, { scene, nowMs }) !== "ok") throw challengeInvalid();
  try {
    await ctx.db.transaction((em) =>
      em.getRepository(UsedChallenge).insert({ challenge: solution.challenge, expiresAt: new Date(challengeExpiresAtMs(solution)) }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw challengeInvalid();
    throw err;
  }
}

/**
 * The one call a protected action makes before it does anything: counts the attempt and, when
 * the rate says so, requires and consumes a solution (CHALLENGE_REQUIRED without one,
 * CHALLENGE_INVALID for a bad or replayed one). At a normal rate a solution sent anyway is ignored.
 */
export async function enforceChallenge(ctx: RequestContext, scene: ChallengeScene, subject: ChallengeSubject & { solution?: string | null }): Promise<void> {
  if (!(await challengeRequired(ctx, scene, subject))) return;
  if (!subject.solution) throw challengeRequiredError();
  await consumeChallengeSolution(ctx, scene, subject.solution);
}

/** Used challenges past their expiry are refused by their signature check anyway; the hourly job deletes them. */
export async function pruneUsedChallenges(ctx: RequestContext): Promise<void> {
  await ctx.db.transaction((em) => em.getRepository(UsedChallenge).delete({ expiresAt: LessThan(ctx.clock.now()) }));
}
