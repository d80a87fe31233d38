import crypto from "node:crypto";
import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import type { HttpClient } from "../helpers/http-client";

/*
 * Licence plans, machines and the check's codes (#34): a plan set on a licence product's variant
 * is copied onto each licence sold; a licence with seats binds machines by fingerprint.
 */

const SOFTWARE = "storytag_software";
const DAY = 86_400_000;
const SET_PLAN = `mutation($id: ID!, $plan: LicensePlanInput!) {
  setVariantLicensePlan(variantId: $id, plan: $plan) { id licensePlan { maxMachines heartbeatSeconds graceDays entitlements lifetime } }
}`;
const BUY = `mutation($key: String!) { purchaseSoftwareLicense(idempotencyKey: $key) { ... on SoftwarePurchase { license { id licenseKey expiresAt } } } }`;
const CREATE_BY_EMAIL = `mutation($email: String, $plan: String, $expiresAt: DateTimeISO) {
  createLicenseByEmail(email: $email, plan: $plan, expiresAt: $expiresAt) { status license { id licenseKey } }
}`;

interface Plan {
  maxMachines?: number | null;
  heartbeatSeconds?: number | null;
  graceDays?: number;
  entitlements?: string[];
  lifetime?: boolean;
}

describe("licence plans and machines (#34)", () => {
  let server: TestServer;
  let admin: HttpClient;
  let anonymous: HttpClient;
  let buyer: HttpClient;
  let bought = 0;

  before(async () => {
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "100000" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    buyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1_000_000 }));
    anonymous = server.client();
  });
  after(() => server?.close());

  const setPlan = async (plan: Plan) => (await admin.ok(SET_PLAN, { id: SOFTWARE, plan })).setVariantLicensePlan.licensePlan;

  /** A licence bought now, with the plan its product's default variant has then. */
  async function buyWith(plan: Plan): Promise<{ id: string; licenseKey: string; expiresAt: string }> {
    await setPlan(plan);
    const license = (await buyer.ok(BUY, { key: `machines-${Date.now()}-${++bought}` })).purchaseSoftwareLicense.license;
    expect(license, "the purchase delivers a licence").to.be.an("object");
    return license;
  }

  async function check(body: Record<string, unknown>) {
    const res = await anonymous.request("POST", "/api/check_license", body);
    const text = await res.text();
    return { status: res.status, text, json: JSON.parse(text), headers: res.headers };
  }

  const licenseRow = async (id: string) =>
    (await server.app.db.manager.query("SELECT max_machines, heartbeat_seconds, grace_days, entitlements, expires_at FROM licenses WHERE id = ?", [id]))[0] as {
      max_machines: number | null;
      heartbeat_seconds: number | null;
      grace_days: number;
      entitlements: string;
      expires_at: unknown;
    };

  const ageLicense = (id: string, expiresAt: Date) =>
    server.app.db.manager.query("UPDATE licenses SET expires_at = ? WHERE id = ?", [
      server.app.db.isSqlite ? expiresAt.toISOString().replace("T", " ").replace("Z", "") : expiresAt,
      id,
    ]);

  describe("plans", () => {
    it("sets a plan on the default variant with its limits checked server-side, and only on a licence product", async () => {
      const plan = await setPlan({ maxMachines: 3, heartbeatSeconds: 600, graceDays: 5, entitlements: [" pro ", "export", "pro"] });
      expect(plan).to.deep.equal({ maxMachines: 3, heartbeatSeconds: 600, graceDays: 5, entitlements: ["pro", "export"], lifetime: false });
      const refusals: Array<[Plan, string]> = [
        [{ maxMachines: 0 }, "Seats are 1 to 10000 machines, or unlimited."],
        [{ maxMachines: 2, heartbeatSeconds: 5 }, "A heartbeat is 60 to 2592000 seconds, or off."],
        [{ heartbeatSeconds: 600 }, "A heartbeat needs seats: machines are tracked only on a plan with seats."],
        [{ graceDays: 366 }, "A grace period is 0 to 365 days."],
        [{ entitlements: ["two words"] }, "An entitlement is letters, digits, dots, dashes and underscores."],
        [{ entitlements: ["x".repeat(41)] }, "An entitlement has at most 40 characters."],
        [{ entitlements: Array.from({ length: 21 }, (_, i) => `f${i}`) }, "A plan has at most 20 entitlements."],
        [{ lifetime: true, graceDays: 2 }, "A lifetime license never expires: it has no grace period."],
      ];
      for (const [bad, message] of refusals) expect((await admin.fails(SET_PLAN, { id: SOFTWARE, plan: bad })).message, JSON.stringify(bad)).to.equal(message);
      expect((await admin.fails(SET_PLAN, { id: "main_insta_product", plan: { maxMachines: 2 } })).message).to.equal(
        "Only a license product's variants have a license plan.",
      );
      expect((await buyer.fails(SET_PLAN, { id: SOFTWARE, plan: {} })).status).to.be.oneOf([200, 401, 403]);
      const audit = await server.app.db.manager.query("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'variant.license_plan'");
      expect(Number(audit[0].n)).to.be.greaterThan(0);
    });

    it("copies the plan onto a licence when it is sold; a later edit of the plan leaves it as it was", async () => {
      const license = await buyWith({ maxMachines: 2, heartbeatSeconds: 120, graceDays: 4, entitlements: ["pro"] });
      await setPlan({ maxMachines: 9, graceDays: 0, entitlements: ["other"] });
      const row = await licenseRow(license.id);
      expect(Number(row.max_machines)).to.equal(2);
      expect(Number(row.heartbeat_seconds)).to.equal(120);
      expect(Number(row.grace_days)).to.equal(4);
      expect(JSON.parse(row.entitlements)).to.deep.equal(["pro"]);
      expect(new Date(license.expiresAt).getTime()).to.be.closeTo(Date.now() + 30 * DAY, 120_000);
    });

    it("sells a lifetime licence with the far expiry of 9999-12-31", async () => {
      const license = await buyWith({ lifetime: true });
      const r = await check({ license_key: license.licenseKey });
      expect(r.json).to.include({ status: "success", code: "VALID", expires_at: "9999-12-31T00:00:00.000Z" });
    });
  });

  describe("codes", () => {
    it("answers the seed's request to a licence without seats with the seed's four fields unchanged and code VALID", async () => {
      const license = await buyWith({});
      const r = await check({ license_key: license.licenseKey });
      expect(r.status).to.equal(200);
      expect(Object.keys(r.json)).to.deep.equal(["status", "message", "expires_at", "days_remaining", "code"]);
      expect(r.json).to.include({ status: "success", message: "License is valid", days_remaining: 30, code: "VALID" });
      expect(r.json.expires_at).to.equal(new Date(license.expiresAt).toISOString());
      // A fingerprint changes nothing for a licence without seats: no machine is tracked.
      expect((await check({ license_key: license.licenseKey, fingerprint: "any" })).json).to.deep.equal(r.json);
      expect(Number((await server.app.db.manager.query("SELECT COUNT(*) AS n FROM license_machines WHERE license_id = ?", [license.id]))[0].n)).to.equal(0);
    });

    it("answers NOT_FOUND, EXPIRED, SUSPENDED, GRACE_PERIOD and MALFORMED_KEY beside the seed's status and message", async () => {
      expect((await check({ license_key: "AAAA-BBBB-CCCC-DDDD", fingerprint: "m" })).json).to.deep.equal({
        status: "invalid",
        message: "License is invalid or expired",
        expires_at: null,
        days_remaining: 0,
        code: "NOT_FOUND",
      });
      const malformed = await check({ license_key: "nope" });
      expect(malformed.status).to.equal(400);
      expect(malformed.json).to.include({ status: "invalid", code: "MALFORMED_KEY" });

      const expired = await buyWith({ maxMachines: 2 });
      await ageLicense(expired.id, new Date(Date.now() - DAY));
      for (const body of [{ license_key: expired.licenseKey }, { license_key: expired.licenseKey, fingerprint: "m1" }])
        expect((await check(body)).json).to.include({ status: "invalid", message: "License is invalid or expired", days_remaining: 0, code: "EXPIRED" });

      const inGrace = await buyWith({ graceDays: 3, entitlements: ["pro"] });
      const expiredAt = new Date(Date.now() - DAY);
      await ageLicense(inGrace.id, expiredAt);
      expect((await check({ license_key: inGrace.licenseKey })).json).to.deep.equal({
        status: "success",
        message: "License is valid",
        expires_at: expiredAt.toISOString(),
        days_remaining: 0,
        code: "GRACE_PERIOD",
        grace_ends_at: new Date(expiredAt.getTime() + 3 * DAY).toISOString(),
        entitlements: ["pro"],
      });
      await ageLicense(inGrace.id, new Date(Date.now() - 4 * DAY));
      expect((await check({ license_key: inGrace.licenseKey })).json.code).to.equal("EXPIRED");

      const suspended = await buyWith({ maxMachines: 1 });
      await admin.ok(`mutation($k: String!) { setLicenseStatus(licenseKey: $k, active: false) { status } }`, { k: suspended.licenseKey });
      expect((await check({ license_key: suspended.licenseKey, fingerprint: "m1" })).json).to.include({ status: "invalid", code: "SUSPENDED" });
      expect(Number((await server.app.db.manager.query("SELECT COUNT(*) AS n FROM license_machines WHERE license_id = ?", [suspended.id]))[0].n)).to.equal(0);
    });

    it("answers the GraphQL checkLicense with the same code and entitlements, and with a fingerprint checks and activates the machine", async () => {
      const license = await buyWith({ entitlements: ["pro", "export"] });
      const q = `query($k: String!) { checkLicense(licenseKey: $k) { status message code entitlements graceEndsAt } }`;
      expect((await anonymous.ok(q, { k: license.licenseKey })).checkLicense).to.deep.equal({
        status: "success",
        message: "License is valid",
        code: "VALID",
        entitlements: ["pro", "export"],
        graceEndsAt: null,
      });
      const seated = await buyWith({ maxMachines: 1 });
      expect((await anonymous.ok(q, { k: seated.licenseKey })).checkLicense).to.include({ status: "invalid", code: "FINGERPRINT_SCOPE_REQUIRED" });

      // With a fingerprint, GraphQL activates and checks machines as the REST check does.
      const withMachine = `query($k: String!, $f: String, $n: String, $p: String, $h: String) {
        checkLicense(licenseKey: $k, fingerprint: $f, machineName: $n, platform: $p, hostname: $h) { status code } }`;
      const machine = { k: seated.licenseKey, f: "gql-machine", n: "Studio Mac", p: "macos", h: "studio" };
      expect((await anonymous.ok(withMachine, machine)).checkLicense).to.deep.equal({ status: "success", code: "VALID" });
      expect((await anonymous.ok(withMachine, { k: seated.licenseKey, f: "gql-machine" })).checkLicense.code).to.equal("VALID");
      expect((await anonymous.ok(withMachine, { k: seated.licenseKey, f: "gql-other" })).checkLicense.code).to.equal("TOO_MANY_MACHINES");
      const rows = await server.app.db.manager.query("SELECT fingerprint, name, platform, hostname FROM license_machines WHERE license_id = ?", [seated.id]);
      expect(rows).to.deep.equal([{ fingerprint: "gql-machine", name: "Studio Mac", platform: "macos", hostname: "studio" }]);
      expect(await anonymous.fails(withMachine, { k: seated.licenseKey, f: "   " })).to.include({
        message: "The fingerprint must not be empty.",
        code: "BAD_USER_INPUT",
      });
      expect((await anonymous.fails(withMachine, { k: seated.licenseKey, f: "f".repeat(256) })).code).to.equal("INPUT_TOO_LONG");
    });

    it("refuses machine fields that are too long or not text with 400 before looking anything up", async () => {
      const license = await buyWith({ maxMachines: 1 });
      for (const body of [
        { license_key: license.licenseKey, fingerprint: "f".repeat(256) },
        { license_key: license.licenseKey, fingerprint: 12 },
        { license_key: license.licenseKey, fingerprint: "ok", platform: "p".repeat(65) },
        { license_key: license.licenseKey, fingerprint: "   " },
      ]) {
        const r = await check(body);
        expect(r.status, JSON.stringify(body).slice(0, 80)).to.equal(400);
        expect(r.json).to.include({ status: "invalid", code: "BAD_REQUEST" });
      }
      expect((await check({ license_key: license.licenseKey, fingerprint: "f".repeat(255), name: "n".repeat(255) })).json.code).to.equal("VALID");
    });
  });

  describe("machines", () => {
    it("activates new machines while seats are free, then answers TOO_MANY_MACHINES; no fingerprint answers FINGERPRINT_SCOPE_REQUIRED", async () => {
      const license = await buyWith({ maxMachines: 2, entitlements: ["pro"] });
      const noFingerprint = await check({ license_key: license.licenseKey });
      expect(noFingerprint.json).to.deep.equal({
        status: "invalid",
        message: "License is invalid or expired",
        expires_at: license.expiresAt,
        days_remaining: 30,
        code: "FINGERPRINT_SCOPE_REQUIRED",
      });
      const first = await check({ license_key: license.licenseKey, fingerprint: "machine-a", name: "Office PC", platform: "windows", hostname: "office" });
      expect(first.json).to.include({ status: "success", message: "License is valid", code: "VALID" });
      expect(first.json.entitlements).to.deep.equal(["pro"]);
      expect((await check({ license_key: license.licenseKey, fingerprint: "machine-a" })).json.code).to.equal("VALID");
      expect((await check({ license_key: license.licenseKey, fingerprint: "machine-b" })).json.code).to.equal("VALID");
      const third = await check({ license_key: license.licenseKey, fingerprint: "machine-c" });
      expect(third.json).to.include({ status: "invalid", message: "License is invalid or expired", code: "TOO_MANY_MACHINES", days_remaining: 30 });
      const machines = await server.app.db.manager.query(
        "SELECT fingerprint, name, platform, hostname FROM license_machines WHERE license_id = ? ORDER BY fingerprint",
        [license.id],
      );
      expect(machines.map((m: { fingerprint: string }) => m.fingerprint)).to.deep.equal(["machine-a", "machine-b"]);
      expect(machines[0]).to.include({ name: "Office PC", platform: "windows", hostname: "office" });
      // Each activation is one license.activated event on the one notification path.
      const events = await server.app.db.manager.query("SELECT payload FROM notification_outbox WHERE type = 'license.activated'");
      const mine = events.map((e: { payload: string }) => JSON.parse(e.payload)).filter((p: { licenseId: string }) => p.licenseId === license.id);
      expect(mine.map((p: { machineName: string }) => p.machineName).sort()).to.deep.equal(["", "Office PC"]);
      expect(mine[0]).to.include({ softwareName: "StoryTag", seats: 2 });
    });

    it("activates exactly as many of 50 concurrent first checks as the licence has seats", async () => {
      const license = await buyWith({ maxMachines: 5 });
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => check({ license_key: license.licenseKey, fingerprint: `rush-${i}` })));
      expect(answers.every((a) => a.status === 200)).to.equal(true);
      const codes = answers.map((a) => a.json.code);
      expect(codes.filter((c) => c === "VALID")).to.have.length(5);
      expect(codes.filter((c) => c === "TOO_MANY_MACHINES")).to.have.length(45);
      expect(Number((await server.app.db.manager.query("SELECT COUNT(*) AS n FROM license_machines WHERE license_id = ?", [license.id]))[0].n)).to.equal(5);
    });

    it("answers HEARTBEAT_DEAD to a machine silent longer than the heartbeat and frees its seat", async () => {
      const license = await buyWith({ maxMachines: 1, heartbeatSeconds: 60 });
      expect((await check({ license_key: license.licenseKey, fingerprint: "old" })).json.code).to.equal("VALID");
      expect((await check({ license_key: license.licenseKey, fingerprint: "new" })).json.code).to.equal("TOO_MANY_MACHINES");
      // Two minutes of silence, written as the activation's own last-seen instant.
      const silent = new Date(Date.now() - 120_000);
      await server.app.db.manager.query("UPDATE license_machines SET last_seen_at = ? WHERE license_id = ?", [
        server.app.db.isSqlite ? silent.toISOString().replace("T", " ").replace("Z", "") : silent,
        license.id,
      ]);
      // Its seat is free before it checks again: another machine takes it.
      expect((await check({ license_key: license.licenseKey, fingerprint: "new" })).json.code).to.equal("VALID");
      expect((await check({ license_key: license.licenseKey, fingerprint: "old" })).json).to.include({ status: "invalid", code: "HEARTBEAT_DEAD" });
      // Dead and removed: its next check is a first check again, and the one seat is taken.
      expect((await check({ license_key: license.licenseKey, fingerprint: "old" })).json.code).to.equal("TOO_MANY_MACHINES");
      // A check keeps a machine alive: "new" checks again and stays VALID.
      expect((await check({ license_key: license.licenseKey, fingerprint: "new" })).json.code).to.equal("VALID");
    });

    it("signs the answer with its new fields: the signature covers the body as sent", async () => {
      const published = await (await fetch(`${server.url}/api/license-public-key`)).json();
      const key = crypto.createPublicKey(published.publicKeyPem);
      const license = await buyWith({ maxMachines: 1, entitlements: ["pro"] });
      const res = await anonymous.request("POST", "/api/check_license", { license_key: license.licenseKey, fingerprint: "signed" }, { "X-Nonce": "n-34" });
      const body = await res.text();
      expect(JSON.parse(body)).to.include({ code: "VALID", nonce: "n-34" });
      const message = Buffer.from(`${res.headers.get("x-signature-date")}\nn-34\n${body}`, "utf8");
      const signature = Buffer.from(res.headers.get("x-signature")!, "base64");
      expect(crypto.verify(null, message, key, signature)).to.equal(true);
      expect(crypto.verify(null, Buffer.from(message.toString().replace('"VALID"', '"EXPIRED"')), key, signature)).to.equal(false);
    });
  });

  it("answers a licence created by the admin (no plan) as the seed did, plus code", async () => {
    const created = await admin.ok(CREATE_BY_EMAIL, { email: "seed@example.test", plan: "standard", expiresAt: new Date(Date.now() + 10 * DAY).toISOString() });
    const r = await check({ license_key: created.createLicenseByEmail.license.licenseKey });
    expect(r.json).to.include({ status: "success", message: "License is valid", days_remaining: 10, code: "VALID" });
    expect(Object.keys(r.json)).to.have.length(5);
  });
});
