/**
 * Concurrent carts (issue 32: "40 buyers × 7 carts at once hold every invariant"): 40 buyers × 7
 * `checkout` calls at once, each a cart of 1–5 lines over 5 products (1–3 units a line; two of the
 * products also sell a variant with its own price and stock pool, which half the carts take
 * instead of the default), through the GraphQL API of `npm start` (a separate process: 1 worker,
 * then WEB_CONCURRENCY=2 on MariaDB), in bursts alternating with those of a floor in the same run:
 * the same cart transaction as plain SQL (bench/floor-checkout.ts) in a bare node:http handler
 * over mysql2 (or better-sqlite3). Both sides buy the same carts from the same pools. Reports
 * carts/s and p99 per side, then checks every invariant on the tables: no stock line sold twice or
 * outside its line, every order's lines add up to its total, the stock sold per variant equals the
 * units of its delivered lines, balances equal the ledger.
 *
 *   node --import tsx bench/concurrent-cart.bench.ts     (MariaDB part: TEST_DATABASE_URL or
 *                                                         mariadb://root@127.0.0.1:3306/test; BENCH_ONLY=sqlite|mariadb)
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createScratchMysqlDatabase } from "../server/cli/scratch-database";
import { RequestContext } from "../server/context";
import { seedCatalog } from "../server/modules/catalog/catalog.service";
import { defaultVariantOf, ProductVariant } from "../server/modules/catalog/product-variant.entity";
import { PriceTier } from "../server/modules/catalog/price-tier.entity";
import { Product } from "../server/modules/catalog/product.entity";
import { createInstance } from "../server/services";
import { createCustomer } from "../test/helpers/fixtures";
import { checkStoreInvariants, openSharedDatabase, type SharedDatabase } from "../test/helpers/shared-database";
import { spawnServer } from "../test/helpers/spawn-server";
import { BurstSide, cpuMsOf, floorServer, outboxDrained } from "./bursts";
import { mysqlFloor, sqliteFloor, type FloorLine, type FloorStore } from "./floor-checkout";
import { httpClient, printCheck, printResult } from "./lib";

const BUYERS = 40;
const PER_BUYER = 7;
const SHAPE = { buyers: BUYERS, perBuyer: PER_BUYER, noun: "carts" };
const PRODUCTS = 5;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** As in bench/concurrent-purchase.bench.ts: the shop runs warm (V8 compiles its code over its first few thousand calls). */
const WARM_UP_ROUNDS = Number(process.env.BENCH_WARM_UP_ROUNDS ?? 10);
const ONLY = process.env.BENCH_ONLY; // sqlite | mariadb
const CHECKOUT = `mutation($lines: [CartLineInput!]!, $k: String!) {
  checkout(lines: $lines, idempotencyKey: $k) { __typename ... on ErrorResult { errorCode message } }
}`;

const productId = (p: number) => `cart_burst_${p}`;
/** Products 0 and 1 also sell an "aged" variant with its own price and pool. */
const agedOf = (p: number) => `cart_burst_${p}_aged`;
const WITH_VARIANT = [0, 1];

/**
 * Buyer b's n-th cart, the same in every burst: 1–5 lines, consecutive products from a starting
 * one, 1–3 units a line, the aged variant of products 0 and 1 in every other cart.
 */
function cartOf(b: number, n: number): FloorLine[] {
  const size = 1 + ((b * 7 + n) % PRODUCTS);
  const first = (b + 3 * n) % PRODUCTS;
  return Array.from({ length: size }, (_, k) => {
    const p = (first + k) % PRODUCTS;
    const aged = WITH_VARIANT.includes(p) && (b + n + p) % 2 === 0;
    return { variantId: aged ? agedOf(p) : productId(p), quantity: 1 + ((b * 3 + n + p) % 3) };
  });
}

/** What one burst takes from each pool. */
function demandPerBurst(): Map<string, number> {
  const demand = new Map<string, number>();
  for (let b = 0; b < BUYERS; b++)
    for (let n = 0; n < PER_BUYER; n++) for (const line of cartOf(b, n)) demand.set(line.variantId, (demand.get(line.variantId) ?? 0) + line.quantity);
  return demand;
}

