import crypto from "node:crypto";
import type { Config } from "../../config";
import { resolveJwtSecret } from "../auth";
import type { EmailKind } from "./notification-preferences";

const keys = new WeakMap<Config, crypto.KeyObject>();

/**
 * A key of its own, derived from the server secret, so an unsubscribe token is no use anywhere else.
 * Kept as a KeyObject: an HMAC from one costs about a quarter of one from raw bytes, and every
 * optional e-mail (each credited top-up's among them) signs a link.
 */
function keyFor(config: Config): crypto.KeyObject {
  let key = keys.get(config);
  if (!key) {
    key = crypto.createSecretKey(crypto.createHmac("sha256", resolveJwtSecret(config)).update("bia:unsubscribe:v1").digest());
    keys.set(config, key);
  }
  return key;
}

function mac(config: Config, customerId: string, kind: EmailKind): string {
  return crypto.createHmac("sha256", keyFor(config)).update(`${customerId}:${kind}`).digest("base64url");
}

/** The link every optional e-mail carries: works without signing in, and only for this customer and kind. */
export function unsubscribeUrl(config: Config, customerId: string, kind: EmailKind): string {
  // Named `token` so the admin outbox hides it once the mail is delivered (hideDeliveredLinkTokens).
  const q = new URLSearchParams({ c: customerId, k: kind, token: mac(config, customerId, kind) });
  return `${config.publicBaseUrl}/api/unsubscribe?${q}`;
}

export function isValidUnsubscribeToken(config: Config, customerId: string, kind: EmailKind, token: string): boolean {
  const expected = Buffer.from(mac(config, customerId, kind));
  const given = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
