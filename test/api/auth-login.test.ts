import { expect } from "chai";
import { generate, generateSecret } from "otplib";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { ME_FIELDS } from "./auth-links";

const LOGIN = `mutation($email: String!, $password: String!, $totpCode: String) {
  login(email: $email, password: $password, totpCode: $totpCode) { ${ME_FIELDS} }
}`;
const CHANGE_PASSWORD = `mutation($currentPassword: String!, $newPassword: String!, $confirmPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword, confirmPassword: $confirmPassword)
}`;
const ME = `{ me { ${ME_FIELDS} } }`;

describe("sign-in, sessions and the profile", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const customers = () => server.app.db.manager.getRepository(Customer);

  it("asks for e-mail and password when either is blank", async () => {
    for (const [email, password] of [
      ["", "secret1"],
      ["a@b.co", "  "],
      ["   ", ""],
    ]) {
      const error = await server.client().fails(LOGIN, { email, password });
      expect(error).to.deep.equal({ message: "Please enter email and password.", code: "BAD_USER_INPUT", status: 400 });
    }
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const ann = await createCustomer(server.app, { email: "ann@example.com", password: "right-one" });
    const wrong = await server.client().fails(LOGIN, { email: ann.email, password: "wrong-one" });
    const unknown = await server.client().fails(LOGIN, { email: "ghost@example.com", password: "right-one" });
    expect(wrong).to.deep.equal({ message: "Invalid email or password.", code: "INVALID_CREDENTIALS", status: 401 });
    expect(unknown).to.deep.equal(wrong);
  });

  it("tells an unconfirmed account to confirm only after its password is right", async () => {
    const bo = await createCustomer(server.app, { email: "bo@example.com", confirmed: false });
    expect((await server.client().fails(LOGIN, { email: bo.email, password: "wrong-one" })).code).to.equal("INVALID_CREDENTIALS");
    const error = await server.client().fails(LOGIN, { email: bo.email, password: bo.password });
    expect(error).to.deep.equal({ message: "Please confirm your email address.", code: "EMAIL_NOT_CONFIRMED", status: 403 });
  });

  it("answers me with null for a visitor and never exposes secrets", async () => {
    expect((await server.client().ok(ME)).me).to.equal(null);
    const r = await server.client().gql(`{ me { passwordHash } }`);
    expect(r.errors?.[0].extensions?.code).to.equal("GRAPHQL_VALIDATION_FAILED");
  });

  it("asks for the authenticator code when two-factor is on and signs in with the current code", async () => {
    const secret = generateSecret();
    const cy = await createCustomer(server.app, { email: "cy@example.com" });
    await customers().update(cy.id, { totpSecret: secret, totpEnabledAt: new Date() });
    const client = server.client();
    const missing = await client.fails(LOGIN, { email: cy.email, password: cy.password });
    expect(missing).to.include({ message: "Enter the 6-digit code from your authenticator app.", code: "TOTP_REQUIRED" });
    const current = await generate({ secret });
    const wrongCode = current === "000000" ? "111111" : "000000";
    const invalid = await client.fails(LOGIN, { email: cy.email, password: cy.password, totpCode: wrongCode });
    expect(invalid).to.include({ message: "Invalid authentication code.", code: "INVALID_TOTP" });
    expect((await client.fails(LOGIN, { email: cy.email, password: cy.password, totpCode: "12ab56" })).code).to.equal("INVALID_TOTP");
    const me = (await client.ok(LOGIN, { email: cy.email, password: cy.password, totpCode: current })).login;
    expect(me).to.include({ email: cy.email, totpEnabled: true });
    expect((await client.ok(ME)).me.id).to.equal(cy.id);
  });

  it("reads the role from the customer row on every request, so a demoted admin loses admin rights at once", async () => {
    const admin = await createCustomer(server.app, { role: "admin", email: "boss@example.com" });
    const client = server.client();
    expect((await client.ok(LOGIN, { email: admin.email, password: admin.password })).login.role).to.equal("admin");
    expect((await client.ok(`{ outboxEmails { id } }`)).outboxEmails).to.be.an("array");

    await customers().update(admin.id, { role: "customer" });
    const refused = await client.fails(`{ outboxEmails { id } }`);
    expect(refused).to.include({ code: "FORBIDDEN", status: 403 });
    expect((await client.ok(ME)).me.role).to.equal("customer");
  });

  it("refuses the admin outbox list to customers and visitors", async () => {
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await customer.fails(`{ outboxEmails { id } }`)).code).to.equal("FORBIDDEN");
    expect((await server.client().fails(`{ outboxEmails { id } }`)).code).to.equal("UNAUTHENTICATED");
  });

  describe("changing the password", () => {
    it("checks the new fields first, then the current password", async () => {
      const dee = await createCustomer(server.app);
      const client = signIn(server.app, server.client(), dee);
      const cases: Array<[Record<string, string>, string, string]> = [
        [{ newPassword: "", confirmPassword: "abcdef" }, "Please fill new password fields.", "BAD_USER_INPUT"],
        [{ newPassword: "abcdef", confirmPassword: " " }, "Please fill new password fields.", "BAD_USER_INPUT"],
        [{ newPassword: "abcdef", confirmPassword: "abcdeg" }, "New passwords do not match.", "BAD_USER_INPUT"],
        [{ newPassword: "abc", confirmPassword: "abc" }, "Password must be at least 6 characters long.", "BAD_USER_INPUT"],
        [{ currentPassword: "not-mine", newPassword: "abcdef", confirmPassword: "abcdef" }, "Current password is incorrect.", "WRONG_PASSWORD"],
      ];
      for (const [overrides, message, code] of cases) {
        const error = await client.fails(CHANGE_PASSWORD, { currentPassword: dee.password, ...overrides });
        expect(error, JSON.stringify(overrides)).to.include({ message, code });
      }
      const after = await customers().findOneByOrFail({ id: dee.id });
      expect(after.tokenVersion).to.equal(0);
    });

    it("signs out every other session, keeps this one, and the new password signs in", async () => {
      const eve = await createCustomer(server.app, { email: "eve@example.com", password: "old-secret" });
      const laptop = server.client();
      const phone = server.client();
      await laptop.ok(LOGIN, { email: eve.email, password: "old-secret" });
      await phone.ok(LOGIN, { email: eve.email, password: "old-secret" });
      expect((await phone.ok(ME)).me.id).to.equal(eve.id);

      const vars = { currentPassword: "old-secret", newPassword: "new-secret", confirmPassword: "new-secret" };
      expect((await laptop.ok(CHANGE_PASSWORD, vars)).changePassword).to.equal(true);

      expect((await laptop.ok(ME)).me.id).to.equal(eve.id);
      expect((await phone.ok(ME)).me).to.equal(null);
      expect((await server.client().fails(LOGIN, { email: eve.email, password: "old-secret" })).code).to.equal("INVALID_CREDENTIALS");
      expect((await server.client().ok(LOGIN, { email: eve.email, password: "new-secret" })).login.id).to.equal(eve.id);
    });

    it("is refused to visitors", async () => {
      const error = await server.client().fails(CHANGE_PASSWORD, { currentPassword: "x", newPassword: "abcdef", confirmPassword: "abcdef" });
      expect(error.code).to.equal("UNAUTHENTICATED");
    });
  });

  describe("the profile", () => {
    it("updates the trimmed name and refuses an empty one", async () => {
      const fay = await createCustomer(server.app, { name: "Fay" });
      const client = signIn(server.app, server.client(), fay);
      const error = await client.fails(`mutation { updateProfile(name: "   ") { name } }`);
      expect(error).to.deep.equal({ message: "Name cannot be empty.", code: "BAD_USER_INPUT", status: 400 });
      const me = (await client.ok(`mutation { updateProfile(name: "  Fay Wong ") { ${ME_FIELDS} } }`)).updateProfile;
      expect(me).to.include({ id: fay.id, name: "Fay Wong", email: fay.email });
      expect((await customers().findOneByOrFail({ id: fay.id })).name).to.equal("Fay Wong");
    });

    it("is refused to visitors", async () => {
      expect((await server.client().fails(`mutation { updateProfile(name: "X") { id } }`)).code).to.equal("UNAUTHENTICATED");
    });
  });
});
