import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function keyIdOf(key: Buffer): string {
  return crypto.createHash("sha256").update(key).digest("hex").slice(0, 8);
}

/** The configured key, or one generated once into the data directory (mode 0600). */
export function loadOrCreateKeyFile(dataDir: string, fileName = "encryption.key"): Buffer {
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = crypto.randomBytes(32);
  fs.writeFileSync(file, key.toString("base64") + "\n", { mode: 0o600, flag: "wx" });
  return key;
}

export const PREVIOUS_KEYS_FILE = "encryption.previous-keys";

export interface KeyringSource {
  dataDir: string;
  /** ENCRYPTION_KEY, when configured; otherwise the key file in dataDir is current. */
  encryptionKey?: Buffer;
  /** ENCRYPTION_PREVIOUS_KEYS: keys that are still readable after a rotation. */
  previousKeys?: readonly Buffer[];
}

/**
 * Stored secrets already read, by their stored form: each encryption has its own random IV, so a
 * stored form stands for one plaintext for good (a rotation writes new stored forms). Saves a
 * decipher per payment notification for the provider's key. Bounded; the oldest entry goes first.
 */
const DECRYPTED_CACHE_SIZE = 256;

/**
 * AES-256-GCM for secrets at rest. Stored form: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url),
 * where keyId names the key so a rotation can keep reading rows written under the old one.
 *
 * The keyring belongs to its owner (the app instance's database, a CLI tool), not to the module:
 * two instances in one process can hold different keys, and each reads only its own secrets.
 */
export class SecretBox {
  private readonly keyring = new Map<string, Buffer>();
  private currentKeyId: string | undefined;
  private reloadKeyring: (() => void) | undefined;
  private readonly decrypted = new Map<string, string>();

  /** A box holding the keys of `source` (see `install`). */
  static fromSource(source: KeyringSource): SecretBox {
    const box = new SecretBox();
    box.install(source);
    return box;
  }

  /** A box holding the configured keys (ENCRYPTION_KEY or the key file, and the previous ones). */
  static forConfig(config: { dataDir: string; encryptionKey?: Buffer; previousEncryptionKeys?: readonly Buffer[] }): SecretBox {
    return SecretBox.fromSource({ dataDir: config.dataDir, encryptionKey: config.encryptionKey, previousKeys: config.previousEncryptionKeys });
  }

  /** A box holding one key, current. */
  static withKey(key: Buffer): SecretBox {
    const box = new SecretBox();
    box.useKey(key);
    return box;
  }

  useKey(key: Buffer, opts: { current?: boolean } = { current: true }): string {
    if (key.length !== 32) throw new Error("encryption key must be 32 bytes");
    const id = keyIdOf(key);
    this.keyring.set(id, key);
    if (opts.current !== false) this.currentKeyId = id;
    return id;
  }

  /**
   * Loads the current key and every previous one (configured, or listed one per line in
   * data/encryption.previous-keys). A row under a key this box has not seen makes it
   * reload once, so a running server keeps working while `npm run keys:rotate` replaces the key file.
   */
  install(source: KeyringSource): string {
    const load = () => {
      const previousFile = path.join(source.dataDir, PREVIOUS_KEYS_FILE);
      const previous = [...(source.previousKeys ?? [])];
      if (fs.existsSync(previousFile)) {
        for (const line of fs.readFileSync(previousFile, "utf8").split("\n")) {
          if (line.trim()) previous.push(Buffer.from(line.trim(), "base64"));
        }
      }
      for (const key of previous) this.useKey(key, { current: false });
      return this.useKey(source.encryptionKey ?? loadOrCreateKeyFile(source.dataDir));
    };
    this.reloadKeyring = () => void load();
    return load();
  }

  get currentId(): string | undefined {
    return this.currentKeyId;
  }

  encrypt(plain: string): string {
    if (!this.currentKeyId) throw new Error("no encryption key configured");
    const key = this.keyring.get(this.currentKeyId)!;
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
    const ct = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", this.currentKeyId, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
  }

  decrypt(stored: string): string {
    const known = this.decrypted.get(stored);
    if (known !== undefined) return known;
    const plain = this.decryptUncached(stored);
    if (this.decrypted.size >= DECRYPTED_CACHE_SIZE) this.decrypted.delete(this.decrypted.keys().next().value!);
    this.decrypted.set(stored, plain);
    return plain;
  }

  private decryptUncached(stored: string): string {
    const parts = stored.split(".");
    if (parts.length !== 5 || parts[0] !== "v1") throw new Error("stored secret has an unknown format");
    if (!this.keyring.has(parts[1])) this.reloadKeyring?.();
    const key = this.keyring.get(parts[1]);
    if (!key) throw new Error(`stored secret uses key ${parts[1]}, which is not configured`);
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(parts[2], "base64url"));
    decipher.setAuthTag(Buffer.from(parts[3], "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(parts[4], "base64url")), decipher.final()]).toString("utf8");
  }
}

export function isEncryptedUnder(stored: string, keyId: string): boolean {
  return stored.startsWith(`v1.${keyId}.`);
}
