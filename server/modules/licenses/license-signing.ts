import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../../config";
import { signedMessage } from "./license-check-answer";
import { SigningThread, type ThreadCheck, type ThreadCheckAnswer } from "./signing-thread";

export const SIGNING_KEY_FILE = "license-signing.key";
/** The key added by `npm run license-key:rotate`, published but not yet signing. */
export const NEXT_SIGNING_KEY_FILE = "license-signing.next.key";
/** The key replaced by `--promote`, published until `--retire`. */
export const PREVIOUS_SIGNING_KEY_FILE = "license-signing.previous.key";

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
  /** Names the key in X-Signature-Key-Id and the published key list (see signingKeyId). */
  readonly keyId: string;
  private thread: SigningThread | undefined;
  private sqliteFile: string | undefined;

  constructor(
    private readonly privateKey: crypto.KeyObject,
    /** True when this start generated the key: a database that knows another key must then refuse it. */
    readonly generatedNow = false,
  ) {
    if (privateKey.asymmetricKeyType !== "ed25519") throw new Error("the licence signing key must be an Ed25519 private key");
    const publicKey = crypto.createPublicKey(privateKey);
    this.publicKeyPem = publicKey.export({ type: "spki", format: "pem" }).toString();
    const spki = publicKey.export({ type: "spki", format: "der" });
    this.publicKeyRawBase64 = spki.subarray(spki.length - 32).toString("base64");
    this.keyId = signingKeyId(this.publicKeyRawBase64);
  }

  /** Signs on a thread of its own, a batch of answers at a time (see SigningThread). */
  sign(date: string, nonce: string, body: string): Promise<string> {
    return this.signingThread().sign(signedMessage(date, nonce, body));
  }

  /**
   * Signs these exact bytes (UTF-8) with no prefix: an offline licence file's payload (see
   * offline-license-file.ts). A check answer's signed bytes begin with its date, a payload's with
   * `{`, so neither signature can pass for the other.
   */
  signPayload(payload: string): Promise<string> {
    return this.signingThread().sign(payload);
  }

  /**
   * Lets the signing thread answer checks whole from this SQLite file (see SigningThread.check).
   * Call before the first signature; on MySQL/MariaDB the event loop looks licences up.
   */
  answerChecksFrom(sqliteFile: string): void {
    if (this.thread) throw new Error("the signing thread has started already");
    this.sqliteFile = sqliteFile;
  }

  /** A check answered and signed on the signing thread, or null: then the caller looks the licence up and signs its answer. */
  checkOnThread(job: ThreadCheck): Promise<ThreadCheckAnswer | null> | null {
    return this.sqliteFile === undefined ? null : this.signingThread().check(job);
  }

  private signingThread(): SigningThread {
    return (this.thread ??= new SigningThread(this.privateKey, this.sqliteFile));
  }

  /** Ends the signing thread, if one started; signing afterwards still works, on the thread pool. */
  async close(): Promise<void> {
    await this.thread?.close();
  }
}

/** The first 16 hex digits of the SHA-256 of the raw public key: short, stable, derived from the key alone. */
export function signingKeyId(publicKeyRawBase64: string): string {
  return crypto.createHash("sha256").update(Buffer.from(publicKeyRawBase64, "base64")).digest("hex").slice(0, 16);
}

/** The configured key (PKCS8 PEM, or PKCS8 DER as base64), else one generated once into DATA_DIR. */
export function loadLicenseSigner(config: Pick<Config, "licenseSigningKey" | "dataDir">): LicenseSigner {
  if (config.licenseSigningKey) {
    try {
      return new LicenseSigner(parsePrivateKey(config.licenseSigningKey));
    } catch (err) {
      throw new Error(`LICENSE_SIGNING_KEY must be an Ed25519 private key as PKCS8 PEM or base64 DER (${(err as Error).message})`, { cause: err });
    }
  }
  const file = path.join(config.dataDir, SIGNING_KEY_FILE);
  const generatedNow = !fs.existsSync(file) && writeNewSigningKey(file);
  return new LicenseSigner(parsePrivateKey(fs.readFileSync(file, "utf8")), generatedNow);
}

/** A new Ed25519 key as PKCS8 PEM (mode 0600); false when the file appeared meanwhile (another instance won). */
export function writeNewSigningKey(file: string): boolean {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const { privateKey } = crypto.generateKeyPairSync("ed25519");
  try {
    fs.writeFileSync(file, privateKey.export({ type: "pkcs8", format: "pem" }), { mode: 0o600, flag: "wx" });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    return false;
  }
}

/** The signer of a key file, e.g. the next key of a rotation. */
export function signerFromFile(file: string): LicenseSigner {
  return new LicenseSigner(parsePrivateKey(fs.readFileSync(file, "utf8")));
}

function parsePrivateKey(text: string): crypto.KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith("-----BEGIN")) return crypto.createPrivateKey({ key: trimmed, format: "pem" });
  return crypto.createPrivateKey({ key: Buffer.from(trimmed, "base64"), format: "der", type: "pkcs8" });
}
