import crypto from "node:crypto";
import http from "node:http";
import { expect } from "chai";
import { License } from "../../server/modules/licenses/license.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, type TestServer } from "../helpers/test-server";
import type { HttpClient } from "../helpers/http-client";

const CREATE_BY_EMAIL = `mutation($email: String, $plan: String, $expiresAt: DateTimeISO) {
  createLicenseByEmail(email: $email, plan: $plan, expiresAt: $expiresAt) { status message license { id licenseKey } }
}`;
const DAY = 86_400_000;

async function issue(admin: HttpClient, expiresInMs: number): Promise<{ id: string; licenseKey: string }> {
  const data = await admin.ok(CREATE_BY_EMAIL, { email: "holder@example.test", plan: "standard", expiresAt: new Date(Date.now() + expiresInMs).toISOString() });
  expect(data.createLicenseByEmail.status).to.equal("success");
  return data.createLicenseByEmail.license;
}

async function check(client: HttpClient, body: unknown, headers: Record<string, string> = {}) {
  const res = await client.request("POST", "/api/check_license", body, headers);
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text), headers: res.headers };
}

describe("licence check API (POST /api/check_license)", () => {
  let server: TestServer;
  let admin: HttpClient;
  let anonymous: HttpClient;

  before(async () => {
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "1000" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    anonymous = server.client();
  });
  after(() => server?.close());

  it("answers success with the expiry and days remaining for an active licence", async () => {
    const license = await issue(admin, 10 * DAY);
    const r = await check(anonymous, { license_key: license.licenseKey });
    expect(r.status).to.equal(200);
    // The seed's four fields, and the machine-readable code beside them (#34).
    expect(Object.keys(r.json).sort()).to.deep.equal(["code", "days_remaining", "expires_at", "message", "status"]);
    expect(r.json.code).to.equal("VALID");
    expect(r.json.status).to.equal("success");
    expect(r.json.message).to.equal("License is valid");
    expect(r.json.days_remaining).to.equal(10);
    expect(new Date(r.json.expires_at).getTime()).to.be.closeTo(Date.now() + 10 * DAY, 60_000);
  });

  it("accepts a key with surrounding spaces", async () => {
    const license = await issue(admin, 3 * DAY);
    const r = await check(anonymous, { license_key: `  ${license.licenseKey}\n` });
    expect(r.json.status).to.equal("success");
  });

  it("answers invalid for an unknown key, with no expiry and 0 days", async () => {
    const r = await check(anonymous, { license_key: "AAAA-BBBB-CCCC-DDDD" });
    expect(r.status).to.equal(200);
    expect(r.json).to.deep.equal({ status: "invalid", message: "License is invalid or expired", expires_at: null, days_remaining: 0, code: "NOT_FOUND" });
  });

  it("answers invalid for an expired licence and never reports negative days", async () => {
    // The API refuses a past expiry, so the licence is aged in the database.
    const license = await issue(admin, DAY);
    await server.app.db.manager.getRepository(License).update({ id: license.id }, { expiresAt: new Date(Date.now() - 5 * DAY) });
    const r = await check(anonymous, { license_key: license.licenseKey });
    expect(r.json.status).to.equal("invalid");
    expect(r.json.message).to.equal("License is invalid or expired");
    expect(r.json.days_remaining).to.equal(0);
  });

  it("answers invalid for a suspended licence, and success again once it is activated", async () => {
    const license = await issue(admin, 20 * DAY);
    await admin.ok(`mutation($k: String!) { setLicenseStatus(licenseKey: $k, active: false) { status } }`, { k: license.licenseKey });
    expect((await check(anonymous, { license_key: license.licenseKey })).json.status).to.equal("invalid");
    await admin.ok(`mutation($k: String!) { setLicenseStatus(licenseKey: $k, active: true) { status } }`, { k: license.licenseKey });
    expect((await check(anonymous, { license_key: license.licenseKey })).json.status).to.equal("success");
  });

  it("refuses a malformed key with 400 and the format message", async () => {
    const r = await check(anonymous, { license_key: "abcd-efgh-ijkl-mnop" });
    expect(r.status).to.equal(400);
    expect(r.json).to.deep.equal({ status: "invalid", message: "Invalid license key format", expires_at: null, days_remaining: 0, code: "MALFORMED_KEY" });
  });

  it("refuses a missing or empty key with 400 and a message", async () => {
    for (const body of [{}, { license_key: "" }, { license_key: 12345 }, [], ""]) {
      const r = await check(anonymous, body);
      expect(r.status, JSON.stringify(body)).to.equal(400);
      expect(r.json.status).to.equal("invalid");
      expect(r.json.message).to.equal("Please enter a license key");
    }
  });

  it("answers malformed JSON with 400 in the check's own shape, never 500", async () => {
    for (const [body, type] of [
      ["{not json", "application/json"],
      ["{not json", "text/plain"],
      ['{"license_key": ', undefined],
    ] as const) {
      const r = await check(anonymous, body, type ? { "content-type": type } : {});
      expect(r.status).to.equal(400);
      expect(r.json).to.deep.equal({
        status: "invalid",
        message: "The request body is not valid JSON.",
        expires_at: null,
        days_remaining: 0,
        code: "BAD_REQUEST",
      });
    }
  });

  it("reads a JSON body sent as text/plain, as some desktop HTTP clients do", async () => {
    const license = await issue(admin, 2 * DAY);
    const r = await check(anonymous, JSON.stringify({ license_key: license.licenseKey }), { "content-type": "text/plain" });
    expect(r.json.status).to.equal("success");
  });

  it("keeps the global JSON error shape for other routes", async () => {
    const res = await anonymous.request("POST", "/graphql", "{not json");
    expect((await res.json()).error.code).to.equal("BAD_JSON");
  });

  it("records when a licence was last checked, visible at once and stored after the flush", async () => {
    const license = await issue(admin, 5 * DAY);
    const before = Date.now();
    await check(anonymous, { license_key: license.licenseKey });
    const listed = (await admin.ok(`{ licenses { id lastUsedAt } }`)).licenses.find((l: { id: string }) => l.id === license.id);
    expect(new Date(listed.lastUsedAt).getTime()).to.be.at.least(before - 5);
    await server.app.services.licenseChecks.lastUsed.flush();
    const rows = await server.app.db.manager.query("SELECT last_used_at FROM licenses WHERE id = ?", [license.id]);
    expect(rows[0].last_used_at).to.not.equal(null);
  });

  it("on a SQLite file looks the licence up on the signing thread: the app's own connection runs no statement for a check", async () => {
    const license = await issue(admin, 5 * DAY);
    const counter = countQueries(server.app);
    try {
      const res = await check(anonymous, { license_key: license.licenseKey });
      expect(res.json.status).to.equal("success");
      const lookups = counter.dataQueries.filter((q) => /\bFROM licenses\b/i.test(q));
      // On MySQL/MariaDB the event loop looks it up itself, one indexed SELECT.
      expect(lookups).to.have.length(server.app.db.isSqlite ? 0 : 1);
    } finally {
      counter.stop();
    }
  });

  it("never moves last_used_at backwards when an older instant is flushed after a newer one", async () => {
    const license = await issue(admin, 5 * DAY);
    const recorder = server.app.services.licenseChecks.lastUsed;
    const newer = new Date(Date.now() + 60_000);
    recorder.record(license.id, newer);
    await recorder.flush();
    recorder.record(license.id, new Date(Date.now() - 60_000));
    await recorder.flush();
    const listed = (await admin.ok(`{ licenses { id lastUsedAt } }`)).licenses.find((l: { id: string }) => l.id === license.id);
    expect(new Date(listed.lastUsedAt).getTime()).to.equal(newer.getTime());
  });

  describe("signatures", () => {
    let publicKey: crypto.KeyObject;
    let rawPublicKey: crypto.KeyObject;

    before(async () => {
      const res = await fetch(`${server.url}/api/license-public-key`);
      expect(res.status).to.equal(200);
      expect(res.headers.get("access-control-allow-origin")).to.equal("*");
      const published = await res.json();
      expect(published.algorithm).to.equal("Ed25519");
      publicKey = crypto.createPublicKey(published.publicKeyPem);
      rawPublicKey = crypto.createPublicKey({
        key: { kty: "OKP", crv: "Ed25519", x: Buffer.from(published.publicKeyBase64, "base64").toString("base64url") },
        format: "jwk",
      });
    });

    const verify = (key: crypto.KeyObject, date: string, nonce: string, body: string, signature: string) =>
      crypto.verify(null, Buffer.from(`${date}\n${nonce}\n${body}`, "utf8"), key, Buffer.from(signature, "base64"));

    it("signs the exact body with the published key (PEM and raw forms), and a tampered body fails", async () => {
      const license = await issue(admin, 9 * DAY);
      const r = await check(anonymous, { license_key: license.licenseKey });
      const date = r.headers.get("x-signature-date")!;
      const signature = r.headers.get("x-signature")!;
      expect(Math.abs(new Date(date).getTime() - Date.now())).to.be.below(60_000);
      expect(verify(publicKey, date, "", r.text, signature)).to.equal(true);
      expect(verify(rawPublicKey, date, "", r.text, signature)).to.equal(true);
      const forged = r.text.replace('"days_remaining":9', '"days_remaining":900');
      expect(forged).to.not.equal(r.text);
      expect(verify(publicKey, date, "", forged, signature)).to.equal(false);
      expect(verify(publicKey, new Date(Date.now() + DAY).toISOString(), "", r.text, signature)).to.equal(false);
    });

    it("echoes the X-Nonce header inside the signed body and signs over it", async () => {
      const nonce = crypto.randomBytes(16).toString("hex");
      const r = await check(anonymous, { license_key: "AAAA-BBBB-CCCC-DDDD" }, { "x-nonce": nonce });
      expect(r.json.nonce).to.equal(nonce);
      const date = r.headers.get("x-signature-date")!;
      expect(verify(publicKey, date, nonce, r.text, r.headers.get("x-signature")!)).to.equal(true);
      expect(verify(publicKey, date, "another-nonce", r.text, r.headers.get("x-signature")!)).to.equal(false);
    });

    it("takes the nonce from the body when no header is sent", async () => {
      const r = await check(anonymous, { license_key: "AAAA-BBBB-CCCC-DDDD", nonce: "n-123" });
      expect(r.json).to.deep.equal({
        status: "invalid",
        message: "License is invalid or expired",
        expires_at: null,
        days_remaining: 0,
        code: "NOT_FOUND",
        nonce: "n-123",
      });
      expect(verify(publicKey, r.headers.get("x-signature-date")!, "n-123", r.text, r.headers.get("x-signature")!)).to.equal(true);
    });

    it("refuses a nonce longer than 128 characters", async () => {
      const r = await check(anonymous, { license_key: "AAAA-BBBB-CCCC-DDDD" }, { "x-nonce": "x".repeat(129) });
      expect(r.status).to.equal(400);
      expect(r.json.status).to.equal("invalid");
      expect(r.json.nonce).to.equal(undefined);
    });

    it("signs a 400 for malformed JSON and a 413 for a body over 16 KB over the X-Nonce header, and echoes it", async () => {
      const nonce = "n-" + crypto.randomBytes(8).toString("hex");
      const malformed = await check(anonymous, "{broken", { "content-type": "application/json", "x-nonce": nonce });
      const tooLarge = await check(anonymous, JSON.stringify({ license_key: "x".repeat(17 * 1024) }), { "x-nonce": nonce });
      for (const [r, status] of [
        [malformed, 400],
        [tooLarge, 413],
      ] as const) {
        expect(r.status).to.equal(status);
        expect(r.json.nonce).to.equal(nonce);
        expect(verify(publicKey, r.headers.get("x-signature-date")!, nonce, r.text, r.headers.get("x-signature")!)).to.equal(true);
      }
    });

    it("lets the header nonce win over the body field", async () => {
      const r = await check(anonymous, { license_key: "AAAA-BBBB-CCCC-DDDD", nonce: "from-body" }, { "x-nonce": "from-header" });
      expect(r.json.nonce).to.equal("from-header");
      expect(verify(publicKey, r.headers.get("x-signature-date")!, "from-header", r.text, r.headers.get("x-signature")!)).to.equal(true);
    });

    it("refuses a nonce with a space or a non-ASCII character", async () => {
      for (const nonce of ["has space", "caf\u00e9"]) {
        const r = await check(anonymous, { license_key: "AAAA-BBBB-CCCC-DDDD", nonce });
        expect(r.status).to.equal(400);
        expect(r.json.message).to.match(/printable ASCII characters without spaces/);
      }
    });

    it("signs error answers too", async () => {
      const r = await check(anonymous, "{broken", { "content-type": "application/json" });
      expect(verify(publicKey, r.headers.get("x-signature-date")!, "", r.text, r.headers.get("x-signature")!)).to.equal(true);
    });
  });

  it("allows cross-origin calls, preflight included", async () => {
    const pre = await fetch(`${server.url}/api/check_license`, {
      method: "OPTIONS",
      headers: { origin: "https://app.example", "access-control-request-method": "POST", "access-control-request-headers": "content-type,x-nonce" },
    });
    expect(pre.status).to.equal(204);
    expect(pre.headers.get("access-control-allow-origin")).to.equal("*");
    expect(pre.headers.get("access-control-allow-headers")).to.match(/x-nonce/i);
    const r = await check(anonymous, { license_key: "AAAA-BBBB-CCCC-DDDD" }, { origin: "https://app.example" });
    expect(r.headers.get("access-control-allow-origin")).to.equal("*");
    expect(r.headers.get("access-control-expose-headers")).to.match(/X-Signature/);
  });

  it("sends the cross-origin headers to browsers only, and the signed answer to everyone", async () => {
    // A desktop app's HTTP client: node:http sends no Origin and no Sec-Fetch-Mode (fetch sends the latter).
    const desktop = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request(`${server.url}/api/check_license`, { method: "POST", headers: { "content-type": "application/json" } }, (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      });
      req.on("error", reject);
      req.end(JSON.stringify({ license_key: "AAAA-BBBB-CCCC-DDDD" }));
    });
    expect(desktop.status).to.equal(200);
    expect(JSON.parse(desktop.text)).to.include({ status: "invalid" });
    expect(desktop.headers).to.include.keys("x-signature", "x-signature-date", "x-signature-key-id", "ratelimit-remaining", "x-request-id");
    expect(desktop.headers["x-content-type-options"]).to.equal("nosniff");
    expect(desktop.headers).not.to.have.any.keys("access-control-allow-origin", "access-control-expose-headers", "cross-origin-resource-policy");
    for (const browser of [{ origin: "https://app.example" }, { "sec-fetch-mode": "cors" }] as Array<Record<string, string>>) {
      const r = await check(anonymous, { license_key: "AAAA-BBBB-CCCC-DDDD" }, browser);
      expect(r.headers.get("access-control-allow-origin"), JSON.stringify(browser)).to.equal("*");
      expect(r.headers.get("access-control-expose-headers")).to.match(/RateLimit-Remaining/);
      expect(r.headers.get("cross-origin-resource-policy")).to.equal("cross-origin");
    }
    // The public key is cacheable: a shared cache must never hold a copy without them.
    const key = await new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http.get(`${server.url}/api/license-public-key`, (res) => resolve(res.resume().headers)).on("error", reject);
    });
    expect(key["access-control-allow-origin"]).to.equal("*");
  });

  it("answers 304 to a client that already holds the public key or the key list (If-None-Match)", async () => {
    for (const path of ["/api/license-public-key", "/api/license-public-keys"]) {
      const first = await fetch(`${server.url}${path}`);
      const etag = first.headers.get("etag")!;
      expect(etag, path).to.match(/^"[\w-]{27}"$/);
      expect(first.headers.get("cache-control")).to.match(/^public, max-age=\d+$/);
      const again = await fetch(`${server.url}${path}`, { headers: { "if-none-match": `"other", W/${etag}` } });
      expect(again.status, path).to.equal(304);
      expect(await again.text()).to.equal("");
      expect(again.headers.get("etag")).to.equal(etag);
      expect(again.headers.get("access-control-allow-origin")).to.equal("*");
      const changed = await fetch(`${server.url}${path}`, { headers: { "if-none-match": '"something-else"' } });
      expect(changed.status).to.equal(200);
      expect(await changed.json()).to.deep.equal(await first.json());
    }
  });

  it("gives the same answer through GraphQL checkLicense", async () => {
    const license = await issue(admin, 4 * DAY);
    const q = `query($k: String!) { checkLicense(licenseKey: $k) { status message expiresAt daysRemaining expiringSoon } }`;
    const ok = (await anonymous.ok(q, { k: license.licenseKey })).checkLicense;
    expect(ok).to.include({ status: "success", message: "License is valid", daysRemaining: 4, expiringSoon: true });
    const bad = (await anonymous.ok(q, { k: "nope" })).checkLicense;
    expect(bad).to.deep.equal({ status: "invalid", message: "Invalid license key format", expiresAt: null, daysRemaining: 0, expiringSoon: false });
  });

  it("counts answered checks by status in the Prometheus metrics", async () => {
    const count = async (status: string) => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      return Number(new RegExp(`bia_license_checks_total\\{status="${status}"\\} (\\d+)`).exec(text)?.[1] ?? 0);
    };
    const before = await count("invalid");
    await check(anonymous, { license_key: "QQQQ-QQQQ-QQQQ-QQQQ" });
    expect(await count("invalid")).to.equal(before + 1);
  });

  it("is open to signed-in customers as well as anonymous callers", async () => {
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    const r = await check(customer, { license_key: "AAAA-BBBB-CCCC-DDDD" });
    expect(r.status).to.equal(200);
  });
});

describe("licence check rate limit", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "3" });
  });
  after(() => server?.close());

  it("answers 429 with Retry-After past the per-IP limit, in the check's shape, on REST and GraphQL", async () => {
    const client = server.client();
    for (let i = 0; i < 3; i++) expect((await check(client, { license_key: "AAAA-BBBB-CCCC-DDDD" })).status).to.equal(200);
    const limited = await check(client, { license_key: "AAAA-BBBB-CCCC-DDDD" });
    expect(limited.status).to.equal(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).to.be.within(1, 60);
    expect(limited.json.status).to.equal("error");
    expect(limited.json.message).to.match(/Too many attempts/);
    expect(limited.json.days_remaining).to.equal(0);
    const gql = await client.fails(`{ checkLicense(licenseKey: "AAAA-BBBB-CCCC-DDDD") { status } }`);
    expect(gql.code).to.equal("RATE_LIMITED");
  });
});
