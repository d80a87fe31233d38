import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { sendLicenseExpiryNotices } from "../../server/modules/notifications/license-expiry-job";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import type { HttpClient } from "../helpers/http-client";

/*
 * A licence's machines seen by its buyer and its admin (#34 items 4 and 5): the buyer lists and
 * deactivates machines (a few per day), the admin resets them, changes seats and reads the
 * licence's history; suspension and expiry are webhooks on the one notification path.
 */

const SOFTWARE = "storytag_software";
const SET_PLAN = `mutation($id: ID!, $plan: LicensePlanInput!) { setVariantLicensePlan(variantId: $id, plan: $plan) { id } }`;
const BUY = `mutation($key: String!) { purchaseSoftwareLicense(idempotencyKey: $key) { ... on SoftwarePurchase { license { id licenseKey } } } }`;
const MY_LICENSES = `{ myLicenses { id licenseKey maxMachines heartbeatSeconds graceDays entitlements lifetime expiresAt
  machines { id name platform hostname activatedAt lastSeenAt } } }`;
const DEACTIVATE = `mutation($key: String!, $id: ID!) { deactivateLicenseMachine(licenseKey: $key, machineId: $id) { id name } }`;
const RESET = `mutation($key: String!) { resetLicenseMachines(licenseKey: $key) { status message } }`;
const SEATS = `mutation($key: String!, $n: Int) { setLicenseSeats(licenseKey: $key, maxMachines: $n) { status message license { maxMachines heartbeatSeconds } } }`;
const HISTORY = `query($key: String!) { licenseHistory(licenseKey: $key) { kind actor machineId detail createdAt } }`;
const SET_STATUS = `mutation($key: String!, $active: Boolean!) { setLicenseStatus(licenseKey: $key, active: $active) { status } }`;

interface Machine {
  id: string;
  name: string;
  platform: string;
  hostname: string;
  activatedAt: string;
  lastSeenAt: string;
}

