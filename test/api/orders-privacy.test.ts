import crypto from "node:crypto";
import { expect } from "chai";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "./purchase-documents";

interface TypeRef {
  kind: string;
  name: string | null;
  ofType: TypeRef | null;
}
interface SchemaField {
  name: string;
  args: Array<{ name: string; type: TypeRef }>;
  type: TypeRef;
}
interface SchemaType {
  kind: string;
  name: string;
  fields: SchemaField[] | null;
  possibleTypes: Array<{ name: string }> | null;
}

const TYPE_REF = "kind name ofType { kind name ofType { kind name ofType { kind name ofType { kind name } } } }";
const INTROSPECT = `{ __schema { queryType { name } types { kind name possibleTypes { name }
  fields { name args { name type { ${TYPE_REF} } } type { ${TYPE_REF} } } } } }`;

const named = (t: TypeRef): TypeRef => (t.ofType ? named(t.ofType) : t);
const required = (t: TypeRef) => t.kind === "NON_NULL";

/** A selection of every field reachable without arguments, a few levels deep. */
function selectionOf(types: Map<string, SchemaType>, typeName: string, depth: number): string {
  const type = types.get(typeName)!;
  if (type.kind === "UNION" || type.kind === "INTERFACE") {
    return ["__typename", ...type.possibleTypes!.map((p) => `... on ${p.name} { ${selectionOf(types, p.name, depth)} }`)].join(" ");
  }
  const parts = ["__typename"];
  for (const field of type.fields ?? []) {
    if (field.args.some((a) => required(a.type))) continue;
    const inner = named(field.type);
    if (inner.kind === "SCALAR" || inner.kind === "ENUM") parts.push(field.name);
    else if (depth > 0) parts.push(`${field.name} { ${selectionOf(types, inner.name!, depth - 1)} }`);
  }
  return parts.join(" ");
}

describe("order privacy", () => {
  let server: TestServer;
  let owner: HttpClient;
  let other: HttpClient;
  let ownerOrder: { id: string; accounts: Array<{ id: string; username: string; password: string; emailPassword: string }> };

  before(async () => {
    server = await startTestServer();
    await addStock(server.app, 10, "private");
    owner = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 500 }));
    other = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 500 }));
    ownerOrder = (await owner.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() })).purchaseAccounts;
    expect(ownerOrder.accounts).to.have.length(10);
  });
  after(() => server?.close());

  it("answers NOT_FOUND when a customer asks for another customer's order by id", async () => {
    const err = await other.fails(`query($id: ID!) { myOrder(id: $id) { id accounts { username password } } }`, { id: ownerOrder.id });
    expect(err.code).to.equal("NOT_FOUND");
    expect(err.status).to.equal(404);
  });

  it("still shows the owner their order by id", async () => {
    const data = await owner.ok(`query($id: ID!) { myOrder(id: $id) { id accounts { username } } }`, { id: ownerOrder.id });
    expect(data.myOrder.accounts.map((a: { username: string }) => a.username)).to.deep.equal(ownerOrder.accounts.map((a) => a.username));
  });

  it("lists none of another customer's orders in myOrders or myDashboard", async () => {
    const data = await other.ok(`{ myOrders(limit: 100) { total items { id } } myDashboard { accountsBought ordersCount } }`);
    expect(data.myOrders).to.deep.equal({ total: 0, items: [] });
    expect(data.myDashboard).to.deep.equal({ accountsBought: 0, ordersCount: 0 });
  });

  it("leaks no order id or credential of another customer through any query field of the schema", async () => {
    const { __schema } = await other.ok(INTROSPECT);
    const types = new Map<string, SchemaType>(__schema.types.map((t: SchemaType) => [t.name, t]));
    const queryFields = types.get(__schema.queryType.name)!.fields!;
    const secrets = [ownerOrder.id, ...ownerOrder.accounts.flatMap((a) => [a.username, a.password, a.emailPassword])];
    let answered = 0;

    for (const field of queryFields) {
      if (field.name.startsWith("__")) continue;
      const args: string[] = [];
      const variables: Record<string, unknown> = {};
      let fillable = true;
      for (const arg of field.args) {
        const t = named(arg.type);
        const value = t.name === "ID" || t.name === "String" ? ownerOrder.id : t.name === "Int" ? 100 : t.name === "Boolean" ? true : undefined;
        if (value === undefined) {
          fillable = !required(arg.type);
          continue;
        }
        args.push(`${arg.name}: $${arg.name}`);
        variables[arg.name] = value;
      }
      if (!fillable) continue;
      const varDefs = Object.keys(variables).map((name) => {
        const t = named(field.args.find((a) => a.name === name)!.type);
        return `$${name}: ${t.name}`;
      });
      const inner = named(field.type);
      const selection = inner.kind === "SCALAR" || inner.kind === "ENUM" ? "" : `{ ${selectionOf(types, inner.name!, 3)} }`;
      const query = `query${varDefs.length ? `(${varDefs.join(", ")})` : ""} { ${field.name}${args.length ? `(${args.join(", ")})` : ""} ${selection} }`;
      const result = await other.gql(query, variables);
      const response = JSON.stringify(result);
      for (const secret of secrets) expect(response, `${field.name} leaks ${secret}`).not.to.include(secret);
      if (result.data?.[field.name] !== undefined && result.data[field.name] !== null) answered += 1;
    }
    // The probe itself must be well-formed: the customer's own queries answer with data.
    expect(answered).to.be.greaterThan(5);
  });
});
