/**
 * The proof-of-work challenge both sides speak, in ALTCHA's shape: the server picks a secret
 * number n ≤ maxnumber and sends `challenge = sha256(salt + n)` with an HMAC of it; the client
 * finds n by trying 0, 1, 2, … and sends the payload back. The salt carries the expiry and the
 * scene (`…?expires=<unix seconds>&scene=<scene>`), so neither can be changed without changing
 * the hash the signature covers. No third party is involved at any point.
 */
export const CHALLENGE_ALGORITHM = "SHA-256";

/** Where a challenge may be asked for; a solution is good only for the scene it was issued for. */
export const CHALLENGE_SCENES = ["register", "guest_checkout", "order_lookup"] as const;
export type ChallengeScene = (typeof CHALLENGE_SCENES)[number];

/** The longest solution payload the server reads (a real one is about 300 characters). */
export const MAX_CHALLENGE_SOLUTION_LENGTH = 1000;

export interface ProofOfWorkChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface ProofOfWorkSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** Hex SHA-256 of a UTF-8 string: node:crypto on the server, Web Crypto in the browser's worker. */
export type Sha256Hex = (text: string) => string | Promise<string>;

/** The salt's parameters (after `?`), as the server wrote them. */
export function saltParams(salt: string): { expires: number | null; scene: string | null } {
  const query = salt.includes("?") ? salt.slice(salt.indexOf("?") + 1) : "";
  const params = new URLSearchParams(query);
  const expires = Number(params.get("expires"));
  return { expires: Number.isInteger(expires) && expires > 0 ? expires : null, scene: params.get("scene") };
}

/**
 * Tries every number up to maxnumber; null when none matches (a forged or broken challenge) or
 * when `signal` aborts. `onProgress` hears the share searched so far, about every 1,000 tries.
 */
export async function solveChallenge(
  challenge: Pick<ProofOfWorkChallenge, "challenge" | "maxnumber" | "salt">,
  sha256Hex: Sha256Hex,
  options: { signal?: AbortSignal; onProgress?: (share: number) => void } = {},
): Promise<number | null> {
  for (let n = 0; n <= challenge.maxnumber; n++) {
    if (options.signal?.aborted) return null;
    const hash = sha256Hex(challenge.salt + n);
    // A synchronous hasher is not awaited: a microtask per try would cost more than the hash.
    if ((typeof hash === "string" ? hash : await hash) === challenge.challenge) return n;
    if (n % 1000 === 999) options.onProgress?.(n / challenge.maxnumber);
  }
  return null;
}

/** What a form sends in its `challengeSolution` argument: the solution as base64 JSON, as ALTCHA's widget does. */
export function encodeSolution(challenge: ProofOfWorkChallenge, number: number): string {
  const solution: ProofOfWorkSolution = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  };
  return base64Encode(JSON.stringify(solution));
}

/** The solution in a payload, or null when it is not one (bad base64, bad JSON, fields of the wrong type). */
export function decodeSolution(payload: string): ProofOfWorkSolution | null {
  if (payload.length > MAX_CHALLENGE_SOLUTION_LENGTH) return null;
  let value: unknown;
  try {
    value = JSON.parse(base64Decode(payload));
  } catch {
    return null;
  }
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const strings = ["algorithm", "challenge", "salt", "signature"].every((k) => typeof v[k] === "string");
  if (!strings || typeof v.number !== "number" || !Number.isSafeInteger(v.number) || v.number < 0) return null;
  return { algorithm: v.algorithm as string, challenge: v.challenge as string, number: v.number, salt: v.salt as string, signature: v.signature as string };
}

/** btoa/atob are on both sides (Node 16+ and every browser); the JSON is ASCII. */
function base64Encode(text: string): string {
  return btoa(text);
}

function base64Decode(text: string): string {
  return atob(text);
}
