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

  it("runs eleven data statements in its transaction, none on the shared site_settings row", async () => {
    const client = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 10_000 }));
    await client.ok(PURCHASE, { q: 10, k: "warm-up" });
    await server.app.background.settle(); // the warm-up's after-commit low-stock check runs now, not among the counted statements
    const queries = countQueries(server.app);
    try {
      const { purchaseAccounts } = await client.ok(PURCHASE, { q: 10, k: "counted" });
      expect(purchaseAccounts.__typename).to.equal("Order");
      // From the locked buyer row to the outbox row, the purchase's first and last statements. On
      // MySQL/MariaDB the GraphQL rate limiter's counter runs on another connection meanwhile, so
      // its statements (and transaction control) are left out rather than taken as the bounds.
      const data = queries.dataQueries.map((q) => q.replace(/\s+/g, " "));
      const end = data.findIndex((q) => /^INSERT INTO [`"]?notification_outbox/i.test(q));
      // The last read of the buyer's row before it (the session lookup reads it earlier, outside the transaction).
      const start = data.findLastIndex((q, i) => i < end && /FROM [`"]?customers[`"]? [`"]?c[`"]? .*WHERE/i.test(q));
      expect(end, "the outbox row").to.be.greaterThan(0);
      expect(start, "the locked buyer row").to.be.at.least(0);
      const inTransaction = data.slice(start, end + 1);
      console.log(`      [${testDbKind()}] the purchase transaction:\n        ${inTransaction.map((q) => q.slice(0, 110)).join("\n        ")}`);
      // Buyer (locked), earlier order with the key, product with its price tiers (one join), stock ids, order,
      // stock rows, balance, ledger row, sales tally, and the checkout's audit row and outbox row (order.completed).
      expect(inTransaction).to.have.length(11);
      expect(inTransaction.filter((q) => /site_settings/i.test(q))).to.deep.equal([]);
    } finally {
      queries.stop();
    }
  });
});
