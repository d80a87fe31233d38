import crypto from "node:crypto";
import { expect } from "chai";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { ApiToken } from "../../server/modules/api-tokens/api-token.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const CREATE = `mutation Create($name: String!) { createApiToken(name: $name) { token apiToken { id name prefix createdAt lastUsedAt revokedAt customerId } } }`;
const REVOKE = `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id revokedAt } }`;
const MINE = `{ myApiTokens { id name prefix createdAt lastUsedAt revokedAt } }`;
const ME = `{ me { id email } }`;

describe("API tokens", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  async function customerSession(role: "customer" | "admin" = "customer") {
    const customer = await createCustomer(server.app, { role });
    return { customer, client: signIn(server.app, server.client(), customer) };
  }

  function bearer(token: string): HttpClient {
    const client = server.client();
    client.bearer = token;
    return client;
  }

  async function newToken(client: HttpClient, name = "reseller bot") {
    return (await client.ok(CREATE, { name })).createApiToken as { token: string; apiToken: { id: string; name: string; prefix: string; customerId: string } };
  }

  it("creates a named token that is shown once and stored only as its SHA-256", async () => {
    const { customer, client } = await customerSession();
    const created = await newToken(client, "  Shop sync  ");
    expect(created.token).to.match(/^bia_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).to.include({ name: "Shop sync", customerId: customer.id, prefix: created.token.slice(0, 12) });

    const row = await server.app.db.manager.getRepository(ApiToken).findOneByOrFail({ id: created.apiToken.id });
    expect(row.tokenHash).to.equal(crypto.createHash("sha256").update(created.token).digest("hex"));
    expect(JSON.stringify(row)).not.to.include(created.token);

    const listed = (await client.ok(MINE)).myApiTokens;
    expect(listed).to.have.length(1);
    expect(listed[0]).to.include({ id: created.apiToken.id, name: "Shop sync", prefix: created.token.slice(0, 12), lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(listed)).not.to.include(created.token);
  });

  it("refuses a blank token name", async () => {
    const { client } = await customerSession();
    const err = await client.fails(CREATE, { name: "   " });
    expect(err.code).to.equal("BAD_USER_INPUT");
    expect(err.message).to.equal("Please enter a name for the token.");
  });

  it("authenticates a Bearer token as its customer and records the last use at most once a minute", async () => {
    const { customer, client } = await customerSession();
    const { token, apiToken } = await newToken(client);
    const consumer = bearer(token);
    expect((await consumer.ok(ME)).me).to.deep.equal({ id: customer.id, email: customer.email });

    const repo = server.app.db.manager.getRepository(ApiToken);
    const firstUse = (await repo.findOneByOrFail({ id: apiToken.id })).lastUsedAt;
    expect(firstUse).to.be.instanceOf(Date);
    await consumer.ok(ME);
    expect((await repo.findOneByOrFail({ id: apiToken.id })).lastUsedAt?.getTime()).to.equal(firstUse!.getTime());

    await repo.update({ id: apiToken.id }, { lastUsedAt: new Date(Date.now() - 61_000) });
    await consumer.ok(ME);
    expect((await repo.findOneByOrFail({ id: apiToken.id })).lastUsedAt!.getTime()).to.be.greaterThan(Date.now() - 10_000);
  });

  it("answers an unknown Bearer token with 401 and never falls back to the session cookie", async () => {
    const { client } = await customerSession();
    client.bearer = "bia_" + "x".repeat(43);
    const r = await client.gql(ME);
    expect(r.status).to.equal(401);
    expect(r.errors?.[0].extensions?.code).to.equal("UNAUTHENTICATED");
    expect(r.data).to.equal(undefined);

    const malformed = await server.client().request("POST", "/graphql", { query: ME }, { authorization: "Basic dXNlcjpwYXNz" });
    expect(malformed.status).to.equal(401);
    expect((await malformed.json()).errors[0].extensions.code).to.equal("UNAUTHENTICATED");
  });

  it("refuses a revoked token on the very next request", async () => {
    const { client } = await customerSession();
    const { token, apiToken } = await newToken(client);
    const consumer = bearer(token);
    await consumer.ok(ME);

    const revoked = (await client.ok(REVOKE, { id: apiToken.id })).revokeApiToken;
    expect(revoked.revokedAt).to.be.a("string");
    const r = await consumer.gql(ME);
    expect(r.status).to.equal(401);
    expect(r.errors?.[0]).to.deep.include({ message: "The API token is invalid or has been revoked." });
  });

  it("does not let a token create tokens, list them, revoke them or change the password", async () => {
    const { customer, client } = await customerSession();
    const { token, apiToken } = await newToken(client);
    const consumer = bearer(token);
    for (const [query, variables] of [
      [CREATE, { name: "minted by a token" }],
      [MINE, {}],
      [REVOKE, { id: apiToken.id }],
      [`mutation { changePassword(currentPassword: "${customer.password}", newPassword: "another1", confirmPassword: "another1") }`, {}],
    ] as const) {
      const err = await consumer.fails(query, variables);
      expect(err.code, query).to.equal("FORBIDDEN");
      expect(err.status).to.equal(403);
    }
    expect(await server.app.db.manager.getRepository(ApiToken).countBy({ customerId: customer.id })).to.equal(1);
  });

  it("keeps admin operations out of reach of a token, even when its owner is promoted to admin", async () => {
    const { customer, client } = await customerSession();
    const { token } = await newToken(client);
    const consumer = bearer(token);
    expect((await consumer.fails(`{ apiTokens { id } }`)).code).to.equal("FORBIDDEN");

    await server.app.db.manager.getRepository(Customer).update({ id: customer.id }, { role: "admin" });
    for (const query of [`{ apiTokens { id } }`, `{ licenses { id } }`, `mutation { deleteAllStockAccounts }`]) {
      const err = await consumer.fails(query);
      expect(err.code, query).to.equal("FORBIDDEN");
    }
  });

  it("lets a customer revoke only their own tokens", async () => {
    const owner = await customerSession();
    const other = await customerSession();
    const { token, apiToken } = await newToken(owner.client);
    const err = await other.client.fails(REVOKE, { id: apiToken.id });
    expect(err.code).to.equal("NOT_FOUND");
    expect((await bearer(token).ok(ME)).me.id).to.equal(owner.customer.id);
    expect((await other.client.ok(MINE)).myApiTokens).to.deep.equal([]);
  });

  it("does not issue tokens to admins or anonymous callers", async () => {
    const admin = await customerSession("admin");
    expect((await admin.client.fails(CREATE, { name: "admin bot" })).code).to.equal("FORBIDDEN");
    expect((await server.client().fails(CREATE, { name: "anon" })).code).to.equal("UNAUTHENTICATED");
  });

  it("lets an admin list any customer's tokens and revoke one, and audits creation and revocation", async () => {
    const { customer, client } = await customerSession();
    const { token, apiToken } = await newToken(client, "to be revoked");
    const admin = await customerSession("admin");

    const listed = (await admin.client.ok(`query($c: ID) { apiTokens(customerId: $c) { id name customerId revokedAt } }`, { c: customer.id })).apiTokens;
    expect(listed).to.deep.equal([{ id: apiToken.id, name: "to be revoked", customerId: customer.id, revokedAt: null }]);
    const all = (await admin.client.ok(`{ apiTokens { id } }`)).apiTokens.map((t: { id: string }) => t.id);
    expect(all).to.include(apiToken.id);

    const revoked = (await admin.client.ok(`mutation($id: ID!) { adminRevokeApiToken(id: $id) { id revokedAt } }`, { id: apiToken.id })).adminRevokeApiToken;
    expect(revoked.revokedAt).to.be.a("string");
    expect((await bearer(token).gql(ME)).status).to.equal(401);
    expect((await client.fails(`mutation($id: ID!) { adminRevokeApiToken(id: $id) { id } }`, { id: apiToken.id })).code).to.equal("FORBIDDEN");

    const audit = await server.app.db.manager
      .getRepository(AuditEntry)
      .find({ where: { entityType: "api_token", entityId: apiToken.id }, order: { id: "ASC" } });
    expect(audit.map((a) => [a.action, a.actorId])).to.deep.equal([
      ["api_token.created", customer.id],
      ["api_token.revoked", admin.customer.id],
    ]);
    expect(audit.map((a) => a.details).join()).not.to.include(token);
  });
});
