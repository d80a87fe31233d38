import { expect } from "chai";
import { License } from "../../server/modules/licenses/license.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";
import type { HttpClient } from "../helpers/http-client";

const DAY = 86_400_000;
const RESULT = `status message license { id licenseKey email plan status state expiresAt daysRemaining customerId }`;
const CREATE = `mutation($c: ID, $p: String! = "standard", $d: Int! = 32) { createLicense(customerId: $c, plan: $p, durationDays: $d) { ${RESULT} } }`;
const CREATE_BY_EMAIL = `mutation($e: String, $p: String, $x: DateTimeISO) { createLicenseByEmail(email: $e, plan: $p, expiresAt: $x) { ${RESULT} } }`;
const SET_STATUS = `mutation($k: String!, $a: Boolean!) { setLicenseStatus(licenseKey: $k, active: $a) { ${RESULT} } }`;
const EXTEND = `mutation($k: String, $x: DateTimeISO) { extendLicense(licenseKey: $k, newExpiresAt: $x) { ${RESULT} } }`;
const EXTEND_DAYS = `mutation($id: ID, $d: Int!) { extendLicenseByDays(licenseId: $id, days: $d) { ${RESULT} } }`;
const DELETE = `mutation($k: String!) { deleteLicense(licenseKey: $k) { status message } }`;
const LIST = `{ licenses { id licenseKey email plan status state expiresAt daysRemaining createdAt lastUsedAt } }`;

