/**
 * A guest checkout end to end against the same statements in raw SQL (issue 32: "a guest checkout
 * end to end (hold, provider notification, delivery, receipt) ≤ 2× the same statements in raw
 * SQL"), one checkout at a time, on SQLite and on a scratch MariaDB database. A checkout is a cart
 * of 2 lines (2 units of one product, 1 of another product's priced variant) bought by a new
 * e-mail with the sandbox:
 *
 * - the shop: the anonymous GraphQL `checkout` with the e-mail and `payWith: "sandbox"` (the lines
 *   held through the reservation, the sandbox invoice opened), the sandbox's Pay (its signed
 *   Cryptomus-style notification through the path every provider's takes: the payment credited,
 *   the order delivered in the same transaction), then the fan-out of the order.completed event
 *   that queues the guest's receipt, run at once instead of after the dispatcher's settle delay;
 * - the floor (`floor-guest-checkout.ts`): the rows the shop writes, in raw SQL over the bare
 *   driver, in two transactions (the hold, the paid notification with the receipt queued).
 *
 * Measured alternating, the order swapped every round, so whatever else the machine does weighs
 * on both alike. Each pair runs twice: through HTTP (the shop's GraphQL and sandbox routes,
 * against the floor behind a bare node:http server with the same two requests) and in-process
 * (the checkout service, settleSandboxPayment and the fan-out, against the floor's functions).
 * Also counts the SQL statements of one checkout of each (printed, not judged), and checks after
 * the runs that every checkout of both sides ended as an order delivered with its receipt queued.
 *
 *   node --import tsx bench/guest-checkout.bench.ts   (MariaDB part: TEST_DATABASE_URL or
 *                                                      mariadb://root@127.0.0.1:3306/test; BENCH_ONLY=sqlite|mariadb)
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { createApp, type App } from "../server/app";
import { createScratchMysqlDatabase } from "../server/cli/scratch-database";
import { loadConfig } from "../server/config";
import { RequestContext } from "../server/context";
import { defaultVariantOf, ProductVariant } from "../server/modules/catalog/product-variant.entity";
import { Product } from "../server/modules/catalog/product.entity";
import { fanOutNotifications } from "../server/modules/notifications/notification-fan-out";
import { checkout } from "../server/modules/orders/checkout.service";
import type { Payment } from "../server/modules/payments/payment.entity";
import { sandboxFormToken, settleSandboxPayment } from "../server/modules/payments/sandbox-checkout.service";
import { mysqlGuestFloor, sqliteGuestFloor, type GuestFloorStore } from "./floor-guest-checkout";
import { httpClient, printCheck, printResult, summarize } from "./lib";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);
const ONLY = process.env.BENCH_ONLY; // sqlite | mariadb
/** Every checkout takes 2 + 1 lines: enough for both sides of both passes, and some over. */
const STOCK_PER_POOL = 4 * (ITERATIONS + WARMUP) * 2 + 100;

const CHECKOUT = `mutation($lines: [CartLineInput!]!, $k: String!, $email: String, $payWith: String) {
  checkout(lines: $lines, idempotencyKey: $k, email: $email, payWith: $payWith) { __typename ... on PendingPurchase { id paymentId paymentUrl } ... on ErrorResult { errorCode message } }
}`;

const A = "guest_bench_a";
const B = "guest_bench_b";
const B_AGED = "guest_bench_b_aged";
const CART = [
  { variantId: A, quantity: 2 },
  { variantId: B_AGED, quantity: 1 },
];

/** Two products with their default variants, a priced variant of the second, and a stock pool for each line. */
async function prepareCatalogue(app: App): Promise<void> {
  await app.db.transaction(async (em) => {
    for (const [i, id] of [A, B].entries()) {
      await em.getRepository(Product).insert({
        id,
        productType: "account",
        name: `Guest bench ${i}`,
        slug: `guest-bench-${i}`,
        description: null,
        categoryId: null,
        pricePerAccountCents: 100 + i,
        minPurchaseQuantity: 1,
        maxPurchaseQuantity: null,
        image: null,
        visibility: "listed",
        sortOrder: i,
        licenseDays: 30,
        lowStockThreshold: null,
        archivedAt: null,
      });
      await em.getRepository(ProductVariant).insert(defaultVariantOf(id));
    }
    await em.getRepository(ProductVariant).insert({
      id: B_AGED,
      productId: B,
      name: "aged 2019",
      priceCents: 250,
      licenseDays: null,
      sortOrder: 1,
      isDefault: false,
      archivedAt: null,
    });
  });
  for (const [product, variant] of [
    [A, A],
    [B, B_AGED],
  ]) {
    for (let i = 0; i < STOCK_PER_POOL; i += 500) {
      const n = Math.min(500, STOCK_PER_POOL - i);
      const values: unknown[] = [];
      for (let k = i; k < i + n; k++) values.push(`${variant}-${k}`, "x", `${variant}-${k}@mail.test`, "x", product, variant);
      await app.db.manager.query(
        `INSERT INTO stock_accounts (username, password, email, email_password, status, product_id, variant_id) VALUES ${Array.from({ length: n }, () => "(?, ?, ?, ?, 'available', ?, ?)").join(", ")}`,
        values,
      );
    }
  }
}

