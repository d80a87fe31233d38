/**
 * One order of 10,000 accounts on SQLite through the purchase service, against a floor: raw
 * better-sqlite3 doing the same reads and writes (buyer, stock ids, order, stock updates in
 * chunks of 1000, balance, ledger row, counters) in one transaction. Each round starts from a
 * copy of one prepared database, so both sides see identical, fresh data.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { openDatabase } from "../server/app";
import { loadConfig } from "../server/config";
import { RequestContext } from "../server/context";
import { changeBalance } from "../server/modules/balance/ledger.service";
import { seedCatalog } from "../server/modules/catalog/catalog.service";
import { Product } from "../server/modules/catalog/product.entity";
import { Customer } from "../server/modules/customers/customer.entity";
import { Order } from "../server/modules/orders/order.entity";
import { PURCHASE_CHUNK, purchaseAccounts } from "../server/modules/orders/purchase.service";
import { StockAccount } from "../server/modules/stock/stock-account.entity";
import { printCheck, printResult, summarize, time } from "./lib";

const ITEMS = Number(process.env.BENCH_PURCHASE_ITEMS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PRICE_CENTS = 50;

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-purchase-"));
const env = { DATA_DIR: workDir, LOG_LEVEL: "error", ENCRYPTION_KEY: crypto.randomBytes(32).toString("hex") };
const configFor = (file: string) => ({ ...loadConfig(env), database: { kind: "sqlite" as const, file } });

/** Migrated and seeded database with ITEMS available accounts and one customer who can afford them all. */
async function prepareTemplate(file: string): Promise<string> {
  const config = configFor(file);
  const db = await openDatabase(config);
  const system = RequestContext.system(db, config);
  await seedCatalog(system);
  const customer = await db.manager.getRepository(Customer).save(
    db.manager.getRepository(Customer).create({
      email: "bench@example.test",
      name: "Bench",
      role: "customer",
      balanceCents: 0,
      joinDate: new Date(),
      passwordHash: "x",
      emailConfirmedAt: new Date(),
      tokenVersion: 0,
    }),
  );
  await changeBalance(system, { customerId: customer.id, amountCents: ITEMS * PRICE_CENTS, kind: "admin_adjustment", reason: "bench" });
  await db.transaction(async (em) => {
    await em.getRepository(Product).update({ id: "main_insta_product" }, { pricePerAccountCents: PRICE_CENTS, minPurchaseQuantity: 1 });
    for (let i = 0; i < ITEMS; i += 1000) {
      const rows = Array.from({ length: Math.min(1000, ITEMS - i) }, (_, j) => ({
        username: `bench${i + j}`,
        password: `pw${i + j}`,
        email: `bench${i + j}@mail.test`,
        emailPassword: `epw${i + j}`,
        status: "available" as const,
      }));
      await em.createQueryBuilder().insert().into(StockAccount).values(rows).updateEntity(false).execute();
    }
  });
  await db.close();
  return customer.id;
}

function freshCopy(template: string, round: number, side: string): string {
  const file = path.join(workDir, `${side}-${round}.sqlite`);
  fs.copyFileSync(template, file);
  return file;
}

async function ourPurchase(file: string, customerId: string): Promise<number> {
  const config = configFor(file);
  const db = await openDatabase(config);
  const customer = await db.manager.getRepository(Customer).findOneByOrFail({ id: customerId });
  const ctx = RequestContext.system(db, config).withActor({ customer, via: "session" });
  const { ms, result } = await time(() => purchaseAccounts(ctx, { quantity: ITEMS, idempotencyKey: crypto.randomUUID() }));
  if (!(result instanceof Order)) throw new Error(`purchase refused: ${result.message}`);
  const sold = await db.manager.getRepository(StockAccount).countBy({ status: "sold", orderId: result.id });
  await db.close();
  if (sold !== ITEMS) throw new Error(`expected ${ITEMS} sold, got ${sold}`);
  return ms;
}

