import crypto from "node:crypto";
import { expect } from "chai";
import { crashEnvironment } from "../helpers/crash-environment";
import { FakeEpusdt } from "../helpers/fake-payment-providers";
import { addStock, createCustomer } from "../helpers/fixtures";
import { enableEpusdt } from "../helpers/payment-fixtures";
import { checkStoreInvariants, openSharedDatabase, type SharedDatabase } from "../helpers/shared-database";
import { spawnServer, type ServerProcess } from "../helpers/spawn-server";

const BUY = `mutation($p: ID!, $q: Int!, $k: String!) {
  purchase(productId: $p, quantity: $q, idempotencyKey: $k, payWith: "epusdt") { __typename ... on PendingPurchase { id paymentId } }
}`;

/**
 * Pay the difference with real processes: the server is SIGKILLed while it handles the paid
 * notification (at a different moment each round), restarted, and the provider sends the
 * notification again, as gateways do until they are answered. The credit and the delivery
 * commit together or not at all, so each order ends delivered exactly once.
 */
describe("pay the difference survives SIGKILL between payment and delivery", function () {
  this.timeout(240_000);
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let server: ServerProcess | undefined;
  let shared: SharedDatabase;
  let epusdt: FakeEpusdt;

  before(async () => {
    epusdt = await new FakeEpusdt().listen();
    ({ env, drop } = await crashEnvironment({ PAYMENT_WEBHOOK_RATE_LIMIT: "100000" }));
    server = await spawnServer(env);
    shared = await openSharedDatabase(env);
  });
  after(async () => {
    server?.kill("SIGKILL");
    await shared?.close();
    await drop();
    await epusdt?.close();
  });

  const count = async (sql: string) => Number((await shared.db.manager.query(sql))[0].n);
  const notify = (paymentId: string) => {
    const n = epusdt.callback(paymentId, 2);
    return fetch(`${server!.url}/api/payments/epusdt/notify`, { method: "POST", headers: n.headers, body: n.body });
  };

  it("delivers each paid reservation exactly once after the kill and the provider's retry", async () => {
    const admin = await createCustomer(shared.asApp, { role: "admin" });
    const adminClient = shared.clientFor(server!.url, admin);
    await enableEpusdt(adminClient, epusdt, { displayName: "USDT", minAmountCents: 1 });
    const { createProduct } = await adminClient.ok(`mutation($input: CatalogProductInput!) { createProduct(input: $input) { id } }`, {
      input: { name: "Crash Pool", slug: "crash-pool", deliveryKind: "STOCK", pricePerAccountCents: 100, visibility: "listed", minPurchaseQuantity: 1 },
    });
    const productId: string = createProduct.id;
    // Enough lines that each hold of 4 stays within one address's share (10 % of the unsold lines).
    await addStock(shared.asApp, 100, "crashpay", productId);

    const delays = [5, 40, 150];
    let killedBeforeCommit = 0;
    for (const delay of delays) {
      const buyer = await createCustomer(shared.asApp, { balanceCents: 150 });
      const { purchase } = await shared.clientFor(server!.url, buyer).ok(BUY, { p: productId, q: 4, k: crypto.randomUUID() });
      expect(purchase.__typename).to.equal("PendingPurchase");
      const sent = notify(purchase.paymentId).catch(() => "killed");
      await new Promise((r) => setTimeout(r, delay));
      server!.kill("SIGKILL");
      expect(await server!.exited).to.equal("SIGKILL");
      await sent;
      const orders = () => count(`SELECT COUNT(*) AS n FROM orders WHERE id = '${purchase.id}'`);
      if ((await orders()) === 0) killedBeforeCommit++;
      server = await spawnServer(env);
      // The gateway retries until it is answered; twice more changes nothing.
      for (let i = 0; i < 3; i++) expect((await notify(purchase.paymentId)).status).to.equal(200);

      expect(await orders()).to.equal(1);
      expect(
        await count(`SELECT COUNT(*) AS n FROM stock_accounts WHERE order_id = '${purchase.id}' AND status = 'sold' AND sold_to = '${buyer.id}'`),
      ).to.equal(4);
      expect(await count(`SELECT COUNT(*) AS n FROM balance_ledger WHERE payment_id = '${purchase.paymentId}'`)).to.equal(1);
      expect(await count(`SELECT COUNT(*) AS n FROM balance_ledger WHERE order_id = '${purchase.id}' AND kind = 'purchase'`)).to.equal(1);
      expect(await count(`SELECT COUNT(*) AS n FROM customers WHERE id = '${buyer.id}' AND balance_cents = 0`)).to.equal(1);
      expect(await count(`SELECT COUNT(*) AS n FROM pending_orders WHERE id = '${purchase.id}' AND status = 'completed'`)).to.equal(1);
    }
    console.log(`      the kill landed before the commit in ${killedBeforeCommit} of ${delays.length} rounds`);
    const invariants = await checkStoreInvariants(shared);
    expect(invariants).to.include({ orphanStock: 0, ordersWithWrongItemCount: 0, soldWithoutOrder: 0, ledgerMismatches: 0, negativeBalances: 0 });
    expect(await count(`SELECT COUNT(*) AS n FROM stock_accounts WHERE product_id = '${productId}' AND status = 'available'`)).to.equal(
      100 - 4 * delays.length,
    );
  });
});
