import { expect } from "chai";
import { AuthLimits } from "../../server/modules/auth/auth.limits";
import { SIGN_IN_LIMITED_MESSAGE } from "../../server/modules/auth/login-throttle";
import { createCustomer } from "../helpers/fixtures";
import { clockAtFreshWindow } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email } }`;
const FORGOT = `mutation($email: String!) { requestPasswordReset(email: $email) }`;
const RESEND = `mutation($email: String!) { resendConfirmation(email: $email) }`;

describe("rate limits on sign-in operations (counted in the database)", () => {
  let server: TestServer;
  beforeEach(async () => {
    // Each test starts one second into a fresh hour, so no window (15 or 60 minutes) rolls over half-way.
    // The hard limits are what is tested here, not the proof-of-work challenge that asks for work before them.
    server = await startTestServer({ CHALLENGE_AFTER_PER_ADDRESS: "1000", CHALLENGE_AFTER_PER_EMAIL: "1000" }, { clock: clockAtFreshWindow(3600) });
  });
  afterEach(() => server?.close());

  async function expectLimited(query: string, variables: Record<string, unknown>, windowSeconds: number): Promise<void> {
    const r = await server.client().gql(query, variables);
    expect(r.status).to.equal(429);
    expect(r.errors?.[0].extensions?.code).to.equal("RATE_LIMITED");
    expect(r.errors?.[0].message).to.match(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    const retryAfter = Number(r.headers.get("retry-after"));
    expect(retryAfter).to.be.greaterThan(0).and.at.most(windowSeconds);
    // The number of the English message travels as a parameter, for clients that word it in another language.
    expect(r.errors?.[0].extensions?.params).to.deep.equal({ seconds: retryAfter });
  }

  it("answers 429 with Retry-After once one e-mail has had too many login attempts from a stranger's browser", async () => {
    // From one address, which the per-address delay would slow down too; test/security/targeted-lockout.test.ts
    // covers the account limit from many addresses, and what a known device or a sign-in link can still do.
    const target = await createCustomer(server.app, { email: "target@example.com" });
    for (let i = 0; i < AuthLimits.loginPerEmail.limit; i++) {
      expect((await server.client().fails(LOGIN, { email: target.email, password: `guess-${i}` })).code).to.equal("INVALID_CREDENTIALS");
    }
    const r = await server.client().gql(LOGIN, { email: " TARGET@example.com", password: target.password });
    expect(r.status).to.equal(429);
    expect(r.errors?.[0].extensions?.code).to.equal("SIGN_IN_LIMITED");
    expect(r.errors?.[0].message).to.equal(SIGN_IN_LIMITED_MESSAGE);
    expect(Number(r.headers.get("retry-after")))
      .to.be.greaterThan(0)
      .and.at.most(AuthLimits.loginPerEmail.windowSeconds);
  });

  it("limits registrations per IP address", async () => {
    const form = (i: number) => ({
      name: "N",
      email: `reg${i}@example.com`,
      password: "secret1",
      confirmPassword: "secret1",
      acceptTerms: true,
      acceptPrivacy: true,
    });
    for (let i = 0; i < AuthLimits.registerPerIp.limit; i++) await server.client().ok(REGISTER, { input: form(i) });
    await expectLimited(REGISTER, { input: form(99) }, AuthLimits.registerPerIp.windowSeconds);
  });

  it("limits password reset requests and confirmation re-sends per e-mail address", async () => {
    for (let i = 0; i < AuthLimits.resetPerEmail.limit; i++) await server.client().ok(FORGOT, { email: "victim@example.com" });
    await expectLimited(FORGOT, { email: "victim@example.com" }, AuthLimits.resetPerEmail.windowSeconds);
    for (let i = 0; i < AuthLimits.resendPerEmail.limit; i++) await server.client().ok(RESEND, { email: "victim@example.com" });
    await expectLimited(RESEND, { email: "Victim@example.com" }, AuthLimits.resendPerEmail.windowSeconds);
  });
});
