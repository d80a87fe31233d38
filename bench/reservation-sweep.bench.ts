/**
 * The reservation sweep ("pay the difference") with 10,000 expired reservations on SQLite, each
 * holding one stock line and one in ten a coupon use, against a floor: raw better-sqlite3
 * putting the same rows back in one transaction with one bulk UPDATE per table (reservations,
 * their lines, the coupon). Each round sweeps fresh rows, then resets them and the floor sweeps
 * the same rows; who goes first alternates. Also counts the sweep's SQL statements.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { openDatabase } from "../server/app";
import { loadConfig } from "../server/config";
import { RequestContext } from "../server/context";
import { createInstance } from "../server/services";
import { seedCatalog } from "../server/modules/catalog/catalog.service";
import { sweepExpiredReservations, SWEEP_BATCH } from "../server/modules/orders/reservation-sweep";
import { printCheck, printResult, summarize } from "./lib";

const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PRODUCT = "main_insta_product";

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-sweep-"));
const file = path.join(workDir, "bench.sqlite");
const env = { DATA_DIR: workDir, LOG_LEVEL: "error", ENCRYPTION_KEY: crypto.randomBytes(32).toString("hex") };
const config = { ...loadConfig(env), database: { kind: "sqlite" as const, file } };
const sqlTime = (d: Date) => d.toISOString().replace("T", " ").replace("Z", "");

async function prepare(): Promise<void> {
  const db = await openDatabase(config);
  await seedCatalog(RequestContext.system(createInstance({ db, config })));
  await db.close();
  const raw = new Sqlite(file);
  raw
    .prepare(
      "INSERT INTO coupons (id, code, kind, amount, all_products, redemption_count, active, created_at, updated_at) VALUES ('bench-coupon', 'BENCH', 'percent', 10, 1, 0, 1, ?, ?)",
    )
    .run(sqlTime(new Date()), sqlTime(new Date()));
  raw.close();
}

/** RESERVATIONS expired reservations of round `r`, each holding one line; returns their ids. */
function insertRound(r: number): string[] {
  const raw = new Sqlite(file);
  const ids = Array.from({ length: RESERVATIONS }, () => crypto.randomUUID());
  const expired = sqlTime(new Date(Date.now() - 60_000));
  const pending = raw.prepare(
    `INSERT INTO pending_orders (id, customer_id, product_id, product_name, order_type, quantity, subtotal_cents, discount_cents, total_price_cents, coupon_id, coupon_code,
       idempotency_key, payment_id, status, expires_at, created_at) VALUES (?, 'bench-customer', ?, 'Bench', 'account', 1, 100, 0, 100, ?, ?, ?, ?, 'reserved', ?, ?)`,
  );
  const line = raw.prepare(
    "INSERT INTO stock_accounts (username, password, email, email_password, status, product_id, variant_id, order_id) VALUES (?, 'x', ?, 'x', 'reserved', ?, ?, ?)",
  );
  raw.transaction(() => {
    ids.forEach((id, i) => {
      const coupon = i % 10 === 0;
      pending.run(id, PRODUCT, coupon ? "bench-coupon" : null, coupon ? "BENCH" : null, `k${r}-${i}`, crypto.randomUUID(), expired, expired);
      line.run(`s${r}-${i}`, `s${r}-${i}@mail.test`, PRODUCT, PRODUCT, id);
    });
    raw.prepare("UPDATE coupons SET redemption_count = redemption_count + ? WHERE id = 'bench-coupon'").run(Math.ceil(RESERVATIONS / 10));
  })();
  raw.close();
  return ids;
}

/** Puts the swept rows of a round back as they were, for the other side. */
function resetRound(r: number, ids: string[]): void {
  const raw = new Sqlite(file);
  const line = raw.prepare("UPDATE stock_accounts SET status = 'reserved', order_id = ? WHERE username = ?");
  raw.transaction(() => {
    raw.prepare("UPDATE pending_orders SET status = 'reserved', closed_at = NULL WHERE id IN (SELECT value FROM json_each(?))").run(JSON.stringify(ids));
    ids.forEach((id, i) => line.run(id, `s${r}-${i}`));
    raw.prepare("UPDATE coupons SET redemption_count = redemption_count + ? WHERE id = 'bench-coupon'").run(Math.ceil(RESERVATIONS / 10));
  })();
  raw.close();
}

