import { execFile } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Ajv2020 from "ajv/dist/2020";
import { expect } from "chai";
import { createApp, type App } from "../../server/app";
import { createScratchMysqlDatabase, type ScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { loadConfig } from "../../server/config";
import { createCustomer, signIn } from "../helpers/fixtures";
import { HttpClient } from "../helpers/http-client";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, testDbKind, type TestServer } from "../helpers/test-server";

/*
 * Offline licence files (#34): signed with the check's key, for one activated machine, downloaded
 * by the buyer or fetched by the app itself; docs/api.md, "Offline licence files".
 */

const SOFTWARE = "storytag_software";
const DAY = 86_400_000;
const run = promisify(execFile);
const SET_PLAN = `mutation($id: ID!, $plan: LicensePlanInput!) { setVariantLicensePlan(variantId: $id, plan: $plan) { id } }`;
const BUY = `mutation($key: String!) { purchaseSoftwareLicense(idempotencyKey: $key) { ... on SoftwarePurchase { license { id licenseKey expiresAt } } } }`;
const SET_STATUS = `mutation($k: String!, $active: Boolean!) { setLicenseStatus(licenseKey: $k, active: $active) { status } }`;

interface LicenseFile {
  format: string;
  version: number;
  alg: string;
  key_id: string;
  payload: string;
  signature: string;
}
interface PublishedKey {
  keyId: string;
  state: string;
  publicKeyPem: string;
  publicKeyBase64: string;
  signs: string[];
}

/** What an app does offline: the key named by key_id among those it ships with, the signature over the decoded payload bytes. */
function verifies(file: LicenseFile, keys: PublishedKey[]): boolean {
  const key = keys.find((k) => k.keyId === file.key_id);
  return (
    key !== undefined &&
    crypto.verify(null, Buffer.from(file.payload, "base64"), crypto.createPublicKey(key.publicKeyPem), Buffer.from(file.signature, "base64"))
  );
}

const payloadOf = (file: LicenseFile) => JSON.parse(Buffer.from(file.payload, "base64").toString("utf8"));

const publishedKeys = async (url: string): Promise<{ signingKeyId: string; keys: PublishedKey[] }> => (await fetch(`${url}/api/license-public-keys`)).json();

