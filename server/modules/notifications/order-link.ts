import crypto from "node:crypto";
import type { Config } from "../../config";
import { resolveJwtSecret } from "../auth";

/**
 * The link a guest's e-mails carry back to their order: `/orders/<id>?token=<HMAC(order id)>`,
 * with a key of its own derived from the server secret, so it is never stored and can be mailed
 * again; it stops working if the server secret changes. (Beside the unsubscribe link: both are
 * links in e-mails that work without signing in.)
 */
const linkKeys = new WeakMap<Config, crypto.KeyObject>();

function linkKey(config: Config): crypto.KeyObject {
  let key = linkKeys.get(config);
  if (!key) {
    key = crypto.createSecretKey(crypto.createHmac("sha256", resolveJwtSecret(config)).update("bia:order-link:v1").digest());
    linkKeys.set(config, key);
  }
  return key;
}

/** The signature of an order's e-mail link. */
export function orderLinkKey(config: Config, orderId: string): string {
  return crypto.createHmac("sha256", linkKey(config)).update(`order:${orderId}`).digest("base64url");
}

export function orderLinkKeyMatches(config: Config, orderId: string, key: string): boolean {
  if (typeof key !== "string" || key.length > 64) return false;
  const expected = Buffer.from(orderLinkKey(config, orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

/** The link the buyer's e-mails carry back to the order; named `token` so the admin outbox hides it once the mail is delivered (hideDeliveredLinkTokens). */
export function orderLinkUrl(config: Config, orderId: string): string {
  return `${config.publicBaseUrl}/orders/${orderId}?token=${orderLinkKey(config, orderId)}`;
}
