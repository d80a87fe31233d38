import crypto from "node:crypto";
import { expect } from "chai";
import { In } from "typeorm";
import { sqlDateTime } from "../../server/db/raw-sql";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { everyEventFannedOut } from "../helpers/notification-settled";
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
      // Buyer (locked), earlier order with the key, variant with its product and price tiers (one join), stock ids,
      // order, stock rows, the order's lines (one INSERT), balance, ledger row, sales tally, and the checkout's audit
      // row and outbox row (order.completed).
      expect(inTransaction).to.have.length(12);
      expect(inTransaction.filter((q) => /site_settings/i.test(q))).to.deep.equal([]);
    } finally {
      queries.stop();
    }
  });

  it("fans out a burst of receipts with one statement per receipt and a few per batch", async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createCustomer(server.app)));
    await everyEventFannedOut(server.app); // the first test's purchases' events are not counted here
    // The dispatcher's own runs count too: whichever fan-out claims the batch, its statements are the ones measured.
    const queries = countQueries(server.app, { background: true });
    try {
      // One INSERT, so whichever fan-out runs first (the dispatcher's poll or this test's) sees all twelve at once.
      const now = sqlDateTime(server.app.db, new Date());
      const rows = buyers.map((b, i) => [
        crypto.randomUUID(),
        "order.completed",
        b.id,
        JSON.stringify({ orderId: crypto.randomUUID(), productName: "Pack", quantity: i + 1, totalCents: 100 * (i + 1), orderType: "account" }),
        now,
      ]);
      await server.app.db.manager.query(
        `INSERT INTO notification_outbox (id, type, owner_id, payload, created_at, fanned_out_at) VALUES ${rows.map(() => "(?, ?, ?, ?, ?, NULL)").join(", ")}`,
        rows.flat(),
      );
      await everyEventFannedOut(server.app);
    } finally {
      queries.stop();
    }
    const statements = queries.all.map((q) => q.replace(/\s+/g, " "));
    const receipts = await server.app.db.manager.getRepository(OutboxEmail).findBy({ toAddress: In(buyers.map((b) => b.email)) });
    expect(receipts.map((m) => m.toAddress).sort()).to.deep.equal(buyers.map((b) => b.email).sort());
    // The claim (its lock, then its mark), the recipients and their mail choices: once for the batch, not once per event.
    expect(statements.filter((q) => /^UPDATE [`"]?notification_outbox[`"]? SET [`"]?fanned_out_at/i.test(q))).to.have.length(1);
    // A second fan-out at the same moment (the dispatcher's poll beside this test's) may look too, find them locked, and stop.
    expect(statements.filter((q) => /^SELECT id FROM notification_outbox WHERE id IN/i.test(q))).to.have.length.within(1, 2);
    expect(statements.filter((q) => /FROM customers c LEFT JOIN notification_preferences/i.test(q))).to.have.length(1);
    expect(statements.filter((q) => /^INSERT INTO [`"]?email_outbox/i.test(q))).to.have.length(12);
  });
});
