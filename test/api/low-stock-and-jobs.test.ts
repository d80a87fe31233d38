import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { acquireLease } from "../../server/jobs/scheduler";
import { AuthToken } from "../../server/modules/auth/auth-token.entity";
import { pruneLinkTokens } from "../../server/modules/auth/link-tokens";
import { changeBalance } from "../../server/modules/balance/ledger.service";
import { checkLowStock } from "../../server/modules/stock/low-stock-alert";
import { addStock, createCustomer } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("scheduled jobs run once across instances", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("gives a job's lease to exactly one of many concurrent contenders", async () => {
    const wins = await Promise.all(Array.from({ length: 10 }, () => acquireLease(server.app.db, "test-job", 60)));
    expect(wins.filter(Boolean)).to.have.length(1);
  });

  it("lets another instance take the lease once it has expired", async () => {
    expect(await acquireLease(server.app.db, "short-job", 60)).to.equal(true);
    expect(await acquireLease(server.app.db, "short-job", 60)).to.equal(false);
    expect(await acquireLease(server.app.db, "short-job", 60, new Date(Date.now() + 61_000))).to.equal(true);
  });
});

describe("low-stock alerts", () => {
  let server: TestServer;
  let ctx: RequestContext;
  const alerts = async () => Number((await server.app.db.manager.query("SELECT COUNT(*) AS n FROM email_outbox WHERE subject LIKE '%low stock%'"))[0].n);
  const sell = (n: number) =>
    server.app.db.transaction((em) =>
      em.query(
        `UPDATE stock_accounts SET status = 'sold' WHERE id IN (SELECT id FROM (SELECT id FROM stock_accounts WHERE status = 'available' ORDER BY id LIMIT ${n}) AS t)`,
      ),
    );

  before(async () => {
    server = await startTestServer();
    ctx = RequestContext.system(server.app);
    await createCustomer(server.app, { role: "admin" });
    await createCustomer(server.app, { role: "admin" });
    await addStock(server.app, 60, "ls");
  });
  after(() => server?.close());

  it("e-mails every admin once when stock falls below the threshold, however often it is checked", async () => {
    expect(await checkLowStock(ctx)).to.equal("unchanged");
    await sell(15);
    const results = await Promise.all(Array.from({ length: 10 }, () => checkLowStock(ctx)));
    expect(results.filter((r) => r === "alerted")).to.have.length(1);
    expect(await alerts()).to.equal(2);
    await sell(5);
    expect(await checkLowStock(ctx)).to.equal("unchanged");
    expect(await alerts()).to.equal(2);
  });

  it("re-arms when stock recovers and alerts again on the next crossing", async () => {
    await addStock(server.app, 100, "more");
    expect(await checkLowStock(ctx)).to.equal("rearmed");
    await sell(120);
    expect(await checkLowStock(ctx)).to.equal("alerted");
    expect(await alerts()).to.equal(4);
  });

  it("checks right after a purchase commits", async () => {
    await addStock(server.app, 100, "again");
    expect(await checkLowStock(ctx)).to.equal("rearmed");
    await sell(80);
    const buyer = await createCustomer(server.app, { balanceCents: 1000 });
    await changeBalance(ctx, { customerId: buyer.id, amountCents: -100, kind: "purchase" });
    for (let i = 0; i < 50 && (await alerts()) < 6; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await alerts()).to.equal(6);
  });
});

describe("link token cleanup", () => {
  it("deletes used or expired link tokens older than a day and keeps live ones", async () => {
    const server = await startTestServer();
    try {
      const repo = server.app.db.manager.getRepository(AuthToken);
      const day = 24 * 3600 * 1000;
      const now = Date.now();
      const row = (hash: string, expiresAt: number, usedAt: number | null) => ({
        customerId: null,
        purpose: "reset_password" as const,
        tokenHash: hash.padEnd(64, "0"),
        expiresAt: new Date(expiresAt),
        usedAt: usedAt === null ? null : new Date(usedAt),
        createdAt: new Date(now - 3 * day),
      });
      await repo.insert([
        row("a", now - 2 * day, null), // expired two days ago
        row("b", now + day, now - 2 * day), // used two days ago
        row("c", now + day, null), // live
        row("d", now - 3600_000, null), // expired an hour ago: kept for now
      ]);
      const before = await repo.count();
      const deleted = await pruneLinkTokens(RequestContext.system(server.app));
      expect(deleted).to.equal(2);
      expect(await repo.count()).to.equal(before - 2);
      const left = new Set((await repo.find()).map((t) => t.tokenHash));
      expect(["a", "b", "c", "d"].filter((h) => left.has(h.padEnd(64, "0")))).to.deep.equal(["c", "d"]);
    } finally {
      await server.close();
    }
  });
});
