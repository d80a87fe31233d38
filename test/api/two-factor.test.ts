import { expect } from "chai";
import { generate } from "otplib";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { RecoveryCode } from "../../server/modules/two-factor/recovery-code.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const LOGIN = `mutation($email: String!, $password: String!, $code: String) { login(email: $email, password: $password, totpCode: $code) { id } }`;
const BEGIN = `mutation { beginTotpEnrolment { secret otpauthUrl qrCodeDataUrl } }`;
const CONFIRM = `mutation($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes } }`;

describe("two-factor sign-in for admins", () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  async function enrolledAdmin(): Promise<{ admin: Customer & { password: string }; client: HttpClient; secret: string; recoveryCodes: string[] }> {
    const admin = await createCustomer(server.app, { role: "admin" });
    const client = signIn(server.app, server.client(), admin);
    const { beginTotpEnrolment } = await client.ok(BEGIN);
    const { confirmTotpEnrolment } = await client.ok(CONFIRM, { code: await generate({ secret: beginTotpEnrolment.secret }) });
    return { admin, client, secret: beginTotpEnrolment.secret, recoveryCodes: confirmTotpEnrolment.recoveryCodes };
  }

  it("starts enrolment with a secret, an otpauth link and a QR code, without enforcing it yet", async () => {
    const admin = await createCustomer(server.app, { role: "admin" });
    const client = signIn(server.app, server.client(), admin);
    const { beginTotpEnrolment: e } = await client.ok(BEGIN);
    expect(e.secret).to.match(/^[A-Z2-7]{16,}$/);
    expect(e.otpauthUrl).to.match(/^otpauth:\/\/totp\//);
    expect(e.otpauthUrl).to.contain(`secret=${e.secret}`);
    expect(e.otpauthUrl).to.contain("issuer=BIA");
    expect(e.qrCodeDataUrl).to.match(/^data:image\/png;base64,/);
    await server.client().ok(LOGIN, { email: admin.email, password: admin.password });
    const stored = await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: admin.id });
    expect(stored.totpEnabledAt).to.equal(null);
    const raw: Array<{ totp_secret: string }> = await server.app.db.manager.query("SELECT totp_secret FROM customers WHERE id = ?", [admin.id]);
    expect(raw[0].totp_secret).not.to.contain(e.secret);
  });

  it("refuses to turn on with a wrong code", async () => {
    const admin = await createCustomer(server.app, { role: "admin" });
    const client = signIn(server.app, server.client(), admin);
    await client.ok(BEGIN);
    const err = await client.fails(CONFIRM, { code: "000000" });
    expect(err).to.deep.include({ code: "INVALID_TOTP", message: "Invalid authentication code." });
    expect((await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: admin.id })).totpEnabledAt).to.equal(null);
  });

  it("turns on with a code from the app and returns 10 recovery codes stored only as hashes", async () => {
    const { admin, client, recoveryCodes } = await enrolledAdmin();
    expect(recoveryCodes).to.have.length(10);
    expect(new Set(recoveryCodes).size).to.equal(10);
    const rows = await server.app.db.manager.getRepository(RecoveryCode).findBy({ customerId: admin.id });
    expect(rows).to.have.length(10);
    expect(rows.map((r) => r.codeHash).join()).not.to.contain(recoveryCodes[0]);
    const { twoFactorStatus } = await client.ok(`{ twoFactorStatus { enabled unusedRecoveryCodes } }`);
    expect(twoFactorStatus).to.deep.equal({ enabled: true, unusedRecoveryCodes: 10 });
    expect(await server.app.db.manager.getRepository(AuditEntry).countBy({ action: "two_factor.enable", entityId: admin.id })).to.equal(1);
    expect((await client.fails(BEGIN)).code).to.equal("TOTP_ALREADY_ENABLED");
  });

  it("then asks for the code at sign-in and accepts a current one", async () => {
    const { admin, secret } = await enrolledAdmin();
    const missing = await server.client().fails(LOGIN, { email: admin.email, password: admin.password });
    expect(missing).to.deep.include({ code: "TOTP_REQUIRED", message: "Enter the 6-digit code from your authenticator app." });
    const wrong = await server.client().fails(LOGIN, { email: admin.email, password: admin.password, code: "123456" });
    expect(wrong.code).to.equal("INVALID_TOTP");
    const client = server.client();
    await client.ok(LOGIN, { email: admin.email, password: admin.password, code: await generate({ secret }) });
    expect((await client.ok(`{ adminDashboard { totalOrders } }`)).adminDashboard.totalOrders).to.equal(0);
  });

  it("refuses an authenticator code that already signed in once, while it is still current", async () => {
    const { admin, secret } = await enrolledAdmin();
    const code = await generate({ secret });
    await server.client().ok(LOGIN, { email: admin.email, password: admin.password, code });
    const replayed = await server.client().fails(LOGIN, { email: admin.email, password: admin.password, code });
    expect(replayed).to.deep.include({ code: "INVALID_TOTP", message: "Invalid authentication code." });
    // The app's next code (within the clock-drift tolerance) still signs in, and afterwards the older one is refused too.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await server.client().ok(LOGIN, { email: admin.email, password: admin.password, code: next });
    const older = await server.client().fails(LOGIN, { email: admin.email, password: admin.password, code });
    expect(older.code).to.equal("INVALID_TOTP");
  });

  it("lets only one of two simultaneous sign-ins with the same code through", async () => {
    const { admin, secret } = await enrolledAdmin();
    const code = await generate({ secret });
    const attempts = await Promise.all([0, 1].map(() => server.client().gql(LOGIN, { email: admin.email, password: admin.password, code })));
    expect(attempts.filter((r) => r.data?.login?.id === admin.id)).to.have.length(1);
    expect(attempts.flatMap((r) => r.errors ?? []).map((e) => e.extensions?.code)).to.deep.equal(["INVALID_TOTP"]);
  });

  it("does not take a code that signed in as proof for turning two-factor off", async () => {
    const { admin, secret } = await enrolledAdmin();
    const code = await generate({ secret });
    const client = server.client();
    await client.ok(LOGIN, { email: admin.email, password: admin.password, code });
    expect((await client.fails(`mutation($code: String!) { disableTotp(code: $code) }`, { code })).code).to.equal("INVALID_TOTP");
    expect((await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: admin.id })).totpEnabledAt).not.to.equal(null);
  });

  it("accepts a recovery code once, however it is typed", async () => {
    const { admin, client, recoveryCodes } = await enrolledAdmin();
    const typed = ` ${recoveryCodes[3].toUpperCase().replace("-", " - ")} `;
    await server.client().ok(LOGIN, { email: admin.email, password: admin.password, code: typed });
    const reused = await server.client().fails(LOGIN, { email: admin.email, password: admin.password, code: recoveryCodes[3] });
    expect(reused.code).to.equal("INVALID_TOTP");
    expect((await client.ok(`{ twoFactorStatus { unusedRecoveryCodes } }`)).twoFactorStatus.unusedRecoveryCodes).to.equal(9);
  });

  it("does not accept another admin's recovery code", async () => {
    const first = await enrolledAdmin();
    const second = await enrolledAdmin();
    const err = await server.client().fails(LOGIN, { email: second.admin.email, password: second.admin.password, code: first.recoveryCodes[0] });
    expect(err.code).to.equal("INVALID_TOTP");
  });

  it("turns off with a current code, after which sign-in needs only the password", async () => {
    const { admin, client, secret } = await enrolledAdmin();
    expect((await client.fails(`mutation { disableTotp(code: "000000") }`)).code).to.equal("INVALID_TOTP");
    await client.ok(`mutation($code: String!) { disableTotp(code: $code) }`, { code: await generate({ secret }) });
    await server.client().ok(LOGIN, { email: admin.email, password: admin.password });
    expect(await server.app.db.manager.getRepository(RecoveryCode).countBy({ customerId: admin.id })).to.equal(0);
    const stored = await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: admin.id });
    expect(stored.totpSecret).to.equal(null);
  });

  it("turns off with a recovery code when the app is lost", async () => {
    const { admin, client, recoveryCodes } = await enrolledAdmin();
    await client.ok(`mutation($code: String!) { disableTotp(code: $code) }`, { code: recoveryCodes[9] });
    expect((await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: admin.id })).totpEnabledAt).to.equal(null);
  });
});
