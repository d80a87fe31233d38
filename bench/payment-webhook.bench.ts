/**
 * 1,000 distinct paid epusdt callbacks through the real notify route (raw body, MD5 signature,
 * payment lookup, locked transition, ledger credit, event log) on SQLite, against the same route
 * on a bare Express app that reads the raw body and answers "ok" at once (the floor), 10 at a
 * time each. Afterwards: every payment credited once, and the balance equals the ledger.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { LedgerEntry } from "../server/modules/balance/ledger-entry.entity";
import { Customer } from "../server/modules/customers/customer.entity";
import { PaymentProviderConfig } from "../server/modules/payments/payment-provider-config.entity";
import { Payment } from "../server/modules/payments/payment.entity";
import { FakeEpusdt } from "../test/helpers/fake-payment-providers";
import { describeLoad, httpClient, printCheck, printResult, runLoad } from "./lib";

const count = Number(process.env.BENCH_REQUESTS ?? 1_000);
const concurrency = 10;
const token = "bench-epusdt-token";
const notifyPath = "/api/payments/epusdt/notify";

const bare = express();
bare.post(notifyPath, express.raw({ type: () => true, limit: "100kb" }), (_req, res) => {
  res.type("text").send("ok");
});
const bareServer = bare.listen(0, "127.0.0.1");
await new Promise<void>((r) => bareServer.once("listening", () => r()));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;

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
const customer = await m.getRepository(Customer).save(
  m.getRepository(Customer).create({
    email: "bench-webhook@example.test",
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
const payments = Array.from({ length: count }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  customerId: customer.id,
  provider: "epusdt" as const,
  providerInvoiceId: `T${i}`,
  amountCents: 1000,
  currency: "USD",
  status: "pending",
  providerStatus: "1",
  isFinal: false,
  paymentUrl: null,
  creditedAt: null,
}));
await app.db.transaction(async (em) => {
  for (let i = 0; i < payments.length; i += 200)
    await em
      .createQueryBuilder()
      .insert()
      .into(Payment)
      .values(payments.slice(i, i + 200))
      .updateEntity(false)
      .execute();
});
const bodies = payments.map((p) => {
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
});
const appUrl = await app.listen();

async function load(baseUrl: string) {
  const client = httpClient(baseUrl, { maxSockets: concurrency });
  const result = await runLoad({
    concurrency,
    requests: count,
    task: async (i) => {
      const res = await client.request("POST", notifyPath, { body: bodies[i], headers: { "content-type": "application/json" } });
      if (res.body !== "ok") throw new Error(`answered ${res.status} ${res.body.slice(0, 100)}`);
    },
  });
  client.close();
  return result;
}

// Warm-up on the floor only: the real route's notifications may be delivered once each.
await load(bareUrl);
const floor = await load(bareUrl);
const ours = await load(appUrl);
console.log(describeLoad("floor (bare route answering at once)", floor));
console.log(describeLoad("notify route", ours));
printResult({ name: "payment webhook throughput", value: ours.throughput, floor: floor.throughput, unit: "req/s", limit: 0.01, better: "higher" });

const ledger = await m.getRepository(LedgerEntry).findBy({ customerId: customer.id });
const balance = (await m.getRepository(Customer).findOneByOrFail({ id: customer.id })).balanceCents;
printCheck("every notification credited once", ours.errors === 0 && ledger.length === count, `${ledger.length} ledger rows for ${count} payments`);
printCheck("balance equals the ledger", balance === ledger.reduce((s, l) => s + l.amountCents, 0) && balance === count * 1000);

await app.close();
await new Promise<void>((r) => bareServer.close(() => r()));
fs.rmSync(dataDir, { recursive: true, force: true });
