/**
 * Concurrent purchases: 40 buyers × 7 purchases at once (quantity 1–10) through the GraphQL API
 * of `npm start` (a separate process: 1 worker, then WEB_CONCURRENCY=2 on MariaDB), against a
 * floor in the same run: the same transaction (lock the buyer, look up the idempotency key, read
 * the product, take the oldest available stock, insert the order, mark the stock sold, debit the
 * balance, write the ledger row and the sales tally) in a bare node:http handler over mysql2 (or
 * better-sqlite3), with no GraphQL, session or framework. Reports purchases/s and p99 per side.
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
const ONLY = process.env.BENCH_ONLY; // sqlite | mariadb
const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename ... on ErrorResult { errorCode } } }`;

interface Side {
  label: string;
  purchasesPerSecond: number;
  p99: number;
  errors: number;
}

/** ROUNDS bursts of BUYERS × PER_BUYER purchases at once; `buy(buyer, n)` makes one. */
async function burst(label: string, buyers: number, buy: (buyer: number, n: number, round: number) => Promise<unknown>): Promise<Side> {
  const latencies: number[] = [];
  let wallMs = 0;
  let errors = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const result = await runLoad({
      concurrency: buyers * PER_BUYER,
      requests: buyers * PER_BUYER,
      task: async (i) => {
        const started = performance.now();
        await buy(i % buyers, Math.floor(i / buyers), round);
        latencies.push(performance.now() - started);
      },
    });
    wallMs += result.durationMs;
    errors += result.errors;
    if (result.errors) console.log(`${label}: ${result.errors} failed, e.g. ${result.errorSamples.join(" | ").slice(0, 300)}`);
  }
  const side = { label, purchasesPerSecond: (latencies.length / wallMs) * 1000, p99: summarize(latencies).p99, errors };
  console.log(
    `${label}: ${latencies.length} purchases in bursts of ${buyers * PER_BUYER} → ${side.purchasesPerSecond.toFixed(0)}/s, p99 ${side.p99.toFixed(1)} ms, ${errors} errors`,
  );
  return side;
}

const quantityOf = (buyer: number, n: number) => 1 + ((buyer * 7 + n) % 10);

/** The purchase transaction as plain SQL, for the floor. */
interface FloorStore {
  buy(customerId: string, quantity: number, key: string): Promise<void>;
  close(): Promise<void>;
}

