/**
 * What the payment-webhook benches share: a shop on a fresh SQLite file, two buyers with `count`
 * pending $10.00 payments each (the route's and the floor's), the floor's raw-SQL credit on the same
 * file, and the run itself: the route against the raw-SQL floor and against the same path
 * answering at once, then every payment credited once and each balance equal to its ledger.
 * A bench adds only what differs between providers: the provider's settings, the body it sends,
 * and how the floor checks that body and finds its payment.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import express from "express";
import { createApp, type App } from "../server/app";
import { loadConfig } from "../server/config";
import { LedgerEntry } from "../server/modules/balance/ledger-entry.entity";
import { Customer } from "../server/modules/customers/customer.entity";
import { Payment } from "../server/modules/payments/payment.entity";
import { describeLoad, httpClient, printCheck, printResult, runLoad } from "./lib";

export const count = Number(process.env.BENCH_REQUESTS ?? 1_000);
const concurrency = 10;
const AMOUNT_CENTS = 1000;

/** A shop on a fresh SQLite file in a temporary folder, with the given extra settings. */
export async function benchApp(env: Record<string, string>): Promise<{ app: App; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-"));
  const app = await createApp(
    loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", WEB_DIST_DIR: path.join(dataDir, "no-client"), ...env }),
  );
  return { app, dataDir };
}

export type BenchPayment = Pick<Payment, "id" | "customerId" | "providerInvoiceId" | "amountCents">;

/** The route's payments (invoice ids `T…`) and the floor's (`F…`), each for its own new customer. */
export interface PendingPayments {
  customerId: string;
  floorCustomerId: string;
  payments: BenchPayment[];
  floorPayments: BenchPayment[];
}

export async function pendingPayments(
  app: App,
  provider: Payment["provider"],
  opts: { providerStatus: string; invoiceId: (prefix: "T" | "F", i: number) => string },
): Promise<PendingPayments> {
  const m = app.db.manager;
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
  const customer = await newCustomer(`bench-${provider}@example.test`);
  const floorCustomer = await newCustomer(`bench-${provider}-floor@example.test`);
  const rows = (prefix: "T" | "F", idBlock: string, customerId: string) =>
    Array.from({ length: count }, (_, i) => ({
      id: `00000000-0000-4000-${idBlock}-${String(i).padStart(12, "0")}`,
      customerId,
      provider,
      providerInvoiceId: opts.invoiceId(prefix, i),
      amountCents: AMOUNT_CENTS,
      currency: "USD",
      status: "pending",
      providerStatus: opts.providerStatus,
      isFinal: false,
      paymentUrl: null,
      creditedAt: null,
    }));
  const payments = rows("T", "8000", customer.id);
  const floorPayments = rows("F", "9000", floorCustomer.id);
  await app.db.transaction(async (em) => {
    for (const batch of [payments, floorPayments])
      for (let i = 0; i < batch.length; i += 200)
        await em
          .createQueryBuilder()
          .insert()
          .into(Payment)
          .values(batch.slice(i, i + 200))
          .updateEntity(false)
          .execute();
  });
  return { customerId: customer.id, floorCustomerId: floorCustomer.id, payments, floorPayments };
}

/** A payment row as the floor reads it. */
export interface FloorPayment {
  id: string;
  customer_id: string;
  provider_invoice_id: string;
  amount_cents: number;
  credited_at: string | null;
}

/**
 * The floor's database: the shop's file with the app connection's pragmas, and the least work
 * that credits a found payment once — its event row, then (not yet credited) paid, balance, ledger
 * row — in one transaction. `find` reads the payment the way the provider's webhook names it.
 */
export function rawFloor(dataDir: string, provider: string, reportedStatus: string) {
  const raw = new Sqlite(path.join(dataDir, "bia.sqlite"));
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = NORMAL");
  raw.pragma("busy_timeout = 5000");
  const columns = "id, customer_id, provider_invoice_id, amount_cents, credited_at";
  const byId = raw.prepare(`SELECT ${columns} FROM payments WHERE id = ?`);
  const byInvoice = raw.prepare(`SELECT ${columns} FROM payments WHERE provider = ? AND provider_invoice_id = ?`);
  const insertEvent = raw.prepare(
    "INSERT INTO payment_events (payment_id, source, provider_status, is_final, source_ip, outcome, payload, created_at) VALUES (?, 'webhook', ?, 1, '127.0.0.1', 'credited', ?, ?)",
  );
  const addBalance = raw.prepare("UPDATE customers SET balance_cents = balance_cents + ? WHERE id = ? RETURNING balance_cents");
  const insertLedger = raw.prepare(
    "INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, reason, payment_id, created_at) VALUES (?, ?, ?, 'topup', ?, ?, ?)",
  );
  const markPaid = raw.prepare("UPDATE payments SET status = 'paid', provider_status = ?, is_final = 1, credited_at = ? WHERE id = ? AND credited_at IS NULL");
  /** Credits the payment `find` returns; false when it finds none. */
  const creditOnce = raw.transaction((find: () => FloorPayment | undefined, payload: string) => {
    const p = find();
    if (!p) return false;
    const now = new Date().toISOString().replace("T", " ").replace("Z", "");
    insertEvent.run(p.id, reportedStatus, payload, now);
    if (p.credited_at) return true;
    if (markPaid.run(reportedStatus, now, p.id).changes !== 1) return true;
    const { balance_cents } = addBalance.get(p.amount_cents, p.customer_id) as { balance_cents: number };
    insertLedger.run(p.customer_id, p.amount_cents, balance_cents, `Top-up via ${provider}`, p.id, now);
    return true;
  });
  return {
    raw,
    creditOnce,
    byId: (id: string) => byId.get(id) as FloorPayment | undefined,
    byInvoice: (invoiceId: string) => byInvoice.get(provider, invoiceId) as FloorPayment | undefined,
  };
}