/** The app's own request for its file. */
async function appFile(url: string, body: Record<string, unknown>) {
  const res = await fetch(`${url}/api/license_file`, { method: "POST", body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}

/** A check from a machine: activates it while a seat is free. */
async function activate(url: string, licenseKey: string, fingerprint: string): Promise<void> {
  const res = await fetch(`${url}/api/check_license`, {
    method: "POST",
    body: JSON.stringify({ license_key: licenseKey, fingerprint, name: `Desk ${fingerprint}` }),
  });
  expect((await res.json()).code, `activating ${fingerprint}`).to.be.oneOf(["VALID", "GRACE_PERIOD"]);
}

describe("offline licence files (#34)", () => {
  let server: TestServer;
  let clock: TestClock;
  let admin: HttpClient;
  let buyer: HttpClient;
  let otherBuyer: HttpClient;
  let bought = 0;

  before(async () => {
    clock = new TestClock();
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "100000" }, { clock });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    buyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1_000_000 }));
    otherBuyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1_000_000 }));
  });
  after(() => server?.close());

  async function buy(
    plan: { maxMachines?: number | null; heartbeatSeconds?: number | null; graceDays?: number; entitlements?: string[]; lifetime?: boolean },
    as = buyer,
  ) {
    await admin.ok(SET_PLAN, { id: SOFTWARE, plan });
    const license = (await as.ok(BUY, { key: `offline-${Date.now()}-${++bought}` })).purchaseSoftwareLicense.license as { id: string; licenseKey: string };
    expect(license, "the purchase delivers a licence").to.be.an("object");
    return license;
  }

  const machineId = async (licenseId: string, fingerprint: string): Promise<string> =>
    (await server.app.db.manager.query("SELECT id FROM license_machines WHERE license_id = ? AND fingerprint = ?", [licenseId, fingerprint]))[0].id;

  const download = (client: HttpClient, licenseKey: string, machine: string) =>
    client.request("GET", `/api/licenses/${licenseKey}/machines/${machine}/offline-file`);

  const setExpiry = (id: string, expiresAt: Date) =>
    server.app.db.manager.query("UPDATE licenses SET expires_at = ? WHERE id = ?", [
      server.app.db.isSqlite ? expiresAt.toISOString().replace("T", " ").replace("Z", "") : expiresAt,
      id,
    ]);

  it("gives the buyer a file for an activated machine, signed with the published key that lists offline_file", async () => {
    const license = await buy({ maxMachines: 2, entitlements: ["pro", "export"] });
    await setExpiry(license.id, new Date(Date.now() + 60 * DAY));
    await activate(server.url, license.licenseKey, "fp-desk-1");
    const machine = await machineId(license.id, "fp-desk-1");

    const res = await download(buyer, license.licenseKey, machine);
    expect(res.status).to.equal(200);
    expect(res.headers.get("content-type")).to.match(/^application\/json/);
    expect(res.headers.get("content-disposition")).to.equal(`attachment; filename="license-${license.licenseKey}-${machine.slice(0, 8)}.lic"`);
    expect(res.headers.get("cache-control")).to.equal("private, no-store");
    const file = (await res.json()) as LicenseFile;
    expect(file).to.include({ format: "bia-license-file", version: 1, alg: "ed25519" });

    const { signingKeyId, keys } = await publishedKeys(server.url);
    expect(file.key_id).to.equal(signingKeyId);
    expect(keys.find((k) => k.keyId === file.key_id))
      .to.include({ state: "current" })
      .and.to.have.deep.property("signs", ["check", "offline_file"]);
    const single = await (await fetch(`${server.url}/api/license-public-key`)).json();
    expect(single).to.include({ keyId: file.key_id }).and.to.have.deep.property("signs", ["check", "offline_file"]);
    expect(verifies(file, keys), "the file verifies with the published key").to.equal(true);

    const payload = payloadOf(file);
    const issuedAt = new Date(payload.issued_at).getTime();
    expect(issuedAt).to.be.closeTo(clock.now().getTime(), 60_000);
    expect(payload).to.deep.include({
      version: 1,
      license_id: license.id,
      license_key: license.licenseKey,
      software_name: "StoryTag",
      max_machines: 2,
      entitlements: ["pro", "export"],
      lifetime: false,
      grace_days: 0,
      machine_id: machine,
      fingerprint: "fp-desk-1",
      fingerprint_sha256: crypto.createHash("sha256").update("fp-desk-1").digest("hex"),
      machine_name: "Desk fp-desk-1",
      key_id: file.key_id,
    });
    // LICENSE_FILE_DAYS (30) from its issue: the licence's 60 days end later.
    expect(new Date(payload.expires_at).getTime()).to.equal(issuedAt + 30 * DAY);

    const tampered = { ...file, payload: Buffer.from(JSON.stringify({ ...payload, entitlements: ["pro", "export", "all"] })).toString("base64") };
    expect(verifies(tampered, keys), "a changed payload fails").to.equal(false);
  });

  it("gives the app its own file for key and fingerprint, only for an activated machine", async () => {
    const license = await buy({ maxMachines: 1, entitlements: ["pro"] });
    await activate(server.url, license.licenseKey, "fp-app-1");
    const ok = await appFile(server.url, { license_key: license.licenseKey, fingerprint: " fp-app-1 " });
    expect(ok.status).to.equal(200);
    expect(verifies(ok.json, (await publishedKeys(server.url)).keys)).to.equal(true);
    expect(payloadOf(ok.json)).to.include({ fingerprint: "fp-app-1", machine_id: await machineId(license.id, "fp-app-1") });

    const refusals: Array<[Record<string, unknown>, number, string]> = [
      [{ license_key: license.licenseKey, fingerprint: "fp-never-checked" }, 403, "MACHINE_NOT_ACTIVATED"],
      [{ license_key: license.licenseKey }, 400, "FINGERPRINT_SCOPE_REQUIRED"],
      [{ license_key: license.licenseKey, fingerprint: "x".repeat(256) }, 400, "BAD_REQUEST"],
      [{ license_key: license.licenseKey, fingerprint: 42 }, 400, "BAD_REQUEST"],
      [{ license_key: "ZZZZ-ZZZZ-ZZZZ-ZZZZ", fingerprint: "fp-app-1" }, 404, "NOT_FOUND"],
      [{ license_key: "not-a-key", fingerprint: "fp-app-1" }, 400, "MALFORMED_KEY"],
      [{ license_key: "A".repeat(65), fingerprint: "fp-app-1" }, 400, "MALFORMED_KEY"],
    ];
    for (const [body, status, code] of refusals) {
      const r = await appFile(server.url, body);
      expect([r.status, r.json.code, r.json.status], JSON.stringify(body).slice(0, 80)).to.deep.equal([status, code, "invalid"]);
      expect(r.json.message).to.be.a("string").and.not.equal("");
    }
    // The answers are those /openapi.json describes.
    const doc = await (await fetch(`${server.url}/openapi.json`)).json();
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    ajv.addSchema(doc, "openapi");
    expect(ajv.validate({ $ref: "openapi#/components/schemas/LicenseFile" }, ok.json), "the file").to.equal(true);
    expect(ajv.validate({ $ref: "openapi#/components/schemas/LicenseFileRefusal" }, (await appFile(server.url, refusals[0][0])).json), "a refusal").to.equal(
      true,
    );

    const badJson = await fetch(`${server.url}/api/license_file`, { method: "POST", body: "{nope" });
    expect([badJson.status, (await badJson.json()).code]).to.deep.equal([400, "BAD_REQUEST"]);
    // A licence without seats tracks no machine, so it has no offline file.
    const unlimited = await buy({ maxMachines: null });
    expect((await appFile(server.url, { license_key: unlimited.licenseKey, fingerprint: "fp-any" })).json.code).to.equal("MACHINE_NOT_ACTIVATED");
  });

  it("refuses another buyer's licence, an unknown machine, another licence's machine and a visitor", async () => {
    const mine = await buy({ maxMachines: 2 });
    const theirs = await buy({ maxMachines: 2 }, otherBuyer);
    await activate(server.url, mine.licenseKey, "fp-mine");
    await activate(server.url, theirs.licenseKey, "fp-theirs");
    const myMachine = await machineId(mine.id, "fp-mine");
    const theirMachine = await machineId(theirs.id, "fp-theirs");

    const refused = async (client: HttpClient, key: string, machine: string) => {
      const res = await download(client, key, machine);
      const body = await res.json();
      return [res.status, body.error?.code, body.error?.params?.reason ?? null];
    };
    expect(await refused(otherBuyer, mine.licenseKey, myMachine), "someone else's licence").to.deep.equal([404, "NOT_FOUND", "NOT_FOUND"]);
    expect(await refused(buyer, mine.licenseKey, crypto.randomUUID()), "an unknown machine").to.deep.equal([404, "NOT_FOUND", "NOT_FOUND"]);
    expect(await refused(buyer, mine.licenseKey, theirMachine), "a machine of another licence").to.deep.equal([404, "NOT_FOUND", "NOT_FOUND"]);
    expect(await refused(buyer, "bad-key", myMachine), "a malformed key").to.deep.equal([400, "BAD_USER_INPUT", "MALFORMED_KEY"]);
    expect(await refused(buyer, mine.licenseKey, "m".repeat(37)), "a machine id too long").to.deep.equal([400, "BAD_USER_INPUT", "BAD_REQUEST"]);
    expect(await refused(server.client(), mine.licenseKey, myMachine), "a visitor").to.deep.equal([401, "UNAUTHENTICATED", null]);
    expect((await download(otherBuyer, theirs.licenseKey, theirMachine)).status, "the other buyer gets their own").to.equal(200);

    // An API token of the buyer downloads with the READ scope, as the other owner reads do.
    const token = async (scopes: string[]) => {
      const client = server.client();
      client.bearer = (
        await buyer.ok(`mutation($scopes: [ApiTokenScope!]) { createApiToken(name: "offline", scopes: $scopes) { token } }`, { scopes })
      ).createApiToken.token;
      return client;
    };
    expect((await download(await token(["READ"]), mine.licenseKey, myMachine)).status, "a READ token").to.equal(200);
    expect(await refused(await token(["PURCHASE"]), mine.licenseKey, myMachine), "a token without READ").to.deep.equal([403, "FORBIDDEN", null]);
  });

  it("refuses a suspended and an expired licence with SUSPENDED and EXPIRED on both endpoints, and issues again once reinstated", async () => {
    const license = await buy({ maxMachines: 1 });
    await activate(server.url, license.licenseKey, "fp-state");
    const machine = await machineId(license.id, "fp-state");
    const both = async () => {
      const res = await download(buyer, license.licenseKey, machine);
      const owner = [res.status, (await res.json()).error?.params?.reason ?? "issued"];
      const app = await appFile(server.url, { license_key: license.licenseKey, fingerprint: "fp-state" });
      return { owner, app: [app.status, app.json.code ?? "issued"] };
    };

    await admin.ok(SET_STATUS, { k: license.licenseKey, active: false });
    expect(await both()).to.deep.equal({ owner: [403, "SUSPENDED"], app: [403, "SUSPENDED"] });
    await admin.ok(SET_STATUS, { k: license.licenseKey, active: true });
    expect(await both()).to.deep.equal({ owner: [200, "issued"], app: [200, "issued"] });

    await setExpiry(license.id, new Date(Date.now() - DAY));
    expect(await both()).to.deep.equal({ owner: [403, "EXPIRED"], app: [403, "EXPIRED"] });
  });

  it("ends a file with the licence's grace period when that comes first, and a lifetime licence's after LICENSE_FILE_DAYS", async () => {
    const short = await buy({ maxMachines: 1, graceDays: 2 });
    await activate(server.url, short.licenseKey, "fp-short");
    const expiry = new Date(Math.floor(Date.now() / 1000) * 1000 + 3 * DAY);
    await setExpiry(short.id, expiry);
    const file = (await appFile(server.url, { license_key: short.licenseKey, fingerprint: "fp-short" })).json;
    expect(payloadOf(file)).to.include({
      license_expires_at: expiry.toISOString(),
      grace_days: 2,
      expires_at: new Date(expiry.getTime() + 2 * DAY).toISOString(),
    });

    // In the grace period the licence still works, and so does a new file, until the grace ends.
    await setExpiry(short.id, new Date(Date.now() - DAY / 2));
    const inGrace = await appFile(server.url, { license_key: short.licenseKey, fingerprint: "fp-short" });
    expect(inGrace.status).to.equal(200);
    expect(new Date(payloadOf(inGrace.json).expires_at).getTime()).to.be.closeTo(Date.now() + 1.5 * DAY, 60_000);

    const lifetime = await buy({ maxMachines: 1, lifetime: true });
    await activate(server.url, lifetime.licenseKey, "fp-forever");
    const forever = payloadOf((await appFile(server.url, { license_key: lifetime.licenseKey, fingerprint: "fp-forever" })).json);
    expect(forever).to.include({ lifetime: true, license_expires_at: "9999-12-31T00:00:00.000Z" });
    expect(new Date(forever.expires_at).getTime() - new Date(forever.issued_at).getTime()).to.equal(30 * DAY);
  });

  it("refuses a machine silent past the heartbeat with HEARTBEAT_DEAD", async () => {
    const license = await buy({ maxMachines: 1, heartbeatSeconds: 60 });
    await activate(server.url, license.licenseKey, "fp-quiet");
    const machine = await machineId(license.id, "fp-quiet");
    expect((await appFile(server.url, { license_key: license.licenseKey, fingerprint: "fp-quiet" })).status).to.equal(200);
    clock.advance(120_000);
    try {
      const app = await appFile(server.url, { license_key: license.licenseKey, fingerprint: "fp-quiet" });
      expect([app.status, app.json.code]).to.deep.equal([403, "HEARTBEAT_DEAD"]);
      const res = await download(buyer, license.licenseKey, machine);
      expect([res.status, (await res.json()).error.params.reason]).to.deep.equal([403, "HEARTBEAT_DEAD"]);
    } finally {
      clock.advance(-120_000);
    }
  });
});