function mysqlFloor(url: string): FloorStore {
  const pool = mysql.createPool({ uri: url.replace(/^mariadb:/, "mysql:"), connectionLimit: 10 });
  const once = async (customerId: string, quantity: number, key: string) => {
    const conn = await pool.getConnection();
    try {
      await conn.query("START TRANSACTION");
      const [[buyer]] = (await conn.query("SELECT id, balance_cents FROM customers WHERE id = ? FOR UPDATE", [customerId])) as unknown as [
        Array<{ balance_cents: string }>,
      ];
      const [earlier] = (await conn.query("SELECT id FROM orders WHERE customer_id = ? AND idempotency_key = ?", [customerId, key])) as unknown as [unknown[]];
      if (earlier.length) return void (await conn.query("COMMIT"));
      const [[product]] = (await conn.query("SELECT id, name, price_per_account_cents FROM products WHERE id = 'main_insta_product'")) as unknown as [
        Array<{ id: string; name: string; price_per_account_cents: number }>,
      ];
      const total = quantity * product.price_per_account_cents;
      if (Number(buyer.balance_cents) < total) throw new Error("insufficient balance");
      const [stock] = (await conn.query("SELECT id FROM stock_accounts WHERE status = 'available' ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED", [
        quantity,
      ])) as unknown as [Array<{ id: number }>];
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
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  const buyer = db.prepare<[string], { balance_cents: number }>("SELECT balance_cents FROM customers WHERE id = ?");
  const earlier = db.prepare("SELECT id FROM orders WHERE customer_id = ? AND idempotency_key = ?");
  const product = db.prepare<[], { id: string; name: string; price_per_account_cents: number }>(
    "SELECT id, name, price_per_account_cents FROM products WHERE id = 'main_insta_product'",
  );
  const stock = db.prepare<[number], { id: number }>("SELECT id FROM stock_accounts WHERE status = 'available' ORDER BY id LIMIT ?");
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
  const buy = db.transaction((customerId: string, quantity: number, key: string) => {
    const balance = buyer.get(customerId)!.balance_cents;
    if (earlier.get(customerId, key)) return;
    const p = product.get()!;
    const total = quantity * p.price_per_account_cents;
    if (balance < total) throw new Error("insufficient balance");
    const ids = stock.all(quantity);
    if (ids.length < quantity) throw new Error("not enough stock");
    const orderId = crypto.randomUUID();
    const now = new Date().toISOString().replace("T", " ").replace("Z", "");
    insertOrder.run(orderId, customerId, p.id, p.name, quantity, total, now, key, now);
    for (const { id } of ids) markSold.run(customerId, orderId, now, id);
    debit.run(total, customerId);
    ledger.run(customerId, -total, balance - total, orderId, customerId, now);
    tally.run(Math.floor(Math.random() * 16), quantity, total);
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
  const sides = 1 + workerCounts.length;
  await addStock(shared.asApp, BUYERS * PER_BUYER * 10 * ROUNDS * sides + 1000, "burst");
  const people = await Promise.all(Array.from({ length: BUYERS * sides }, () => createCustomer(shared.asApp, { balanceCents: 10_000_000 })));
  const group = (side: number) => people.slice(side * BUYERS, (side + 1) * BUYERS);

  const floorStore = store();
  const floor = await floorServer(floorStore);
  const floorClient = httpClient(floor.url, { maxSockets: BUYERS * PER_BUYER });
  const floorBuyers = group(0);
  const floorSide = await burst(`${label} floor (node:http + driver)`, BUYERS, (b, n, round) =>
    floorClient.request("POST", "/", { body: { customerId: floorBuyers[b].id, quantity: quantityOf(b, n), key: `floor-${round}-${n}` } }),
  );
  floorClient.close();
  await floor.close();
  await floorStore.close();

  for (const [i, workers] of workerCounts.entries()) {
    const server = await spawnServer({ ...env, WEB_CONCURRENCY: String(workers) });
    const buyers = group(i + 1);
    const cookies = buyers.map((b) => `bia_session=${shared.clientFor(server.url, b).cookie("bia_session")}`);
    // Fresh connections per burst: a socket idle past the server's keep-alive timeout while the
    // slowest purchases of the previous burst finish would be reset when reused.
    const clientsOf = new Map<number, ReturnType<typeof httpClient>[]>();
    const clientFor = (b: number, round: number) => {
      if (!clientsOf.has(round))
        clientsOf.set(
          round,
          buyers.map(() => httpClient(server.url, { maxSockets: PER_BUYER })),
        );
      return clientsOf.get(round)![b];
    };
    await clientFor(0, -1).gql(`{ availableStockCount }`); // warm
    const ours = await burst(`${label} GraphQL, ${workers} worker(s)`, BUYERS, async (b, n, round) => {
      const data = await clientFor(b, round).gql(PURCHASE, { q: quantityOf(b, n), k: `gql-${round}-${n}` }, { cookie: cookies[b] });
      if (data?.purchaseAccounts?.__typename !== "Order") throw new Error(`not an order: ${JSON.stringify(data).slice(0, 200)}`);
    });
    for (const c of [...clientsOf.values()].flat()) c.close();
    server.kill("SIGTERM");
    await server.exited;
    printResult({
      name: `${label} concurrent purchases/s, ${workers} worker(s)`,
      value: ours.purchasesPerSecond,
      floor: floorSide.purchasesPerSecond,
      unit: "/s",
      better: "higher",
      limit: 0.6,
    });
    printResult({ name: `${label} concurrent purchase p99, ${workers} worker(s)`, value: ours.p99, floor: floorSide.p99, unit: "ms", limit: 4 });
    printCheck(
      `${label} no purchase failed, ${workers} worker(s)`,
      ours.errors === 0 && floorSide.errors === 0,
      `${ours.errors} app errors, ${floorSide.errors} floor errors`,
    );
  }
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
