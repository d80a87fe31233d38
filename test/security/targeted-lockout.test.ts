import { expect } from "chai";
import { AuthLimits } from "../../server/modules/auth/auth.limits";
import { DEVICE_COOKIE } from "../../server/modules/auth/known-devices";
import { SIGN_IN_LIMITED_MESSAGE } from "../../server/modules/auth/login-throttle";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import { createCustomer } from "../helpers/fixtures";
import { TestClock } from "../helpers/test-clock";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { latestLinkToken } from "../api/auth-links";

const LOGIN = `mutation($email: String!, $password: String!) { login(email: $email, password: $password) { id } }`;
const REQUEST_LINK = `mutation($email: String!) { requestSignInLink(email: $email) }`;
const LINK_SIGN_IN = `mutation($token: String!) { signInWithLink(token: $token) { id } }`;

describe("a stranger cannot lock an account out of sign-in", () => {
  let server: TestServer;
  const clock = new TestClock();
  before(async () => {
    // One proxy hop: X-Forwarded-For names the caller, so one test can play many source addresses.
    server = await startTestServer({ TRUST_PROXY: "1" }, { clock });
  });
  after(() => server?.close());

  async function loginFrom(client: HttpClient, address: string, email: string, password: string) {
    const res = await client.request("POST", "/graphql", { query: LOGIN, variables: { email, password } }, { "x-forwarded-for": address });
    const body = (await res.json()) as { data?: { login: { id: string } }; errors?: Array<{ message: string; extensions: { code: string } }> };
    return {
      status: res.status,
      retryAfter: res.headers.get("retry-after"),
      id: body.data?.login?.id,
      code: body.errors?.[0]?.extensions.code,
      message: body.errors?.[0]?.message,
    };
  }

  it("lets the owner in from a device they used before, after wrong passwords from many addresses", async () => {
    clock.startFreshWindow(AuthLimits.loginPerEmail.windowSeconds);
    const owner = await createCustomer(server.app, { email: "owner@example.com" });
    const ownersBrowser = server.client();
    expect((await loginFrom(ownersBrowser, "10.1.0.1", owner.email, owner.password)).id).to.equal(owner.id);
    expect(ownersBrowser.cookie(DEVICE_COOKIE)).to.be.a("string");

    // Every attempt counts toward the account's limit, the owner's own sign-in above included.
    for (let i = 1; i < AuthLimits.loginPerEmail.limit; i++) {
      expect((await loginFrom(server.client(), `10.2.0.${i}`, owner.email, `guess-${i}`)).code).to.equal("INVALID_CREDENTIALS");
    }
    const stranger = await loginFrom(server.client(), "10.2.1.1", owner.email, owner.password);
    expect(stranger).to.include({ status: 429, code: "SIGN_IN_LIMITED", message: SIGN_IN_LIMITED_MESSAGE });
    expect(Number(stranger.retryAfter)).to.be.greaterThan(0);

    // The old rule locked the owner out too; now their known device still signs in, though not with a wrong password.
    expect((await loginFrom(ownersBrowser, "10.1.0.2", owner.email, "wrong-guess")).code).to.equal("INVALID_CREDENTIALS");
    const back = await loginFrom(ownersBrowser, "10.1.0.2", owner.email, owner.password);
    expect(back).to.include({ status: 200, id: owner.id });

    // Another account's device cookie does not count for this one.
    const other = await createCustomer(server.app);
    const othersBrowser = server.client();
    await loginFrom(othersBrowser, "10.3.0.1", other.email, other.password);
    expect((await loginFrom(othersBrowser, "10.3.0.1", owner.email, owner.password)).code).to.equal("SIGN_IN_LIMITED");
    // A forged device cookie does not either.
    const forger = server.client();
    forger.setCookie(DEVICE_COOKIE, `${owner.id}.abc.${"x".repeat(43)}`);
    expect((await loginFrom(forger, "10.3.0.2", owner.email, owner.password)).code).to.equal("SIGN_IN_LIMITED");
  });

  it("lets the owner in on a new device with an e-mailed one-time sign-in link while the account is limited", async () => {
    clock.startFreshWindow(AuthLimits.loginPerEmail.windowSeconds);
    const owner = await createCustomer(server.app, { email: "linked@example.com", name: "Link Owner" });
    for (let i = 0; i < AuthLimits.loginPerEmail.limit; i++) await loginFrom(server.client(), `10.4.0.${i}`, owner.email, `guess-${i}`);
    expect((await loginFrom(server.client(), "10.4.1.1", owner.email, owner.password)).code).to.equal("SIGN_IN_LIMITED");

    const newPhone = server.client();
    expect((await newPhone.ok(REQUEST_LINK, { email: " Linked@Example.com " })).requestSignInLink).to.equal(true);
    expect((await server.client().ok(REQUEST_LINK, { email: "nobody-here@example.com" })).requestSignInLink).to.equal(true);
    const token = await latestLinkToken(server, owner.email, "/auth/sign-in-link");
    expect((await newPhone.ok(LINK_SIGN_IN, { token })).signInWithLink.id).to.equal(owner.id);
    expect(newPhone.cookie(SESSION_COOKIE)).to.be.a("string");
    expect((await newPhone.ok(`{ me { id } }`)).me.id).to.equal(owner.id);
    expect((await server.client().fails(LINK_SIGN_IN, { token })).code).to.equal("INVALID_TOKEN");

    // The phone is a known device now: its password sign-in works despite the limit.
    const again = server.client();
    again.setCookie(DEVICE_COOKIE, newPhone.cookie(DEVICE_COOKIE)!);
    expect((await loginFrom(again, "10.4.2.1", owner.email, owner.password)).id).to.equal(owner.id);
  });

  it("makes one address wait longer after each wrong password past the first ten, without slowing other addresses", async () => {
    const victims = await Promise.all([0, 1].map(() => createCustomer(server.app)));
    const attacker = "10.5.0.1";
    for (let i = 0; i < 10; i++) {
      expect((await loginFrom(server.client(), attacker, `nobody${i}@example.com`, "guess")).code).to.equal("INVALID_CREDENTIALS");
    }
    const waiting = await loginFrom(server.client(), attacker, victims[0].email, victims[0].password);
    expect(waiting).to.include({ status: 429, code: "RATE_LIMITED", retryAfter: "1" });
    expect((await loginFrom(server.client(), "10.5.0.2", victims[0].email, victims[0].password)).id).to.equal(victims[0].id);

    clock.advance(1100); // the one-second wait is over
    expect((await loginFrom(server.client(), attacker, "nobody-else@example.com", "guess")).code).to.equal("INVALID_CREDENTIALS");
    expect(await loginFrom(server.client(), attacker, victims[1].email, victims[1].password)).to.include({ code: "RATE_LIMITED", retryAfter: "2" });
  });

  it("lifts the account's limit when its window ends on the app's clock, and counts afresh", async () => {
    clock.startFreshWindow(AuthLimits.loginPerEmail.windowSeconds);
    const owner = await createCustomer(server.app);
    for (let i = 0; i < AuthLimits.loginPerEmail.limit; i++) await loginFrom(server.client(), `10.6.0.${i}`, owner.email, `guess-${i}`);
    const limited = await loginFrom(server.client(), "10.6.1.1", owner.email, owner.password);
    expect(limited.code).to.equal("SIGN_IN_LIMITED");
    const secondsLeft = Number(limited.retryAfter);
    expect(secondsLeft).to.be.within(AuthLimits.loginPerEmail.windowSeconds - 60, AuthLimits.loginPerEmail.windowSeconds);

    clock.advance((secondsLeft - 5) * 1000);
    expect((await loginFrom(server.client(), "10.6.1.2", owner.email, owner.password)).code).to.equal("SIGN_IN_LIMITED");
    clock.advance(6000);
    expect((await loginFrom(server.client(), "10.6.1.3", owner.email, owner.password)).id).to.equal(owner.id);
  });
});
