// Verifies a licence-check answer with Node.js 20+ and no packages.
// Usage: node node.mjs <pinned-keys.txt> <key-id> <date> <nonce> <signature> <body-file>
import crypto from "node:crypto";
import fs from "node:fs";

const [keysFile, keyId, date, nonce, signature, bodyFile] = process.argv.slice(2);

const pinned = new Map(
  fs
    .readFileSync(keysFile, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => line.trim().split(/\s+/)),
);
const raw = pinned.get(keyId);
let genuine = false;
if (raw) {
  const publicKey = crypto.createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(raw, "base64").toString("base64url") }, format: "jwk" });
  const signed = Buffer.concat([Buffer.from(`${date}\n${nonce}\n`, "utf8"), fs.readFileSync(bodyFile)]);
  genuine = crypto.verify(null, signed, publicKey, Buffer.from(signature, "base64"));
}
console.log(genuine ? "genuine" : "forged");
process.exit(genuine ? 0 : 1);
