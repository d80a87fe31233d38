import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { signedMessage } from "../../server/modules/licenses/license-check-answer";
import { loadLicenseSigner, SIGNING_KEY_FILE } from "../../server/modules/licenses/license-signing";

describe("licence answer signing", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-signing-"));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const verifies = (publicKeyPem: string, date: string, nonce: string, body: string, signature: string) =>
    crypto.verify(null, Buffer.from(signedMessage(date, nonce, body)), publicKeyPem, Buffer.from(signature, "base64"));

  it("generates a key once into the data directory (mode 0600) and reuses it on the next start", async () => {
    const first = loadLicenseSigner({ dataDir });
    const file = path.join(dataDir, SIGNING_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).to.equal(0o600);
    const second = loadLicenseSigner({ dataDir });
    expect(second.publicKeyPem).to.equal(first.publicKeyPem);
    const signature = await first.sign("2026-01-01T00:00:00.000Z", "n1", '{"status":"success"}');
    expect(verifies(second.publicKeyPem, "2026-01-01T00:00:00.000Z", "n1", '{"status":"success"}', signature)).to.equal(true);
  });

  it("accepts a configured key as PKCS8 PEM or as base64 DER, and publishes the matching raw public key", async () => {
    const { privateKey, publicKey } = crypto.generateKeyPairSync("ed25519");
    const pem = privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const der = privateKey.export({ type: "pkcs8", format: "der" }).toString("base64");
    const raw = publicKey.export({ format: "jwk" }).x!;
    for (const configured of [pem, der]) {
      const signer = loadLicenseSigner({ dataDir, licenseSigningKey: configured });
      expect(Buffer.from(signer.publicKeyRawBase64, "base64").toString("base64url")).to.equal(raw);
      expect(verifies(publicKey.export({ type: "spki", format: "pem" }).toString(), "d", "", "{}", await signer.sign("d", "", "{}"))).to.equal(true);
    }
    expect(fs.existsSync(path.join(dataDir, SIGNING_KEY_FILE))).to.equal(false);
  });

  it("refuses a configured key that is not an Ed25519 private key, naming the variable", () => {
    const { privateKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
    for (const bad of ["not a key", privateKey.export({ type: "pkcs8", format: "pem" }).toString()]) {
      expect(() => loadLicenseSigner({ dataDir, licenseSigningKey: bad })).to.throw(/LICENSE_SIGNING_KEY/);
    }
  });

  it("binds the date, the nonce and the body: changing any one breaks the signature", async () => {
    const signer = loadLicenseSigner({ dataDir });
    const signature = await signer.sign("2026-01-01T00:00:00.000Z", "abc", '{"days_remaining":3}');
    expect(verifies(signer.publicKeyPem, "2026-01-01T00:00:00.001Z", "abc", '{"days_remaining":3}', signature)).to.equal(false);
    expect(verifies(signer.publicKeyPem, "2026-01-01T00:00:00.000Z", "abd", '{"days_remaining":3}', signature)).to.equal(false);
    expect(verifies(signer.publicKeyPem, "2026-01-01T00:00:00.000Z", "abc", '{"days_remaining":30}', signature)).to.equal(false);
  });
});
