import crypto from "node:crypto";
import { expect } from "chai";
import type { App } from "../../server/app";
import { RequestContext } from "../../server/context";
import { buildAppSchema } from "../../server/graphql/schema";
import { generateApiTokenSecret } from "../../server/modules/api-tokens/api-token-secret";
import { ApiToken } from "../../server/modules/api-tokens/api-token.entity";
import { listApiTokens } from "../../server/modules/api-tokens/api-token.service";
import { listAuditLog } from "../../server/modules/audit/audit.service";
import { updateSiteSettings } from "../../server/modules/catalog/catalog.service";
import { listContactMessages } from "../../server/modules/contact/contact.service";
import { Customer } from "../../server/modules/customers/customer.entity";
import { deleteCustomer, getCustomer, listCustomers, setCustomerBalance } from "../../server/modules/customers/customers.service";
import { getAdminDashboard } from "../../server/modules/dashboard/dashboard.service";
import { listOutboxEmails } from "../../server/modules/mail/mail.service";
import { listAdminOrders } from "../../server/modules/orders/orders.service";
import { getPaymentSettings } from "../../server/modules/payments/payment-settings.service";
import { listPayments } from "../../server/modules/payments/payments.service";
import { deleteAllStockAccounts, listStockAccounts } from "../../server/modules/stock/stock.service";
import { domainErrorFrom } from "../helpers/domain-errors";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { operationDocument, operationsOf, type Ids, type Operation } from "../helpers/schema-operations";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** Every row of every table except the per-request rate-limit counters: equal fingerprints mean nothing changed. */
async function databaseFingerprint(app: App): Promise<string> {
  const hash = crypto.createHash("sha256");
  for (const meta of app.db.dataSource.entityMetadatas) {
    if (meta.tableName === "rate_limit_hits" || meta.tableName === "job_leases") continue;
    const order = meta.primaryColumns.map((c) => c.databaseName).join(", ");
    const rows = await app.db.manager.query(`SELECT * FROM ${meta.tableName} ORDER BY ${order}`);
    hash.update(meta.tableName + JSON.stringify(rows));
  }
  return hash.digest("hex");
}

describe("authorization of every GraphQL operation", () => {
  let server: TestServer;
  let ops: Operation[];
  let ids: Ids;
  let customer: HttpClient;
  let adminByToken: HttpClient;

  before(async () => {
    server = await startTestServer({ GRAPHQL_RATE_LIMIT_PER_IP: "0", GRAPHQL_RATE_LIMIT_PER_TOKEN: "0" });
    ops = operationsOf(await buildAppSchema());
    await addStock(server.app, 3, "authz");
    const victim = await createCustomer(server.app, { balanceCents: 1000 });
    const [stock] = await server.app.db.manager.query("SELECT MIN(id) AS id FROM stock_accounts");
    ids = { customerId: victim.id, stockId: Number(stock.id) };
    customer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 500 }));
    // Its first request records the session row, which is not what the fingerprint watches for.
    await customer.ok(`{ me { id } }`);
    // An admin who once had a customer's API token (tokens are created as a customer): it must not reach admin operations.
    const admin = await createCustomer(server.app, { role: "admin" });
    const secret = generateApiTokenSecret();
    await server.app.db.manager.getRepository(ApiToken).insert({
      customerId: admin.id,
      name: "authz",
      tokenHash: secret.hash,
      prefix: secret.prefix,
      createdAt: new Date(),
      lastUsedAt: null,
      revokedAt: null,
    });
    adminByToken = server.client();
    adminByToken.bearer = secret.token;
    await adminByToken.ok(`{ availableStockCount }`);
  });
  after(() => server?.close());

  const adminOps = () => ops.filter((op) => op.roles?.includes("ADMIN"));
  const signedInOps = () => ops.filter((op) => op.roles !== null);

  it("finds the admin operations in the schema's own metadata", () => {
    const names = adminOps().map((op) => op.name);
    expect(names).to.include.members([
      "stockAccounts",
      "updateStockAccount",
      "deleteStockAccounts",
      "deleteAllStockAccounts",
      "uploadStockChunk",
      "adminCustomers",
      "adminCustomer",
      "setCustomerBalance",
      "updateCustomer",
      "deleteCustomer",
      "adminOrders",
      "adminSettings",
      "updateProduct",
      "updateSiteSettings",
      "updateSecuritySettings",
      "beginTotpEnrolment",
      "confirmTotpEnrolment",
      "disableTotp",
      "twoFactorStatus",
      "adminDashboard",
      "auditLog",
      "contactMessages",
      "markContactMessageRead",
      "adminProducts",
      "createProduct",
      "editProduct",
      "deleteProduct",
      "createCategory",
      "updateCategory",
      "deleteCategory",
      "reorderCategories",
      "adminRevenueByProduct",
      "coupons",
      "createCoupon",
      "updateCoupon",
      "deleteCoupon",
    ]);
  });

  it("refuses every admin operation to anonymous callers, customers and admin API tokens, and changes nothing", async () => {
    const before = await databaseFingerprint(server.app);
    const callers: Array<[string, () => HttpClient, string]> = [
      ["anonymous", () => server.client(), "UNAUTHENTICATED"],
      ["customer", () => customer, "FORBIDDEN"],
      ["admin API token", () => adminByToken, "FORBIDDEN"],
    ];
    const wrong: string[] = [];
    for (const op of adminOps()) {
      const { query, variables } = operationDocument(op, ids);
      for (const [who, client, code] of callers) {
        const r = await client().gql(query, variables);
        const got = r.errors?.[0]?.extensions?.code;
        const leaked = r.data?.[op.name] !== undefined && r.data?.[op.name] !== null;
        if (got !== code || leaked) wrong.push(`${op.kind} ${op.name} as ${who}: ${got ?? "no error"}${leaked ? " with data" : ""}`);
      }
    }
    expect(wrong).to.deep.equal([]);
    expect(await databaseFingerprint(server.app)).to.equal(before);
  });

  it("refuses every signed-in operation to anonymous callers", async () => {
    const before = await databaseFingerprint(server.app);
    const wrong: string[] = [];
    for (const op of signedInOps()) {
      const { query, variables } = operationDocument(op, ids);
      const r = await server.client().gql(query, variables);
      const got = r.errors?.[0]?.extensions?.code;
      if (got !== "UNAUTHENTICATED") wrong.push(`${op.kind} ${op.name}: ${got ?? "no error"}`);
    }
    expect(wrong).to.deep.equal([]);
    expect(await databaseFingerprint(server.app)).to.equal(before);
  });

  it("builds valid documents: an admin gets past validation and authorization on every admin query", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const invalid: string[] = [];
    for (const op of adminOps().filter((o) => o.kind === "query")) {
      const { query, variables } = operationDocument(op, ids);
      const r = await admin.gql(query, variables);
      const code = r.errors?.[0]?.extensions?.code;
      if (code === "GRAPHQL_VALIDATION_FAILED" || code === "UNAUTHENTICATED" || code === "FORBIDDEN") invalid.push(`${op.name}: ${r.errors?.[0]?.message}`);
    }
    expect(invalid).to.deep.equal([]);
  });
});

