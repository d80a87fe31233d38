import crypto from "node:crypto";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { LedgerEntry } from "../../server/modules/balance/ledger-entry.entity";
import { findLedgerMismatches } from "../../server/modules/balance/ledger.service";
import { Product } from "../../server/modules/catalog/product.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { Order } from "../../server/modules/orders/order.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "./purchase-documents";

describe("account purchase", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await addStock(server.app, 200);
  });
  after(() => server?.close());

  const repo = <T extends object>(entity: new () => T) => server.app.db.manager.getRepository(entity);
  const buyer = async (balanceCents: number) => {
    const customer = await createCustomer(server.app, { balanceCents });
    return { customer, client: signIn(server.app, server.client(), customer) };
  };
  const buy = (client: ReturnType<TestServer["client"]>, quantity: number, key = crypto.randomUUID()) =>
    client.ok(PURCHASE, { quantity, key }).then((d) => d.purchaseAccounts);

  it("sells the oldest available accounts, debits the balance through the ledger and adds to the lifetime counters", async () => {
    const { customer, client } = await buyer(1000);
    // The shop's sales figures are the admin's.
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const counters = async () => (await admin.ok(`{ siteSettings { totalAccountsSoldLifetime totalRevenueDisplayCents } }`)).siteSettings;
    const settingsBefore = await counters();

    const order = await buy(client, 10);

    expect(order.__typename).to.equal("Order");
    expect(order).to.include({ quantity: 10, totalPriceCents: 500, productName: "Digital Accounts", orderType: "account", status: "Completed" });
    expect(order.accounts.map((a: { username: string }) => a.username)).to.deep.equal(Array.from({ length: 10 }, (_, i) => `stock${i}`));
    expect(order.accounts[0]).to.include({ password: "pw0", email: "stock0@mail.test", emailPassword: "epw0" });

    expect((await repo(Customer).findOneByOrFail({ id: customer.id })).balanceCents).to.equal(500);
    const ledger = await repo(LedgerEntry).findBy({ customerId: customer.id, kind: "purchase" });
    expect(ledger).to.have.length(1);
    expect(ledger[0]).to.include({ amountCents: -500, balanceAfterCents: 500, orderId: order.id });

    const sold = await repo(StockAccount).findBy({ orderId: order.id });
    expect(sold).to.have.length(10);
    for (const row of sold) expect(row).to.include({ status: "sold", soldTo: customer.id });
    expect(sold.every((r) => r.soldAt instanceof Date)).to.equal(true);

    const settingsAfter = await counters();
    expect(settingsAfter.totalAccountsSoldLifetime - settingsBefore.totalAccountsSoldLifetime).to.equal(10);
    expect(settingsAfter.totalRevenueDisplayCents - settingsBefore.totalRevenueDisplayCents).to.equal(500);
    expect(await findLedgerMismatches(RequestContext.system(server.app))).to.deep.equal([]);
  });

  it("shows exactly the revenue an admin sets, with the sales made before folded in and later sales added", async () => {
    const { client } = await buyer(2000);
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const counters = async () => (await admin.ok(`{ siteSettings { totalAccountsSoldLifetime totalRevenueDisplayCents } }`)).siteSettings;
    await buy(client, 10);
    const soldBefore = (await counters()).totalAccountsSoldLifetime;
    await admin.ok(`mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { totalRevenueDisplayCents } }`, {
      input: { siteName: "BIA", totalRevenueDisplayCents: 100_000 },
    });
    expect(await counters()).to.deep.equal({ totalAccountsSoldLifetime: soldBefore, totalRevenueDisplayCents: 100_000 });
    await buy(client, 12);
    expect(await counters()).to.deep.equal({ totalAccountsSoldLifetime: soldBefore + 12, totalRevenueDisplayCents: 100_600 });
  });

  it("shows the new pack on the dashboard metrics and in the order list", async () => {
    const { client } = await buyer(600);
    const order = await buy(client, 12);
    const data = await client.ok(`{ myDashboard { balanceCents accountsBought ordersCount activeLicenses }
      myOrders { total items { id quantity status accounts { username } } }
      softwareOrders: myOrders(orderType: "software") { total } }`);
    expect(data.myDashboard).to.deep.equal({ balanceCents: 0, accountsBought: 12, ordersCount: 1, activeLicenses: 0 });
    expect(data.myOrders.total).to.equal(1);
    expect(data.myOrders.items[0]).to.deep.include({ id: order.id, quantity: 12, status: "Completed" });
    expect(data.myOrders.items[0].accounts).to.have.length(12);
    expect(data.softwareOrders.total).to.equal(0);
  });

  it("requires a signed-in buyer", async () => {
    const err = await server.client().fails(PURCHASE, { quantity: 10, key: "k" });
    expect(err.code).to.equal("UNAUTHENTICATED");
  });

  it("refuses admins with 'Admins cannot purchase products.'", async () => {
    const admin = await createCustomer(server.app, { role: "admin", balanceCents: 10_000 });
    const result = await buy(signIn(server.app, server.client(), admin), 10);
    expect(result).to.include({ __typename: "PurchaseNotAllowedError", message: "Admins cannot purchase products." });
  });

  it("refuses a quantity that is not positive with 'Please enter a valid quantity.'", async () => {
    const { client } = await buyer(10_000);
    for (const quantity of [0, -5]) {
      expect(await buy(client, quantity)).to.include({ __typename: "InvalidQuantityError", message: "Please enter a valid quantity." });
    }
  });

  it("refuses a quantity below the product's minimum, naming the minimum", async () => {
    const { client } = await buyer(10_000);
    expect(await buy(client, 9)).to.include({ __typename: "InvalidQuantityError", message: "The minimum purchase is 10 accounts." });
  });

  it("refuses a quantity above the product's maximum, naming the maximum", async () => {
    await repo(Product).update({ id: "main_insta_product" }, { maxPurchaseQuantity: 11 });
    try {
      const { client } = await buyer(10_000);
      expect(await buy(client, 12)).to.include({ __typename: "InvalidQuantityError", message: "The maximum purchase is 11 accounts." });
    } finally {
      await repo(Product).update({ id: "main_insta_product" }, { maxPurchaseQuantity: null });
    }
  });

  it("refuses a purchase above the available stock with 'Only N accounts available. Please select a smaller quantity.'", async () => {
    const available = await repo(StockAccount).countBy({ status: "available" });
    const { customer, client } = await buyer(100_000);
    const result = await buy(client, available + 1);
    expect(result).to.deep.equal({
      __typename: "NotEnoughStockError",
      errorCode: "NOT_ENOUGH_STOCK",
      message: `Only ${available} accounts available. Please select a smaller quantity.`,
      availableCount: available,
    });
    expect(await repo(StockAccount).countBy({ status: "available" })).to.equal(available);
    expect(await repo(Order).countBy({ customerId: customer.id })).to.equal(0);
  });

  it("refuses a purchase above the balance with the insufficient-balance result and changes nothing", async () => {
    const available = await repo(StockAccount).countBy({ status: "available" });
    const { customer, client } = await buyer(499);
    const result = await buy(client, 10);
    expect(result).to.deep.equal({
      __typename: "InsufficientBalanceError",
      errorCode: "INSUFFICIENT_BALANCE",
      message: "You don't have enough funds to complete this transaction. Please add more to your balance.",
      balanceCents: 499,
      requiredCents: 500,
    });
    expect((await repo(Customer).findOneByOrFail({ id: customer.id })).balanceCents).to.equal(499);
    expect(await repo(StockAccount).countBy({ status: "available" })).to.equal(available);
    expect(await repo(Order).countBy({ customerId: customer.id })).to.equal(0);
  });

  it("returns the first order when the same idempotency key is sent again, debiting once", async () => {
    const { customer, client } = await buyer(1000);
    const key = crypto.randomUUID();
    const first = await buy(client, 10, key);
    const again = await buy(client, 10, key);
    expect(again.id).to.equal(first.id);
    expect(again.accounts).to.deep.equal(first.accounts);
    expect(await repo(Order).countBy({ customerId: customer.id })).to.equal(1);
    expect(await repo(LedgerEntry).countBy({ customerId: customer.id, kind: "purchase" })).to.equal(1);
    expect((await repo(Customer).findOneByOrFail({ id: customer.id })).balanceCents).to.equal(500);
  });

  it("refuses an idempotency key reused for a different quantity", async () => {
    const { client } = await buyer(2000);
    const key = crypto.randomUUID();
    await buy(client, 10, key);
    expect(await buy(client, 11, key)).to.include({ __typename: "IdempotencyKeyReusedError", errorCode: "IDEMPOTENCY_KEY_REUSED" });
  });

  it("lets two customers use the same idempotency key independently", async () => {
    const key = crypto.randomUUID();
    const a = await buy((await buyer(500)).client, 10, key);
    const b = await buy((await buyer(500)).client, 10, key);
    expect(a.__typename).to.equal("Order");
    expect(b.__typename).to.equal("Order");
    expect(a.id).not.to.equal(b.id);
  });
});
