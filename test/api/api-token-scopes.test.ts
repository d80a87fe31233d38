import crypto from "node:crypto";
import { expect } from "chai";
import { generateApiTokenSecret } from "../../server/modules/api-tokens/api-token-secret";
import { ApiToken } from "../../server/modules/api-tokens/api-token.entity";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const CREATE = `mutation Create($name: String!, $scopes: [ApiTokenScope!], $expiresAt: DateTimeISO, $limit: Int) {
  createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, dailySpendLimitCents: $limit) {
    token apiToken { id scopes expiresAt dailySpendLimitCents }
  }
}`;
const BUY = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename ... on ErrorResult { errorCode } ... on Order { id totalPriceCents } } }`;
const BUY_LICENSE = `mutation($k: String!) { purchaseSoftwareLicense(idempotencyKey: $k) { __typename ... on SoftwarePurchase { balanceCents } } }`;
const TOP_UP = `mutation { createTopUp(amountCents: 1000) { paymentId paymentUrl } }`;
const BALANCE = `{ me { balanceCents } myOrders(limit: 5) { total } }`;

describe("scoped API tokens", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await addStock(server.app, 200, "scoped");
  });
  after(() => server?.close());

  async function customerWith(balanceCents: number) {
    const customer = await createCustomer(server.app, { balanceCents });
    return { customer, session: signIn(server.app, server.client(), customer) };
  }

  async function tokenClient(session: HttpClient, variables: Record<string, unknown> = {}): Promise<{ api: HttpClient; id: string; created: any }> {
    const created = (await session.ok(CREATE, { name: "bot", ...variables })).createApiToken;
    const api = server.client();
    api.bearer = created.token;
    return { api, id: created.apiToken.id, created: created.apiToken };
  }

  it("gives a token every scope, no expiry and no limit unless asked, and lists the scopes to the customer and the admin", async () => {
    const { customer, session } = await customerWith(0);
    const { created } = await tokenClient(session);
    expect(created).to.deep.include({ scopes: ["READ", "PURCHASE", "TOP_UP"], expiresAt: null, dailySpendLimitCents: null });
    await tokenClient(session, { scopes: ["READ"], limit: 2500 });
    const mine = (await session.ok(`{ myApiTokens { scopes dailySpendLimitCents } }`)).myApiTokens;
    expect(mine).to.deep.include.members([
      { scopes: ["READ"], dailySpendLimitCents: 2500 },
      { scopes: ["READ", "PURCHASE", "TOP_UP"], dailySpendLimitCents: null },
    ]);
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const listed = (await admin.ok(`query($c: ID) { apiTokens(customerId: $c) { scopes } }`, { c: customer.id })).apiTokens;
    expect(listed.map((t: { scopes: string[] }) => t.scopes.join(","))).to.have.members(["READ", "READ,PURCHASE,TOP_UP"]);
  });

  it("lets a read-only token read but not buy, buy a licence or start a top-up, naming the missing scope", async () => {
    const { session } = await customerWith(5000);
    const { api } = await tokenClient(session, { scopes: ["READ"] });
    expect((await api.ok(BALANCE)).me.balanceCents).to.equal(5000);
    for (const [query, variables, scope] of [
      [BUY, { q: 10, k: "ro-1" }, "PURCHASE"],
      [BUY_LICENSE, { k: "ro-2" }, "PURCHASE"],
      [TOP_UP, {}, "TOP_UP"],
    ] as const) {
      const err = await api.fails(query, variables);
      expect(err.code).to.equal("FORBIDDEN");
      expect(err.status).to.equal(403);
      expect(err.message).to.include(`does not have the ${scope} scope`);
    }
    expect((await api.ok(BALANCE)).me.balanceCents).to.equal(5000);
    expect((await api.ok(BALANCE)).myOrders.total).to.equal(0);
  });

  it("lets a purchase-only token buy but not read its orders or start a top-up", async () => {
    const { session } = await customerWith(5000);
    const { api } = await tokenClient(session, { scopes: ["PURCHASE"] });
    expect((await api.ok(BUY, { q: 10, k: "po-1" })).purchaseAccounts.__typename).to.equal("Order");
    expect((await api.fails(`{ myOrders { total } }`)).message).to.include("READ scope");
    expect((await api.fails(TOP_UP)).message).to.include("TOP_UP scope");
  });

  it("lets a top-up token start a payment", async () => {
    const { session } = await customerWith(0);
    const { api } = await tokenClient(session, { scopes: ["TOP_UP"] });
    expect((await api.ok(TOP_UP)).createTopUp.paymentUrl).to.be.a("string");
  });

  it("refuses an expired token with 401 and says it expired, and refuses an expiry in the past", async () => {
    const { session } = await customerWith(0);
    const { api, id } = await tokenClient(session, { expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await api.ok(BALANCE)).me.balanceCents).to.equal(0);
    await server.app.db.manager.getRepository(ApiToken).update({ id }, { expiresAt: new Date(Date.now() - 1000) });
    const err = await api.fails(BALANCE);
    expect(err.status).to.equal(401);
    expect(err.code).to.equal("UNAUTHENTICATED");
    expect(err.message).to.include("expired");
    const past = await session.fails(CREATE, { name: "old", expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(past.code).to.equal("BAD_USER_INPUT");
  });

  it("stops a token at its daily spending limit, counting account and licence purchases, and replays a retried key without counting it", async () => {
    const { session } = await customerWith(10_000);
    const { api } = await tokenClient(session, { limit: 1500 });
    const first = (await api.ok(BUY, { q: 10, k: "lim-1" })).purchaseAccounts;
    expect(first).to.deep.include({ __typename: "Order", totalPriceCents: 500 });
    expect((await api.ok(BUY, { q: 10, k: "lim-1" })).purchaseAccounts.id).to.equal(first.id);
    expect((await api.ok(BUY, { q: 20, k: "lim-2" })).purchaseAccounts.__typename).to.equal("Order");
    const over = await api.fails(BUY, { q: 10, k: "lim-3" });
    expect(over.code).to.equal("SPENDING_LIMIT_REACHED");
    expect(over.status).to.equal(403);
    expect(over.message).to.equal("This API token may spend at most $15.00 in 24 hours; it has spent $15.00 and this purchase costs $5.00.");
    expect((await api.fails(BUY_LICENSE, { k: "lim-4" })).code).to.equal("SPENDING_LIMIT_REACHED");
    expect((await api.ok(BALANCE)).me.balanceCents).to.equal(10_000 - 1500);
    expect((await api.ok(BALANCE)).myOrders.total).to.equal(2);

    // The limit is the token's, not the customer's: the site and another token still buy.
    expect((await session.ok(BUY, { q: 10, k: "site-1" })).purchaseAccounts.__typename).to.equal("Order");
    const { api: other } = await tokenClient(session, { limit: 2000 });
    expect((await other.ok(BUY_LICENSE, { k: "lic-1" })).purchaseSoftwareLicense.__typename).to.equal("SoftwarePurchase");
  });

  it("refuses an empty scope list, an unknown scope and a limit that is not a positive number of cents", async () => {
    const { session } = await customerWith(0);
    expect((await session.fails(CREATE, { name: "none", scopes: [] })).message).to.equal("Choose at least one scope for the token.");
    expect((await session.gql(CREATE, { name: "bad", scopes: ["ADMIN"] })).status).to.equal(400);
    for (const limit of [0, -5]) expect((await session.fails(CREATE, { name: "lim", limit })).code).to.equal("BAD_USER_INPUT");
  });

  it("keeps tokens made before scopes existed working with every scope", async () => {
    const { customer } = await customerWith(2000);
    const { token, hash, prefix } = generateApiTokenSecret();
    // A row as the code before scopes wrote it: the new columns take their migration defaults.
    await server.app.db.manager.query("INSERT INTO api_tokens (id, customer_id, name, token_hash, prefix, created_at) VALUES (?, ?, ?, ?, ?, ?)", [
      crypto.randomUUID(),
      customer.id,
      "legacy",
      hash,
      prefix,
      "2026-01-01 00:00:00.000",
    ]);
    const api = server.client();
    api.bearer = token;
    expect((await api.ok(BUY, { q: 10, k: "legacy-1" })).purchaseAccounts.__typename).to.equal("Order");
    expect((await api.ok(TOP_UP)).createTopUp.paymentUrl).to.be.a("string");
  });
});
