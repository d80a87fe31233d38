import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect } from "chai";
import { createApp, type App } from "../../server/app";
import { createScratchMysqlDatabase, type ScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { loadConfig } from "../../server/config";
import { StartupRefusal } from "../../server/errors";
import { SIGNING_KEY_FILE } from "../../server/modules/licenses/license-signing";
import { testDbKind } from "../helpers/test-server";

const run = promisify(execFile);

/** A desktop app's view: the keys it was shipped with, by key id. */
type PinnedKeys = Map<string, crypto.KeyObject>;

async function checkWith(url: string, pinned: PinnedKeys): Promise<{ verified: boolean; keyId: string }> {
  const nonce = crypto.randomBytes(8).toString("hex");
  const res = await fetch(`${url}/api/check_license`, {
    method: "POST",
    headers: { "x-nonce": nonce },
    body: JSON.stringify({ license_key: "AAAA-BBBB-CCCC-DDDD" }),
  });
  const body = await res.text();
  const keyId = res.headers.get("x-signature-key-id")!;
  const key = pinned.get(keyId);
  const signed = Buffer.from(`${res.headers.get("x-signature-date")}\n${nonce}\n${body}`);
  const verified = key !== undefined && crypto.verify(null, signed, key, Buffer.from(res.headers.get("x-signature")!, "base64"));
  return { verified, keyId };
}

async function publishedKeys(
  url: string,
): Promise<{ signingKeyId: string; keys: Array<{ keyId: string; state: string; publicKeyPem: string; publicKeyBase64: string }> }> {
  return (await fetch(`${url}/api/license-public-keys`)).json();
}

const pin = (keys: Array<{ keyId: string; publicKeyPem: string }>): PinnedKeys => new Map(keys.map((k) => [k.keyId, crypto.createPublicKey(k.publicKeyPem)]));

describe("the licence signing key: recorded, rotated, and never silently replaced", function () {
  this.timeout(120_000);
  let env: Record<string, string>;
  let scratch: ScratchMysqlDatabase | undefined;
  let app: App | undefined;
  let url: string;

  const start = async () => {
    app = await createApp(loadConfig(env));
    url = await app.listen();
  };
  const stop = async () => {
    await app?.close();
    app = undefined;
  };
  const rotate = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "server/cli/license-key-rotate.ts", ...args], { env: { ...process.env, ...env } });

  before(async () => {
    env = { PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "error", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-signing-")) };
    if (testDbKind() === "mariadb") {
      scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL!, "bia_signing");
      env.DATABASE_URL = scratch.database.url;
    }
    await start();
  });
  after(async () => {
    await stop();
    await scratch?.drop();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it("rotates while an app pinned to the old key and an app updated with the published set keep verifying", async () => {
    const first = await publishedKeys(url);
    expect(first.keys.map((k) => k.state)).to.deep.equal(["current"]);
    const single = await (await fetch(`${url}/api/license-public-key`)).json();
    expect(single.keyId).to.equal(first.signingKeyId);
    const oldApp = pin(first.keys);
    expect(await checkWith(url, oldApp)).to.deep.equal({ verified: true, keyId: first.signingKeyId });

    const added = await rotate();
    expect(added.stdout).to.match(/next license signing key \w{16} added/);
    const announced = await publishedKeys(url);
    expect(announced.keys.map((k) => k.state)).to.deep.equal(["current", "next"]);
    const nextKeyId = announced.keys[1].keyId;
    const updatedApp = pin(announced.keys);
    // Before the switch both apps verify: the old key still signs.
    expect((await checkWith(url, oldApp)).verified).to.equal(true);
    expect((await checkWith(url, updatedApp)).verified).to.equal(true);

    await stop();
    expect((await rotate("--promote")).stdout).to.match(new RegExp(`key ${nextKeyId} now signs`));
    await start();
    const switched = await checkWith(url, updatedApp);
    expect(switched).to.deep.equal({ verified: true, keyId: nextKeyId });
    // The app that never updated cannot verify the new key: why the next key is announced first.
    expect((await checkWith(url, oldApp)).verified).to.equal(false);
    expect((await publishedKeys(url)).keys.map((k) => [k.state, k.keyId])).to.deep.equal([
      ["current", nextKeyId],
      ["previous", first.signingKeyId],
    ]);

    await rotate("--retire");
    expect((await publishedKeys(url)).keys.map((k) => k.keyId)).to.deep.equal([nextKeyId]);
    expect((await checkWith(url, updatedApp)).verified).to.equal(true);
  });

  it("refuses to start, in one line, when the key on record is missing, instead of signing with a new one", async () => {
    await stop();
    const keyFile = path.join(env.DATA_DIR, SIGNING_KEY_FILE);
    const kept = fs.readFileSync(keyFile, "utf8");
    fs.rmSync(keyFile);
    const refused = await createApp(loadConfig(env)).then(
      () => null,
      (err: Error) => err,
    );
    expect(refused).to.be.instanceOf(StartupRefusal);
    expect(refused!.message).to.match(
      /^Refusing to start: the license signing key \w{16} that shipped apps pin is missing from .*license-signing\.key; restore it/,
    );
    expect(refused!.message).not.to.include("\n");
    expect(fs.existsSync(keyFile), "the key generated on the way is not left behind").to.equal(false);

    const other = crypto.generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    const wrong = await createApp(loadConfig({ ...env, LICENSE_SIGNING_KEY: other })).then(
      () => null,
      (err: Error) => err,
    );
    expect(wrong?.message).to.match(/^Refusing to start: LICENSE_SIGNING_KEY holds license signing key \w{16}, but this shop signs with \w{16}/);

    fs.writeFileSync(keyFile, kept, { mode: 0o600 });
    await start();
    expect((await fetch(`${url}/api/license-public-key`)).status).to.equal(200);
  });
});
