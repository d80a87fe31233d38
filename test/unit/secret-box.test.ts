import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { decryptSecret, encryptSecret, isEncryptedUnder, keyIdOf, loadOrCreateKeyFile, useEncryptionKey } from "../../server/db/secret-box";

/** Replaces one base64url character of the stored form's part `index`, keeping it decodable. */
function tamper(stored: string, index: number): string {
  const parts = stored.split(".");
  const chars = [...parts[index]];
  chars[0] = chars[0] === "A" ? "B" : "A";
  parts[index] = chars.join("");
  return parts.join(".");
}

describe("secrets at rest (AES-256-GCM secret box)", () => {
  const oldKey = crypto.randomBytes(32);
  const newKey = crypto.randomBytes(32);

  it("decrypts what it encrypted, including non-ASCII and separators", () => {
    useEncryptionKey(oldKey);
    const plain = "pässwörd:with:colons.and.dots 🔑";
    const stored = encryptSecret(plain);
    expect(stored).not.to.include("pässwörd");
    expect(decryptSecret(stored)).to.equal(plain);
  });

  it("names the key in the stored form and uses a fresh IV each time", () => {
    const id = useEncryptionKey(oldKey);
    expect(id).to.equal(keyIdOf(oldKey));
    const a = encryptSecret("same");
    const b = encryptSecret("same");
    expect(a).not.to.equal(b);
    expect(a.split(".")).to.have.length(5);
    expect(isEncryptedUnder(a, id)).to.equal(true);
  });

  it("refuses a tampered ciphertext, IV or authentication tag", () => {
    useEncryptionKey(oldKey);
    const stored = encryptSecret("a secret long enough to tamper with");
    for (const part of [2, 3, 4]) {
      expect(() => decryptSecret(tamper(stored, part)), `part ${part}`).to.throw();
    }
  });

  it("still reads a row written under the old key once a new key is current", () => {
    useEncryptionKey(oldKey);
    const written = encryptSecret("written before rotation");
    const newId = useEncryptionKey(newKey);
    expect(decryptSecret(written)).to.equal("written before rotation");
    const rewritten = encryptSecret("written after rotation");
    expect(isEncryptedUnder(rewritten, newId)).to.equal(true);
    expect(isEncryptedUnder(written, newId)).to.equal(false);
  });

  it("keeps the current key when an old key is added to the keyring for reading only", () => {
    const currentId = useEncryptionKey(newKey);
    useEncryptionKey(crypto.randomBytes(32), { current: false });
    expect(isEncryptedUnder(encryptSecret("x"), currentId)).to.equal(true);
  });

  it("refuses a row encrypted under a key that is not in the keyring", () => {
    const unknown = crypto.randomBytes(32);
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", unknown, iv);
    const ct = Buffer.concat([cipher.update("lost", "utf8"), cipher.final()]);
    const stored = ["v1", keyIdOf(unknown), iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
    expect(() => decryptSecret(stored)).to.throw(`uses key ${keyIdOf(unknown)}, which is not configured`);
  });

  it("refuses a value that is not in the stored format", () => {
    expect(() => decryptSecret("plain text password")).to.throw("unknown format");
    expect(() => decryptSecret("v2.a.b.c.d")).to.throw("unknown format");
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => useEncryptionKey(crypto.randomBytes(16))).to.throw("32 bytes");
  });

  describe("generated key file", () => {
    let dir: string;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-key-"));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it("creates a 32-byte key readable only by its owner, and returns the same key afterwards", () => {
      const first = loadOrCreateKeyFile(dir);
      expect(first).to.have.length(32);
      expect(fs.statSync(path.join(dir, "encryption.key")).mode & 0o777).to.equal(0o600);
      expect(loadOrCreateKeyFile(dir)).to.deep.equal(first);
    });

    it("refuses a key file that does not hold 32 bytes instead of replacing it", () => {
      fs.writeFileSync(path.join(dir, "encryption.key"), Buffer.alloc(8).toString("base64"));
      expect(() => loadOrCreateKeyFile(dir)).to.throw("does not hold a 32-byte base64 key");
    });
  });
});
