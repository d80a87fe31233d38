/**
 * 1,000 distinct paid epusdt callbacks through the real notify route (raw body, MD5 signature,
 * payment lookup, locked transition, ledger credit, event log, the buyer's "balance credited"
 * notification) on SQLite, against a floor doing the least work that could credit the same
 * callbacks: a bare Express route on a raw better-sqlite3 handle of the same database file that
 * reads the raw body, checks the same MD5 signature, and in one transaction finds the payment,
 * writes its event row and ledger row, adds to the balance and marks the payment paid — 10 at a
 * time each, 1,000 payments each.
 *
 * A floor that only answers "ok" (this bench's first version: ratio 0.02) measures the HTTP
 * stack, not a webhook: it writes nothing, so every database write counted against the route.
 * The floor here still does none of the route's extra duties (provider settings read from the
 * database and decrypted, the notification outbox, the buyer's e-mail, the pay-the-difference
 * check, rate limit and request logging); that is the overhead the ratio shows.
 *
 * Issue 16 names a second floor, printed beside the first: the same route answering at once (a
 * bare Express route on the same path that reads the raw body and answers "ok", writing
 * nothing). Its ratio is the whole cost of crediting a payment, HTTP stack aside.
 *
 * Afterwards: every payment credited once (route and floor), and the balance equals the ledger.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import express from "express";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { LedgerEntry } from "../server/modules/balance/ledger-entry.entity";
import { Customer } from "../server/modules/customers/customer.entity";
import { PaymentProviderConfig } from "../server/modules/payments/payment-provider-config.entity";
import { Payment } from "../server/modules/payments/payment.entity";
import { verifyEpusdtSign } from "../server/modules/payments/providers/epusdt/epusdt-signature";
import { FakeEpusdt } from "../test/helpers/fake-payment-providers";
import { describeLoad, httpClient, printCheck, printResult, runLoad } from "./lib";

const count = Number(process.env.BENCH_REQUESTS ?? 1_000);
const concurrency = 10;
const token = "bench-epusdt-token";
const notifyPath = "/api/payments/epusdt/notify";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-"));
const app = await createApp(
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    WEB_DIST_DIR: path.join(dataDir, "no-client"),
    PAYMENT_WEBHOOK_RATE_LIMIT: "1000000",
  }),
);
const m = app.db.manager;
await m.getRepository(PaymentProviderConfig).save({
  provider: "epusdt",
  enabled: true,
  displayName: "USDT",
  sortOrder: 0,
  minAmountCents: 100,
  maxAmountCents: 1_000_000,
  feeBasisPoints: 0,
  feeFixedCents: 0,
  settingsJson: JSON.stringify({ apiUrl: "http://127.0.0.1:9", currency: "USD" }),
  secretsJson: JSON.stringify({ apiToken: token }),
});
const newCustomer = (email: string) =>
  m.getRepository(Customer).save(
    m.getRepository(Customer).create({
      email,
      name: "Bench",
      role: "customer",
      balanceCents: 0,
      joinDate: new Date(),
      passwordHash: "not-a-hash",
      emailConfirmedAt: new Date(),
      tokenVersion: 0,
      totpSecret: null,
      totpEnabledAt: null,
    }),
  );
const customer = await newCustomer("bench-webhook@example.test");
const floorCustomer = await newCustomer("bench-webhook-floor@example.test");
/** The route's payments are T0…, the floor's F0…, each for its own customer. */
const paymentRows = (prefix: "T" | "F", idBlock: string, customerId: string) =>
  Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-${idBlock}-${String(i).padStart(12, "0")}`,
    customerId,
    provider: "epusdt" as const,
    providerInvoiceId: `${prefix}${i}`,
    amountCents: 1000,
    currency: "USD",
    status: "pending",
    providerStatus: "1",
    isFinal: false,
    paymentUrl: null,
    creditedAt: null,
  }));
const payments = paymentRows("T", "8000", customer.id);
const floorPayments = paymentRows("F", "9000", floorCustomer.id);
await app.db.transaction(async (em) => {
  for (const rows of [payments, floorPayments])
    for (let i = 0; i < rows.length; i += 200)
      await em
        .createQueryBuilder()
        .insert()
        .into(Payment)
        .values(rows.slice(i, i + 200))
        .updateEntity(false)
        .execute();
});
const callbackOf = (p: (typeof payments)[number]) => {
  const params = {
    trade_id: p.providerInvoiceId,
    order_id: p.id,
    amount: 10,
    actual_amount: 10,
    token: "TAddress",
    block_transaction_id: `tx${p.id}`,
    status: 2,
  };
  return JSON.stringify({ ...params, signature: FakeEpusdt.sign(params, token) });
};
const bodies = payments.map(callbackOf);
const floorBodies = floorPayments.map(callbackOf);
const appUrl = await app.listen();

// The floor: the same database file, the same pragmas as the app's connection, raw statements.
const raw = new Sqlite(path.join(dataDir, "bia.sqlite"));
raw.pragma("journal_mode = WAL");
raw.pragma("synchronous = NORMAL");
raw.pragma("busy_timeout = 5000");
const findPayment = raw.prepare(
  "SELECT id, customer_id, amount_cents, currency, credited_at FROM payments WHERE provider = 'epusdt' AND provider_invoice_id = ?",
);
const insertEvent = raw.prepare(
  "INSERT INTO payment_events (payment_id, source, provider_status, is_final, source_ip, outcome, payload, created_at) VALUES (?, 'webhook', '2', 1, '127.0.0.1', 'credited', ?, ?)",
);
const addBalance = raw.prepare("UPDATE customers SET balance_cents = balance_cents + ? WHERE id = ? RETURNING balance_cents");
const insertLedger = raw.prepare(
  "INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, reason, payment_id, created_at) VALUES (?, ?, ?, 'topup', 'Top-up via epusdt', ?, ?)",
);
const markPaid = raw.prepare("UPDATE payments SET status = 'paid', provider_status = '2', is_final = 1, credited_at = ? WHERE id = ? AND credited_at IS NULL");
const creditOnce = raw.transaction((reference: string, payload: string) => {
  const p = findPayment.get(reference) as { id: string; customer_id: string; amount_cents: number; credited_at: string | null } | undefined;
  if (!p) return false;
  const now = new Date().toISOString().replace("T", " ").replace("Z", "");
  insertEvent.run(p.id, payload, now);
  if (p.credited_at) return true;
  if (markPaid.run(now, p.id).changes !== 1) return true;
  const { balance_cents } = addBalance.get(p.amount_cents, p.customer_id) as { balance_cents: number };
  insertLedger.run(p.customer_id, p.amount_cents, balance_cents, p.id, now);
  return true;
});
const bare = express();
bare.post(notifyPath, express.raw({ type: () => true, limit: "100kb" }), (req, res) => {
  const body = JSON.parse((req.body as Buffer).toString("utf8")) as Record<string, unknown> & { signature: string; trade_id: string };
  if (!verifyEpusdtSign(body, token)) {
    res.status(401).send("bad signature");
    return;
  }
  if (!creditOnce(body.trade_id, JSON.stringify(body))) {
    res.status(404).send("unknown");
    return;
  }
  res.type("text").send("ok");
});
const answerAtOncePath = "/api/payments/epusdt/notify-at-once";
bare.post(answerAtOncePath, express.raw({ type: () => true, limit: "100kb" }), (_req, res) => {
  res.type("text").send("ok");
});
const bareServer = bare.listen(0, "127.0.0.1");
await new Promise<void>((r) => bareServer.once("listening", () => r()));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;

async function load(baseUrl: string, bodies: string[], routePath = notifyPath) {
  const client = httpClient(baseUrl, { maxSockets: concurrency });
  const result = await runLoad({
    concurrency,
    requests: count,
    task: async (i) => {
      const res = await client.request("POST", routePath, { body: bodies[i], headers: { "content-type": "application/json" } });
      if (res.body !== "ok") throw new Error(`answered ${res.status} ${res.body.slice(0, 100)}`);
    },
  });
  client.close();
  return result;
}

// Warm-up: the floor's callbacks once (they credit), then again (replays: found, logged, not credited);
// the route's callbacks may be delivered once each, so the route's own warm-up is the floor's.
await load(bareUrl, floorBodies);
raw.prepare("UPDATE payments SET status = 'pending', is_final = 0, credited_at = NULL WHERE customer_id = ?").run(floorCustomer.id);
raw.prepare("DELETE FROM balance_ledger WHERE customer_id = ?").run(floorCustomer.id);
raw.prepare("UPDATE customers SET balance_cents = 0 WHERE id = ?").run(floorCustomer.id);
const floor = await load(bareUrl, floorBodies);
const ours = await load(appUrl, bodies);
const atOnce = await load(bareUrl, bodies, answerAtOncePath);
console.log(describeLoad("floor (raw SQL: verify, find, event, ledger, balance, paid)", floor));
console.log(describeLoad("floor (the same path answering at once, writing nothing)", atOnce));
console.log(describeLoad("notify route", ours));
printResult({ name: "payment webhook throughput", value: ours.throughput, floor: floor.throughput, unit: "req/s", limit: 0.05, better: "higher" });
printResult({
  name: "payment webhook throughput vs a route answering at once",
  value: ours.throughput,
  floor: atOnce.throughput,
  unit: "req/s",
  limit: 0.01,
  better: "higher",
});

for (const [who, result, id] of [
  ["route", ours, customer.id],
  ["floor", floor, floorCustomer.id],
] as const) {
  const ledger = await m.getRepository(LedgerEntry).findBy({ customerId: id });
  const balance = (await m.getRepository(Customer).findOneByOrFail({ id })).balanceCents;
  printCheck(`${who}: every notification credited once`, result.errors === 0 && ledger.length === count, `${ledger.length} ledger rows for ${count} payments`);
  printCheck(`${who}: balance equals the ledger`, balance === ledger.reduce((s, l) => s + l.amountCents, 0) && balance === count * 1000);
}
raw.close();

await app.close();
await new Promise<void>((r) => bareServer.close(() => r()));
fs.rmSync(dataDir, { recursive: true, force: true });
