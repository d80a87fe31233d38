import { expect } from "chai";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import { LedgerEntry } from "../../server/modules/balance/ledger-entry.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { Order } from "../../server/modules/orders/order.entity";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const BUY = `mutation($k: String!) { purchaseAccounts(quantity: 10, idempotencyKey: $k) { ... on Order { id } } }`;
const DELETE_ME = `mutation($p: String!) { deleteMyAccount(password: $p) }`;

describe("privacy settings: download my data, delete my account", () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  async function customerWithOrder(prefix: string) {
    const customer = await createCustomer(server.app, {
      name: "Pia Private",
      email: `${prefix}-${Date.now()}@example.test`,
      balanceCents: 2000,
      password: "my-secret-1",
    });
    await addStock(server.app, 10, prefix);
    const client = signIn(server.app, server.client(), customer);
    const order = (await client.ok(BUY, { k: `${prefix}-buy` })).purchaseAccounts;
    return { customer, client, order };
  }

  it("exports the caller's profile, orders with their accounts, ledger and licences as a JSON download, without secrets", async () => {
    const { customer, client, order } = await customerWithOrder("export");
    const res = await client.request("GET", "/api/me/export");
    expect(res.status).to.equal(200);
    expect(res.headers.get("content-type")).to.match(/^application\/json/);
    expect(res.headers.get("content-disposition")).to.match(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await res.json();
    expect(data.profile).to.include({
      id: customer.id,
      name: "Pia Private",
      email: customer.email,
      role: "customer",
      balanceCents: 1500,
      twoFactorEnabled: false,
    });
    expect(data.orders).to.have.length(1);
    expect(data.orders[0]).to.include({ id: order.id, quantity: 10, totalPriceCents: 500, orderType: "account" });
    expect(data.orders[0].accounts).to.have.length(10);
    expect(data.orders[0].accounts[0]).to.have.keys(["username", "password", "email", "emailPassword"]);
    expect(data.ledger.map((e: { kind: string; amountCents: number }) => [e.kind, e.amountCents])).to.deep.equal([
      ["admin_adjustment", 2000],
      ["purchase", -500],
    ]);
    expect(data.licenses).to.deep.equal([]);
    const text = JSON.stringify(data);
    expect(text).not.to.include("passwordHash").and.not.to.include("totpSecret").and.not.to.include("argon2");
  });

  it("exports nothing to a visitor", async () => {
    const res = await server.client().request("GET", "/api/me/export");
    expect(res.status).to.equal(401);
  });

  it("refuses to delete an account without the right password, and keeps it", async () => {
    const { customer, client } = await customerWithOrder("keep");
    expect(await client.fails(DELETE_ME, { p: "" })).to.include({ message: "Please enter your password to delete your account." });
    expect(await client.fails(DELETE_ME, { p: "wrong-password" })).to.include({ message: "Current password is incorrect.", code: "WRONG_PASSWORD" });
    expect(await client.fails(DELETE_ME, { p: "x".repeat(5000) })).to.include({ code: "INPUT_TOO_LONG" });
    expect(await server.app.db.manager.getRepository(Customer).existsBy({ id: customer.id })).to.equal(true);
  });

  it("deletes the account with the password, signs it out, and keeps its orders and ledger anonymised", async () => {
    const { customer, client, order } = await customerWithOrder("gone");
    expect((await client.ok(DELETE_ME, { p: "my-secret-1" })).deleteMyAccount).to.equal(true);
    expect(client.cookie(SESSION_COOKIE) ?? "").to.equal("");
    expect(await server.app.db.manager.getRepository(Customer).existsBy({ id: customer.id })).to.equal(false);
    const kept = await server.app.db.manager.getRepository(Order).findOneByOrFail({ id: order.id });
    expect(kept.customerId).to.equal(null);
    expect(await server.app.db.manager.getRepository(LedgerEntry).countBy({ customerId: customer.id })).to.equal(2);
    const again = signIn(server.app, server.client(), customer);
    expect((await again.ok(`{ me { id } }`)).me).to.equal(null);
  });
});