describe("admin licence management", () => {
  let server: TestServer;
  let admin: HttpClient;
  const clock = new TestClock();

  before(async () => {
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "1000" }, { clock });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  async function auditActions(entityId: string): Promise<string[]> {
    const rows = await server.app.db.manager.query("SELECT action FROM audit_log WHERE entity_id = ? ORDER BY id", [entityId]);
    return rows.map((r: { action: string }) => r.action);
  }

  /** An expired licence: the API refuses a past expiry, so the row is aged in the database. */
  async function expiredLicense(email: string, daysAgo: number) {
    const created = (await admin.ok(CREATE_BY_EMAIL, { e: email, p: "standard", x: new Date(Date.now() + DAY).toISOString() })).createLicenseByEmail.license;
    await server.app.db.manager.getRepository(License).update({ id: created.id }, { expiresAt: new Date(Date.now() - daysAgo * DAY) });
    return ((await admin.ok(LIST)).licenses as Array<{ id: string; licenseKey: string; state: string; expiresAt: string }>).find((l) => l.id === created.id)!;
  }

  async function checkStatus(key: string): Promise<string> {
    const res = await server.client().request("POST", "/api/check_license", { license_key: key });
    return (await res.json()).status;
  }

  it("creates a licence for a customer, 32 days by default, on the customer's e-mail", async () => {
    const customer = await createCustomer(server.app);
    const r = (await admin.ok(CREATE, { c: customer.id })).createLicense;
    expect(r).to.include({ status: "success", message: "License created successfully" });
    expect(r.license).to.include({ email: customer.email, plan: "standard", status: true, state: "active", daysRemaining: 32, customerId: customer.id });
    expect(r.license.licenseKey).to.match(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(await auditActions(r.license.id)).to.deep.equal(["license.create"]);
    expect(await checkStatus(r.license.licenseKey)).to.equal("success");
  });

  it("takes a plan and a duration from 1 to 365 days", async () => {
    const customer = await createCustomer(server.app);
    expect((await admin.ok(CREATE, { c: customer.id, p: "enterprise", d: 365 })).createLicense.license).to.include({ plan: "enterprise", daysRemaining: 365 });
    expect((await admin.ok(CREATE, { c: customer.id, p: "premium", d: 1 })).createLicense.license).to.include({ plan: "premium", daysRemaining: 1 });
  });

  it("refuses a licence without a customer, with an out-of-range duration or an unknown plan", async () => {
    expect(await admin.fails(CREATE, {})).to.include({ message: "Please select a customer.", code: "BAD_USER_INPUT" });
    const customer = await createCustomer(server.app);
    for (const d of [0, 366, -5]) {
      expect((await admin.fails(CREATE, { c: customer.id, d })).message).to.equal("Duration must be a whole number of days from 1 to 365.");
    }
    expect((await admin.fails(CREATE, { c: customer.id, p: "gold" })).message).to.equal("Plan must be standard, premium or enterprise.");
    expect((await admin.fails(CREATE, { c: "00000000-0000-4000-8000-000000000000" })).message).to.equal("Please select a customer.");
  });

  it("creates a licence for an e-mail address with a chosen expiry, and asks for every field", async () => {
    const expiresAt = new Date(Date.now() + 10 * DAY).toISOString();
    const r = (await admin.ok(CREATE_BY_EMAIL, { e: " Buyer@Example.TEST ", p: "premium", x: expiresAt })).createLicenseByEmail;
    expect(r.license).to.include({ email: "buyer@example.test", plan: "premium", expiresAt, state: "active" });
    for (const missing of [
      { p: "premium", x: expiresAt },
      { e: "a@b.test", x: expiresAt },
      { e: "a@b.test", p: "premium" },
      { e: "  ", p: "premium", x: expiresAt },
    ]) {
      expect((await admin.fails(CREATE_BY_EMAIL, missing)).message).to.equal("Please fill all fields");
    }
  });

  it("suspends and activates a licence, and the check follows", async () => {
    const license = (await admin.ok(CREATE_BY_EMAIL, { e: "s@example.test", p: "standard", x: new Date(Date.now() + 5 * DAY).toISOString() }))
      .createLicenseByEmail.license;
    const off = (await admin.ok(SET_STATUS, { k: license.licenseKey, a: false })).setLicenseStatus;
    expect(off).to.deep.include({ status: "success", message: "License deactivated successfully" });
    expect(off.license).to.include({ status: false, state: "inactive" });
    expect(await checkStatus(license.licenseKey)).to.equal("invalid");
    const on = (await admin.ok(SET_STATUS, { k: license.licenseKey, a: true })).setLicenseStatus;
    expect(on).to.deep.include({ status: "success", message: "License activated successfully" });
    expect(on.license).to.include({ status: true, state: "active" });
    expect(await checkStatus(license.licenseKey)).to.equal("success");
    expect(await auditActions(license.id)).to.deep.equal(["license.create", "license.suspend", "license.activate"]);
  });

  it("keeps an expired licence expired when it is activated", async () => {
    const license = await expiredLicense("x@example.test", 1);
    expect(license.state).to.equal("expired");
    const on = (await admin.ok(SET_STATUS, { k: license.licenseKey, a: true })).setLicenseStatus;
    expect(on.license).to.include({ state: "expired", daysRemaining: 0 });
    expect(await checkStatus(license.licenseKey)).to.equal("invalid");
  });

  it("extends a suspended, expired licence to a new date and forces it active", async () => {
    const license = await expiredLicense("e@example.test", 1);
    await admin.ok(SET_STATUS, { k: license.licenseKey, a: false });
    const newExpiry = new Date(Date.now() + 40 * DAY).toISOString();
    const r = (await admin.ok(EXTEND, { k: license.licenseKey, x: newExpiry })).extendLicense;
    expect(r).to.deep.include({ status: "success", message: "License extended successfully" });
    expect(r.license).to.include({ status: true, state: "active", expiresAt: newExpiry, daysRemaining: 40 });
    expect(await checkStatus(license.licenseKey)).to.equal("success");
    expect(await auditActions(license.id)).to.deep.equal(["license.create", "license.suspend", "license.extend"]);
  });

  it("refuses a past expiry when creating by e-mail, and creates nothing", async () => {
    const before = (await admin.ok(LIST)).licenses.length;
    for (const x of [new Date(Date.now() - DAY).toISOString(), new Date(Date.now() - 1000).toISOString()]) {
      expect(await admin.fails(CREATE_BY_EMAIL, { e: "past@example.test", p: "standard", x })).to.include({
        message: "The expiry date must be in the future.",
        code: "BAD_USER_INPUT",
      });
    }
    expect((await admin.ok(LIST)).licenses.length).to.equal(before);
  });

  it("refuses an extension to a past date or to a date before the current expiry, and keeps the licence as it was", async () => {
    const license = (await admin.ok(CREATE_BY_EMAIL, { e: "keep@example.test", p: "standard", x: new Date(Date.now() + 20 * DAY).toISOString() }))
      .createLicenseByEmail.license;
    expect((await admin.fails(EXTEND, { k: license.licenseKey, x: new Date(Date.now() - DAY).toISOString() })).message).to.equal(
      "The expiry date must be in the future.",
    );
    expect((await admin.fails(EXTEND, { k: license.licenseKey, x: new Date(Date.now() + 5 * DAY).toISOString() })).message).to.equal(
      "Extending must move the expiry later: choose a date after the current expiry.",
    );
    expect((await admin.fails(EXTEND, { k: license.licenseKey, x: license.expiresAt })).message).to.equal(
      "Extending must move the expiry later: choose a date after the current expiry.",
    );
    const after = (await admin.ok(LIST)).licenses.find((l: { id: string }) => l.id === license.id);
    expect(after).to.include({ expiresAt: license.expiresAt, state: "active" });
    expect(await auditActions(license.id)).to.deep.equal(["license.create"]);
  });

  it("asks for the licence and the new expiry date when extending", async () => {
    expect((await admin.fails(EXTEND, { k: "ABCD-ABCD-ABCD-ABCD" })).message).to.equal("Please select new expiry date");
    expect((await admin.fails(EXTEND, { x: new Date().toISOString() })).message).to.equal("Please select a license.");
    const unknown = (await admin.ok(EXTEND, { k: "ZZZZ-ZZZZ-ZZZZ-ZZZZ", x: new Date(Date.now() + DAY).toISOString() })).extendLicense;
    expect(unknown).to.deep.equal({ status: "error", message: "Failed to extend license", license: null });
  });

  it("extends by days from the current expiry, or from now when already expired, and forces active", async () => {
    const live = (await admin.ok(CREATE_BY_EMAIL, { e: "d@example.test", p: "standard", x: new Date(Date.now() + 10 * DAY).toISOString() }))
      .createLicenseByEmail.license;
    await admin.ok(SET_STATUS, { k: live.licenseKey, a: false });
    const r = (await admin.ok(EXTEND_DAYS, { id: live.id, d: 5 })).extendLicenseByDays;
    expect(r.message).to.equal("License extended successfully");
    expect(r.license).to.include({ status: true, state: "active", daysRemaining: 15 });
    expect(new Date(r.license.expiresAt).getTime()).to.equal(new Date(live.expiresAt).getTime() + 5 * DAY);

    const dead = await expiredLicense("d@example.test", 100);
    expect((await admin.ok(EXTEND_DAYS, { id: dead.id, d: 7 })).extendLicenseByDays.license).to.include({ state: "active", daysRemaining: 7 });
  });

  it("asks for a licence and 1 to 365 additional days when extending by days", async () => {
    expect((await admin.fails(EXTEND_DAYS, { d: 5 })).message).to.equal("Please select a license.");
    const license = (await admin.ok(CREATE_BY_EMAIL, { e: "r@example.test", p: "standard", x: new Date(Date.now() + DAY).toISOString() })).createLicenseByEmail
      .license;
    for (const d of [0, 366])
      expect((await admin.fails(EXTEND_DAYS, { id: license.id, d })).message).to.equal("Additional days must be a whole number of days from 1 to 365.");
  });

  it("deletes a licence, after which it no longer checks", async () => {
    const license = (await admin.ok(CREATE_BY_EMAIL, { e: "del@example.test", p: "standard", x: new Date(Date.now() + DAY).toISOString() }))
      .createLicenseByEmail.license;
    expect((await admin.ok(DELETE, { k: license.licenseKey })).deleteLicense).to.deep.equal({ status: "success", message: "License deleted successfully" });
    expect(await checkStatus(license.licenseKey)).to.equal("invalid");
    expect((await admin.ok(DELETE, { k: license.licenseKey })).deleteLicense).to.deep.equal({ status: "error", message: "Failed to delete license" });
    expect(await auditActions(license.id)).to.deep.equal(["license.create", "license.delete"]);
  });

  it("lists every licence newest first with its last use", async () => {
    const older = (await admin.ok(CREATE_BY_EMAIL, { e: "o@example.test", p: "standard", x: new Date(Date.now() + DAY).toISOString() })).createLicenseByEmail
      .license;
    clock.advance(1100); // created_at has whole seconds on MySQL
    const newer = (await admin.ok(CREATE_BY_EMAIL, { e: "n@example.test", p: "standard", x: new Date(Date.now() + DAY).toISOString() })).createLicenseByEmail
      .license;
    await checkStatus(newer.licenseKey);
    const list = (await admin.ok(LIST)).licenses as Array<{ id: string; createdAt: string; lastUsedAt: string | null }>;
    expect(list.findIndex((l) => l.id === newer.id)).to.be.below(list.findIndex((l) => l.id === older.id));
    const times = list.map((l) => new Date(l.createdAt).getTime());
    expect(times).to.deep.equal([...times].sort((a, b) => b - a));
    expect(list.find((l) => l.id === newer.id)!.lastUsedAt).to.be.a("string");
    expect(list.find((l) => l.id === older.id)!.lastUsedAt).to.equal(null);
  });

  describe("refuses everyone but admins", () => {
    const operations: Array<[string, string, Record<string, unknown>]> = [
      ["licenses", LIST, {}],
      ["createLicense", CREATE, { c: "00000000-0000-4000-8000-000000000000" }],
      ["createLicenseByEmail", CREATE_BY_EMAIL, { e: "a@b.test", p: "standard", x: new Date().toISOString() }],
      ["setLicenseStatus", SET_STATUS, { k: "ABCD-ABCD-ABCD-ABCD", a: false }],
      ["extendLicense", EXTEND, { k: "ABCD-ABCD-ABCD-ABCD", x: new Date().toISOString() }],
      ["extendLicenseByDays", EXTEND_DAYS, { id: "x", d: 3 }],
      ["deleteLicense", DELETE, { k: "ABCD-ABCD-ABCD-ABCD" }],
    ];

    for (const [name, query, variables] of operations) {
      it(`refuses ${name} to customers and anonymous callers`, async () => {
        const customer = signIn(server.app, server.client(), await createCustomer(server.app));
        expect((await customer.fails(query, variables)).code).to.equal("FORBIDDEN");
        expect((await server.client().fails(query, variables)).code).to.equal("UNAUTHENTICATED");
      });
    }

    it("leaves the licence untouched after a refused change", async () => {
      const license = (await admin.ok(CREATE_BY_EMAIL, { e: "keep@example.test", p: "standard", x: new Date(Date.now() + DAY).toISOString() }))
        .createLicenseByEmail.license;
      const customer = signIn(server.app, server.client(), await createCustomer(server.app));
      await customer.fails(SET_STATUS, { k: license.licenseKey, a: false });
      await customer.fails(DELETE, { k: license.licenseKey });
      expect(await checkStatus(license.licenseKey)).to.equal("success");
    });
  });
});
