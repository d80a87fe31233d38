// Verifies a licence-check answer, or an offline licence file, with Node.js 20+ and no packages.
// Usage: node node.mjs <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
//        node node.mjs offline-file <pinned-keys.txt> <license-file> <fingerprint>
import crypto from "node:crypto";
import fs from "node:fs";

/** The keys the app ships with: `<keyId> <publicKeyBase64>` per line. */
function pinnedKeys(keysFile) {
  return new Map(
    fs
      .readFileSync(keysFile, "utf8")
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/)),
  );
}

const publicKeyOf = (raw) =>
  crypto.createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(raw, "base64").toString("base64url") }, format: "jwk" });

function verifyAnswer([keysFile, keyId, date, nonce, signature, bodyFile]) {
  const raw = pinnedKeys(keysFile).get(keyId);
  if (!raw) return false;
  const signed = Buffer.concat([Buffer.from(`${date}\n${nonce}\n`, "utf8"), fs.readFileSync(bodyFile)]);
  return crypto.verify(null, signed, publicKeyOf(raw), Buffer.from(signature, "base64"));
}

/** "valid" and the entitlements, or why not: forged, wrong-machine, expired. */
function verifyOfflineFile([keysFile, licenseFile, fingerprint]) {
  let file;
  try {
    file = JSON.parse(fs.readFileSync(licenseFile, "utf8"));
  } catch {
    return { verdict: "forged" };
  }
  const raw = pinnedKeys(keysFile).get(file.key_id);
  if (!raw || file.alg !== "ed25519" || typeof file.payload !== "string" || typeof file.signature !== "string") return { verdict: "forged" };
  // The signature covers the payload's bytes exactly as decoded; parse them only once it holds.
  const bytes = Buffer.from(file.payload, "base64");
  if (!crypto.verify(null, bytes, publicKeyOf(raw), Buffer.from(file.signature, "base64"))) return { verdict: "forged" };
  const payload = JSON.parse(bytes.toString("utf8"));
  if (payload.key_id !== file.key_id) return { verdict: "forged" };
  if (payload.fingerprint !== fingerprint) return { verdict: "wrong-machine" };
  if (!(Date.now() < Date.parse(payload.expires_at))) return { verdict: "expired" };
  return { verdict: "valid", entitlements: payload.entitlements };
}

if (process.argv[2] === "offline-file") {
  const { verdict, entitlements } = verifyOfflineFile(process.argv.slice(3));
  console.log(verdict);
  if (verdict === "valid") console.log(`entitlements: ${entitlements.join(",")}`);
  process.exit(verdict === "valid" ? 0 : 1);
} else {
  const genuine = verifyAnswer(process.argv.slice(2));
  console.log(genuine ? "genuine" : "forged");
  process.exit(genuine ? 0 : 1);
}