/** Five products (the first with a volume tier at 3), two aged variants, and every pool stocked for every burst of every side. */
async function prepareCatalogue(shared: SharedDatabase, bursts: number): Promise<void> {
  await shared.db.transaction(async (em) => {
    for (let p = 0; p < PRODUCTS; p++) {
      await em.getRepository(Product).insert({
        id: productId(p),
        productType: "account",
        name: `Cart burst ${p}`,
        slug: `cart-burst-${p}`,
        description: null,
        categoryId: null,
        pricePerAccountCents: 100 + 10 * p,
        minPurchaseQuantity: 1,
        maxPurchaseQuantity: null,
        image: null,
        visibility: "listed",
        sortOrder: p,
        licenseDays: 30,
        lowStockThreshold: null,
        archivedAt: null,
      });
      await em.getRepository(ProductVariant).insert(defaultVariantOf(productId(p)));
    }
    await em.getRepository(PriceTier).insert({ productId: productId(0), minQuantity: 3, unitPriceCents: 90 });
    for (const p of WITH_VARIANT) {
      // As saveProductVariant writes it: its own price, so no tiers of the product's.
      await em.getRepository(ProductVariant).insert({
        id: agedOf(p),
        productId: productId(p),
        name: "aged 2019",
        priceCents: 250 + p,
        licenseDays: null,
        sortOrder: 1,
        isDefault: false,
        archivedAt: null,
      });
    }
  });
  const productOf = (variant: string) => variant.replace(/_aged$/, "");
  for (const [variant, units] of demandPerBurst()) {
    const count = units * bursts + 100;
    for (let i = 0; i < count; i += 500) {
      const n = Math.min(500, count - i);
      const values: unknown[] = [];
      for (let k = i; k < i + n; k++) values.push(`${variant}-${k}`, "x", `${variant}-${k}@mail.test`, "x", productOf(variant), variant);
      await shared.db.manager.query(
        `INSERT INTO stock_accounts (username, password, email, email_password, status, product_id, variant_id) VALUES ${Array.from({ length: n }, () => "(?, ?, ?, ?, 'available', ?, ?)").join(", ")}`,
        values,
      );
    }
  }
}

async function compare(label: string, env: Record<string, string>, store: () => FloorStore, workerCounts: number[]): Promise<void> {
  const shared = await openSharedDatabase(env);
  await seedCatalog(RequestContext.system(createInstance(shared)));
  // Each setup gets its own floor, measured in alternating bursts with it (floor, app, floor,
  // app, ...), so that the load of whatever else runs on the machine weighs on both alike.
  const sides = 2 * workerCounts.length;
  await prepareCatalogue(shared, (ROUNDS + WARM_UP_ROUNDS) * sides);
  const people = await Promise.all(Array.from({ length: BUYERS * sides }, () => createCustomer(shared.asApp, { balanceCents: 100_000_000 })));
  const group = (side: number) => people.slice(side * BUYERS, (side + 1) * BUYERS);
  const lines = Array.from({ length: BUYERS }, (_, b) => Array.from({ length: PER_BUYER }, (_, n) => cartOf(b, n)));
  console.log(
    `${label}: carts of ${Math.min(...lines.flat().map((c) => c.length))}–${Math.max(...lines.flat().map((c) => c.length))} lines, ${lines.flat(2).length} lines and ${lines.flat(2).reduce((u, l) => u + l.quantity, 0)} units a burst`,
  );

  const floorStore = store();
  const floor = await floorServer(({ customerId, lines: cart, key }) => floorStore.buy(customerId, cart, key));
  for (const [i, workers] of workerCounts.entries()) {
    const server = await spawnServer({ ...env, WEB_CONCURRENCY: String(workers) });
    const floorBuyers = group(2 * i);
    const buyers = group(2 * i + 1);
    const cookies = buyers.map((b) => `bia_session=${shared.clientFor(server.url, b).cookie("bia_session")}`);
    const floorSide = new BurstSide(`${label} floor (node:http + driver), beside ${workers} worker(s)`, SHAPE);
    const oursSide = new BurstSide(`${label} GraphQL checkout, ${workers} worker(s)`, SHAPE);
    const warm = httpClient(server.url);
    await warm.gql(`{ availableStockCount }`);
    warm.close();
    let serverCpuMs = 0;
    const floorRetriesBefore = floorStore.retries();
    for (let round = -WARM_UP_ROUNDS; round < ROUNDS; round++) {
      const warmingUp = round < 0;
      const floorClient = httpClient(floor.url, { maxSockets: BUYERS * PER_BUYER });
      await (warmingUp ? new BurstSide("floor warm-up", SHAPE) : floorSide).round((b, n) =>
        floorClient.request("POST", "/", { body: { customerId: floorBuyers[b].id, lines: lines[b][n], key: `floor-${workers}-${round}-${n}` } }),
      );
      floorClient.close();
      // Fresh connections per burst: a socket idle past the server's keep-alive timeout while the
      // slowest carts of the previous burst finish would be reset when reused.
      const clients = buyers.map(() => httpClient(server.url, { maxSockets: PER_BUYER }));
      const cpuBefore = cpuMsOf(server.child.pid!);
      await (warmingUp ? new BurstSide("GraphQL warm-up", SHAPE) : oursSide).round(
        async (b, n) => {
          const data = await clients[b].gql(CHECKOUT, { lines: lines[b][n], k: `gql-${round}-${n}` }, { cookie: cookies[b] });
          if (data?.checkout?.__typename !== "Checkout") throw new Error(`not an order: ${JSON.stringify(data).slice(0, 200)}`);
        },
        () => outboxDrained(shared.db),
      );
      if (!warmingUp) serverCpuMs += cpuMsOf(server.child.pid!) - cpuBefore;
      for (const c of clients) c.close();
    }
    const shopRetries = await transactionRetries(server.url);
    server.kill("SIGTERM");
    await server.exited;
    console.log(
      `${label} transactions run again after a deadlock or lock timeout, ${workers} worker(s), warm-up included: shop ${shopRetries ?? "?"}${workers > 1 ? " (one worker's count)" : ""}, floor ${floorStore.retries() - floorRetriesBefore}`,
    );
    const floorFigures = floorSide.summary();
    const ours = oursSide.summary();
    console.log(
      `${label} shop CPU per cart, ${workers} worker(s): ${(serverCpuMs / (BUYERS * PER_BUYER * ROUNDS)).toFixed(2)} ms (server processes, bursts and fan-out)`,
    );
    printResult({
      name: `${label} concurrent carts/s (1–5 lines), ${workers} worker(s)`,
      value: ours.perSecond,
      floor: floorFigures.perSecond,
      unit: "/s",
      better: "higher",
      limit: 0.6,
    });
    printResult({ name: `${label} concurrent cart p99, ${workers} worker(s)`, value: ours.p99, floor: floorFigures.p99, unit: "ms", limit: 4 });
    printCheck(
      `${label} no cart failed, ${workers} worker(s)`,
      ours.errors === 0 && floorFigures.errors === 0,
      `${ours.errors} app errors, ${floorFigures.errors} floor errors`,
    );
  }
  await floor.close();
  await floorStore.close();
  await checkInvariants(label, shared, (ROUNDS + WARM_UP_ROUNDS) * sides);
  await shared.close();
}

