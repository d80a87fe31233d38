/**
 * The page's example client for desktop apps, as text. A module of its own so that
 * test/api/documented-examples.test.ts runs this very text against a live server.
 */
export const licenseCheckNodeExample = (origin: string) => `// Node 20+: check a key and prove the answer came from this shop.
import crypto from "node:crypto";

const SHOP = "${origin}";
// Fetch the key list once and ship it inside your app (pin it): never trust a key sent with
// an answer. During a key rotation the list holds the next key too, so the app keeps working.
const { keys } = await (await fetch(SHOP + "/api/license-public-keys")).json();
const PINNED_KEYS = new Map(keys.map((k) => [k.keyId, k.publicKeyPem]));

export async function checkLicense(licenseKey) {
  const nonce = crypto.randomBytes(16).toString("hex"); // fresh for every check
  const res = await fetch(SHOP + "/api/check_license", {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Nonce": nonce },
    body: JSON.stringify({ license_key: licenseKey }),
  });
  const body = await res.text(); // verify the exact bytes, before parsing
  const date = res.headers.get("X-Signature-Date");
  const signature = Buffer.from(res.headers.get("X-Signature") ?? "", "base64");
  const signed = Buffer.from(\`\${date}\\n\${nonce}\\n\${body}\`, "utf8");
  const publicKeyPem = PINNED_KEYS.get(res.headers.get("X-Signature-Key-Id"));
  if (!publicKeyPem || !crypto.verify(null, signed, publicKeyPem, signature)) throw new Error("forged answer");
  const answer = JSON.parse(body);
  // The fresh nonce proves the answer is new; the PC's clock is not needed (and may be wrong).
  if (answer.nonce !== nonce) throw new Error("replayed answer");
  return answer; // { status, message, expires_at, days_remaining, nonce }
}`;
