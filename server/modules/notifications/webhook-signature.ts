import crypto from "node:crypto";

/** Receivers refuse a signature older than this, so a captured delivery cannot be replayed later. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export function generateWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64url")}`;
}

/**
 * The `Webhook-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed
 * with the endpoint's secret as UTF-8 (the recipe in docs/api.md).
 */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  const mac = crypto.createHmac("sha256", secret).update(`${timestampSeconds}.${body}`).digest("hex");
  return `t=${timestampSeconds},v1=${mac}`;
}