const newEmail = () => `guest-${crypto.randomUUID().slice(0, 12)}@example.test`;

/** Every statement the data source runs while `fn` does, in order. */
async function statementsOf(app: App, fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const subscriber = { beforeQuery: (e: { query: string }) => void seen.push(e.query.replace(/\s+/g, " ").trim()) };
  const subscribers = app.db.dataSource.subscribers as unknown as object[];
  subscribers.push(subscriber);
  try {
    await fn();
  } finally {
    subscribers.splice(subscribers.indexOf(subscriber), 1);
  }
  return seen;
}

/** Subject and floor one after the other, the order swapped every round; returns both sides' p50. */
async function alternate(floor: () => Promise<unknown>, subject: () => Promise<unknown>): Promise<{ floor: number; subject: number }> {
  const f: number[] = [];
  const s: number[] = [];
  const timed = async (fn: () => Promise<unknown>, into: number[] | null) => {
    const started = process.hrtime.bigint();
    await fn();
    into?.push(Number(process.hrtime.bigint() - started) / 1e6);
  };
  for (let i = -WARMUP; i < ITERATIONS; i++) {
    const warm = i < 0;
    if (i % 2 === 0) {
      await timed(floor, warm ? null : f);
      await timed(subject, warm ? null : s);
    } else {
      await timed(subject, warm ? null : s);
      await timed(floor, warm ? null : f);
    }
  }
  return { floor: summarize(f).p50, subject: summarize(s).p50 };
}