/**
 * Runs the bench: `bare` already answers the floor on `routePath`; the same path answering at
 * once is added here, answering `okBody` as the route does. Prints the two ratios and the checks,
 * then closes everything and removes the data folder.
 */
export async function compareWithFloors(b: {
  app: App;
  dataDir: string;
  raw: Sqlite.Database;
  bare: express.Express;
  parser: express.RequestHandler;
  routePath: string;
  okBody: string;
  pending: PendingPayments;
  /** The provider's webhook body for a payment. */
  bodyOf: (payment: BenchPayment) => string;
  /** "payment webhook", "Cryptomus webhook": names the results. */
  name: string;
  /** What the floor does, for its line. */
  floorWork: string;
  routeLabel: string;
}): Promise<void> {
  const { customerId, floorCustomerId } = b.pending;
  const bodies = b.pending.payments.map(b.bodyOf);
  const floorBodies = b.pending.floorPayments.map(b.bodyOf);
  const answerAtOncePath = `${b.routePath}-at-once`;
  b.bare.post(answerAtOncePath, b.parser, (_req, res) => {
    res.type(b.okBody.startsWith("{") ? "json" : "text").send(b.okBody);
  });
  const appUrl = await b.app.listen();
  const bareServer = b.bare.listen(0, "127.0.0.1");
  await new Promise<void>((r) => bareServer.once("listening", () => r()));
  const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;

  const load = async (baseUrl: string, bodies: string[], routePath = b.routePath) => {
    const client = httpClient(baseUrl, { maxSockets: concurrency });
    const result = await runLoad({
      concurrency,
      requests: count,
      task: async (i) => {
        const res = await client.request("POST", routePath, { body: bodies[i], headers: { "content-type": "application/json" } });
        if (res.body !== b.okBody) throw new Error(`answered ${res.status} ${res.body.slice(0, 100)}`);
      },
    });
    client.close();
    return result;
  };

  // Warm-up: the floor's deliveries once (they credit), then again after a reset; the route's may
  // be delivered once each, so the route's own warm-up is the floor's.
  await load(bareUrl, floorBodies);
  b.raw.prepare("UPDATE payments SET status = 'pending', is_final = 0, credited_at = NULL WHERE customer_id = ?").run(floorCustomerId);
  b.raw.prepare("DELETE FROM balance_ledger WHERE customer_id = ?").run(floorCustomerId);
  b.raw.prepare("UPDATE customers SET balance_cents = 0 WHERE id = ?").run(floorCustomerId);
  const floor = await load(bareUrl, floorBodies);
  const ours = await load(appUrl, bodies);
  const atOnce = await load(bareUrl, bodies, answerAtOncePath);
  console.log(describeLoad(`floor (raw SQL: ${b.floorWork})`, floor));
  console.log(describeLoad("floor (the same path answering at once, writing nothing)", atOnce));
  console.log(describeLoad(b.routeLabel, ours));
  printResult({ name: `${b.name} throughput`, value: ours.throughput, floor: floor.throughput, unit: "req/s", limit: 0.05, better: "higher" });
  printResult({
    name: `${b.name} throughput vs a route answering at once`,
    value: ours.throughput,
    floor: atOnce.throughput,
    unit: "req/s",
    limit: 0.01,
    better: "higher",
  });

  const m = b.app.db.manager;
  for (const [who, result, id] of [
    ["route", ours, customerId],
    ["floor", floor, floorCustomerId],
  ] as const) {
    const ledger = await m.getRepository(LedgerEntry).findBy({ customerId: id });
    const balance = (await m.getRepository(Customer).findOneByOrFail({ id })).balanceCents;
    printCheck(`${who}: every ${b.name} credited once`, result.errors === 0 && ledger.length === count, `${ledger.length} ledger rows for ${count} payments`);
    printCheck(`${who}: balance equals the ledger`, balance === ledger.reduce((s, l) => s + l.amountCents, 0) && balance === count * AMOUNT_CENTS);
  }
  b.raw.close();
  await b.app.close();
  await new Promise<void>((r) => bareServer.close(() => r()));
  fs.rmSync(b.dataDir, { recursive: true, force: true });
}
