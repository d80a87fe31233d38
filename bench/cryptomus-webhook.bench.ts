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
import express from "express";
import { SETTINGS_ID, SiteSettings } from "../server/modules/catalog";
import { signWebhookPayload, verifyWebhookSign } from "../server/modules/payments/cryptomus-signature";
import { benchApp, compareWithFloors, pendingPayments, rawFloor, type BenchPayment } from "./webhook-bench";

const apiKey = "bench-cryptomus-payment-api-key-0123456789";
const webhookPath = "/functions/v1/cryptomus-webhook-handler";

const { app, dataDir } = await benchApp({
  PAYMENT_WEBHOOK_RATE_LIMIT: "1000000",
  PAYMENT_CONFIRM_WITH_INFO: "false",
  CRYPTOMUS_API_URL: "http://127.0.0.1:9",
});
await app.db.manager
  .getRepository(SiteSettings)
  .update({ id: SETTINGS_ID }, { paymentMode: "live", cryptomusMerchantId: "bench-merchant", cryptomusApiKey: apiKey });
const pending = await pendingPayments(app, "cryptomus", {
  providerStatus: "check",
  invoiceId: (prefix, i) => `${prefix}-invoice-${i}`,
});
/** The webhook Cryptomus sends for a paid invoice, fields in its order, signed as Cryptomus signs. */
const webhookOf = (p: BenchPayment) => {
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

// The floor: Cryptomus names the payment by order_id (our id), and its invoice uuid must match.
const { raw, creditOnce, byId } = rawFloor(dataDir, "cryptomus", "paid");
const parser = express.json({ limit: "100kb" });
const bare = express();
bare.post(webhookPath, parser, (req, res) => {
  const body = req.body as Record<string, unknown>;
  if (!verifyWebhookSign(body, apiKey)) {
    res.status(401).json({ error: "bad signature" });
    return;
  }
  const found = () => {
    const p = byId(String(body.order_id));
    return p && p.provider_invoice_id === body.uuid ? p : undefined;
  };
  if (!creditOnce(found, JSON.stringify(body))) {
    res.status(404).json({ error: "unknown" });
    return;
  }
  res.json({ ok: true });
});

await compareWithFloors({
  app,
  dataDir,
  raw,
  bare,
  parser,
  routePath: webhookPath,
  okBody: '{"ok":true}',
  pending,
  bodyOf: webhookOf,
  name: "Cryptomus webhook",
  floorWork: "verify, find by order_id, event, ledger, balance, paid",
  routeLabel: "Cryptomus webhook route",
});
