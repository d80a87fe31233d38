import { expect } from "chai";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, testDbKind, type TestServer } from "../helpers/test-server";

const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename ... on Order { id quantity } } }`;

describe("the statements of one purchase", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
    await addStock(server.app, 100);
  });
  after(() => server?.close());

  it("runs twelve data statements in its transaction, none on the shared site_settings row", async () => {
    const client = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 10_000 }));
    await client.ok(PURCHASE, { q: 10, k: "warm-up" });
    await new Promise((r) => setTimeout(r, 300)); // the warm-up's after-commit low-stock check
    const queries = countQueries(server.app);
    try {
      const { purchaseAccounts } = await client.ok(PURCHASE, { q: 10, k: "counted" });
      expect(purchaseAccounts.__typename).to.equal("Order");
      const all = queries.all.map((q) => q.replace(/\s+/g, " "));
      const start = all.findIndex((q, i) => /^(BEGIN|START TRANSACTION)/i.test(q) && /FROM [`"]?customers[`"]? [`"]?c[`"]? .*WHERE/i.test(all[i + 1] ?? ""));
      const end = all.findIndex((q, i) => i > start && /^COMMIT/i.test(q));
      const inTransaction = all.slice(start + 1, end);
      console.log(`      [${testDbKind()}] the purchase transaction:\n        ${inTransaction.map((q) => q.slice(0, 110)).join("\n        ")}`);
      // Buyer (locked), earlier order with the key, product, price tiers, stock ids, order, stock rows, balance,
      // ledger row, sales tally, and the checkout's audit row and outbox row (order.completed).
      expect(inTransaction).to.have.length(12);
      expect(inTransaction.filter((q) => /site_settings/i.test(q))).to.deep.equal([]);
    } finally {
      queries.stop();
    }
  });
});