describe("offline licence files across a signing-key rotation (#34)", function () {
  this.timeout(120_000);
  let env: Record<string, string>;
  let scratch: ScratchMysqlDatabase | undefined;
  let app: App | undefined;
  let url: string;

  const start = async () => {
    app = await createApp(loadConfig(env));
    url = await app.listen();
  };
  const rotate = (...args: string[]) =>
    run(process.execPath, ["--import", "tsx", "server/cli/license-key-rotate.ts", ...args], { env: { ...process.env, ...env } });

  before(async () => {
    env = { PORT: "0", HOST: "127.0.0.1", NODE_ENV: "test", LOG_LEVEL: "error", DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-offline-")) };
    if (testDbKind() === "mariadb") {
      scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL!, "bia_offline");
      env.DATABASE_URL = scratch.database.url;
    }
    await start();
  });
  after(async () => {
    await app?.close();
    await scratch?.drop();
    fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
  });

  it("verifies a file signed before the switch by its key id while the previous key is published; new files carry the new key", async () => {
    const admin = signIn(app!, new HttpClient(url), await createCustomer(app!, { role: "admin" }));
    const created = await admin.ok(
      `mutation($x: DateTimeISO) { createLicenseByEmail(email: "rotate@example.test", plan: "standard", expiresAt: $x) { license { id licenseKey } } }`,
      {
        x: new Date(Date.now() + 20 * DAY).toISOString(),
      },
    );
    const license = created.createLicenseByEmail.license as { id: string; licenseKey: string };
    await app!.db.manager.query("UPDATE licenses SET max_machines = 2 WHERE id = ?", [license.id]);
    await activate(url, license.licenseKey, "fp-rotate");
    const before = (await appFile(url, { license_key: license.licenseKey, fingerprint: "fp-rotate" })).json as LicenseFile;
    const oldKeyId = before.key_id;

    await rotate();
    const announced = await publishedKeys(url);
    expect(announced.keys.map((k) => [k.state, k.signs])).to.deep.equal([
      ["current", ["check", "offline_file"]],
      ["next", []],
    ]);
    await app!.close();
    await rotate("--promote");
    await start();

    const after = (await appFile(url, { license_key: license.licenseKey, fingerprint: "fp-rotate" })).json as LicenseFile;
    const { signingKeyId, keys } = await publishedKeys(url);
    expect(after.key_id).to.equal(signingKeyId).and.not.equal(oldKeyId);
    expect(keys.map((k) => [k.state, k.keyId, k.signs])).to.deep.equal([
      ["current", signingKeyId, ["check", "offline_file"]],
      ["previous", oldKeyId, []],
    ]);
    expect(verifies(before, keys), "the old file, by its key id").to.equal(true);
    expect(verifies(after, keys), "the new file").to.equal(true);
    expect(verifies({ ...before, key_id: signingKeyId }, keys), "the old file under the new key's id").to.equal(false);

    await rotate("--retire");
    expect(verifies(before, (await publishedKeys(url)).keys), "once the previous key is retired").to.equal(false);
  });
});
