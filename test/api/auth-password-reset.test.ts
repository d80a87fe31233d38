import { expect } from "chai";
import { AuthToken } from "../../server/modules/auth/auth-token.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { latestLinkToken, mailsTo } from "./auth-links";

const FORGOT = `mutation($email: String!) { requestPasswordReset(email: $email) }`;
const RESET = `mutation($token: String!, $password: String!, $confirmPassword: String!) {
  resetPassword(token: $token, password: $password, confirmPassword: $confirmPassword)
}`;
const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;

describe("forgot and reset password", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const resetLinkOf = (email: string) => latestLinkToken(server, email, "/auth/reset-password");

  it("asks for the e-mail address when it is blank", async () => {
    const error = await server.client().fails(FORGOT, { email: "   " });
    expect(error).to.deep.equal({ message: "Please enter your email address.", code: "BAD_USER_INPUT", status: 400 });
  });

  it("answers the same for an unknown address and a known one, e-mailing only the account holder", async () => {
    const gus = await createCustomer(server.app, { email: "gus@example.com" });
    const known = await server.client().gql(FORGOT, { email: " GUS@example.com " });
    const unknown = await server.client().gql(FORGOT, { email: "nobody@example.com" });
    expect({ ...known, headers: undefined }).to.deep.equal({ ...unknown, headers: undefined });
    expect(known.data).to.deep.equal({ requestPasswordReset: true });
    expect(await mailsTo(server, "nobody@example.com")).to.have.length(0);
    const [mail] = await mailsTo(server, gus.email);
    expect(mail.subject).to.equal("Reset your BIA password");
    expect(mail.status).to.equal("outbox");
  });

  it("checks the new password fields before the link, in the spec's order", async () => {
    const cases: Array<[string, string, string]> = [
      ["", "abcdef", "Please fill both password fields."],
      ["abcdef", "abcdeg", "Passwords do not match."],
      ["abc", "abc", "Password must be at least 6 characters long."],
    ];
    for (const [password, confirmPassword, message] of cases) {
      const error = await server.client().fails(RESET, { token: "whatever", password, confirmPassword });
      expect(error).to.deep.equal({ message, code: "BAD_USER_INPUT", status: 400 });
    }
    const bad = await server.client().fails(RESET, { token: "whatever", password: "abcdef", confirmPassword: "abcdef" });
    expect(bad).to.deep.equal({ message: "This link is invalid or has expired.", code: "INVALID_TOKEN", status: 400 });
  });

  it("sets the new password with a link that works once and signs the account out everywhere", async () => {
    const hal = await createCustomer(server.app, { email: "hal@example.com", password: "old-secret" });
    const session = server.client();
    await session.ok(LOGIN, { email: hal.email, password: "old-secret" });

    await server.client().ok(FORGOT, { email: hal.email });
    const token = await resetLinkOf(hal.email);
    const vars = { token, password: "new-secret", confirmPassword: "new-secret" };
    expect((await server.client().ok(RESET, vars)).resetPassword).to.equal(true);
    expect((await server.client().fails(RESET, vars)).code).to.equal("INVALID_TOKEN");

    expect((await session.ok(`{ me { id } }`)).me).to.equal(null);
    expect((await server.client().fails(LOGIN, { email: hal.email, password: "old-secret" })).code).to.equal("INVALID_CREDENTIALS");
    expect((await server.client().ok(LOGIN, { email: hal.email, password: "new-secret" })).login.id).to.equal(hal.id);
  });

  it("refuses an expired link", async () => {
    const ida = await createCustomer(server.app, { email: "ida@example.com" });
    await server.client().ok(FORGOT, { email: ida.email });
    const token = await resetLinkOf(ida.email);
    await server.app.db.manager.getRepository(AuthToken).update({ customerId: ida.id, purpose: "reset_password" }, { expiresAt: new Date(Date.now() - 1000) });
    const error = await server.client().fails(RESET, { token, password: "new-secret", confirmPassword: "new-secret" });
    expect(error).to.include({ message: "This link is invalid or has expired.", code: "INVALID_TOKEN" });
    expect((await server.client().ok(LOGIN, { email: ida.email, password: ida.password })).login.id).to.equal(ida.id);
  });

  it("stores only a hash of the link's token and lets only the newest link work", async () => {
    const jo = await createCustomer(server.app, { email: "jo@example.com" });
    await server.client().ok(FORGOT, { email: jo.email });
    const first = await resetLinkOf(jo.email);
    await server.client().ok(FORGOT, { email: jo.email });
    const second = await resetLinkOf(jo.email);
    const rows = await server.app.db.manager.getRepository(AuthToken).findBy({ customerId: jo.id });
    expect(rows).to.have.length(2);
    for (const row of rows)
      expect(row.tokenHash)
        .to.match(/^[0-9a-f]{64}$/)
        .and.not.to.be.oneOf([first, second]);
    expect((await server.client().fails(RESET, { token: first, password: "abcdef", confirmPassword: "abcdef" })).code).to.equal("INVALID_TOKEN");
    expect((await server.client().ok(RESET, { token: second, password: "abcdef", confirmPassword: "abcdef" })).resetPassword).to.equal(true);
  });

  it("confirms the e-mail of an unconfirmed account whose owner resets the password from the mailed link", async () => {
    const kim = await createCustomer(server.app, { email: "kim@example.com", confirmed: false });
    await server.client().ok(FORGOT, { email: kim.email });
    const token = await resetLinkOf(kim.email);
    await server.client().ok(RESET, { token, password: "fresh-one", confirmPassword: "fresh-one" });
    expect((await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: kim.id })).emailConfirmedAt).to.be.instanceOf(Date);
    expect((await server.client().ok(LOGIN, { email: kim.email, password: "fresh-one" })).login.id).to.equal(kim.id);
  });
});
