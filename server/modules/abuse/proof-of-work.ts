import crypto from "node:crypto";
import { CHALLENGE_ALGORITHM, saltParams, type ProofOfWorkChallenge, type ProofOfWorkSolution } from "../../../common/proof-of-work";

/** Pure: no database, no clock of its own. The service (challenge.service.ts) adds single use. */

export function sha256Hex(text: string): string {
  return crypto.createHash("sha256").update(text).digest("hex");
}

function hmacHex(key: Buffer, text: string): string {
  return crypto.createHmac("sha256", key).update(text).digest("hex");
}

/**
 * A new challenge for `scene`, valid until `now + ttlSeconds`. The secret number is drawn
 * uniformly from 0..maxnumber, so a client tries maxnumber / 2 hashes on average.
 */
export function createChallenge(key: Buffer, opts: { scene: string; maxnumber: number; ttlSeconds: number; nowMs: number }): ProofOfWorkChallenge {
  const expires = Math.floor(opts.nowMs / 1000) + opts.ttlSeconds;
  const salt = `${crypto.randomBytes(12).toString("hex")}?expires=${expires}&scene=${encodeURIComponent(opts.scene)}`;
  const secretNumber = crypto.randomInt(0, opts.maxnumber + 1);
  const challenge = sha256Hex(salt + secretNumber);
  return { algorithm: CHALLENGE_ALGORITHM, challenge, maxnumber: opts.maxnumber, salt, signature: hmacHex(key, challenge) };
}

export type SolutionVerdict = "ok" | "forged" | "expired" | "wrong_scene" | "wrong_number";

/**
 * Whether a solution answers a challenge this server issued for `scene` that has not expired.
 * The signature is checked first, in constant time, so nothing else is believed before it.
 */
export function checkSolution(key: Buffer, solution: ProofOfWorkSolution, opts: { scene: string; nowMs: number }): SolutionVerdict {
  if (solution.algorithm !== CHALLENGE_ALGORITHM || !/^[0-9a-f]{64}$/.test(solution.challenge) || !/^[0-9a-f]{64}$/.test(solution.signature)) return "forged";
  const expected = Buffer.from(hmacHex(key, solution.challenge), "hex");
  if (!crypto.timingSafeEqual(expected, Buffer.from(solution.signature, "hex"))) return "forged";
  if (sha256Hex(solution.salt + solution.number) !== solution.challenge) return "wrong_number";
  const { expires, scene } = saltParams(solution.salt);
  if (expires === null || expires * 1000 <= opts.nowMs) return "expired";
  if (scene !== opts.scene) return "wrong_scene";
  return "ok";
}

/** When a challenge stops being accepted, in milliseconds, for the used-challenge row's lifetime. */
export function challengeExpiresAtMs(solution: ProofOfWorkSolution): number {
  return (saltParams(solution.salt).expires ?? 0) * 1000;
}