/** The floor behind a bare node:http server: POST /hold (JSON) and POST /paid (the payment id), as the shop's two requests. */
async function floorServer(store: GuestFloorStore): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const ip = req.socket.remoteAddress ?? "";
      const done =
        req.url === "/hold"
          ? (() => {
              const { email, lines, key } = JSON.parse(body);
              return store.hold(email, lines, key, ip).then((held) => {
                res.writeHead(200, { "content-type": "application/json" });
                res.end(JSON.stringify(held));
              });
            })()
          : store.paid(new URLSearchParams(body).get("payment") ?? "", ip).then(() => {
              res.writeHead(303, { location: "/orders/x" });
              res.end();
            });
      done.catch((err: Error) => {
        res.writeHead(500);
        res.end(err.message);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function compare(label: string, env: Record<string, string>, floorOf: (app: App) => GuestFloorStore): Promise<void> {
  const config = loadConfig({
    HOST: "127.0.0.1",
    PORT: "0",
    LOG_LEVEL: "error",
    NODE_ENV: "production",
    PAYMENT_SANDBOX: "true",
    GRAPHQL_RATE_LIMIT_PER_IP: "0",
    PAYMENT_WEBHOOK_RATE_LIMIT: "1000000",
    // Every checkout comes from this one address: the proof-of-work challenge would ask from the sixth on.
    CHALLENGE_AFTER_PER_ADDRESS: "1000000",
    CHALLENGE_AFTER_PER_EMAIL: "1000000",
    ...env,
  });
  const app = await createApp(config);
  const store = floorOf(app);
  const bare = await floorServer(store);
  try {
    const url = await app.listen();
    await prepareCatalogue(app);
    const ctx = RequestContext.system(app);
    const shop = httpClient(url);
    const floorClient = httpClient(bare.url);

    const receipt = () => fanOutNotifications(ctx);
    const payForm = (paymentId: string, orderId: string) =>
      new URLSearchParams({ token: sandboxFormToken(ctx, { id: paymentId, customerId: null } as Payment), return: `/orders/${orderId}` }).toString();
    const gqlGuest = async () => {
      const { checkout: held } = await shop.gql(CHECKOUT, { lines: CART, k: crypto.randomUUID(), email: newEmail(), payWith: "sandbox" });
      if (held?.__typename !== "PendingPurchase") throw new Error(`${label}: expected PendingPurchase, got ${JSON.stringify(held).slice(0, 300)}`);
      const paid = await shop.request("POST", `/sandbox/checkout/${held.paymentId}/pay`, {
        body: payForm(held.paymentId, held.id),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        expect: [303],
      });
      if (paid.headers.location !== `/orders/${held.id}`) throw new Error(`${label}: the sandbox sent the guest to ${paid.headers.location}`);
      await receipt();
    };
    const httpFloor = async () => {
      const held = (
        await floorClient.request("POST", "/hold", {
          body: { email: newEmail(), lines: CART, key: crypto.randomUUID() },
        })
      ).json() as { paymentId: string };
      await floorClient.request("POST", "/paid", {
        body: new URLSearchParams({ payment: held.paymentId }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        expect: [303],
      });
    };
    const serviceGuest = async () => {
      const held = await checkout(ctx, { lines: CART, idempotencyKey: crypto.randomUUID(), payWith: "sandbox", guest: { email: newEmail() } });
      if (!("pending" in held)) throw new Error(`${label}: refused in-process: ${(held as { message?: string }).message}`);
      const outcome = await settleSandboxPayment(ctx, held.payment.id, "paid", sandboxFormToken(ctx, { id: held.payment.id, customerId: null } as Payment));
      if (outcome !== "success") throw new Error(`${label}: the sandbox payment ended ${outcome}`);
      await receipt();
    };
    const serviceFloor = async () => {
      const held = await store.hold(newEmail(), CART, crypto.randomUUID(), "127.0.0.1");
      await store.paid(held.paymentId, "127.0.0.1");
    };

    // One of each first (caches that read once: settings, schema), then one counted.
    await gqlGuest();
    await httpFloor();
    await new Promise((r) => setTimeout(r, 100));
    const statements = await statementsOf(app, gqlGuest);
    const before = store.statements();
    await httpFloor();
    const floorStatements = store.statements() - before;
    console.log(`${label}: SQL statements of one guest checkout end to end: ${statements.length} (floor ${floorStatements}):`);
    for (const s of statements) console.log(`  ${s.slice(0, 150)}`);

    const viaHttp = await alternate(httpFloor, gqlGuest);
    const inProcess = await alternate(serviceFloor, serviceGuest);
    shop.close();
    floorClient.close();

    // Per side: one call to warm up, one counted, and one per round in each of the two passes.
    const calls = 2 + 2 * (ITERATIONS + WARMUP);
    const [orders] = await app.db.manager.query(
      `SELECT COUNT(*) AS n, SUM(CASE WHEN o.id IN (SELECT order_id FROM order_lines WHERE state = 'delivered') THEN 1 ELSE 0 END) AS delivered FROM orders o WHERE o.guest_email IS NOT NULL`,
    );
    const [mails] = await app.db.manager.query("SELECT COUNT(*) AS n FROM email_outbox WHERE to_address LIKE 'guest-%@example.test'");
    const [held] = await app.db.manager.query("SELECT COUNT(*) AS n FROM stock_accounts WHERE status = 'reserved'");
    const [sold] = await app.db.manager.query("SELECT COUNT(*) AS n FROM stock_accounts WHERE status = 'sold'");
    const expected = 2 * calls;
    printCheck(
      `${label} every guest checkout (shop and floor) ended as a delivered order with its receipt queued, no line left held`,
      Number(orders.n) === expected &&
        Number(orders.delivered) === expected &&
        Number(mails.n) === expected &&
        Number(held.n) === 0 &&
        Number(sold.n) === 3 * expected,
      `${orders.n} orders, ${orders.delivered} delivered, ${mails.n} receipts, ${held.n} lines held, ${sold.n} sold`,
    );
    printResult({
      name: `${label} guest checkout end to end vs raw SQL, through HTTP (p50)`,
      value: viaHttp.subject,
      floor: viaHttp.floor,
      unit: "ms",
      limit: 2,
    });
    printResult({
      name: `${label} guest checkout end to end vs raw SQL, in-process services (p50)`,
      value: inProcess.subject,
      floor: inProcess.floor,
      unit: "ms",
      limit: 2,
    });
  } finally {
    await bare.close();
    await store.close();
    await app.close();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-guest-"));
try {
  if (ONLY !== "mariadb") {
    const dir = path.join(dataDir, "sqlite");
    fs.mkdirSync(dir);
    await compare("sqlite", { DATA_DIR: dir }, () => sqliteGuestFloor(path.join(dir, "bia.sqlite")));
  }
  const scratch =
    ONLY === "sqlite"
      ? undefined
      : await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL ?? "mariadb://root@127.0.0.1:3306/test", "bia_guest").catch(() => undefined);
  if (!scratch && ONLY !== "sqlite") console.log("SKIPPED mariadb: no MariaDB reachable (set TEST_DATABASE_URL)");
  else if (scratch) {
    try {
      const dir = path.join(dataDir, "mariadb");
      fs.mkdirSync(dir);
      await compare("mariadb", { DATA_DIR: dir, DATABASE_URL: scratch.database.url }, () => mysqlGuestFloor(scratch.database.url));
    } finally {
      await scratch.drop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
