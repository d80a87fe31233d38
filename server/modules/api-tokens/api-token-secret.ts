import crypto from "node:crypto";

const TOKEN_PREFIX = "bia_";
/** What lists show so a customer can tell tokens apart: "bia_" and 8 characters of the secret. */
const VISIBLE_PREFIX_LENGTH = 12;

/** A new token: 32 random bytes, so guessing one is hopeless and no per-token salt is needed. */
export function generateApiTokenSecret(): { token: string; hash: string; prefix: string } {
  const token = TOKEN_PREFIX + crypto.randomBytes(32).toString("base64url");
  return { token, hash: hashApiToken(token), prefix: token.slice(0, VISIBLE_PREFIX_LENGTH) };
}

/** Only this digest is stored; the plain token is shown once, when it is created. */
export function hashApiToken(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export function looksLikeApiToken(token: string): boolean {
  return token.startsWith(TOKEN_PREFIX) && token.length <= 100;
}
