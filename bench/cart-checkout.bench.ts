/**
 * A cart of 5 lines against a one-line purchase (issue 32: "a cart of 5 lines ≤ 2× the time of a
 * one-line purchase"), one call at a time, on SQLite and on a scratch MariaDB database. The floor
 * is the shop's own one-line `purchase` of 2 units measured in the same run, alternating with the
 * subject, the `checkout` of 5 lines of 2 units (5 products, one of them as a variant with its own
 * price and stock pool), so whatever else the machine does weighs on both alike. Each pair runs
 * twice: through GraphQL on a real server in this process (what a buyer waits for), and in-process
 * through the checkout service (the transaction without HTTP, session or GraphQL).
 *
 * Also counts the SQL statements of each: the whole request and the transaction alone, and
 * prints the cart's transaction statement by statement, so a per-line statement that crept in shows.
 *
 *   node --import tsx bench/cart-checkout.bench.ts     (MariaDB part: TEST_DATABASE_URL or
 *                                                       mariadb://root@127.0.0.1:3306/test; BENCH_ONLY=sqlite|mariadb)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createApp, type App } from "../server/app";
import { createScratchMysqlDatabase } from "../server/cli/scratch-database";
import { loadConfig } from "../server/config";
import { RequestContext } from "../server/context";
import { defaultVariantOf, ProductVariant } from "../server/modules/catalog/product-variant.entity";
import { Product } from "../server/modules/catalog/product.entity";
import { checkout, purchaseFromBalance } from "../server/modules/orders/checkout.service";
import { createCustomer, signIn } from "../test/helpers/fixtures";
import { HttpClient as TestClient } from "../test/helpers/http-client";
import { httpClient, printCheck, printResult, rotate } from "./lib";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 150);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const ONLY = process.env.BENCH_ONLY; // sqlite | mariadb
const LINES = 5;
const UNITS = 2;
/** Every call buys UNITS from each product it names: enough for both sides of both passes, and some over. */
const STOCK_PER_POOL = 4 * (ITERATIONS + WARMUP) * UNITS + 100;

const PURCHASE = `mutation($p: ID!, $q: Int!, $k: String!) {
  purchase(productId: $p, quantity: $q, idempotencyKey: $k) { __typename ... on Purchase { order { id totalPriceCents } } ... on ErrorResult { errorCode message } }
}`;
const CHECKOUT = `mutation($lines: [CartLineInput!]!, $k: String!) {
  checkout(lines: $lines, idempotencyKey: $k) { __typename ... on Checkout { order { id totalPriceCents } } ... on ErrorResult { errorCode message } }
}`;

const productId = (p: number) => `cart_bench_${p}`;
/** The cart's fifth line is a variant of the first product with its own price and pool. */
const AGED = "cart_bench_0_aged";