/** The shop's bia_db_transaction_retries_total from /metrics (loopback callers need no token); with workers, the answering worker's. */
async function transactionRetries(url: string): Promise<number | null> {
  try {
    const text = await (await fetch(`${url}/metrics`)).text();
    return text
      .split("\n")
      .filter((l) => l.startsWith("bia_db_transaction_retries_total"))
      .reduce((sum, l) => sum + Number(l.split(" ").pop()), 0);
  } catch {
    return null;
  }
}

async function checkInvariants(label: string, shared: SharedDatabase, bursts: number): Promise<void> {
  const inv = await checkStoreInvariants(shared);
  const units = [...demandPerBurst().values()].reduce((a, b) => a + b, 0) * bursts;
  const carts = BUYERS * PER_BUYER * bursts;
  printCheck(
    `${label} carts: no stock line sold twice or outside its order's line`,
    inv.orphanStock === 0 && inv.soldWithoutOrder === 0 && inv.soldOutsideLines === 0 && inv.ordersWithWrongItemCount === 0,
    `${inv.soldRows} sold rows; ${inv.orphanStock} orphan, ${inv.soldWithoutOrder} without an order, ${inv.soldOutsideLines} outside a line, ${inv.ordersWithWrongItemCount} orders with the wrong count`,
  );
  printCheck(
    `${label} carts: every order's lines add up to its total`,
    inv.ordersWithWrongLineTotals === 0 && inv.orders === carts,
    `${inv.orders} orders (${carts} carts), ${inv.ordersWithWrongLineTotals} wrong`,
  );
  printCheck(
    `${label} carts: stock sold per variant = units of its delivered lines`,
    inv.variantsSoldOffLines === 0 && inv.linesWithWrongStockCount === 0 && inv.soldRows === units && inv.itemsInOrders === units,
    `${units} units in the carts, ${inv.soldRows} rows sold, ${inv.variantsSoldOffLines} variants and ${inv.linesWithWrongStockCount} lines off`,
  );
  printCheck(
    `${label} carts: balances equal the ledger`,
    inv.ledgerMismatches === 0 && inv.negativeBalances === 0,
    `${inv.ledgerMismatches} mismatches, ${inv.negativeBalances} negative`,
  );
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-carts-"));
const common = { GRAPHQL_RATE_LIMIT_PER_IP: "0", LOG_LEVEL: "error", NODE_ENV: "production" };
try {
  if (ONLY !== "mariadb") {
    const sqliteEnv = { ...common, DATA_DIR: path.join(dataDir, "sqlite") };
    fs.mkdirSync(sqliteEnv.DATA_DIR);
    await compare("sqlite", sqliteEnv, () => sqliteFloor(path.join(sqliteEnv.DATA_DIR, "bia.sqlite")), [1]);
  }
  const scratch =
    ONLY === "sqlite"
      ? undefined
      : await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL ?? "mariadb://root@127.0.0.1:3306/test", "bia_carts").catch(() => undefined);
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
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