function floorPurchase(file: string, customerId: string): number {
  const db = new Sqlite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  const started = process.hrtime.bigint();
  db.transaction(() => {
    const buyer = db.prepare("SELECT id, role, balance_cents FROM customers WHERE id = ?").get(customerId) as { balance_cents: number };
    db.prepare("SELECT id, customer_id FROM orders WHERE customer_id = ? AND idempotency_key = ?").get(customerId, "k");
    const product = db.prepare("SELECT * FROM products WHERE id = 'main_insta_product'").get() as { price_per_account_cents: number; name: string };
    const total = ITEMS * product.price_per_account_cents;
    if (buyer.balance_cents < total) throw new Error("floor: balance too low");
    const ids = (db.prepare("SELECT id FROM stock_accounts WHERE status = 'available' ORDER BY id LIMIT ?").all(ITEMS) as Array<{ id: number }>).map((r) => r.id);
    const orderId = crypto.randomUUID();
    const now = new Date().toISOString().replace("T", " ").replace("Z", "");
    db.prepare(
      `INSERT INTO orders (id, customer_id, product_id, product_name, quantity, total_price_cents, purchase_date, order_type, idempotency_key)
       VALUES (?, ?, 'main_insta_product', ?, ?, ?, ?, 'account', ?)`,
    ).run(orderId, customerId, product.name, ITEMS, total, now, crypto.randomUUID());
    for (let i = 0; i < ids.length; i += PURCHASE_CHUNK) {
      const chunk = ids.slice(i, i + PURCHASE_CHUNK);
      const r = db
        .prepare(`UPDATE stock_accounts SET status = 'sold', sold_to = ?, order_id = ?, sold_at = ? WHERE id IN (${chunk.map(() => "?").join(",")}) AND status = 'available'`)
        .run(customerId, orderId, now, ...chunk);
      if (r.changes !== chunk.length) throw new Error("floor: stock changed");
    }
    db.prepare("UPDATE customers SET balance_cents = balance_cents - ? WHERE id = ? AND balance_cents - ? >= 0").run(total, customerId, total);
    const after = db.prepare("SELECT balance_cents FROM customers WHERE id = ?").get(customerId) as { balance_cents: number };
    db.prepare("INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, order_id, created_at) VALUES (?, ?, ?, 'purchase', ?, ?)").run(
      customerId,
      -total,
      after.balance_cents,
      orderId,
      now,
    );
    db.prepare(
      "UPDATE site_settings SET total_accounts_sold_lifetime = total_accounts_sold_lifetime + ?, total_revenue_display_cents = total_revenue_display_cents + ? WHERE id = 'main_settings'",
    ).run(ITEMS, total);
  })();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  db.close();
  return ms;
}

const template = path.join(workDir, "template.sqlite");
const customerId = await prepareTemplate(template);
const ours: number[] = [];
const floor: number[] = [];
for (let round = 0; round <= ROUNDS; round++) {
  const o = await ourPurchase(freshCopy(template, round, "ours"), customerId);
  const f = floorPurchase(freshCopy(template, round, "floor"), customerId);
  // Round 0 warms up the JIT and the page cache for both sides.
  if (round > 0) {
    ours.push(o);
    floor.push(f);
  }
}
fs.rmSync(workDir, { recursive: true, force: true });

const o = summarize(ours);
const f = summarize(floor);
console.log(`purchase of ${ITEMS} accounts, ${ROUNDS} rounds: service p50 ${o.p50.toFixed(1)} ms (min ${o.minMs.toFixed(1)}), raw SQL p50 ${f.p50.toFixed(1)} ms (min ${f.minMs.toFixed(1)})`);
printCheck("every round sold all accounts", ours.length === ROUNDS);
printResult({ name: `purchase of ${ITEMS} accounts (SQLite, p50)`, value: o.p50, floor: f.p50, unit: "ms", limit: 2 });
