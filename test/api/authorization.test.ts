import crypto from "node:crypto";
import { expect } from "chai";
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from "graphql";
import { getMetadataStorage } from "type-graphql";
import type { App } from "../../server/app";
import { buildAppSchema } from "../../server/graphql/schema";
import { generateApiTokenSecret } from "../../server/modules/api-tokens/api-token-secret";
import { ApiToken } from "../../server/modules/api-tokens/api-token.entity";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

type RootKind = "query" | "mutation";
interface Operation {
  kind: RootKind;
  name: string;
  /** The @Authorized roles; null when the operation is public. */
  roles: string[] | null;
  field: GraphQLField<unknown, unknown>;
}

/**
 * Every root field of the built schema with the roles TypeGraphQL will enforce on it (method
 * or resolver-class @Authorized). Derived, not listed, so operations added later are covered.
 */
function operationsOf(schema: GraphQLSchema): Operation[] {
  const storage = getMetadataStorage();
  const handlers = [...storage.queries.map((h) => ({ ...h, kind: "query" as const })), ...storage.mutations.map((h) => ({ ...h, kind: "mutation" as const }))];
  const ops: Operation[] = [];
  for (const kind of ["query", "mutation"] as const) {
    const type = kind === "query" ? schema.getQueryType() : schema.getMutationType();
    for (const field of Object.values(type?.getFields() ?? {})) {
      const handler = handlers.find((h) => h.kind === kind && h.schemaName === field.name);
      if (!handler) throw new Error(`no TypeGraphQL metadata for ${kind} ${field.name}`);
      const onMethod = storage.authorizedFields.find((a) => a.target === handler.target && a.fieldName === handler.methodName);
      const onClass = storage.authorizedResolver.find((a) => a.target === handler.target);
      const roles = onMethod ? onMethod.roles.map(String) : onClass ? onClass.roles.map(String) : null;
      ops.push({ kind, name: field.name, roles, field });
    }
  }
  return ops;
}

interface Ids {
  customerId: string;
  stockId: number;
}

/** A syntactically valid value for an argument type, pointing at real rows where the type is an id. */
function dummyValue(type: GraphQLInputType, ids: Ids): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType, ids);
  if (isListType(type)) return [dummyValue(type.ofType, ids)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(Object.values(type.getFields()).map((f) => [f.name, dummyValue(f.type, ids)]));
  }
  if (isEnumType(type)) return type.getValues()[0].name;
  switch (getNamedType(type).name) {
    case "Int":
      return ids.stockId;
    case "Float":
      return 1.5;
    case "Boolean":
      return true;
    case "ID":
      return ids.customerId;
    case "DateTimeISO":
      return new Date().toISOString();
    default:
      return "x@example.test";
  }
}

/** `mutation($a: T!) { field(a: $a) { __typename } }` with every argument filled in. */
function operationDocument(op: Operation, ids: Ids): { query: string; variables: Record<string, unknown> } {
  const args: readonly GraphQLArgument[] = op.field.args;
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(", ");
  const call = args.map((a) => `${a.name}: $${a.name}`).join(", ");
  const selection = isLeafType(getNamedType(op.field.type)) ? "" : " { __typename }";
  const query = `${op.kind}${defs ? `(${defs})` : ""} { ${op.name}${call ? `(${call})` : ""}${selection} }`;
  return { query, variables: Object.fromEntries(args.map((a) => [a.name, dummyValue(a.type, ids)])) };
}

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
    // An admin who once had a customer's API token (tokens are created as a customer): it must not reach admin operations.
    const admin = await createCustomer(server.app, { role: "admin" });
    const secret = generateApiTokenSecret();
    await server.app.db.manager.getRepository(ApiToken).insert({
      customerId: admin.id, name: "authz", tokenHash: secret.hash, prefix: secret.prefix, createdAt: new Date(), lastUsedAt: null, revokedAt: null,
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
      "stockAccounts", "updateStockAccount", "deleteStockAccounts", "deleteAllStockAccounts", "uploadStockChunk",
      "adminCustomers", "adminCustomer", "setCustomerBalance", "updateCustomer", "deleteCustomer",
      "adminOrders", "adminSettings", "updateProduct", "updateSiteSettings", "updateSecuritySettings",
      "beginTotpEnrolment", "confirmTotpEnrolment", "disableTotp", "twoFactorStatus",
      "adminDashboard", "auditLog", "contactMessages", "markContactMessageRead",
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
