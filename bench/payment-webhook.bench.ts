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
import express from "express";
import { PaymentProviderConfig } from "../server/modules/payments/payment-provider-config.entity";
import { verifyEpusdtSign } from "../server/modules/payments/providers/epusdt/epusdt-signature";
import { FakeEpusdt } from "../test/helpers/fake-payment-providers";
import { benchApp, compareWithFloors, pendingPayments, rawFloor, type BenchPayment } from "./webhook-bench";

const token = "bench-epusdt-token";
const notifyPath = "/api/payments/epusdt/notify";

const { app, dataDir } = await benchApp({ PAYMENT_WEBHOOK_RATE_LIMIT: "1000000" });
await app.db.manager.getRepository(PaymentProviderConfig).save({
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
const pending = await pendingPayments(app, "epusdt", {
  providerStatus: "1",
  invoiceId: (prefix, i) => `${prefix}${i}`,
});
const callbackOf = (p: BenchPayment) => {
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

// The floor: epusdt names the payment by its trade id (our provider invoice id).
const { raw, creditOnce, byInvoice } = rawFloor(dataDir, "epusdt", "2");
const parser = express.raw({ type: () => true, limit: "100kb" });
const bare = express();
bare.post(notifyPath, parser, (req, res) => {
  const body = JSON.parse((req.body as Buffer).toString("utf8")) as Record<string, unknown> & { signature: string; trade_id: string };
  if (!verifyEpusdtSign(body, token)) {
    res.status(401).send("bad signature");
    return;
  }
  if (!creditOnce(() => byInvoice(body.trade_id), JSON.stringify(body))) {
    res.status(404).send("unknown");
    return;
  }
  res.type("text").send("ok");
});

await compareWithFloors({
  app,
  dataDir,
  raw,
  bare,
  parser,
  routePath: notifyPath,
  okBody: "ok",
  pending,
  bodyOf: callbackOf,
  name: "payment webhook",
  floorWork: "verify, find, event, ledger, balance, paid",
  routeLabel: "notify route",
});
