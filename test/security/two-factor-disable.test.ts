import { expect } from "chai";
import { generate, generateSecret } from "otplib";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const DISABLE = `mutation($code: String!) { disableTotp(code: $code) }`;
const LOGIN = `mutation($email: String!, $password: String!, $code: String) { login(email: $email, password: $password, totpCode: $code) { id } }`;

describe("turning two-factor off is limited like signing in", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("stops a stolen session guessing codes after the sign-in limit, and counts toward the account's sign-in limit", async () => {
    const admin = await createCustomer(server.app, { role: "admin" });
    const secret = generateSecret();
    await server.app.db.manager.getRepository(Customer).update(admin.id, { totpSecret: secret, totpEnabledAt: new Date() });
    const thief = signIn(server.app, server.client(), admin);
    const current = await generate({ secret });
    const wrong = current === "000000" ? "111111" : "000000";

    const codes: Array<string | undefined> = [];
    for (let i = 0; i < 10; i++) codes.push((await thief.fails(DISABLE, { code: wrong })).code);
    expect(codes).to.deep.equal(Array(10).fill("INVALID_TOTP"));

    const refused = await thief.fails(DISABLE, { code: current });
    expect(refused).to.include({ code: "RATE_LIMITED", status: 429 });
    expect(refused.message).to.match(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    expect((await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: admin.id })).totpEnabledAt).to.not.equal(null);

    const login = await server.client().fails(LOGIN, { email: admin.email, password: admin.password, code: current });
    expect(login.code).to.equal("SIGN_IN_LIMITED");
  });
});
