import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { openDatabase } from "../../server/app";
import { loadConfig } from "../../server/config";
import type { Database } from "../../server/db/transaction";
import { StockAccount } from "../../server/modules/stock";
import { SecretBox, isEncryptedUnder, keyIdOf, loadOrCreateKeyFile } from "../../server/db/secret-box";

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
  let box: SecretBox;
  beforeEach(() => {
    box = new SecretBox();
  });

  it("decrypts what it encrypted, including non-ASCII and separators", () => {
    box.useKey(oldKey);
    const plain = "pässwörd:with:colons.and.dots 🔑";
    const stored = box.encrypt(plain);
    expect(stored).not.to.include("pässwörd");
    expect(box.decrypt(stored)).to.equal(plain);
  });

  it("names the key in the stored form and uses a fresh IV each time", () => {
    const id = box.useKey(oldKey);
    expect(id).to.equal(keyIdOf(oldKey));
    const a = box.encrypt("same");
    const b = box.encrypt("same");
    expect(a).not.to.equal(b);
    expect(a.split(".")).to.have.length(5);
    expect(isEncryptedUnder(a, id)).to.equal(true);
  });

  it("refuses a tampered ciphertext, IV or authentication tag", () => {
    box.useKey(oldKey);
    const stored = box.encrypt("a secret long enough to tamper with");
    for (const part of [2, 3, 4]) {
      expect(() => box.decrypt(tamper(stored, part)), `part ${part}`).to.throw();
    }
  });

  it("still reads a row written under the old key once a new key is current", () => {
    box.useKey(oldKey);
    const written = box.encrypt("written before rotation");
    const newId = box.useKey(newKey);
    expect(box.decrypt(written)).to.equal("written before rotation");
    const rewritten = box.encrypt("written after rotation");
    expect(isEncryptedUnder(rewritten, newId)).to.equal(true);
    expect(isEncryptedUnder(written, newId)).to.equal(false);
  });

  it("keeps the current key when an old key is added to the keyring for reading only", () => {
    const currentId = box.useKey(newKey);
    box.useKey(crypto.randomBytes(32), { current: false });
    expect(isEncryptedUnder(box.encrypt("x"), currentId)).to.equal(true);
  });

  it("refuses a row encrypted under a key that is not in the keyring", () => {
    const unknown = crypto.randomBytes(32);
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv("aes-256-gcm", unknown, iv);
    const ct = Buffer.concat([cipher.update("lost", "utf8"), cipher.final()]);
    const stored = ["v1", keyIdOf(unknown), iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), ct.toString("base64url")].join(".");
    expect(() => box.decrypt(stored)).to.throw(`uses key ${keyIdOf(unknown)}, which is not configured`);
  });

  it("refuses a value that is not in the stored format", () => {
    expect(() => box.decrypt("plain text password")).to.throw("unknown format");
    expect(() => box.decrypt("v2.a.b.c.d")).to.throw("unknown format");
  });

  it("refuses a key that is not 32 bytes", () => {
    expect(() => box.useKey(crypto.randomBytes(16))).to.throw("32 bytes");
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

  describe("keys of the app instance", () => {
    const dirs: string[] = [];
    const dbs: Database[] = [];
    afterEach(async () => {
      for (const db of dbs.splice(0)) await db.close();
      for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    });

    /** An instance's database with its own data directory and ENCRYPTION_KEY, in this process. */
    async function instanceWithKey(key: Buffer): Promise<Database> {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-keys-"));
      dirs.push(dir);
      const db = await openDatabase(loadConfig({ DATA_DIR: dir, LOG_LEVEL: "error", ENCRYPTION_KEY: key.toString("hex") }));
      dbs.push(db);
      return db;
    }

    const storedPassword = async (db: Database, id: number) =>
      ((await db.dataSource.query("SELECT password FROM stock_accounts WHERE id = ?", [id])) as Array<{ password: string }>)[0].password;

    it("two instances in one process hold different keys, and each reads only the secrets written under its own", async () => {
      const a = await instanceWithKey(oldKey);
      const b = await instanceWithKey(newKey);
      const line = (name: string) => ({
        username: name,
        password: `${name}-pw`,
        email: `${name}@mail.test`,
        emailPassword: `${name}-mail-pw`,
        variantId: "main_insta_product",
      });
      const fromA = await a.manager.getRepository(StockAccount).save(line("alice"));
      const fromB = await b.manager.getRepository(StockAccount).save(line("bob"));

      const storedA = await storedPassword(a, fromA.id);
      const storedB = await storedPassword(b, fromB.id);
      expect(isEncryptedUnder(storedA, keyIdOf(oldKey))).to.equal(true);
      expect(isEncryptedUnder(storedB, keyIdOf(newKey))).to.equal(true);
      expect((await a.manager.getRepository(StockAccount).findOneByOrFail({ id: fromA.id })).password).to.equal("alice-pw");
      expect((await b.manager.getRepository(StockAccount).findOneByOrFail({ id: fromB.id })).password).to.equal("bob-pw");

      // Each one's stored secret, already read (and so known) by its own instance, copied into the other's database: unreadable there.
      for (const [reader, id, stored, key] of [
        [b, fromB.id, storedA, oldKey],
        [a, fromA.id, storedB, newKey],
      ] as const) {
        await reader.dataSource.query("UPDATE stock_accounts SET password = ? WHERE id = ?", [stored, id]);
        const refused = await reader.manager
          .getRepository(StockAccount)
          .findOneByOrFail({ id })
          .then(
            () => undefined,
            (e: Error) => e,
          );
        expect(refused?.message).to.equal(`stored secret uses key ${keyIdOf(key)}, which is not configured`);
      }
    });
  });
});