/** Five products with their default variants, a priced variant of the first, and a stock pool for each of the six. */
async function prepareCatalogue(app: App): Promise<void> {
  await app.db.transaction(async (em) => {
    for (let p = 0; p < LINES; p++) {
      await em.getRepository(Product).insert({
        id: productId(p),
        productType: "account",
        name: `Cart bench ${p}`,
        slug: `cart-bench-${p}`,
        description: null,
        categoryId: null,
        pricePerAccountCents: 100 + p,
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
    // As saveProductVariant writes it: its own price, so no tiers of the product's.
    await em.getRepository(ProductVariant).insert({
      id: AGED,
      productId: productId(0),
      name: "aged 2019",
      priceCents: 250,
      licenseDays: null,
      sortOrder: 1,
      isDefault: false,
      archivedAt: null,
    });
  });
  const pools: Array<[string, string]> = [...Array.from({ length: LINES }, (_, p): [string, string] => [productId(p), productId(p)]), [productId(0), AGED]];
  for (const [product, variant] of pools) await insertStock(app, product, variant, STOCK_PER_POOL);
}

/** Plain multi-row inserts (the passwords are never shown here, so they stay placeholders). */
async function insertStock(app: App, product: string, variant: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 500) {
    const n = Math.min(500, count - i);
    const values: unknown[] = [];
    for (let k = i; k < i + n; k++) values.push(`${variant}-${k}`, "x", `${variant}-${k}@mail.test`, "x", product, variant);
    await app.db.manager.query(
      `INSERT INTO stock_accounts (username, password, email, email_password, status, product_id, variant_id) VALUES ${Array.from({ length: n }, () => "(?, ?, ?, ?, 'available', ?, ?)").join(", ")}`,
      values,
    );
  }
}

/** The cart: the first product's priced variant, then four other products' default variants. */
const CART = [{ variantId: AGED, quantity: UNITS }, ...Array.from({ length: LINES - 1 }, (_, p) => ({ variantId: productId(p + 1), quantity: UNITS }))];
/** The one-line purchase takes from the first product's default pool, which no cart line touches. */
const ONE_LINE = { productId: productId(0), quantity: UNITS };

interface Statement {
  query: string;
  /** Which connection ran it: the transaction's statements share one. */
  runner: unknown;
}

/** Every statement the data source runs while `fn` does, in order. */
async function statementsOf(app: App, fn: () => Promise<unknown>): Promise<Statement[]> {
  const seen: Statement[] = [];
  const subscriber = { beforeQuery: (e: { query: string; queryRunner?: unknown }) => void seen.push({ query: e.query, runner: e.queryRunner }) };
  const subscribers = app.db.dataSource.subscribers as unknown as object[];
  subscribers.push(subscriber);
  try {
    await fn();
  } finally {
    subscribers.splice(subscribers.indexOf(subscriber), 1);
  }
  return seen;
}

/**
 * The statements of the first transaction that wrote an order, from its start to its commit, both
 * included. On MySQL/MariaDB, those of its own connection (the dispatcher fanning out earlier
 * events runs beside it on another); SQLite has one connection, and the raw statements of the
 * checkout report no query runner, so there it is the window from BEGIN to COMMIT.
 */
function transactionOf(statements: Statement[], oneConnection: boolean): string[] {
  const order = statements.find((s) => /^INSERT INTO orders /i.test(s.query.trim()));
  if (!order) return [];
  const own = statements.filter((s) => oneConnection || s.runner === order.runner).map((s) => s.query.trim());
  const at = own.findIndex((q) => /^INSERT INTO orders /i.test(q));
  const start = own.slice(0, at).findLastIndex((q) => /^(BEGIN|START TRANSACTION)/i.test(q));
  const end = own.findIndex((q, i) => i > at && /^COMMIT/i.test(q));
  return start < 0 || end < 0 ? [] : own.slice(start, end + 1);
}

/** Resolves once every outbox event has been fanned out, so that a counted request runs alone. */
async function outboxDrained(app: App): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const [row] = await app.db.manager.query("SELECT COUNT(*) AS n FROM notification_outbox WHERE fanned_out_at IS NULL");
    if (Number(row.n) === 0) return;
  }
  throw new Error("the outbox was not drained within a minute");
}

