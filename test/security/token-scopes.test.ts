import crypto from "node:crypto";
import { expect } from "chai";
import { buildAppSchema } from "../../server/graphql/schema";
import { API_TOKEN_ACCESS, type TokenAccess } from "../../server/modules/api-tokens/api-token-scope-table";
import { ALL_API_TOKEN_SCOPES, scopeApiName, type ApiTokenScope } from "../../server/modules/api-tokens/api-token-scopes";
import { PendingOrder } from "../../server/modules/orders/pending-order.entity";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { allowLargeHolds } from "../helpers/payment-fixtures";
import type { HttpClient } from "../helpers/http-client";
import { operationDocument, operationsOf, type Ids, type Operation } from "../helpers/schema-operations";
import { startTestServer, type TestServer } from "../helpers/test-server";

const CREATE = `mutation($name: String!, $scopes: [ApiTokenScope!]) { createApiToken(name: $name, scopes: $scopes) { token } }`;
const BUY = `mutation($p: ID!, $q: Int!, $k: String!, $payWith: String) {
  purchase(productId: $p, quantity: $q, idempotencyKey: $k, payWith: $payWith) {
    __typename ... on ErrorResult { errorCode } ... on PendingPurchase { paymentUrl }
  }
}`;

/** The scope sets tried on every operation: each scope alone, every pair, and all three. */
const SCOPE_SETS: ApiTokenScope[][] = [
  ["read"],
  ["purchase"],
  ["top-up"],
  ["read", "purchase"],
  ["purchase", "top-up"],
  ["read", "top-up"],
  [...ALL_API_TOKEN_SCOPES],
];

/** What the table promises a token with these scopes: through, or refused at the token wall. */
function tableAllows(access: TokenAccess, scopes: readonly ApiTokenScope[]): boolean {
  return Array.isArray(access) && access.every((s) => scopes.includes(s));
}

/** A refusal by the token wall (a missing scope, or an operation no token may use), as opposed to any later answer. */
const refusedToToken = (r: { status: number; errors?: Array<{ message: string; extensions?: { code?: string } }> }) =>
  r.status === 403 && r.errors?.[0]?.extensions?.code === "FORBIDDEN" && /API token/.test(r.errors[0].message);

