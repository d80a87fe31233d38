import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config";

export const SIGNING_KEY_FILE = "license-signing.key";

/**
 * Signs licence-check answers with Ed25519 so a desktop app can tell a genuine answer from a
 * forged one (a hosts-file redirect to a fake server, a patched proxy). The signed bytes are
 * `${date}\n${nonce}\n${body}`: the date limits replay, the client's nonce binds the answer to
 * its own request, and the body is verified exactly as sent.
 */
export class LicenseSigner {
  readonly publicKeyPem: string;
  /** The 32-byte raw public key, base64: what most Ed25519 libraries outside Node take. */
  readonly publicKeyRawBase64: string;

  constructor(private readonly privateKey: crypto.KeyObject) {
    if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("the licence signing key must be an Ed25519 private key");
    const publicKey = crypto.createPublicKey(privateKey);
    this.publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
    const spki = publicKey.export({ type: "spki", format: "der" });
    this.publicKeyRawBase64 = spki.subarray(spki.length - 32).toString("base64");
  }

  sign(date: string, nonce: string, body: string): string {
    return crypto.sign(null, Buffer.from(signedMessage(date, nonce, body), "utf8"), this.privateKey).toString("base64");
  }
}

export function signedMessage(date: string, nonce: string, body: string): string {
  return `${date}\n${nonce}\n${body}`;
}

/** The configured key (PKCS8 PEM, or PKCS8 DER as base64), else one generated once into DATA_DIR. */
export function loadLicenseSigner(config: Pick<Config, "licenseSigningKey" | "dataDir">): LicenseSigner {
  if (config.licenseSigningKey) {
    try {
      return new LicenseSigner(parsePrivateKey(config.licenseSigningKey));
    } catch (err) {
      throw new Error(`LICENSE_SIGNING_KEY must be an Ed25519 private key as PKCS8 PEM or base64 DER (${(err as Error).message})`);
    }
  }
  const file = path.join(config.dataDir, SIGNING_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    const { privateKey } = crypto.generateKeyPairSync("ed25519");
    try {
      fs.writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600, flag: "wx" });
    } catch (err) {
      // Another instance sharing DATA_DIR won the race; its key is the one to use.
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return new LicenseSigner(parsePrivateKey(fs.readFileSync(file, "utf8")));
}

function parsePrivateKey(text: string): crypto.KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith("-----BEGIN")) return crypto.createPrivateKey({ key: trimmed, format: "pem" });
  return crypto.createPrivateKey({ key: Buffer.from(trimmed, "base64"), format: "der", type: "pkcs8" });
}