async function compare(label: string, env: Record<string, string>): Promise<void> {
  const config = loadConfig({ HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "error", NODE_ENV: "production", GRAPHQL_RATE_LIMIT_PER_IP: "0", ...env });
  const app = await createApp(config);
  try {
    const url = await app.listen();
    await prepareCatalogue(app);
    const buyer = await createCustomer(app, { balanceCents: 1_000_000_000 });
    const cookie = `bia_session=${signIn(app, new TestClient(url), buyer).cookie("bia_session")}`;
    const client = httpClient(url);
    const expectDone = (typename: string) => (data: any) => {
      const result = data.purchase ?? data.checkout;
      if (result?.__typename !== typename) throw new Error(`${label}: expected ${typename}, got ${JSON.stringify(result).slice(0, 300)}`);
    };
    const gqlPurchase = () =>
      client.gql(PURCHASE, { p: ONE_LINE.productId, q: ONE_LINE.quantity, k: crypto.randomUUID() }, { cookie }).then(expectDone("Purchase"));
    const gqlCheckout = () => client.gql(CHECKOUT, { lines: CART, k: crypto.randomUUID() }, { cookie }).then(expectDone("Checkout"));

    const ctx = RequestContext.system(app).withActor({ customer: buyer, via: "session" });
    const refused = (r: object) => {
      if (!("order" in r)) throw new Error(`${label}: refused in-process: ${(r as { message?: string }).message}`);
    };
    const servicePurchase = () => purchaseFromBalance(ctx, { ...ONE_LINE, idempotencyKey: crypto.randomUUID() }).then(refused);
    const serviceCheckout = () => checkout(ctx, { lines: CART, idempotencyKey: crypto.randomUUID() }).then(refused);

    // One of each, counted, after a first call of each has warmed the caches that read once (settings, schema).
    await gqlPurchase();
    await gqlCheckout();
    await outboxDrained(app);
    const purchaseStatements = await statementsOf(app, gqlPurchase);
    await outboxDrained(app);
    const cartStatements = await statementsOf(app, gqlCheckout);
    const oneConnection = app.db.dataSource.options.type === "better-sqlite3";
    const purchaseTx = transactionOf(purchaseStatements, oneConnection);
    const cartTx = transactionOf(cartStatements, oneConnection);
    console.log(`${label}: SQL statements in the transaction of a one-line purchase ${purchaseTx.length}, of a cart of ${LINES} lines ${cartTx.length}:`);
    for (const s of cartTx) console.log(`  ${s.replace(/\s+/g, " ").slice(0, 150)}`);

    const viaGql = await rotate({ floor: gqlPurchase, subject: gqlCheckout }, { iterations: ITERATIONS, warmup: WARMUP });
    const inProcess = await rotate({ floor: servicePurchase, subject: serviceCheckout }, { iterations: ITERATIONS, warmup: WARMUP });
    client.close();

    const [lines] = await app.db.manager.query(
      "SELECT COUNT(*) AS n, COUNT(DISTINCT order_id) AS orders FROM order_lines WHERE order_id IN (SELECT id FROM orders WHERE customer_id = ?)",
      [buyer.id],
    );
    // Per side: one call to warm up, one counted, and one per round in each of the two passes.
    const calls = 2 + 2 * (ITERATIONS + WARMUP);
    printCheck(
      `${label} every cart made one order of ${LINES} lines, every purchase one of 1`,
      Number(lines.orders) === 2 * calls && Number(lines.n) === calls * (LINES + 1),
      `${lines.orders} orders, ${lines.n} lines`,
    );
    printResult({
      name: `${label} cart of ${LINES} lines vs one-line purchase, GraphQL (p50)`,
      value: viaGql.subject,
      floor: viaGql.floor,
      unit: "ms",
      limit: 2,
    });
    printResult({
      name: `${label} cart of ${LINES} lines vs one-line purchase, in-process checkout service (p50)`,
      value: inProcess.subject,
      floor: inProcess.floor,
      unit: "ms",
      limit: 2,
    });
    printResult({
      name: `${label} cart of ${LINES} lines vs one-line purchase, SQL statements in the transaction`,
      value: cartTx.length,
      floor: purchaseTx.length,
      unit: "statements",
      limit: 2,
    });
  } finally {
    await app.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-cart-"));
try {
  if (ONLY !== "mariadb") {
    fs.mkdirSync(path.join(dataDir, "sqlite"));
    await compare("sqlite", { DATA_DIR: path.join(dataDir, "sqlite") });
  }
  const scratch =
    ONLY === "sqlite"
      ? undefined
      : await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL ?? "mariadb://root@127.0.0.1:3306/test", "bia_cart").catch(() => undefined);
  if (!scratch && ONLY !== "sqlite") console.log("SKIPPED mariadb: no MariaDB reachable (set TEST_DATABASE_URL)");
  else if (scratch) {
    try {
      fs.mkdirSync(path.join(dataDir, "mariadb"));
      await compare("mariadb", { DATA_DIR: path.join(dataDir, "mariadb"), DATABASE_URL: scratch.database.url });
    } finally {
      await scratch.drop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