async function ours(): Promise<{ ms: number; statements: number; closed: number }> {
  const db = await openDatabase(config);
  const statements: string[] = [];
  (db.dataSource.subscribers as unknown as object[]).push({ beforeQuery: (e: { query: string }) => void statements.push(e.query) });
  const ctx = RequestContext.system(createInstance({ db, config }));
  const started = process.hrtime.bigint();
  const closed = await sweepExpiredReservations(ctx);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  await db.close();
  return { ms, statements: statements.length, closed };
}

function floor(): number {
  const db = new Sqlite(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  const now = sqlTime(new Date());
  const started = process.hrtime.bigint();
  db.transaction(() => {
    const coupons = db
      .prepare("SELECT coupon_id, COUNT(*) AS n FROM pending_orders WHERE status = 'reserved' AND expires_at <= ? AND coupon_id IS NOT NULL GROUP BY coupon_id")
      .all(now) as Array<{
      coupon_id: string;
      n: number;
    }>;
    db.prepare(
      "UPDATE stock_accounts SET status = 'available', order_id = NULL WHERE status = 'reserved' AND order_id IN (SELECT id FROM pending_orders WHERE status = 'reserved' AND expires_at <= ?)",
    ).run(now);
    db.prepare("UPDATE pending_orders SET status = 'expired', closed_at = ? WHERE status = 'reserved' AND expires_at <= ?").run(now, now);
    for (const c of coupons) db.prepare("UPDATE coupons SET redemption_count = redemption_count - ? WHERE id = ?").run(c.n, c.coupon_id);
  })();
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  db.close();
  return ms;
}

function leftReserved(): number {
  const raw = new Sqlite(file);
  const n = (raw.prepare("SELECT COUNT(*) AS n FROM stock_accounts WHERE status = 'reserved'").get() as { n: number }).n;
  const pending = (raw.prepare("SELECT COUNT(*) AS n FROM pending_orders WHERE status = 'reserved'").get() as { n: number }).n;
  const coupon = (raw.prepare("SELECT redemption_count AS n FROM coupons WHERE id = 'bench-coupon'").get() as { n: number }).n;
  raw.close();
  return n + pending + coupon;
}

await prepare();
const oursMs: number[] = [];
const floorMs: number[] = [];
let statements = 0;
let allReleased = true;
for (let r = 0; r < ROUNDS; r++) {
  const ids = insertRound(r);
  const runOurs = async () => {
    const o = await ours();
    if (o.closed !== RESERVATIONS) throw new Error(`swept ${o.closed} of ${RESERVATIONS}`);
    allReleased &&= leftReserved() === 0;
    oursMs.push(o.ms);
    statements = o.statements;
  };
  const runFloor = () => {
    floorMs.push(floor());
    allReleased &&= leftReserved() === 0;
  };
  if (r % 2 === 0) {
    await runOurs();
    resetRound(r, ids);
    runFloor();
  } else {
    runFloor();
    resetRound(r, ids);
    await runOurs();
  }
}
const o = summarize(oursMs);
const f = summarize(floorMs);
const batches = Math.ceil(RESERVATIONS / SWEEP_BATCH);
console.log(
  `reservation sweep of ${RESERVATIONS} expired reservations (1 line each, 1 in 10 with a coupon), ${ROUNDS} rounds: ours ${oursMs.map((m) => m.toFixed(0)).join("/")} ms, floor ${floorMs.map((m) => m.toFixed(0)).join("/")} ms`,
);
console.log(`sweep statements: ${statements} (${batches} batches of ${SWEEP_BATCH}; the floor runs 3 + 1 per coupon in one transaction)`);
printResult({ name: `reservation sweep, ${RESERVATIONS} expired reservations, SQLite (p50)`, value: o.p50, floor: f.p50, unit: "ms", limit: 3 });
printCheck("every reserved line, reservation and coupon use was released", allReleased);
printCheck(`the sweep costs at most 6 statements per batch of ${SWEEP_BATCH}`, statements <= 6 * (batches + 1), `${statements} statements`);
fs.rmSync(workDir, { recursive: true, force: true });
