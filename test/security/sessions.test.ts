import crypto from "node:crypto";
import { expect } from "chai";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import { CustomerSession } from "../../server/modules/auth/customer-session.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
const ME = `{ me { id } }`;
const SESSIONS = `{ mySessions { id device createdAt lastSeenAt current } }`;
const REVOKE = `mutation($id: ID!) { revokeSession(id: $id) }`;
const EVERYWHERE = `mutation { signOutEverywhere }`;
const SECURITY = `mutation($input: SecuritySettingsInput!) { updateSecuritySettings(input: $input) { customerSessionLifetimeHours adminSessionLifetimeHours } }`;

const HOUR = 3600_000;
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

describe("sessions end on the server", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  /** Signs in through the login mutation with this User-Agent; returns the client holding the cookie. */
  async function loginAs(customer: { email: string; password: string }, userAgent = CHROME): Promise<HttpClient> {
    const client = server.client();
    const res = await client.request(
      "POST",
      "/graphql",
      { query: LOGIN, variables: { email: customer.email, password: customer.password } },
      { "user-agent": userAgent },
    );
    expect(res.status).to.equal(200);
    expect(client.cookie(SESSION_COOKIE)).to.be.a("string");
    return client;
  }

  function copyOf(client: HttpClient): HttpClient {
    const copy = server.client();
    copy.setCookie(SESSION_COOKIE, client.cookie(SESSION_COOKIE)!);
    return copy;
  }

  const meOf = async (client: HttpClient) => (await client.ok(ME)).me;

  it("refuses a copied cookie once its session has logged out", async () => {
    const ann = await createCustomer(server.app);
    const browser = await loginAs(ann);
    const stolen = copyOf(browser);
    expect((await meOf(stolen)).id).to.equal(ann.id);
    await browser.ok(`mutation { logout }`);
    expect(await meOf(browser)).to.equal(null);
    expect(await meOf(stolen)).to.equal(null);
  });

  it("ends a customer's session after its absolute lifetime however active it stayed", async () => {
    const customer = await createCustomer(server.app);
    const sessions = server.app.services.sessions;
    // A cookie refreshed a minute ago, but first issued 31 days ago.
    const start = Date.now() - 31 * 24 * HOUR;
    const old = server.client();
    old.setCookie(SESSION_COOKIE, sessions.token(customer, Date.now() - 60_000, { id: crypto.randomUUID(), startedAt: start, expiresAt: Date.now() + HOUR }));
    expect(await meOf(old)).to.equal(null);
    const young = server.client();
    young.setCookie(
      SESSION_COOKIE,
      sessions.token(customer, Date.now() - 60_000, { id: crypto.randomUUID(), startedAt: Date.now() - 29 * 24 * HOUR, expiresAt: Date.now() + HOUR }),
    );
    expect((await meOf(young)).id).to.equal(customer.id);
  });

  it("gives an admin session 12 hours by default and applies changed lifetimes at once", async () => {
    const admin = await createCustomer(server.app, { role: "admin" });
    const customer = await createCustomer(server.app);
    const sessions = server.app.services.sessions;
    const startedHoursAgo = (who: typeof admin, hours: number) => {
      const client = server.client();
      client.setCookie(
        SESSION_COOKIE,
        sessions.token(who, Date.now() - 60_000, { id: crypto.randomUUID(), startedAt: Date.now() - hours * HOUR, expiresAt: Date.now() + 24 * HOUR }),
      );
      return client;
    };
    expect(await meOf(startedHoursAgo(admin, 13))).to.equal(null);
    expect((await meOf(startedHoursAgo(customer, 13))).id).to.equal(customer.id);

    const adminClient = signIn(server.app, server.client(), admin);
    const bad = await adminClient.fails(SECURITY, { input: { sessionTimeoutMinutes: 30, customerSessionLifetimeHours: 0 } });
    expect(bad.message).to.equal("Customer session lifetime must be a whole number of hours from 1 to 8760.");
    const saved = await adminClient.ok(SECURITY, { input: { sessionTimeoutMinutes: 30, customerSessionLifetimeHours: 2, adminSessionLifetimeHours: 24 } });
    expect(saved.updateSecuritySettings).to.deep.equal({ customerSessionLifetimeHours: 2, adminSessionLifetimeHours: 24 });
    expect(await meOf(startedHoursAgo(customer, 3))).to.equal(null);
    expect((await meOf(startedHoursAgo(admin, 13))).id).to.equal(admin.id);
    await adminClient.ok(SECURITY, { input: { sessionTimeoutMinutes: 30, customerSessionLifetimeHours: 720, adminSessionLifetimeHours: 12 } });
  });

  it("lists the account's active sessions with their device, marks this one, and revokes another", async () => {
    const bo = await createCustomer(server.app);
    const laptop = await loginAs(bo, FIREFOX);
    const phone = await loginAs(bo, CHROME);
    const list = (await laptop.ok(SESSIONS)).mySessions as Array<{ id: string; device: string; current: boolean; lastSeenAt: string }>;
    expect(list.map((s) => [s.device, s.current]).sort()).to.deep.equal([
      ["Chrome on Linux", false],
      ["Firefox on Windows", true],
    ]);
    expect(Date.parse(list[0].lastSeenAt)).to.be.closeTo(Date.now(), 60_000);

    const other = list.find((s) => !s.current)!;
    expect((await laptop.ok(REVOKE, { id: other.id })).revokeSession).to.equal(true);
    expect(await meOf(phone)).to.equal(null);
    expect((await meOf(laptop)).id).to.equal(bo.id);
    expect((await laptop.ok(SESSIONS)).mySessions).to.have.length(1);
  });

  it("does not let a customer revoke or see another account's session", async () => {
    const cy = await createCustomer(server.app);
    const di = await createCustomer(server.app);
    const cyClient = await loginAs(cy);
    const diClient = await loginAs(di);
    const [diSession] = (await diClient.ok(SESSIONS)).mySessions;
    const refused = await cyClient.fails(REVOKE, { id: diSession.id });
    expect(refused).to.include({ message: "Session not found.", code: "NOT_FOUND" });
    expect((await meOf(diClient)).id).to.equal(di.id);
    expect((await cyClient.ok(SESSIONS)).mySessions.map((s: { id: string }) => s.id)).to.not.include(diSession.id);
  });

  it("signs out everywhere, this browser included", async () => {
    const ed = await createCustomer(server.app);
    const first = await loginAs(ed);
    const second = await loginAs(ed, FIREFOX);
    const minted = signIn(server.app, server.client(), ed);
    expect((await meOf(minted)).id).to.equal(ed.id);
    await first.ok(EVERYWHERE);
    for (const client of [first, second, minted]) expect(await meOf(client)).to.equal(null);
    const rows = await server.app.db.manager.getRepository(CustomerSession).findBy({ customerId: ed.id });
    expect(rows).to.have.length(3);
    expect(rows.every((r) => r.revokedAt !== null)).to.equal(true);
    expect((await (await loginAs(ed)).ok(ME)).me.id).to.equal(ed.id);
  });

  it("keeps this session and ends the others when the password changes", async () => {
    const fay = await createCustomer(server.app);
    const here = await loginAs(fay);
    const there = await loginAs(fay, FIREFOX);
    await here.ok(`mutation { changePassword(currentPassword: "${fay.password}", newPassword: "another-secret", confirmPassword: "another-secret") }`);
    expect((await meOf(here)).id).to.equal(fay.id);
    expect(await meOf(there)).to.equal(null);
    expect((await here.ok(SESSIONS)).mySessions).to.have.length(1);
  });

  it("deletes a customer's sessions with the customer", async () => {
    const hal = await createCustomer(server.app);
    await loginAs(hal);
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await admin.ok(`mutation($id: ID!) { deleteCustomer(id: $id) }`, { id: hal.id });
    expect(await server.app.db.manager.getRepository(CustomerSession).countBy({ customerId: hal.id })).to.equal(0);
  });

  it("keeps session management away from API tokens", async () => {
    const gus = await createCustomer(server.app);
    const client = signIn(server.app, server.client(), gus);
    const { createApiToken } = await client.ok(`mutation { createApiToken(name: "ci") { token } }`);
    const bot = server.client();
    bot.bearer = createApiToken.token;
    expect((await bot.fails(SESSIONS)).code).to.equal("FORBIDDEN");
    expect((await bot.fails(EVERYWHERE)).code).to.equal("FORBIDDEN");
  });
});
