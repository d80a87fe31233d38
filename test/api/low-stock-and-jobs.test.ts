import { expect } from "chai";
import { createApp } from "../../server/app";
import { RequestContext } from "../../server/context";
import { acquireLease } from "../../server/db/job-lease";
import { AuthToken } from "../../server/modules/auth/auth-token.entity";
import { pruneLinkTokens } from "../../server/modules/auth/link-tokens";
import { changeBalance } from "../../server/modules/balance/ledger.service";
import { log } from "../../server/log";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { checkLowStock } from "../../server/modules/stock/low-stock-alert";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { useServerWithSmtp } from "../helpers/server-with-smtp";
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

describe("closing the app right after a purchase that crosses the low-stock threshold", () => {
  const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename } }`;
  const { server, smtp } = useServerWithSmtp();

  it("sends the alert before the database closes, whole, and logs no query on a closed connection", async () => {
    const admins = [await createCustomer(server().app, { role: "admin" }), await createCustomer(server().app, { role: "admin" })];
    const [{ q }] = await server().app.db.manager.query("SELECT min_purchase_quantity AS q FROM products WHERE id = ?", [ACCOUNT_PRODUCT_ID]);
    await addStock(server().app, 49 + Number(q), "close"); // the site's threshold is 50: the sale leaves 49
    const buyer = await createCustomer(server().app, { balanceCents: 100_000 });
    const client = signIn(server().app, server().client(), buyer);

    const logged: string[] = [];
    const original = { error: log.error, warn: log.warn, consoleError: console.error };
    const capture =
      (level: string) =>
      (msg: string, fields?: Record<string, unknown>): void =>
        void logged.push(`${level} ${msg} ${String((fields?.err as Error | undefined)?.message ?? "")}`);
    log.error = capture("error");
    log.warn = capture("warn");
    console.error = (...args: unknown[]) => void logged.push(`console ${args.map((a) => (a instanceof Error ? a.message : String(a))).join(" ")}`);
    try {
      expect((await client.ok(PURCHASE, { q: Number(q), k: "close-right-after" })).purchaseAccounts.__typename).to.equal("Order");
      await server().app.close(); // at once: the check after the sale is still waiting for its settle delay
    } finally {
      Object.assign(log, { error: original.error, warn: original.warn });
      console.error = original.consoleError;
    }
    expect(logged.filter((l) => /closed state|after the app closed/i.test(l))).to.deep.equal([]);
    expect(logged.filter((l) => l.startsWith("error") || l.startsWith("console"))).to.deep.equal([]);
    expect(logged.filter((l) => l.startsWith("warn low stock alert sent"))).to.have.length(1);

    // The next start on the same database finds the alert recorded and every admin's e-mail delivered.
    const next = await createApp(server().app.config);
    try {
      const alerted: Array<{ product_id: string }> = await next.db.manager.query("SELECT product_id FROM product_stock_alerts");
      expect(alerted).to.have.length(1);
      const mails: Array<{ to_address: string; status: string }> = await next.db.manager.query(
        "SELECT to_address, status FROM email_outbox WHERE subject LIKE '%low stock%' ORDER BY to_address",
      );
      expect(mails).to.deep.equal(admins.map((a) => ({ to_address: a.email, status: "sent" })).sort((a, b) => a.to_address.localeCompare(b.to_address)));
      expect(
        smtp()
          .messages.filter((m) => m.text.includes("below the alert threshold"))
          .flatMap((m) => m.to)
          .sort(),
      ).to.deep.equal(admins.map((a) => a.email).sort());
    } finally {
      await next.close();
    }
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