describe("licence machines for the buyer and the admin (#34 items 4, 5)", () => {
  let server: TestServer;
  let admin: HttpClient;
  let buyer: HttpClient;
  let stranger: HttpClient;
  let bought = 0;

  before(async () => {
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "100000" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    buyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1_000_000 }));
    stranger = signIn(server.app, server.client(), await createCustomer(server.app));
  });
  after(() => server?.close());

  async function buyWith(plan: Record<string, unknown>): Promise<{ id: string; licenseKey: string }> {
    await admin.ok(SET_PLAN, { id: SOFTWARE, plan });
    return (await buyer.ok(BUY, { key: `machine-admin-${Date.now()}-${++bought}` })).purchaseSoftwareLicense.license;
  }

  async function check(licenseKey: string, fingerprint: string, name = "") {
    const res = await server
      .client()
      .request("POST", "/api/check_license", { license_key: licenseKey, fingerprint, name, platform: "linux", hostname: `${fingerprint}.local` });
    return (await res.json()).code as string;
  }

  const machinesOf = async (licenseKey: string): Promise<Machine[]> =>
    (await buyer.ok(MY_LICENSES)).myLicenses.find((l: { licenseKey: string }) => l.licenseKey === licenseKey).machines;

  async function outbox(type: string, licenseId: string): Promise<Array<Record<string, unknown>>> {
    const rows: Array<{ payload: string }> = await server.app.db.manager.query("SELECT payload FROM notification_outbox WHERE type = ? ORDER BY created_at", [
      type,
    ]);
    return rows.map((r) => JSON.parse(r.payload)).filter((p) => p.licenseId === licenseId);
  }

  const auditCount = async (action: string, licenseId: string) =>
    Number((await server.app.db.manager.query("SELECT COUNT(*) AS n FROM audit_log WHERE action = ? AND entity_id = ?", [action, licenseId]))[0].n);

  const history = async (licenseKey: string) =>
    (await admin.ok(HISTORY, { key: licenseKey })).licenseHistory as Array<{ kind: string; actor: string; detail: string }>;

  it("shows the owner each licence's plan and its machines with first and last seen", async () => {
    const license = await buyWith({ maxMachines: 2, heartbeatSeconds: 600, graceDays: 3, entitlements: ["pro", "export"] });
    expect(await check(license.licenseKey, "laptop", "Laptop")).to.equal("VALID");
    expect(await check(license.licenseKey, "desktop", "Desktop")).to.equal("VALID");
    const mine = (await buyer.ok(MY_LICENSES)).myLicenses.find((l: { id: string }) => l.id === license.id);
    expect(mine).to.include({ maxMachines: 2, heartbeatSeconds: 600, graceDays: 3, lifetime: false });
    expect(mine.entitlements).to.deep.equal(["pro", "export"]);
    expect(mine.machines.map((m: Machine) => [m.name, m.platform, m.hostname])).to.deep.equal([
      ["Laptop", "linux", "laptop.local"],
      ["Desktop", "linux", "desktop.local"],
    ]);
    for (const m of mine.machines as Machine[]) {
      expect(new Date(m.activatedAt).getTime()).to.be.closeTo(Date.now(), 60_000);
      expect(new Date(m.lastSeenAt).getTime()).to.be.at.least(new Date(m.activatedAt).getTime());
    }
    expect((await stranger.ok(MY_LICENSES)).myLicenses).to.deep.equal([]);
  });

  it("refuses a stranger's deactivation as if the licence did not exist, and an unknown machine", async () => {
    const license = await buyWith({ maxMachines: 1 });
    await check(license.licenseKey, "only");
    const [machine] = await machinesOf(license.licenseKey);
    expect(await stranger.fails(DEACTIVATE, { key: license.licenseKey, id: machine.id })).to.include({ code: "NOT_FOUND", message: "License not found." });
    expect(await buyer.fails(DEACTIVATE, { key: license.licenseKey, id: "00000000-0000-4000-8000-000000000000" })).to.include({
      code: "NOT_FOUND",
      message: "Machine not found.",
    });
    expect(await machinesOf(license.licenseKey)).to.have.length(1);
    expect(await outbox("license.machine_deactivated", license.id)).to.deep.equal([]);
  });

  it("frees the seat of a deactivated machine so a new fingerprint activates, with a webhook and a history entry", async () => {
    const license = await buyWith({ maxMachines: 2 });
    await check(license.licenseKey, "a", "Machine A");
    await check(license.licenseKey, "b", "Machine B");
    expect(await check(license.licenseKey, "c")).to.equal("TOO_MANY_MACHINES");
    const [a] = await machinesOf(license.licenseKey);
    const left = (await buyer.ok(DEACTIVATE, { key: license.licenseKey, id: a.id })).deactivateLicenseMachine;
    expect(left.map((m: { name: string }) => m.name)).to.deep.equal(["Machine B"]);
    expect(await check(license.licenseKey, "c", "Machine C")).to.equal("VALID");
    expect((await machinesOf(license.licenseKey)).map((m) => m.name)).to.deep.equal(["Machine B", "Machine C"]);
    const [event] = await outbox("license.machine_deactivated", license.id);
    expect(event).to.include({ machineId: a.id, machineName: "Machine A", platform: "linux", reason: "customer", seats: 2, activeMachines: 1 });
    const kinds = (await history(license.licenseKey)).map((e) => `${e.kind}/${e.actor}`);
    expect(kinds).to.include.members(["machine_deactivated/customer", "machine_activated/system"]);
    expect(kinds.filter((k) => k === "machine_activated/system")).to.have.length(3);
  });

  it("refuses the fourth deactivation of a licence within 24 hours with MACHINE_DEACTIVATION_LIMIT", async () => {
    const license = await buyWith({ maxMachines: 5 });
    for (const f of ["m1", "m2", "m3", "m4"]) expect(await check(license.licenseKey, f)).to.equal("VALID");
    const machines = await machinesOf(license.licenseKey);
    for (const m of machines.slice(0, 3)) await buyer.ok(DEACTIVATE, { key: license.licenseKey, id: m.id });
    const refused = await buyer.fails(DEACTIVATE, { key: license.licenseKey, id: machines[3].id });
    expect(refused).to.include({ code: "MACHINE_DEACTIVATION_LIMIT", message: "A license can deactivate at most 3 machines in 24 hours. Try again later." });
    expect(await machinesOf(license.licenseKey)).to.have.length(1);
    // An admin's reset does not use up the buyer's deactivations, and a day later they are back.
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await server.app.db.manager.query("UPDATE license_events SET created_at = ? WHERE license_id = ?", [
      server.app.db.isSqlite ? dayAgo.toISOString().replace("T", " ").replace("Z", "") : dayAgo,
      license.id,
    ]);
    expect((await buyer.ok(DEACTIVATE, { key: license.licenseKey, id: machines[3].id })).deactivateLicenseMachine).to.deep.equal([]);
  });

  it("lets the admin reset a licence's machines, one webhook per machine, audited; customers are refused", async () => {
    const license = await buyWith({ maxMachines: 2 });
    await check(license.licenseKey, "x");
    await check(license.licenseKey, "y");
    expect((await buyer.fails(RESET, { key: license.licenseKey })).code).to.be.oneOf(["FORBIDDEN", "UNAUTHENTICATED"]);
    expect((await admin.ok(RESET, { key: license.licenseKey })).resetLicenseMachines).to.deep.equal({
      status: "success",
      message: "License machines reset successfully",
    });
    expect(await machinesOf(license.licenseKey)).to.deep.equal([]);
    expect((await outbox("license.machine_deactivated", license.id)).map((e) => e.reason)).to.deep.equal(["admin_reset", "admin_reset"]);
    expect(await auditCount("license.reset_machines", license.id)).to.equal(1);
    expect((await history(license.licenseKey)).find((e) => e.kind === "machines_reset")).to.include({ actor: "admin", detail: "2" });
    expect(await check(license.licenseKey, "z")).to.equal("VALID");
    expect((await admin.ok(RESET, { key: "NOPE-NOPE-NOPE-NOPE" })).resetLicenseMachines.status).to.equal("error");
  });

  it("lets the admin change seats: fewer than active drops the least recently seen, unlimited drops all and the heartbeat", async () => {
    const license = await buyWith({ maxMachines: 3, heartbeatSeconds: 3600 });
    for (const f of ["old", "mid", "new"]) await check(license.licenseKey, f, f);
    const seen = (name: string, msAgo: number) => {
      const at = new Date(Date.now() - msAgo);
      return server.app.db.manager.query("UPDATE license_machines SET last_seen_at = ? WHERE license_id = ? AND name = ?", [
        server.app.db.isSqlite ? at.toISOString().replace("T", " ").replace("Z", "") : at,
        license.id,
        name,
      ]);
    };
    await server.app.services.licenseChecks.machinesSeen.flush();
    await seen("old", 30 * 60_000);
    await seen("mid", 20 * 60_000);
    await seen("new", 10 * 60_000);
    expect((await admin.fails(SEATS, { key: license.licenseKey, n: 0 })).message).to.equal("Seats are 1 to 10000 machines, or unlimited.");
    const fewer = (await admin.ok(SEATS, { key: license.licenseKey, n: 1 })).setLicenseSeats;
    expect(fewer).to.deep.include({ status: "success", message: "License seats updated successfully" });
    expect(fewer.license).to.deep.equal({ maxMachines: 1, heartbeatSeconds: 3600 });
    expect((await machinesOf(license.licenseKey)).map((m) => m.name)).to.deep.equal(["new"]);
    expect((await outbox("license.machine_deactivated", license.id)).map((e) => [e.machineName, e.reason, e.seats])).to.have.deep.members([
      ["old", "seats_reduced", 1],
      ["mid", "seats_reduced", 1],
    ]);
    expect(await check(license.licenseKey, "another")).to.equal("TOO_MANY_MACHINES");
    const unlimited = (await admin.ok(SEATS, { key: license.licenseKey, n: null })).setLicenseSeats;
    expect(unlimited.license).to.deep.equal({ maxMachines: null, heartbeatSeconds: null });
    expect(await machinesOf(license.licenseKey)).to.deep.equal([]);
    expect(await check(license.licenseKey, "anything")).to.equal("VALID");
    expect(await auditCount("license.set_seats", license.id)).to.equal(2);
    expect((await history(license.licenseKey)).filter((e) => e.kind === "seats_changed").map((e) => e.detail)).to.deep.equal(["1 → ∞", "3 → 1"]);
  });

  it("sends license.suspended once per suspension and license.expired once when the expiry passes", async () => {
    const license = await buyWith({});
    await admin.ok(SET_STATUS, { key: license.licenseKey, active: false });
    await admin.ok(SET_STATUS, { key: license.licenseKey, active: false });
    const suspended = await outbox("license.suspended", license.id);
    expect(suspended).to.have.length(1);
    expect(suspended[0]).to.include({ softwareName: "StoryTag" });
    expect(await auditCount("license.suspend", license.id)).to.equal(2);
    await admin.ok(SET_STATUS, { key: license.licenseKey, active: true });
    const yesterday = new Date(Date.now() - 24 * 3_600_000);
    await server.app.db.manager.query("UPDATE licenses SET expires_at = ? WHERE id = ?", [
      server.app.db.isSqlite ? yesterday.toISOString().replace("T", " ").replace("Z", "") : yesterday,
      license.id,
    ]);
    await sendLicenseExpiryNotices(RequestContext.system(server.app));
    await sendLicenseExpiryNotices(RequestContext.system(server.app));
    const expired = await outbox("license.expired", license.id);
    expect(expired).to.have.length(1);
    expect(new Date(expired[0].expiresAt as string).getTime()).to.be.closeTo(yesterday.getTime(), 1000);
    expect((await history(license.licenseKey)).map((e) => e.kind)).to.deep.equal(["expired", "reinstated", "suspended"]);
  });
});
