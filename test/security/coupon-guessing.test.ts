import crypto from "node:crypto";
import { expect } from "chai";
import { BUY, createCouponAsAdmin, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { TestClock } from "../helpers/test-clock";

const QUOTE = `query($p: ID!, $q: Int!, $c: String) {
  priceQuote(productId: $p, quantity: $q, couponCode: $c) { discountCents couponError { errorCode message minOrderCents } }
}`;
const NOT_VALID = { errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid.", minOrderCents: null };
const DAY = 86_400_000;

/** Issue 31 item 6: a visitor cannot tell a real coupon code from a made-up one, nor try many. */
describe("coupon codes cannot be guessed", () => {
  let server: TestServer;
  let clock: TestClock;
  let admin: HttpClient;
  let product: { id: string };
  let other: { id: string };
  /** The customer who took USEDUP's only use and ONCE's one use per customer. */
  let regular: HttpClient;
  /** Each visitor comes from an address of its own, so that the per-address limit is the last test's alone. */
  let nextAddress = 1;
  const visitor = () => {
    const client = server.client();
    const address = `198.51.100.${nextAddress++}`;
    const request = client.request.bind(client);
    client.request = (method, path, body, headers = {}) => request(method, path, body, { "x-forwarded-for": address, ...headers });
    return client;
  };
  const quote = async (client: HttpClient, code: string, quantity = 1) =>
    (await client.ok(QUOTE, { p: product.id, q: quantity, c: code })).priceQuote.couponError;

  before(async () => {
    clock = new TestClock();
    server = await startTestServer({ TRUST_PROXY: "1", GRAPHQL_RATE_LIMIT_PER_IP: "0" }, { clock });
    admin = signIn(server.app, visitor(), await createCustomer(server.app, { role: "admin" }));
    product = await createProductAsAdmin(admin, { name: "Guessed", slug: "guessed", pricePerAccountCents: 100 });
    other = await createProductAsAdmin(admin, { name: "Other", slug: "other", pricePerAccountCents: 100 });
    await addStock(server.app, 100, "guess", product.id);
    const now = clock.now().getTime();
    await createCouponAsAdmin(admin, { code: "USEDUP", maxRedemptions: 1, minOrderCents: 2000 });
    await createCouponAsAdmin(admin, { code: "EXPIRED", startsAt: new Date(now - 2 * DAY).toISOString(), endsAt: new Date(now - DAY).toISOString() });
    await createCouponAsAdmin(admin, { code: "LATER", startsAt: new Date(now + DAY).toISOString() });
    await createCouponAsAdmin(admin, { code: "ELSEWHERE", productIds: [other.id] });
    await createCouponAsAdmin(admin, { code: "SWITCHEDOFF", active: false });
    await createCouponAsAdmin(admin, { code: "ONCE", maxPerCustomer: 1 });
    await createCouponAsAdmin(admin, { code: "BIGORDERS", minOrderCents: 5000 });
    regular = signIn(server.app, visitor(), await createCustomer(server.app, { balanceCents: 100_000 }));
    for (const code of ["USEDUP", "ONCE"]) {
      expect((await regular.ok(BUY, { productId: product.id, quantity: 20, coupon: code, key: crypto.randomUUID() })).purchase.__typename).to.equal("Purchase");
    }
  });
  after(() => server?.close());

  it("answers a visitor the same for a made-up code and for every real code that does not apply", async () => {
    const client = visitor();
    for (const code of ["NOSUCHCODE", "USEDUP", "EXPIRED", "LATER", "ELSEWHERE", "SWITCHEDOFF"]) {
      expect(await quote(client, code, 20), code).to.deep.equal(NOT_VALID);
    }
  });

  it("tells a visitor the minimum only for a code that applies otherwise, which a larger quote would show anyway", async () => {
    const client = visitor();
    expect(await quote(client, "BIGORDERS")).to.deep.equal({
      errorCode: "COUPON_MINIMUM_NOT_MET",
      message: "This coupon needs an order of at least $50.00.",
      minOrderCents: 5000,
    });
    expect((await client.ok(QUOTE, { p: product.id, q: 50, c: "BIGORDERS" })).priceQuote).to.deep.include({ discountCents: 500, couponError: null });
    expect(await quote(client, "USEDUP")).to.deep.equal(NOT_VALID);
  });

  it("gives a customer who has not used a coupon the visitor's answer, in a quote and in a purchase", async () => {
    const stranger = signIn(server.app, visitor(), await createCustomer(server.app, { balanceCents: 100_000 }));
    for (const code of ["USEDUP", "EXPIRED", "ELSEWHERE"]) {
      expect(await quote(stranger, code, 20), code).to.deep.equal(NOT_VALID);
      const bought = (await stranger.ok(BUY, { productId: product.id, quantity: 20, coupon: code, key: crypto.randomUUID() })).purchase;
      expect(bought, code).to.deep.include({ __typename: "CouponRefusedError", errorCode: "COUPON_UNKNOWN", message: NOT_VALID.message });
    }
  });

  it("keeps the precise reason for a customer who has redeemed the coupon", async () => {
    expect(await quote(regular, "USEDUP", 20)).to.deep.include({ errorCode: "COUPON_USED_UP" });
    expect(await quote(regular, "ONCE", 20)).to.deep.include({ errorCode: "COUPON_CUSTOMER_LIMIT" });
  });

  it("limits coupon checks per address, quotes and purchases together, with a code of its own, and not other quotes or other addresses", async () => {
    // At the start of a window, so that all 31 checks fall in the same one.
    clock.advance(60_000 - (clock.now().getTime() % 60_000) + 100);
    const guesser = signIn(server.app, visitor(), await createCustomer(server.app, { balanceCents: 0 }));
    for (let i = 0; i < 30; i++) {
      if (i % 2 === 0) expect(await quote(guesser, `GUESS${i}`)).to.deep.equal(NOT_VALID);
      else
        expect((await guesser.ok(BUY, { productId: product.id, quantity: 1, coupon: `GUESS${i}`, key: `g-${i}` })).purchase.errorCode).to.equal(
          "COUPON_UNKNOWN",
        );
    }
    for (const [query, variables] of [
      [QUOTE, { p: product.id, q: 1, c: "GUESS30" }],
      [BUY, { productId: product.id, quantity: 1, coupon: "GUESS31", key: "g-31" }],
    ] as const) {
      const refused = await guesser.gql(query, variables);
      expect(refused.status).to.equal(429);
      expect(refused.errors?.[0].extensions?.code).to.equal("COUPON_CHECKS_LIMITED");
      expect(Number(refused.headers.get("retry-after"))).to.be.within(1, 60);
    }
    expect((await guesser.ok(QUOTE, { p: product.id, q: 1, c: null })).priceQuote.couponError).to.equal(null);
    expect(await quote(visitor(), "GUESS32")).to.deep.equal(NOT_VALID);
    clock.advance(60_000);
    expect(await quote(guesser, "GUESS33")).to.deep.equal(NOT_VALID);
  });

  it("counts an IPv6 caller by its /64, so a new address per guess does not escape the limit", async () => {
    clock.advance(60_000 - (clock.now().getTime() % 60_000) + 100);
    const rotating = (i: number) => {
      const client = server.client();
      const request = client.request.bind(client);
      client.request = (method, path, body, headers = {}) =>
        request(method, path, body, { "x-forwarded-for": `2001:db8:77:5:${i.toString(16)}::1`, ...headers });
      return client;
    };
    for (let i = 0; i < 30; i++) expect(await quote(rotating(i), `V6GUESS${i}`)).to.deep.equal(NOT_VALID);
    const refused = await rotating(30).gql(QUOTE, { p: product.id, q: 1, c: "V6GUESS30" });
    expect(refused.status).to.equal(429);
    expect(refused.errors?.[0].extensions?.code).to.equal("COUPON_CHECKS_LIMITED");
    // The next /64 is someone else.
    const neighbour = server.client();
    const request = neighbour.request.bind(neighbour);
    neighbour.request = (method, path, body, headers = {}) => request(method, path, body, { "x-forwarded-for": "2001:db8:77:6::1", ...headers });
    expect(await quote(neighbour, "V6GUESS31")).to.deep.equal(NOT_VALID);
  });
});
