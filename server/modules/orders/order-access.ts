import crypto from "node:crypto";

/**
 * The secrets that open a guest's order (PRODUCT.md 19): nobody sees goods by knowing an e-mail.
 *
 * - the access token: 32 random bytes handed once to the browser that placed the order; only its
 *   sha256 is stored (order_access.token_hash);
 * - the e-mail's link (notifications/order-link.ts): `/orders/<id>?token=<HMAC(order id)>`, never
 *   stored, so it can be mailed again;
 * - the order number: short and unambiguous for a person to type on "Find my order", where it
 *   opens the order only with the buyer's e-mail and the order's password.
 */

/** Crockford's base32 without I, L, O, U: nothing to misread. */
const NUMBER_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const ORDER_NUMBER_LENGTH = 10;

/** A new order number: 10 characters (50 bits), e.g. "K7Q2M9XD4R"; unique by index, a clash retries the checkout. */
export function newOrderNumber(): string {
  const bytes = crypto.randomBytes(ORDER_NUMBER_LENGTH);
  let out = "";
  for (const b of bytes) out += NUMBER_ALPHABET[b & 31];
  return out;
}

/** What a person typed as an order number, as stored: upper case, without spaces or dashes, O read as 0 and I/L as 1. */
export function normalizeOrderNumber(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

export function newAccessToken(): string {
  return crypto.randomBytes(32).toString("base64url");
}

export function hashAccessToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** Compares in constant time; false for anything that is not a 43-character token. */
export function accessTokenMatches(token: string, hash: string): boolean {
  if (typeof token !== "string" || token.length !== 43) return false;
  const given = Buffer.from(hashAccessToken(token), "hex");
  const expected = Buffer.from(hash, "hex");
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
