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
import { startTestServer, testDbKind, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "./purchase-documents";

const BUYERS = 50;
const ITEMS = 500;
const PRICE_CENTS = 50;

describe("concurrent purchases", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await server.app.db.manager.getRepository(Product).update({ id: "main_insta_product" }, { minPurchaseQuantity: 1, pricePerAccountCents: PRICE_CENTS });
  });
  after(() => server?.close());

  const repo = <T extends object>(entity: new () => T) => server.app.db.manager.getRepository(entity);

  it("lets 50 buyers race for 500 items without delivering an item twice or overdrawing a balance", async () => {
    await addStock(server.app, ITEMS, "race");
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        // Enough for about 20 items each: demand is twice the stock, so buyers run out of stock mid-race.
        const customer = await createCustomer(server.app, { balanceCents: 20 * PRICE_CENTS + Math.floor(Math.random() * PRICE_CENTS) });
        return { customer, client: signIn(server.app, server.client(), customer) };
      }),
    );

    const started = performance.now();
    const outcomes = await Promise.all(
      buyers.map(async ({ client }) => {
        const seen: string[] = [];
        for (let attempt = 0; attempt < 12; attempt++) {
          const quantity = 1 + Math.floor(Math.random() * 8);
          const { purchaseAccounts: r } = await client.ok(PURCHASE, { quantity, key: crypto.randomUUID() });
          seen.push(r.__typename);
          if (r.__typename === "InsufficientBalanceError" || (r.__typename === "NotEnoughStockError" && r.availableCount === 0)) break;
        }
        return seen;
      }),
    );
    const elapsedMs = performance.now() - started;

    const orders = await repo(Order).find({ where: { orderType: "account" } });
    const sold = await repo(StockAccount).find({ where: { status: "sold" } });
    const itemsInOrders = orders.reduce((sum, o) => sum + o.quantity, 0);
    console.log(
      `      [${testDbKind()}] ${BUYERS} buyers, ${ITEMS} items: ${orders.length} orders, ${sold.length} items sold, ` +
        `${outcomes.flat().length} purchase calls in ${elapsedMs.toFixed(0)} ms`,
    );

    expect(outcomes.flat()).to.include("Order");
    expect(sold.length).to.equal(itemsInOrders);
    expect(new Set(sold.map((s) => s.id)).size).to.equal(sold.length);
    for (const order of orders) {
      expect(
        sold.filter((s) => s.orderId === order.id),
        `order ${order.id}`,
      ).to.have.length(order.quantity);
    }
    const buyerOf = new Map(orders.map((o) => [o.id, o.customerId]));
    for (const item of sold) expect(item.soldTo).to.equal(buyerOf.get(item.orderId!));
    expect(await repo(Customer).createQueryBuilder("c").where("c.balance_cents < 0").getCount()).to.equal(0);
    expect(await findLedgerMismatches(RequestContext.system(server.app))).to.deep.equal([]);
    const debits = await repo(LedgerEntry).findBy({ kind: "purchase" });
    expect(debits).to.have.length(orders.length);
    expect(debits.reduce((s, d) => s - d.amountCents, 0)).to.equal(itemsInOrders * PRICE_CENTS);
  });

  it("creates one order and one debit when the same idempotency key is sent 10 times at once", async () => {
    await addStock(server.app, 20, "dup");
    const customer = await createCustomer(server.app, { balanceCents: 10 * PRICE_CENTS });
    const key = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 10 }, () => signIn(server.app, server.client(), customer).ok(PURCHASE, { quantity: 5, key })));
    const orderIds = new Set(results.map((r) => r.purchaseAccounts.id));
    expect(results.map((r) => r.purchaseAccounts.__typename)).to.deep.equal(Array(10).fill("Order"));
    expect(orderIds.size).to.equal(1);
    expect(await repo(Order).countBy({ customerId: customer.id })).to.equal(1);
    expect(await repo(LedgerEntry).countBy({ customerId: customer.id, kind: "purchase" })).to.equal(1);
    expect((await repo(Customer).findOneByOrFail({ id: customer.id })).balanceCents).to.equal(5 * PRICE_CENTS);
  });
});
