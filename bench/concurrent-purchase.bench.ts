/**
 * Concurrent purchases: 40 buyers × 7 purchases at once (quantity 1–10) through the GraphQL API
 * of `npm start` (a separate process: 1 worker, then WEB_CONCURRENCY=2 on MariaDB), in bursts
 * alternating with those of a floor in the same run: the same transaction (lock the buyer, look up the idempotency key, read
 * the product and its price tiers, take the oldest available stock, insert the order, mark the
 * stock sold, debit the balance, write the ledger row, the sales tally, the audit row and the
 * order.completed outbox row) in a bare node:http handler over mysql2 (or better-sqlite3), with no
 * GraphQL, session or framework. Fifteen bursts per side warm up first and are not counted. Reports
 * purchases/s and p99 per side. The floor takes stock by product, as the shop does, and writes the audit
 * and outbox rows and reads the tiers because the shop's purchase must: without them the floor
 * would be doing less than the transaction it stands for.
 *
 *   node --import tsx bench/concurrent-purchase.bench.ts     (MariaDB part: TEST_DATABASE_URL or
 *                                                             mariadb://root@127.0.0.1:3306/test)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import mysql from "mysql2/promise";
import { createScratchMysqlDatabase } from "../server/cli/scratch-database";
import { RequestContext } from "../server/context";
import { seedCatalog } from "../server/modules/catalog/catalog.service";
import { createInstance } from "../server/services";
import { addStock, createCustomer } from "../test/helpers/fixtures";
import { checkStoreInvariants, openSharedDatabase, type SharedDatabase } from "../test/helpers/shared-database";
import { spawnServer } from "../test/helpers/spawn-server";
import { httpClient, printCheck, printResult, runLoad, summarize } from "./lib";

const BUYERS = 40;
const PER_BUYER = 7;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/**
 * Bursts per side before the measured ones, not counted: V8 compiles the shop's code over its
 * first few thousand purchases, and a shop runs warm. With three measured rounds its first burst,
 * run cold, was a third of what it measured; on 2026-11-27 (SQLite, same machine) 1 warm-up burst
 * gave 0.44 of the floor at 1.55 ms of CPU per purchase, 5 gave 0.51 at 1.19 ms, 15 gave 0.61 at
 * 1.11 ms and 30 gave 0.64 at 1.11 ms: warm by 15 (4,200 purchases). BENCH_WARM_UP_ROUNDS=1 measures
 * the colder shop.
 */
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 15);
const ONLY = process.env.BENCH_ONLY; // sqlite | mariadb
const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename ... on ErrorResult { errorCode } } }`;

interface Side {
  label: string;
  purchasesPerSecond: number;
  p99: number;
  errors: number;
}

/** Bursts of BUYERS × PER_BUYER purchases at once, one per round, summed into one side's figures. */
class BurstSide {
  private readonly latencies: number[] = [];
  private wallMs = 0;
  private errors = 0;

  constructor(readonly label: string) {}

  /**
   * One burst; `buy(buyer, n)` makes one purchase. `settled`, when given, waits for the work the
   * burst left behind (the shop's receipts and webhooks, fanned out after commit): its time counts
   * in the side's throughput, and the next burst (the floor's) does not run beside it.
   */
  async round(buy: (buyer: number, n: number) => Promise<unknown>, settled?: () => Promise<void>): Promise<void> {
    const result = await runLoad({
      concurrency: BUYERS * PER_BUYER,
      requests: BUYERS * PER_BUYER,
      task: async (i) => {
        const started = performance.now();
        await buy(i % BUYERS, Math.floor(i / BUYERS));
        this.latencies.push(performance.now() - started);
      },
    });
    const settleStarted = performance.now();
    await settled?.();
    this.wallMs += result.durationMs + (performance.now() - settleStarted);
    this.errors += result.errors;
    if (result.errors) console.log(`${this.label}: ${result.errors} failed, e.g. ${result.errorSamples.join(" | ").slice(0, 300)}`);
  }

  summary(): Side {
    const side = {
      label: this.label,
      purchasesPerSecond: (this.latencies.length / this.wallMs) * 1000,
      p99: summarize(this.latencies).p99,
      errors: this.errors,
    };
    console.log(
      `${this.label}: ${this.latencies.length} purchases in bursts of ${BUYERS * PER_BUYER} → ${side.purchasesPerSecond.toFixed(0)}/s, p99 ${side.p99.toFixed(1)} ms, ${this.errors} errors`,
    );
    return side;
  }
}

/** Resolves once every outbox event has been fanned out (receipts written, webhooks queued). */
async function outboxDrained(shared: SharedDatabase): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const [row] = await shared.db.manager.query("SELECT COUNT(*) AS n FROM notification_outbox WHERE fanned_out_at IS NULL");
    if (Number(row.n) === 0) return;
  }
  throw new Error("the outbox was not drained within 2 minutes");
}

/**
 * CPU milliseconds used so far by a process and its live children (the cluster's workers), from
 * /proc (0 elsewhere): the shop's CPU per purchase is printed beside the ratio, a figure that
 * other work on a shared machine moves less than throughput.
 */
function cpuMsOf(pid: number): number {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  };
  try {
    let total = 0;
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const { ppid, cpu } = ticks(fs.readFileSync(`/proc/${entry}/stat`, "utf8"));
        if (Number(entry) === pid || ppid === pid) total += cpu;
      } catch {
        // the process ended meanwhile
      }
    }
    return (total * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

const quantityOf = (buyer: number, n: number) => 1 + ((buyer * 7 + n) % 10);

/** The purchase transaction as plain SQL, for the floor. */
interface FloorStore {
  buy(customerId: string, quantity: number, key: string): Promise<void>;
  close(): Promise<void>;
}

function mysqlFloor(url: string): FloorStore {
  // trace: false as the shop sets it (server/db/data-source.ts): no stack captured per query.
  const pool = mysql.createPool({ uri: url.replace(/^mariadb:/, "mysql:"), connectionLimit: 10, trace: false });
  const once = async (customerId: string, quantity: number, key: string) => {
    const conn = await pool.getConnection();
    try {
      await conn.query("START TRANSACTION");
      const [[buyer]] = (await conn.query("SELECT id, email, role, balance_cents FROM customers WHERE id = ? FOR UPDATE", [customerId])) as unknown as [
        Array<{ email: string; balance_cents: string }>,
      ];
      const [earlier] = (await conn.query("SELECT id FROM orders WHERE customer_id = ? AND idempotency_key = ?", [customerId, key])) as unknown as [unknown[]];
      if (earlier.length) return void (await conn.query("COMMIT"));
      const [[product]] = (await conn.query("SELECT id, name, price_per_account_cents FROM products WHERE id = 'main_insta_product'")) as unknown as [
        Array<{ id: string; name: string; price_per_account_cents: number }>,
      ];
      await conn.query("SELECT min_quantity, unit_price_cents FROM product_price_tiers WHERE product_id = ?", [product.id]);
      const total = quantity * product.price_per_account_cents;
      if (Number(buyer.balance_cents) < total) throw new Error("insufficient balance");
      const [stock] = (await conn.query(
        "SELECT id FROM stock_accounts WHERE product_id = ? AND status = 'available' ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED",
        [product.id, quantity],
      )) as unknown as [Array<{ id: number }>];
      if (stock.length < quantity) throw new Error("not enough stock");
      const orderId = crypto.randomUUID();
      const now = new Date();
      await conn.query(
        "INSERT INTO orders (id, customer_id, product_id, product_name, quantity, total_price_cents, purchase_date, order_type, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'account', ?, ?)",
        [orderId, customerId, product.id, product.name, quantity, total, now, key, now],
      );
      await conn.query("UPDATE stock_accounts SET status = 'sold', sold_to = ?, order_id = ?, sold_at = ? WHERE id IN (?) AND status = 'available'", [
        customerId,
        orderId,
        now,
        stock.map((s) => s.id),
      ]);
      await conn.query("UPDATE customers SET balance_cents = balance_cents - ? WHERE id = ?", [total, customerId]);
      await conn.query(
        "INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, order_id, actor_id, created_at) VALUES (?, ?, ?, 'purchase', ?, ?, ?)",
        [customerId, -total, Number(buyer.balance_cents) - total, orderId, customerId, now],
      );
      await conn.query(
        "INSERT INTO sales_tallies (shard, accounts_sold, revenue_cents) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE accounts_sold = accounts_sold + VALUES(accounts_sold), revenue_cents = revenue_cents + VALUES(revenue_cents)",
        [Math.floor(Math.random() * 16), quantity, total],
      );
      await conn.query(
        "INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, details, created_at) VALUES (?, ?, 'order.purchase', 'order', ?, ?, ?)",
        [customerId, buyer.email, orderId, JSON.stringify({ productId: product.id, quantity, subtotalCents: total, discountCents: 0, totalCents: total }), now],
      );
      // Marked fanned out at once: the floor sends nothing, and the shop started next must not send its receipts either.
      await conn.query("INSERT INTO notification_outbox (id, type, owner_id, payload, created_at, fanned_out_at) VALUES (?, 'order.completed', ?, ?, ?, ?)", [
        crypto.randomUUID(),
        customerId,
        JSON.stringify({ orderId, productName: product.name, quantity, totalCents: total }),
        now,
        now,
      ]);
      await conn.query("COMMIT");
    } catch (err) {
      await conn.query("ROLLBACK").catch(() => undefined);
      throw err;
    } finally {
      conn.release();
    }
  };
  return {
    buy: async (customerId, quantity, key) => {
      for (let attempt = 1; ; attempt++) {
        try {
          return await once(customerId, quantity, key);
        } catch (err) {
          if ((err as { code?: string }).code !== "ER_LOCK_DEADLOCK" || attempt >= 10) throw err;
        }
      }
    },
    close: () => pool.end(),
  };
}

function sqliteFloor(file: string): FloorStore {
  const db = new Sqlite(file);
  // The shop's own settings (server/db/data-source.ts): the same durability on both sides.
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("synchronous = NORMAL");
  db.pragma("foreign_keys = ON");
  const buyer = db.prepare<[string], { email: string; balance_cents: number }>("SELECT id, email, role, balance_cents FROM customers WHERE id = ?");
  const earlier = db.prepare("SELECT id FROM orders WHERE customer_id = ? AND idempotency_key = ?");
  const product = db.prepare<[], { id: string; name: string; price_per_account_cents: number }>(
    "SELECT id, name, price_per_account_cents FROM products WHERE id = 'main_insta_product'",
  );
  const tiers = db.prepare("SELECT min_quantity, unit_price_cents FROM product_price_tiers WHERE product_id = ?");
  const stock = db.prepare<[string, number], { id: number }>("SELECT id FROM stock_accounts WHERE product_id = ? AND status = 'available' ORDER BY id LIMIT ?");
  const insertOrder = db.prepare(
    "INSERT INTO orders (id, customer_id, product_id, product_name, quantity, total_price_cents, purchase_date, order_type, idempotency_key, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'account', ?, ?)",
  );
  const markSold = db.prepare("UPDATE stock_accounts SET status = 'sold', sold_to = ?, order_id = ?, sold_at = ? WHERE id = ? AND status = 'available'");
  const debit = db.prepare("UPDATE customers SET balance_cents = balance_cents - ? WHERE id = ?");
  const ledger = db.prepare(
    "INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, order_id, actor_id, created_at) VALUES (?, ?, ?, 'purchase', ?, ?, ?)",
  );
  const tally = db.prepare(
    "INSERT INTO sales_tallies (shard, accounts_sold, revenue_cents) VALUES (?, ?, ?) ON CONFLICT (shard) DO UPDATE SET accounts_sold = accounts_sold + excluded.accounts_sold, revenue_cents = revenue_cents + excluded.revenue_cents",
  );
  const audit = db.prepare(
    "INSERT INTO audit_log (actor_id, actor_email, action, entity_type, entity_id, details, created_at) VALUES (?, ?, 'order.purchase', 'order', ?, ?, ?)",
  );
  // Marked fanned out at once: the floor sends nothing, and the shop started next must not send its receipts either.
  const outbox = db.prepare(
    "INSERT INTO notification_outbox (id, type, owner_id, payload, created_at, fanned_out_at) VALUES (?, 'order.completed', ?, ?, ?, ?)",
  );
  const buy = db.transaction((customerId: string, quantity: number, key: string) => {
    const { email, balance_cents: balance } = buyer.get(customerId)!;
    if (earlier.get(customerId, key)) return;
    const p = product.get()!;
    tiers.all(p.id);
    const total = quantity * p.price_per_account_cents;
    if (balance < total) throw new Error("insufficient balance");
    const ids = stock.all(p.id, quantity);
    if (ids.length < quantity) throw new Error("not enough stock");
    const orderId = crypto.randomUUID();
    const now = new Date().toISOString().replace("T", " ").replace("Z", "");
    insertOrder.run(orderId, customerId, p.id, p.name, quantity, total, now, key, now);
    for (const { id } of ids) markSold.run(customerId, orderId, now, id);
    debit.run(total, customerId);
    ledger.run(customerId, -total, balance - total, orderId, customerId, now);
    tally.run(Math.floor(Math.random() * 16), quantity, total);
    audit.run(customerId, email, orderId, JSON.stringify({ productId: p.id, quantity, subtotalCents: total, discountCents: 0, totalCents: total }), now);
    outbox.run(crypto.randomUUID(), customerId, JSON.stringify({ orderId, productName: p.name, quantity, totalCents: total }), now, now);
  });
  return { buy: async (customerId, quantity, key) => void buy.immediate(customerId, quantity, key), close: async () => void db.close() };
}

async function floorServer(store: FloorStore): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      const { customerId, quantity, key } = JSON.parse(body);
      store.buy(customerId, quantity, key).then(
        () => res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'),
        (err) => res.writeHead(500).end(String(err)),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

async function compare(label: string, env: Record<string, string>, store: () => FloorStore, workerCounts: number[]): Promise<void> {
  const shared: SharedDatabase = await openSharedDatabase(env);
  await seedCatalog(RequestContext.system(createInstance(shared)));
  await shared.db.manager.query("UPDATE products SET min_purchase_quantity = 1, max_purchase_quantity = NULL WHERE id = 'main_insta_product'");
  // Each setup gets its own floor, measured in alternating bursts with it (floor, app, floor,
  // app, ...), so that the load of whatever else runs on the machine weighs on both alike.
  const sides = 2 * workerCounts.length;
  await addStock(shared.asApp, BUYERS * PER_BUYER * 10 * (ROUNDS + WARM_UP_ROUNDS) * sides + 1000, "burst");
  const people = await Promise.all(Array.from({ length: BUYERS * sides }, () => createCustomer(shared.asApp, { balanceCents: 10_000_000 })));
  const group = (side: number) => people.slice(side * BUYERS, (side + 1) * BUYERS);

  const floorStore = store();
  const floor = await floorServer(floorStore);
  for (const [i, workers] of workerCounts.entries()) {
    const server = await spawnServer({ ...env, WEB_CONCURRENCY: String(workers) });
    const floorBuyers = group(2 * i);
    const buyers = group(2 * i + 1);
    const cookies = buyers.map((b) => `bia_session=${shared.clientFor(server.url, b).cookie("bia_session")}`);
    const floorSide = new BurstSide(`${label} floor (node:http + driver), beside ${workers} worker(s)`);
    const oursSide = new BurstSide(`${label} GraphQL, ${workers} worker(s)`);
    const warm = httpClient(server.url);
    await warm.gql(`{ availableStockCount }`);
    warm.close();
    let serverCpuMs = 0;
    for (let round = -WARM_UP_ROUNDS; round < ROUNDS; round++) {
      const warmingUp = round < 0;
      const floorClient = httpClient(floor.url, { maxSockets: BUYERS * PER_BUYER });
      await (warmingUp ? new BurstSide("floor warm-up") : floorSide).round((b, n) =>
        floorClient.request("POST", "/", { body: { customerId: floorBuyers[b].id, quantity: quantityOf(b, n), key: `floor-${round}-${n}` } }),
      );
      floorClient.close();
      // Fresh connections per burst: a socket idle past the server's keep-alive timeout while the
      // slowest purchases of the previous burst finish would be reset when reused.
      const clients = buyers.map(() => httpClient(server.url, { maxSockets: PER_BUYER }));
      const cpuBefore = cpuMsOf(server.child.pid!);
      await (warmingUp ? new BurstSide("GraphQL warm-up") : oursSide).round(
        async (b, n) => {
          const data = await clients[b].gql(PURCHASE, { q: quantityOf(b, n), k: `gql-${round}-${n}` }, { cookie: cookies[b] });
          if (data?.purchaseAccounts?.__typename !== "Order") throw new Error(`not an order: ${JSON.stringify(data).slice(0, 200)}`);
        },
        () => outboxDrained(shared),
      );
      if (!warmingUp) serverCpuMs += cpuMsOf(server.child.pid!) - cpuBefore;
      for (const c of clients) c.close();
    }
    server.kill("SIGTERM");
    await server.exited;
    const floorFigures = floorSide.summary();
    const ours = oursSide.summary();
    console.log(
      `${label} shop CPU per purchase, ${workers} worker(s): ${(serverCpuMs / (BUYERS * PER_BUYER * ROUNDS)).toFixed(2)} ms (server processes, bursts and fan-out)`,
    );
    printResult({
      name: `${label} concurrent purchases/s, ${workers} worker(s)`,
      value: ours.purchasesPerSecond,
      floor: floorFigures.purchasesPerSecond,
      unit: "/s",
      better: "higher",
      limit: 0.6,
    });
    printResult({ name: `${label} concurrent purchase p99, ${workers} worker(s)`, value: ours.p99, floor: floorFigures.p99, unit: "ms", limit: 4 });
    printCheck(
      `${label} no purchase failed, ${workers} worker(s)`,
      ours.errors === 0 && floorFigures.errors === 0,
      `${ours.errors} app errors, ${floorFigures.errors} floor errors`,
    );
  }
  await floor.close();
  await floorStore.close();
  const inv = await checkStoreInvariants(shared);
  printCheck(
    `${label} no line delivered twice, ledger = balances`,
    inv.orphanStock === 0 && inv.ordersWithWrongItemCount === 0 && inv.ledgerMismatches === 0 && inv.soldRows === inv.itemsInOrders,
    `${inv.orders} orders, ${inv.soldRows} sold`,
  );
  await shared.close();
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-burst-"));
const common = { GRAPHQL_RATE_LIMIT_PER_IP: "0", LOG_LEVEL: "error", NODE_ENV: "production" };
const sqliteEnv = { ...common, DATA_DIR: path.join(dataDir, "sqlite") };
fs.mkdirSync(sqliteEnv.DATA_DIR);
if (ONLY !== "mariadb") await compare("sqlite", sqliteEnv, () => sqliteFloor(path.join(sqliteEnv.DATA_DIR, "bia.sqlite")), [1]);

const scratch =
  ONLY === "sqlite"
    ? undefined
    : await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL ?? "mariadb://root@127.0.0.1:3306/test", "bia_burst").catch(() => undefined);
if (!scratch && ONLY !== "sqlite") console.log("SKIPPED mariadb: no MariaDB reachable (set TEST_DATABASE_URL)");
else if (scratch) {
  try {
    const mariaEnv = { ...common, DATA_DIR: path.join(dataDir, "mariadb"), DATABASE_URL: scratch.database.url };
    fs.mkdirSync(mariaEnv.DATA_DIR);
    await compare("mariadb", mariaEnv, () => mysqlFloor(scratch.database.url), [1, 2]);
  } finally {
    await scratch.drop();
  }
}
fs.rmSync(dataDir, { recursive: true, force: true });
