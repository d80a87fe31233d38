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
 * - the floor, the same statements (`statement-replay.ts`): the statements the drivers ran for
 *   one real checkout of the shop (recorded per phase: SQL, parameters, BEGIN/COMMIT, connection),
 *   replayed over the bare driver with every per-checkout value fresh and the values its reads
 *   return carried forward, so each replay holds and sells real stock as the shop does;
 * - informative: the minimal floor (`floor-guest-checkout.ts`), the rows the shop writes in raw
 *   SQL in two transactions (the hold, the paid notification with the receipt queued).
 *
 * Measured in rotation, the order rotated every round, so whatever else the machine does weighs
 * on all sides alike. Each runs twice: through HTTP (the shop's GraphQL and sandbox routes,
 * against the floors behind a bare node:http server with the same two requests, the replayed
 * fan-out in-process as the shop's) and in-process (the checkout service, settleSandboxPayment
 * and the fan-out, against the floors' functions). Lists the recorded statements of one checkout,
 * checks that every replayed write changed as many rows as the recorded one, and after the runs
 * that every checkout of every side ended as an order delivered with its receipt queued. Exits
 * non-zero when the shop is over 2× the same statements or a check fails.
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
import { httpClient, printCheck, printResult, rotate } from "./lib";
import { mysqlReplayer, plan, record, Remap, sqliteReplayer, type Recording, type Replayer, type ReplayPlan } from "./statement-replay";

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 15);
const ROUNDS = { iterations: ITERATIONS, warmup: WARMUP };
const ONLY = process.env.BENCH_ONLY; // sqlite | mariadb
/** Every checkout takes 2 + 1 lines: enough for the three sides of both passes, and some over. */
const STOCK_PER_POOL = 2 * 3 * (ITERATIONS + WARMUP) * 2 + 200;

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

/**
 * Recordings of the shop's checkout, planned for replay. The statements of a checkout vary with
 * the notification dispatcher (kicked by the checkout's commits, and every second, it may run its
 * fan-out, its poll or its senders' reads beside the bench's own fan-out, on MariaDB on another
 * pool connection), so 7 are recorded and the one of median length is replayed; another run
 * tells its per-run values from the work's constants.
 */
async function recordCheckouts(label: string, phases: () => Array<() => Promise<unknown>>): Promise<ReplayPlan> {
  const runs: Recording[] = [];
  for (let i = 0; i < 7; i++) runs.push(await record(phases()));
  const size = (r: Recording) => r.phases.flat().length;
  const sorted = [...runs].sort((a, b) => size(a) - size(b));
  const median = sorted[3];
  console.log(`${label}: 7 checkouts recorded, ${runs.map(size).join(", ")} statements; the median (${size(median)}) is replayed`);
  return plan(sorted[2], median);
}

/**
 * The floors behind a bare node:http server, as the shop's two requests: POST /hold (JSON) and
 * POST /paid (the payment id) for the minimal floor; POST /replay/hold (answers a run's id) and
 * POST /replay/paid (that id) replay the recorded hold and Pay of the same-statements floor.
 */