/** Issue 31 item 7: one scope table (api-token-scope-table.ts, docs/api.md), enforced field by field. */
describe("API token scopes follow the one table", () => {
  let server: TestServer;
  let ops: Operation[];
  let ids: Ids;
  let session: HttpClient;
  let productId: string;

  async function tokenWith(owner: HttpClient, scopes: readonly ApiTokenScope[]): Promise<HttpClient> {
    const { token } = (await owner.ok(CREATE, { name: scopes.join("+"), scopes: scopes.map(scopeApiName) })).createApiToken;
    const api = server.client();
    api.bearer = token;
    return api;
  }

  before(async () => {
    server = await startTestServer({ GRAPHQL_RATE_LIMIT_PER_IP: "0", GRAPHQL_RATE_LIMIT_PER_TOKEN: "0" });
    ops = operationsOf(await buildAppSchema());
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    productId = (await createProductAsAdmin(admin, { name: "Scoped", slug: "scoped", pricePerAccountCents: 100 })).id;
    await addStock(server.app, 50, "scoped", productId);
    await allowLargeHolds(admin);
    const owner = await createCustomer(server.app, { balanceCents: 1000 });
    session = signIn(server.app, server.client(), owner);
    const [stock] = await server.app.db.manager.query("SELECT MIN(id) AS id FROM stock_accounts");
    ids = { customerId: owner.id, stockId: Number(stock.id) };
  });
  after(() => server?.close());

  it("lists every query and mutation of the schema in the table, and nothing else", () => {
    const inSchema = ops.map((op) => `${op.kind} ${op.name}`).sort();
    const inTable = (["query", "mutation"] as const).flatMap((kind) => Object.keys(API_TOKEN_ACCESS[kind]).map((name) => `${kind} ${name}`)).sort();
    expect(
      inSchema.filter((op) => !inTable.includes(op)),
      "missing from the table",
    ).to.deep.equal([]);
    expect(
      inTable.filter((op) => !inSchema.includes(op)),
      "in the table but not in the schema",
    ).to.deep.equal([]);
  });

  it("agrees with the scope each resolver names in @Authorized", () => {
    const disagreeing = ops
      .flatMap((op) => (op.roles ?? []).filter((r) => r.startsWith("scope:")).map((r) => ({ op, scope: r.slice("scope:".length) as ApiTokenScope })))
      .filter(({ op, scope }) => {
        const access = API_TOKEN_ACCESS[op.kind][op.name];
        return !Array.isArray(access) || !access.includes(scope);
      })
      .map(({ op, scope }) => `${op.kind} ${op.name}: @Authorized names ${scope}`);
    expect(disagreeing).to.deep.equal([]);
  });

  it("lets a token with each set of scopes through exactly where the table says, on every operation", async () => {
    const wrong: string[] = [];
    const tokens = await Promise.all(SCOPE_SETS.map(async (scopes) => ({ scopes, api: await tokenWith(session, scopes) })));
    for (const op of ops) {
      const { query, variables } = operationDocument(op, ids);
      // An empty password or link token is refused before any password is hashed: the wall is what is tested here.
      for (const name of ["password", "token"]) if (name in variables) variables[name] = "";
      for (const input of Object.values(variables)) if (input && typeof input === "object" && "password" in input) Object.assign(input, { password: "" });
      await Promise.all(
        tokens.map(async ({ scopes, api }) => {
          const r = await api.gql(query, variables);
          const expected = tableAllows(API_TOKEN_ACCESS[op.kind][op.name], scopes);
          if (refusedToToken(r) === expected) {
            wrong.push(
              `${op.kind} ${op.name} with ${scopes.join("+")}: ${expected ? "refused" : "let through"} (${r.status} ${r.errors?.[0]?.message ?? "data"})`,
            );
          }
        }),
      );
    }
    expect(wrong).to.deep.equal([]);
  });

  // Pinned apart from the table, so that a wrong row cannot make its own test pass.
  it("refuses a read-only token a webhook endpoint, which would receive the owner's order events", async () => {
    const err = await (
      await tokenWith(session, ["read"])
    ).fails(`mutation { createWebhookEndpoint(url: "https://example.com/hook", events: ["order.completed"]) { secret } }`);
    expect(err).to.deep.include({ code: "FORBIDDEN", status: 403 });
    expect(err.message).to.include("does not have the PURCHASE scope");
  });

  it("refuses `me` to a token without READ, and answers it with READ", async () => {
    const err = await (await tokenWith(session, ["purchase", "top-up"])).fails(`{ me { balanceCents } }`);
    expect(err).to.deep.include({ code: "FORBIDDEN", status: 403 });
    expect(err.message).to.include("does not have the READ scope");
    expect((await (await tokenWith(session, ["read"])).ok(`{ me { balanceCents } }`)).me.balanceCents).to.be.a("number");
  });

  it("lets PURCHASE buy from a balance that covers the order even with payWith, and asks for TOP_UP only when a payment would open", async () => {
    const buyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1000 }));
    const purchaseOnly = await tokenWith(buyer, ["purchase"]);
    const covered = (await purchaseOnly.ok(BUY, { p: productId, q: 5, k: crypto.randomUUID(), payWith: "sandbox" })).purchase;
    expect(covered.__typename).to.equal("Purchase");

    const short = await purchaseOnly.gql(BUY, { p: productId, q: 10, k: crypto.randomUUID(), payWith: "sandbox" });
    expect(short.status).to.equal(403);
    expect(short.errors?.[0]).to.deep.include({ message: "This API token does not have the TOP_UP scope; create a token with it in Settings → API tokens." });
    expect(await server.app.db.manager.getRepository(PendingOrder).count()).to.equal(0);

    const pending = (await (await tokenWith(buyer, ["purchase", "top-up"])).ok(BUY, { p: productId, q: 10, k: crypto.randomUUID(), payWith: "sandbox" }))
      .purchase;
    expect(pending.__typename).to.equal("PendingPurchase");
    expect(pending.paymentUrl).to.be.a("string");
  });
});
