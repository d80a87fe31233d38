/**
 * 1,000 distinct paid Cryptomus webhooks through the real webhook route
 * (`/functions/v1/cryptomus-webhook-handler`: JSON body, payment found by order_id, its
 * provider's key, the MD5 `sign` over the PHP-encoded fields, then the notification path every
 * provider shares: invoice check, locked transition, ledger credit, event log, the buyer's
 * "balance credited" notification) on SQLite, in live mode with PAYMENT_CONFIRM_WITH_INFO=false
 * (payment/info would add a call to Cryptomus that the floor does not make), against floors
 * measured in the same run, 10 at a time each:
 *
 * - raw SQL doing the same credit: a bare Express route on a raw better-sqlite3 handle of the
 *   same database file that parses the JSON, checks the same signature, and in one transaction
 *   finds the payment by order_id, checks its invoice uuid, writes its event row and ledger row,
 *   adds to the balance and marks the payment paid;
 * - the same path answering at once (issue 16's floor): reads the JSON and answers, writing nothing.
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
import { SETTINGS_ID, SiteSettings } from "../server/modules/catalog";
import { Customer } from "../server/modules/customers/customer.entity";
import { signWebhookPayload, verifyWebhookSign } from "../server/modules/payments/cryptomus-signature";
import { Payment } from "../server/modules/payments/payment.entity";
import { describeLoad, httpClient, printCheck, printResult, runLoad } from "./lib";

const count = Number(process.env.BENCH_REQUESTS ?? 1_000);
const concurrency = 10;
const apiKey = "bench-cryptomus-payment-api-key-0123456789";
const webhookPath = "/functions/v1/cryptomus-webhook-handler";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-"));
const app = await createApp(
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    WEB_DIST_DIR: path.join(dataDir, "no-client"),
    PAYMENT_WEBHOOK_RATE_LIMIT: "1000000",
    PAYMENT_CONFIRM_WITH_INFO: "false",
    CRYPTOMUS_API_URL: "http://127.0.0.1:9",
  }),
);
const m = app.db.manager;
await m.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { paymentMode: "live", cryptomusMerchantId: "bench-merchant", cryptomusApiKey: apiKey });
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
const customer = await newCustomer("bench-cryptomus@example.test");
const floorCustomer = await newCustomer("bench-cryptomus-floor@example.test");
/** The route's payments are T0…, the floor's F0…, each for its own customer. */
const paymentRows = (prefix: "T" | "F", idBlock: string, customerId: string) =>
  Array.from({ length: count }, (_, i) => ({
    id: `00000000-0000-4000-${idBlock}-${String(i).padStart(12, "0")}`,
    customerId,
    provider: "cryptomus" as const,
    providerInvoiceId: `${prefix}-invoice-${i}`,
    amountCents: 1000,
    currency: "USD",
    status: "pending",
    providerStatus: "check",
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
/** The webhook Cryptomus sends for a paid invoice, fields in its order, signed as Cryptomus signs. */
const webhookOf = (p: (typeof payments)[number]) => {
  const payload = {
    type: "payment",
    uuid: p.providerInvoiceId,
    order_id: p.id,
    amount: "10.00",
    payment_amount: "10.00",
    payment_amount_usd: "10.00",
    merchant_amount: "9.80",
    commission: "0.20",
    is_final: true,
    status: "paid",
    from: null,
    wallet_address_uuid: null,
    network: "tron",
    currency: "USD",
    payer_currency: "USDT",
    additional_data: null,
    convert: { to_currency: "USDT", commission: null, rate: "1.00000000", amount: "10.00" },
    txid: `tx-${p.id}`,
  };
  return JSON.stringify({ ...payload, sign: signWebhookPayload(payload, apiKey) });
};
const bodies = payments.map(webhookOf);
const floorBodies = floorPayments.map(webhookOf);
const appUrl = await app.listen();

// The floor: the same database file, the same pragmas as the app's connection, raw statements.
const raw = new Sqlite(path.join(dataDir, "bia.sqlite"));
raw.pragma("journal_mode = WAL");
raw.pragma("synchronous = NORMAL");
raw.pragma("busy_timeout = 5000");
const findPayment = raw.prepare("SELECT id, customer_id, provider_invoice_id, amount_cents, currency, credited_at FROM payments WHERE id = ?");
const insertEvent = raw.prepare(
  "INSERT INTO payment_events (payment_id, source, provider_status, is_final, source_ip, outcome, payload, created_at) VALUES (?, 'webhook', 'paid', 1, '127.0.0.1', 'credited', ?, ?)",
);
const addBalance = raw.prepare("UPDATE customers SET balance_cents = balance_cents + ? WHERE id = ? RETURNING balance_cents");
const insertLedger = raw.prepare(
  "INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, reason, payment_id, created_at) VALUES (?, ?, ?, 'topup', 'Top-up via cryptomus', ?, ?)",
);
const markPaid = raw.prepare(
  "UPDATE payments SET status = 'paid', provider_status = 'paid', is_final = 1, credited_at = ? WHERE id = ? AND credited_at IS NULL",
);
const creditOnce = raw.transaction((orderId: string, uuid: unknown, payload: string) => {
  const p = findPayment.get(orderId) as
    { id: string; customer_id: string; provider_invoice_id: string; amount_cents: number; credited_at: string | null } | undefined;
  if (!p || p.provider_invoice_id !== uuid) return false;
  const now = new Date().toISOString().replace("T", " ").replace("Z", "");
  insertEvent.run(p.id, payload, now);
  if (p.credited_at) return true;
  if (markPaid.run(now, p.id).changes !== 1) return true;
  const { balance_cents } = addBalance.get(p.amount_cents, p.customer_id) as { balance_cents: number };
  insertLedger.run(p.customer_id, p.amount_cents, balance_cents, p.id, now);
  return true;
});
const bare = express();
bare.post(webhookPath, express.json({ limit: "100kb" }), (req, res) => {
  const body = req.body as Record<string, unknown>;
  if (!verifyWebhookSign(body, apiKey)) {
    res.status(401).json({ error: "bad signature" });
    return;
  }
  if (!creditOnce(String(body.order_id), body.uuid, JSON.stringify(body))) {
    res.status(404).json({ error: "unknown" });
    return;
  }
  res.json({ ok: true });
});
const answerAtOncePath = "/functions/v1/cryptomus-webhook-at-once";
bare.post(answerAtOncePath, express.json({ limit: "100kb" }), (_req, res) => {
  res.json({ ok: true });
});
const bareServer = bare.listen(0, "127.0.0.1");
await new Promise<void>((r) => bareServer.once("listening", () => r()));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;

async function load(baseUrl: string, bodies: string[], routePath = webhookPath) {
  const client = httpClient(baseUrl, { maxSockets: concurrency });
  const result = await runLoad({
    concurrency,
    requests: count,
    task: async (i) => {
      const res = await client.request("POST", routePath, { body: bodies[i], headers: { "content-type": "application/json" } });
      if (res.body !== '{"ok":true}') throw new Error(`answered ${res.status} ${res.body.slice(0, 100)}`);
    },
  });
  client.close();
  return result;
}

// Warm-up: the floor's webhooks once (they credit), then again after a reset; the route's webhooks
// may be delivered once each, so the route's own warm-up is the floor's.
await load(bareUrl, floorBodies);
raw.prepare("UPDATE payments SET status = 'pending', is_final = 0, credited_at = NULL WHERE customer_id = ?").run(floorCustomer.id);
raw.prepare("DELETE FROM balance_ledger WHERE customer_id = ?").run(floorCustomer.id);
raw.prepare("UPDATE customers SET balance_cents = 0 WHERE id = ?").run(floorCustomer.id);
const floor = await load(bareUrl, floorBodies);
const ours = await load(appUrl, bodies);
const atOnce = await load(bareUrl, bodies, answerAtOncePath);
console.log(describeLoad("floor (raw SQL: verify, find by order_id, event, ledger, balance, paid)", floor));
console.log(describeLoad("floor (the same path answering at once, writing nothing)", atOnce));
console.log(describeLoad("Cryptomus webhook route", ours));
printResult({ name: "Cryptomus webhook throughput", value: ours.throughput, floor: floor.throughput, unit: "req/s", limit: 0.05, better: "higher" });
printResult({
  name: "Cryptomus webhook throughput vs a route answering at once",
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
  printCheck(`${who}: every webhook credited once`, result.errors === 0 && ledger.length === count, `${ledger.length} ledger rows for ${count} payments`);
  printCheck(`${who}: balance equals the ledger`, balance === ledger.reduce((s, l) => s + l.amountCents, 0) && balance === count * 1000);
}
raw.close();

await app.close();
await new Promise<void>((r) => bareServer.close(() => r()));
fs.rmSync(dataDir, { recursive: true, force: true });
