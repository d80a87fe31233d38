/**
 * A realistic mix at rising concurrency — browsing (home page + catalog queries), purchases,
 * licence checks and payment webhooks — on SQLite with one instance and on MariaDB with two
 * instances behind a round-robin client. Reports throughput, p50/p99 and errors per level, the
 * invariants afterwards, and the throughput against a floor measured in the same run: a bare
 * node:http server answering fixed JSON at the same concurrency.
 *
 *   node --import tsx bench/load-mix.bench.ts            (MariaDB part needs TEST_DATABASE_URL or
 *                                                         mariadb://root@127.0.0.1:3306/test reachable)
 *   node --import tsx bench/load-mix.bench.ts galera     one instance on the single MariaDB against
 *                                                        three instances on a three-node Galera cluster
 *                                                        (test/helpers/galera.ts; root), concurrency 20 and 50
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createScratchMysqlDatabase, type ScratchMysqlDatabase } from "../server/cli/scratch-database";
import { License } from "../server/modules/licenses/license.entity";
import { Payment } from "../server/modules/payments/payment.entity";
import { signWebhookPayload } from "../server/modules/payments/cryptomus-signature";
import { sandboxPaymentKey } from "../server/modules/payments/sandbox-key";
import { addStock, createCustomer } from "../test/helpers/fixtures";
import { checkStoreInvariants, openSharedDatabase, type SharedDatabase } from "../test/helpers/shared-database";
import { startGaleraCluster } from "../test/helpers/galera";
import { spawnServer, type ServerProcess } from "../test/helpers/spawn-server";
import { describeLoad, httpClient, printCheck, printResult, runLoad, type LoadResult } from "./lib";

const galeraMode = process.argv.includes("galera");
const LEVELS = galeraMode ? [20, 50] : [5, 20, 50];
const REQUESTS_PER_LEVEL = 1200;
const CATALOG = `{ siteSettings { siteName siteTagline } product { name pricePerAccountCents minPurchaseQuantity maxPurchaseQuantity } availableStockCount }`;
const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename ... on ErrorResult { errorCode } } }`;

async function floorThroughput(concurrency: number): Promise<number> {
  const body = JSON.stringify({ data: { product: { name: "Digital Accounts", pricePerAccountCents: 50 } } });
  const srv = http.createServer((_req, res) => {
    res.setHeader("content-type", "application/json");
    res.end(body);
  });
  await new Promise<void>((r) => srv.listen(0, "127.0.0.1", () => r()));
  const client = httpClient(`http://127.0.0.1:${(srv.address() as { port: number }).port}`);
  const r = await runLoad({ concurrency, requests: REQUESTS_PER_LEVEL, task: () => client.request("GET", "/") });
  client.close();
  await new Promise((r2) => srv.close(r2));
  return r.throughput;
}

interface Fixture {
  sessions: string[];
  licenseKeys: string[];
  webhooks: string[];
}

async function prepare(shared: SharedDatabase, baseUrl: string): Promise<Fixture> {
  await addStock(shared.asApp, 30_000, "load");
  const buyers = await Promise.all(Array.from({ length: 40 }, () => createCustomer(shared.asApp, { balanceCents: 1_000_000 })));
  const sessions = buyers.map((b) => shared.clientFor(baseUrl, b).cookie("bia_session")!);
  const licenseKeys = Array.from({ length: 20 }, (_, i) => `LOAD-TEST-KEY${String.fromCharCode(65 + (i % 26))}-${String(1000 + i)}`);
  const repo = shared.db.manager.getRepository(License);
  for (const licenseKey of licenseKeys) {
    await repo.insert({
      licenseKey,
      email: "desk@example.test",
      plan: "standard",
      softwareName: "StoryTag",
      status: true,
      startDate: new Date(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      lastUsedAt: null,
      customerId: null,
      orderId: null,
    });
  }
  // Pending sandbox top-ups whose paid webhooks the load delivers (each twice: a replay).
  const key = sandboxPaymentKey(shared.config);
  const webhooks: string[] = [];
  for (let i = 0; i < 40; i++) {
    const { createTopUp } = await shared.clientFor(baseUrl, buyers[i]).ok(`mutation { createTopUp(amountCents: 1000) { paymentId } }`);
    const p = await shared.db.manager.getRepository(Payment).findOneByOrFail({ id: createTopUp.paymentId });
    const body = {
      type: "payment",
      uuid: p.providerInvoiceId,
      order_id: p.id,
      amount: "10.00",
      payment_amount: "10.00",
      is_final: true,
      status: "paid",
      currency: "USD",
      txid: crypto.randomBytes(8).toString("hex"),
    };
    const signed = JSON.stringify({ ...body, sign: signWebhookPayload(body, key) });
    webhooks.push(signed, signed);
  }
  return { sessions, licenseKeys, webhooks };
}

async function runMix(
  label: string,
  urls: string[],
  fixture: Fixture,
  shared: SharedDatabase,
  settled: () => Promise<void> = async () => undefined,
): Promise<void> {
  const clients = urls.map((u) => httpClient(u));
  let webhookIndex = 0;
  let purchaseIndex = 0;
  for (const concurrency of LEVELS) {
    const floor = await floorThroughput(concurrency);
    const result: LoadResult = await runLoad({
      concurrency,
      requests: REQUESTS_PER_LEVEL,
      task: async (i) => {
        const c = clients[i % clients.length];
        const roll = i % 20; // 8 browse page, 4 catalog, 3 purchase, 4 licence, 1 webhook
        if (roll < 8) return c.request("GET", "/");
        if (roll < 12) return c.gql(CATALOG);
        if (roll < 15) {
          const n = purchaseIndex++;
          return c.gql(PURCHASE, { q: 10, k: `load-${label}-${n}` }, { cookie: `bia_session=${fixture.sessions[n % fixture.sessions.length]}` });
        }
        if (roll < 19) {
          const res = await c.request("POST", "/api/check_license", { body: { license_key: fixture.licenseKeys[i % fixture.licenseKeys.length] } });
          if (res.json().status !== "success") throw new Error(`licence check: ${res.body}`);
          return res;
        }
        const hook = fixture.webhooks[webhookIndex++ % fixture.webhooks.length];
        return c.request("POST", "/functions/v1/cryptomus-webhook-handler", { body: hook });
      },
    });
    console.log(describeLoad(`${label} mix`, result));
    printResult({ name: `${label} mix throughput @${concurrency}`, value: result.throughput, floor, unit: "req/s", limit: 0.02, better: "higher" });
    printCheck(`${label} mix errors @${concurrency}`, result.errors === 0, `${result.errors} errors`);
  }
  for (const c of clients) c.close();
  await settled();
  const inv = await checkStoreInvariants(shared);
  const credits = Number((await shared.db.manager.query("SELECT COUNT(*) AS n FROM balance_ledger WHERE kind = 'topup' AND reason LIKE 'Top-up%'"))[0].n);
  const paid = Number((await shared.db.manager.query("SELECT COUNT(*) AS n FROM payments WHERE status = 'paid'"))[0].n);
  printCheck(
    `${label} no double delivery`,
    inv.orphanStock === 0 && inv.soldWithoutOrder === 0 && inv.ordersWithWrongItemCount === 0 && inv.soldRows === inv.itemsInOrders,
    `${inv.orders} orders, ${inv.soldRows} items sold`,
  );
  printCheck(`${label} ledger equals balances`, inv.ledgerMismatches === 0 && inv.negativeBalances === 0);
  printCheck(`${label} webhooks credited exactly once`, credits === paid, `${paid} paid top-ups, ${credits} credits`);
}

async function sqliteRun(): Promise<void> {
  const env = {
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-load-")),
    GRAPHQL_RATE_LIMIT_PER_IP: "0",
    LICENSE_CHECK_RATE_LIMIT: "100000000",
    PAYMENT_WEBHOOK_RATE_LIMIT: "100000000",
    NODE_ENV: "production",
    PAYMENT_SANDBOX: "true",
    LOG_LEVEL: "warn",
  };
  const server = await spawnServer(env);
  const shared = await openSharedDatabase(env);
  try {
    await runMix("sqlite x1", [server.url], await prepare(shared, server.url), shared);
  } finally {
    server.kill("SIGTERM");
    await server.exited;
    await shared.close();
  }
}

async function mariadbRun(instances = 2): Promise<void> {
  let scratch: ScratchMysqlDatabase;
  try {
    scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL ?? "mariadb://root@127.0.0.1:3306/test", "bia_load");
  } catch {
    console.log("SKIPPED mariadb x2: no MariaDB reachable (set TEST_DATABASE_URL)");
    return;
  }
  const env = {
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-load-")),
    DATABASE_URL: scratch.database.url,
    GRAPHQL_RATE_LIMIT_PER_IP: "0",
    LICENSE_CHECK_RATE_LIMIT: "100000000",
    PAYMENT_WEBHOOK_RATE_LIMIT: "100000000",
    NODE_ENV: "production",
    PAYMENT_SANDBOX: "true",
    LOG_LEVEL: "warn",
  };
  const servers: ServerProcess[] = [];
  let shared: SharedDatabase | undefined;
  try {
    for (let i = 0; i < instances; i++) servers.push(await spawnServer(env));
    shared = await openSharedDatabase(env);
    await runMix(
      `mariadb x${instances}`,
      servers.map((s) => s.url),
      await prepare(shared, servers[0].url),
      shared,
    );
  } finally {
    for (const s of servers) s.kill("SIGTERM");
    await Promise.all(servers.map((s) => s.exited));
    await shared?.close();
    await scratch.drop();
  }
}

/** Three instances, each with DATABASE_URL on its own node of a three-node Galera cluster. */
async function galeraRun(): Promise<void> {
  const cluster = await startGaleraCluster();
  const servers: ServerProcess[] = [];
  let shared: SharedDatabase | undefined;
  try {
    const admin = await createScratchMysqlDatabase(cluster.nodes[0].url, "bia_load");
    const name = new URL(admin.database.url).pathname.slice(1);
    const env = {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-load-")),
      GRAPHQL_RATE_LIMIT_PER_IP: "0",
      LICENSE_CHECK_RATE_LIMIT: "100000000",
      NODE_ENV: "production",
      PAYMENT_SANDBOX: "true",
      LOG_LEVEL: "warn",
    };
    for (const node of cluster.nodes) servers.push(await spawnServer({ ...env, DATABASE_URL: `${node.url}${name}` }));
    shared = await openSharedDatabase({ ...env, DATABASE_URL: `${cluster.nodes[0].url}${name}` });
    const fixture = await prepare(shared, servers[0].url);
    await cluster.waitForReplication();
    await runMix(
      "galera x3",
      servers.map((s) => s.url),
      fixture,
      shared,
      () => cluster.waitForReplication(),
    );
    const retries = await Promise.all(
      servers.map(
        async (s) => (await (await fetch(`${s.url}/metrics`)).text()).match(/^bia_db_transaction_retries_total\{[^}]*\} \d+/gm)?.join(", ") ?? "none",
      ),
    );
    console.log(`galera x3 transactions retried per instance: ${retries.join(" | ")}`);
  } finally {
    for (const s of servers) s.kill("SIGTERM");
    await Promise.all(servers.map((s) => s.exited));
    await shared?.close();
    await cluster.stop();
  }
}

if (galeraMode) {
  await mariadbRun(1);
  await galeraRun();
} else {
  await sqliteRun();
  await mariadbRun();
}