describe("authorization inside the services (the wall behind the GraphQL decorator)", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("refuses a customer and an admin API token at the first line of every admin service", async () => {
    const asCustomer = RequestContext.system(server.app).withActor({ customer: await createCustomer(server.app), via: "session" });
    const adminRow = await createCustomer(server.app, { role: "admin" });
    const asAdminToken = RequestContext.system(server.app).withActor({ customer: adminRow, via: "api_token" });
    const page = { limit: 10, offset: 0 };
    const adminServices: Array<[string, (ctx: RequestContext) => Promise<unknown>]> = [
      ["listCustomers", (ctx) => listCustomers(ctx, page)],
      ["getCustomer", (ctx) => getCustomer(ctx, adminRow.id)],
      ["setCustomerBalance", (ctx) => setCustomerBalance(ctx, { customerId: adminRow.id, balanceCents: 5, reason: "x" })],
      ["deleteCustomer", (ctx) => deleteCustomer(ctx, adminRow.id)],
      ["listAdminOrders", (ctx) => listAdminOrders(ctx, {}, page)],
      ["updateSiteSettings", (ctx) => updateSiteSettings(ctx, { siteName: "Hacked", totalRevenueDisplayCents: 0 })],
      ["listContactMessages", (ctx) => listContactMessages(ctx, page)],
      ["listAuditLog", (ctx) => listAuditLog(ctx, page)],
      ["getAdminDashboard", (ctx) => getAdminDashboard(ctx)],
      ["listStockAccounts", (ctx) => listStockAccounts(ctx, { page: 1, pageSize: 10 })],
      ["deleteAllStockAccounts", (ctx) => deleteAllStockAccounts(ctx)],
      ["listPayments", (ctx) => listPayments(ctx, {})],
      ["getPaymentSettings", (ctx) => getPaymentSettings(ctx)],
      ["listOutboxEmails", (ctx) => listOutboxEmails(ctx, 10)],
      ["listApiTokens", (ctx) => listApiTokens(ctx)],
    ];
    const answers: string[] = [];
    for (const [name, call] of adminServices) {
      for (const [who, ctx] of [
        ["customer", asCustomer],
        ["admin API token", asAdminToken],
      ] as const) {
        const err = await domainErrorFrom(call(ctx));
        answers.push(`${name} as ${who}: ${err.code}`);
      }
    }
    expect(answers.filter((a) => !a.endsWith(": FORBIDDEN"))).to.deep.equal([]);
    expect(await server.app.db.manager.getRepository(Customer).existsBy({ id: adminRow.id })).to.equal(true);
  });
});
