import { expect } from "chai";
import { Order } from "../../server/modules/orders/order.entity";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** What a reseller's integration sends, as the API docs show it. */
const CATALOG = `{ product { id name pricePerAccountCents minPurchaseQuantity maxPurchaseQuantity } availableStockCount me { balanceCents } }`;
const BUY = `mutation Buy($quantity: Int!, $key: String!) {
  purchaseAccounts(quantity: $quantity, idempotencyKey: $key) {
    __typename
    ... on ErrorResult { errorCode message }
    ... on NotEnoughStockError { availableCount }
    ... on Order { id quantity totalPriceCents accounts { username password email emailPassword } }
  }
}`;
const ORDERS = `query Orders($limit: Int!, $offset: Int!) {
  myOrders(limit: $limit, offset: $offset) { total items { id quantity totalPriceCents orderType accounts { username password email emailPassword } } }
}`;
const BUY_LICENSE = `mutation BuyLicense($key: String!) {
  purchaseSoftwareLicense(idempotencyKey: $key) {
    __typename
    ... on ErrorResult { errorCode message }
    ... on SoftwarePurchase { balanceCents order { id orderType } license { id licenseKey softwareName state daysRemaining } }
  }
}`;

describe("a GraphQL consumer with only an API token", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await addStock(server.app, 30, "consumer");
  });
  after(() => server?.close());

  /** The reseller signs in once on the site, creates a token, and from then on sends only the token. */
  async function reseller(balanceCents: number): Promise<{ customerId: string; api: HttpClient }> {
    const customer = await createCustomer(server.app, { balanceCents });
    const session = signIn(server.app, server.client(), customer);
    const { createApiToken } = await session.ok(`mutation { createApiToken(name: "integration") { token } }`);
    const api = server.client();
    api.bearer = createApiToken.token;
    return { customerId: customer.id, api };
  }

  it("reads the product, stock and balance, buys idempotently, lists orders with accounts and buys a licence", async () => {
    const { api } = await reseller(5000);

    const catalog = await api.ok(CATALOG);
    expect(catalog.product).to.deep.include({ pricePerAccountCents: 50, minPurchaseQuantity: 10, maxPurchaseQuantity: null });
    expect(catalog.availableStockCount).to.equal(30);
    expect(catalog.me.balanceCents).to.equal(5000);

    const bought = (await api.ok(BUY, { quantity: 10, key: "order-0001" })).purchaseAccounts;
    expect(bought.__typename).to.equal("Order");
    expect(bought).to.deep.include({ quantity: 10, totalPriceCents: 500 });
    expect(bought.accounts).to.have.length(10);

    const retried = (await api.ok(BUY, { quantity: 10, key: "order-0001" })).purchaseAccounts;
    expect(retried.id).to.equal(bought.id);
    expect(retried.accounts).to.deep.equal(bought.accounts);
    const afterRetry = await api.ok(CATALOG);
    expect(afterRetry.me.balanceCents).to.equal(4500);
    expect(afterRetry.availableStockCount).to.equal(20);

    const reused = (await api.ok(BUY, { quantity: 11, key: "order-0001" })).purchaseAccounts;
    expect(reused).to.deep.equal({
      __typename: "IdempotencyKeyReusedError",
      errorCode: "IDEMPOTENCY_KEY_REUSED",
      message: "This idempotency key was already used for a different purchase. Use a new key for a new purchase.",
    });

    const tooMany = (await api.ok(BUY, { quantity: 25, key: "order-0002" })).purchaseAccounts;
    expect(tooMany).to.deep.equal({
      __typename: "NotEnoughStockError",
      errorCode: "NOT_ENOUGH_STOCK",
      message: "Only 20 accounts available. Please select a smaller quantity.",
      availableCount: 20,
    });

    const orders = (await api.ok(ORDERS, { limit: 10, offset: 0 })).myOrders;
    expect(orders.total).to.equal(1);
    expect(orders.items[0]).to.deep.include({ id: bought.id, quantity: 10, orderType: "account" });
    expect(orders.items[0].accounts).to.deep.equal(bought.accounts);
    expect((await api.ok(`query($id: ID!) { myOrder(id: $id) { accounts { username } } }`, { id: bought.id })).myOrder.accounts).to.have.length(10);

    const licence = (await api.ok(BUY_LICENSE, { key: "licence-0001" })).purchaseSoftwareLicense;
    expect(licence.__typename).to.equal("SoftwarePurchase");
    expect(licence.balanceCents).to.equal(3000);
    expect(licence.license).to.deep.include({ softwareName: "StoryTag", state: "active", daysRemaining: 30 });
    const licences = (await api.ok(`{ myLicenses { id licenseKey } }`)).myLicenses;
    expect(licences).to.deep.equal([{ id: licence.license.id, licenseKey: licence.license.licenseKey }]);
  });

  it("gets the typed insufficient-balance result with the spec's message", async () => {
    const { api } = await reseller(100);
    const result = (await api.ok(BUY, { quantity: 10, key: "poor-0001" })).purchaseAccounts;
    expect(result).to.deep.equal({
      __typename: "InsufficientBalanceError",
      errorCode: "INSUFFICIENT_BALANCE",
      message: "You don't have enough funds to complete this transaction. Please add more to your balance.",
    });
  });

  it("sees only its own orders", async () => {
    const buyer = await reseller(1000);
    const order = (await buyer.api.ok(BUY, { quantity: 10, key: "mine-0001" })).purchaseAccounts;
    expect(order.__typename).to.equal("Order");

    const other = await reseller(1000);
    expect((await other.api.ok(ORDERS, { limit: 10, offset: 0 })).myOrders).to.deep.equal({ total: 0, items: [] });
    const err = await other.api.fails(`query($id: ID!) { myOrder(id: $id) { id accounts { password } } }`, { id: order.id });
    expect(err.code).to.equal("NOT_FOUND");
  });

  it("pages orders: a limit of 0 or less gives the total alone, a negative offset counts as 0, licence orders are included with their orderType", async () => {
    const { api } = await reseller(3000);
    expect((await api.ok(BUY, { quantity: 10, key: "page-1" })).purchaseAccounts.__typename).to.equal("Order");
    expect((await api.ok(BUY_LICENSE, { key: "page-2" })).purchaseSoftwareLicense.__typename).to.equal("SoftwarePurchase");
    expect((await api.ok(ORDERS, { limit: 0, offset: 0 })).myOrders).to.deep.equal({ total: 2, items: [] });
    expect((await api.ok(ORDERS, { limit: -3, offset: 0 })).myOrders).to.deep.equal({ total: 2, items: [] });
    const all = (await api.ok(ORDERS, { limit: 1000, offset: -5 })).myOrders;
    expect(all.items.map((o: { orderType: string }) => o.orderType)).to.have.members(["software", "account"]);
    expect(all.items.find((o: { orderType: string }) => o.orderType === "software").accounts).to.deep.equal([]);
    expect((await api.ok(ORDERS, { limit: 1, offset: 1 })).myOrders.items).to.have.length(1);
  });

  it("turns concurrent purchases with one idempotency key into one order", async () => {
    await addStock(server.app, 20, "race");
    const { customerId, api } = await reseller(2000);
    const before = (await api.ok(CATALOG)).availableStockCount;
    const results = await Promise.all(Array.from({ length: 8 }, () => api.ok(BUY, { quantity: 10, key: "race-0001" })));
    const ids = new Set(results.map((r) => r.purchaseAccounts.id));
    expect(ids.size).to.equal(1);
    expect([...ids][0]).to.be.a("string");

    expect(await server.app.db.manager.getRepository(Order).countBy({ customerId })).to.equal(1);
    const after = await api.ok(CATALOG);
    expect(after.me.balanceCents).to.equal(1500);
    expect(after.availableStockCount).to.equal(before - 10);
  });
});