async function floorServer(
  store: GuestFloorStore,
  replay: { replayer: Replayer; plan: ReplayPlan; runs: Map<string, Remap> },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const ip = req.socket.remoteAddress ?? "";
      const done =
        req.url === "/replay/hold"
          ? (() => {
              const id = crypto.randomUUID();
              const remap = new Remap(replay.plan);
              replay.runs.set(id, remap);
              return replay.replayer.replay(remap, 0).then(() => {
                res.writeHead(200, { "content-type": "application/json" });
                res.end(JSON.stringify({ id }));
              });
            })()
          : req.url === "/replay/paid"
            ? replay.replayer.replay(replay.runs.get(new URLSearchParams(body).get("run") ?? "")!, 1).then(() => {
                res.writeHead(303, { location: "/orders/x" });
                res.end();
              })
            : req.url === "/hold"
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

async function compare(
  label: string,
  env: Record<string, string>,
  floorOf: (app: App) => GuestFloorStore,
  replayerOf: (p: ReplayPlan) => Replayer,
): Promise<boolean> {
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
  // Filled once the HTTP checkout is recorded.
  const httpReplay = { replayer: undefined as unknown as Replayer, plan: undefined as unknown as ReplayPlan, runs: new Map<string, Remap>() };
  const bare = await floorServer(store, httpReplay);
  const replayers: Replayer[] = [];
  const remaps: Remap[] = [];
  let checkouts = 0;
  try {
    const url = await app.listen();
    await prepareCatalogue(app);
    const ctx = RequestContext.system(app);
    const shop = httpClient(url);
    const floorClient = httpClient(bare.url);

    const receipt = () => fanOutNotifications(ctx);
    const payForm = (paymentId: string, orderId: string) =>
      new URLSearchParams({ token: sandboxFormToken(ctx, { id: paymentId, customerId: null } as Payment), return: `/orders/${orderId}` }).toString();
    /** The shop's checkout through HTTP in its three phases: the GraphQL checkout, the sandbox's Pay, the fan-out. */
    const gqlGuestPhases = () => {
      let held: { id: string; paymentId: string } | undefined;
      return [
        async () => {
          checkouts++;
          const { checkout: answer } = await shop.gql(CHECKOUT, { lines: CART, k: crypto.randomUUID(), email: newEmail(), payWith: "sandbox" });
          if (answer?.__typename !== "PendingPurchase") throw new Error(`${label}: expected PendingPurchase, got ${JSON.stringify(answer).slice(0, 300)}`);
          held = answer;
        },
        async () => {
          const paid = await shop.request("POST", `/sandbox/checkout/${held!.paymentId}/pay`, {
            body: payForm(held!.paymentId, held!.id),
            headers: { "content-type": "application/x-www-form-urlencoded" },
            expect: [303],
          });
          if (paid.headers.location !== `/orders/${held!.id}`) throw new Error(`${label}: the sandbox sent the guest to ${paid.headers.location}`);
        },
        receipt,
      ];
    };
    const servicePhases = () => {
      let paymentId = "";
      return [
        async () => {
          checkouts++;
          const held = await checkout(ctx, { lines: CART, idempotencyKey: crypto.randomUUID(), payWith: "sandbox", guest: { email: newEmail() } });
          if (!("pending" in held)) throw new Error(`${label}: refused in-process: ${(held as { message?: string }).message}`);
          paymentId = held.payment.id;
        },
        async () => {
          const outcome = await settleSandboxPayment(ctx, paymentId, "paid", sandboxFormToken(ctx, { id: paymentId, customerId: null } as Payment));
          if (outcome !== "success") throw new Error(`${label}: the sandbox payment ended ${outcome}`);
        },
        receipt,
      ];
    };
    const inOrder = async (phases: Array<() => Promise<unknown>>) => {
      for (const phase of phases) await phase();
    };
    const gqlGuest = () => inOrder(gqlGuestPhases());
    const serviceGuest = () => inOrder(servicePhases());
    const httpFloor = async () => {
      checkouts++;
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
    const serviceFloor = async () => {
      checkouts++;
      const held = await store.hold(newEmail(), CART, crypto.randomUUID(), "127.0.0.1");
      await store.paid(held.paymentId, "127.0.0.1");
    };

    // One of each first (caches that read once: settings, schema), then the shop's checkouts recorded.
    await gqlGuest();
    await serviceGuest();
    await httpFloor();
    await new Promise((r) => setTimeout(r, 100));
    const httpPlan = await recordCheckouts(`${label} HTTP`, gqlGuestPhases);
    const servicePlan = await recordCheckouts(`${label} in-process`, servicePhases);
    httpReplay.plan = httpPlan;
    httpReplay.replayer = replayerOf(httpPlan);
    const serviceReplayer = replayerOf(servicePlan);
    replayers.push(httpReplay.replayer, serviceReplayer);

    const httpReplayFloor = async () => {
      checkouts++;
      const { id } = (await floorClient.request("POST", "/replay/hold", { body: {} })).json() as { id: string };
      const remap = httpReplay.runs.get(id)!;
      await floorClient.request("POST", "/replay/paid", {
        body: new URLSearchParams({ run: id }).toString(),
        headers: { "content-type": "application/x-www-form-urlencoded" },
        expect: [303],
      });
      httpReplay.runs.delete(id);
      // The fan-out, run in-process as the shop's is.
      await httpReplay.replayer.replay(remap, 2);
      remaps.push(remap);
    };
    const serviceReplayFloor = async () => {
      checkouts++;
      const remap = new Remap(servicePlan);
      for (let phase = 0; phase < servicePlan.recording.phases.length; phase++) await serviceReplayer.replay(remap, phase);
      remaps.push(remap);
    };

    const before = store.statements();
    await httpFloor();
    const floorStatements = store.statements() - before;
    const phaseNames = ["the checkout (hold)", "the sandbox's Pay (notification, delivery)", "the fan-out (receipt)"];
    console.log(
      `${label}: SQL statements of one guest checkout end to end through HTTP: ${httpPlan.statements} (in-process ${servicePlan.statements}; ` +
        `replayed as they are by the same-statements floor, ${httpPlan.variableCount} per-checkout values remapped; minimal floor ${floorStatements}):`,
    );
    httpPlan.recording.phases.forEach((statements, i) => {
      const conns = new Set(statements.map((s) => s.conn)).size;
      console.log(`  ${phaseNames[i]}: ${statements.length} statements on ${conns} connection(s)`);
      for (const s of statements) console.log(`    [${s.conn}] ${s.sql.replace(/\s+/g, " ").trim().slice(0, 150)}`);
    });

    const viaHttp = await rotate({ replay: httpReplayFloor, shop: gqlGuest, minimal: httpFloor }, ROUNDS);
    const inProcess = await rotate({ replay: serviceReplayFloor, shop: serviceGuest, minimal: serviceFloor }, ROUNDS);
    shop.close();
    floorClient.close();

    const mismatches = remaps.flatMap((r) => r.mismatches);
    const readMismatches = remaps.flatMap((r) => r.readMismatches);
    let ok = printCheck(
      `${label} every replayed write of the same-statements floor changed as many rows as the shop's had (${remaps.length} checkouts replayed)`,
      mismatches.length === 0,
      (mismatches.length ? `${mismatches.length} mismatches, first: ${[...new Set(mismatches)].slice(0, 3).join(" | ")}; ` : "") +
        `${readMismatches.length} reads (of about ${(remaps.length * (httpPlan.statements + servicePlan.statements)) / 2} statements replayed) found another number of rows` +
        (readMismatches.length ? ` (${[...new Set(readMismatches)].slice(0, 2).join(" | ")})` : ""),
    );
    const [orders] = await app.db.manager.query(
      `SELECT COUNT(*) AS n, SUM(CASE WHEN o.id IN (SELECT order_id FROM order_lines WHERE state = 'delivered') THEN 1 ELSE 0 END) AS delivered FROM orders o WHERE o.guest_email IS NOT NULL`,
    );
    const [mails] = await app.db.manager.query("SELECT COUNT(*) AS n FROM email_outbox WHERE to_address LIKE 'guest-%@example.test'");
    const [held] = await app.db.manager.query("SELECT COUNT(*) AS n FROM stock_accounts WHERE status = 'reserved'");
    const [sold] = await app.db.manager.query("SELECT COUNT(*) AS n FROM stock_accounts WHERE status = 'sold'");
    ok =
      printCheck(
        `${label} every guest checkout (shop, same-statements replay, minimal floor) ended as a delivered order with its receipt queued and its 3 stock lines sold, no line left held`,
        Number(orders.n) === checkouts &&
          Number(orders.delivered) === checkouts &&
          Number(mails.n) === checkouts &&
          Number(held.n) === 0 &&
          Number(sold.n) === 3 * checkouts,
        `${checkouts} checkouts: ${orders.n} orders, ${orders.delivered} delivered, ${mails.n} receipts, ${held.n} lines held, ${sold.n} sold`,
      ) && ok;
    ok =
      printResult({
        name: `${label} guest checkout end to end vs the same statements replayed in raw SQL, through HTTP (p50)`,
        value: viaHttp.shop,
        floor: viaHttp.replay,
        unit: "ms",
        limit: 2,
      }) && ok;
    ok =
      printResult({
        name: `${label} guest checkout end to end vs the same statements replayed in raw SQL, in-process services (p50)`,
        value: inProcess.shop,
        floor: inProcess.replay,
        unit: "ms",
        limit: 2,
      }) && ok;
    // Informative: the minimal floor does less work than the shop (fewer statements, fewer transactions).
    for (const [how, r] of [
      ["through HTTP", viaHttp],
      ["in-process", inProcess],
    ] as const) {
      console.log(
        `INFO ${label} guest checkout ${how} vs the minimal hand-written floor (${floorStatements} statements): ${r.shop.toFixed(1)} ms vs ${r.minimal.toFixed(1)} ms → ${(r.shop / r.minimal).toFixed(2)}; same-statements replay ${r.replay.toFixed(1)} ms`,
      );
    }
    return ok;
  } finally {
    for (const r of replayers) await r.close();
    await bare.close();
    await store.close();
    await app.close();
  }
}

let allOk = true;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-guest-"));
try {
  if (ONLY !== "mariadb") {
    const dir = path.join(dataDir, "sqlite");
    fs.mkdirSync(dir);
    allOk =
      (await compare(
        "sqlite",
        { DATA_DIR: dir },
        () => sqliteGuestFloor(path.join(dir, "bia.sqlite")),
        (p) => sqliteReplayer(path.join(dir, "bia.sqlite"), p),
      )) && allOk;
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
      allOk =
        (await compare(
          "mariadb",
          { DATA_DIR: dir, DATABASE_URL: scratch.database.url },
          () => mysqlGuestFloor(scratch.database.url),
          (p) => mysqlReplayer(scratch.database.url, p),
        )) && allOk;
    } finally {
      await scratch.drop();
    }
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// Over the limit against the same statements, or a failed check: the bench fails.
if (!allOk) process.exitCode = 1;
