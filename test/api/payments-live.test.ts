import crypto from "node:crypto";
import { expect } from "chai";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { useServerWithAdmin } from "../helpers/admin-server";
import { createCustomer, signIn } from "../helpers/fixtures";
import { cryptomusWebhookSign, FakeCryptomus } from "../helpers/fake-cryptomus";
import type { HttpClient } from "../helpers/http-client";
import { balanceOf, ledgerRowsOf, paymentEvents, paymentRow, postWebhook, runLedgerCheck, startTopUp, WEBHOOK_PATH } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SETTINGS = `mutation($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { merchantId apiKeyMasked mode webhookUrl } }`;

describe("balance top-ups through Cryptomus (live mode against a fake Cryptomus server)", () => {
  let fake: FakeCryptomus;
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    fake = await FakeCryptomus.start();
    // These tests replay hundreds of webhooks from one address; the per-address limit has its own test.
    server = await startTestServer({ CRYPTOMUS_API_URL: fake.url, PAYMENT_WEBHOOK_RATE_LIMIT: "100000" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await admin.ok(SETTINGS, { input: { merchantId: fake.merchantId, apiKey: fake.apiKey, mode: "LIVE" } });
  });
  after(async () => {
    await server?.close();
    await fake?.close();
  });

  async function customerWithTopUp(amountCents = 1500) {
    const customer = await createCustomer(server.app);
    const client = signIn(server.app, server.client(), customer);
    const { paymentId, paymentUrl } = await startTopUp(client, amountCents);
    return { customer, client, paymentId, paymentUrl };
  }

  it("creates the invoice with the merchant and sign headers, our URLs and the exact amount, and returns its payment URL", async () => {
    const { paymentId, paymentUrl } = await customerWithTopUp(1234);
    const request = fake.requests.filter((r) => r.path === "/v1/payment").at(-1)!;
    expect(request.authorised, "merchant and sign headers").to.equal(true);
    expect(JSON.parse(request.rawBody)).to.deep.equal({
      amount: "12.34",
      currency: "USD",
      order_id: paymentId,
      url_callback: `${server.url}${WEBHOOK_PATH}`,
      url_success: `${server.url}/payment/success`,
      url_return: `${server.url}/payment/failed`,
      lifetime: 3600,
    });
    const invoice = fake.invoice(paymentId);
    expect(paymentUrl).to.equal(invoice.url);
    expect(await paymentRow(server.app, paymentId)).to.include({
      provider: "cryptomus",
      providerInvoiceId: invoice.uuid,
      status: "pending",
      amountCents: 1234,
    });
  });

  it("credits a final paid webhook once, with one ledger row, after payment/info confirms it", async () => {
    const { customer, paymentId } = await customerWithTopUp(1500);
    fake.setStatus(paymentId, "paid");
    const infoCallsBefore = fake.requests.filter((r) => r.path === "/v1/payment/info" && r.authorised).length;
    expect(await postWebhook(server.client(), fake.webhook(paymentId))).to.deep.equal({ status: 200, body: { ok: true } });
    expect(fake.requests.filter((r) => r.path === "/v1/payment/info" && r.authorised).length).to.equal(infoCallsBefore + 1);
    expect(await balanceOf(server.app, customer.id)).to.equal(1500);
    const ledger = await ledgerRowsOf(server.app, paymentId);
    expect(ledger.map((l) => [l.kind, l.amountCents, l.balanceAfterCents])).to.deep.equal([["topup", 1500, 1500]]);
    expect(await paymentRow(server.app, paymentId)).to.include({ status: "paid", providerStatus: "paid", isFinal: true });
  });

  it("refuses a forged signature with 401, records the attempt and changes nothing", async () => {
    const { customer, paymentId } = await customerWithTopUp();
    fake.setStatus(paymentId, "paid");
    const res = await postWebhook(server.client(), fake.webhook(paymentId, {}, "not-the-api-key"));
    expect(res).to.deep.equal({ status: 401, body: { error: { message: "The webhook signature is not valid.", code: "INVALID_SIGNATURE" } } });
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
    expect((await paymentRow(server.app, paymentId)).status).to.equal("pending");
    expect((await paymentEvents(server.app, paymentId)).map((e) => e.outcome)).to.include("rejected: invalid signature");
  });

  it("refuses a webhook whose amount was altered after signing", async () => {
    const { customer, paymentId } = await customerWithTopUp(1500);
    fake.setStatus(paymentId, "paid");
    const res = await postWebhook(server.client(), { ...fake.webhook(paymentId), amount: "9999.00" });
    expect(res.status).to.equal(401);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
  });

  it("sends a correctly signed webhook with another amount to review instead of crediting either amount", async () => {
    const { customer, paymentId } = await customerWithTopUp(1500);
    fake.setStatus(paymentId, "paid");
    const res = await postWebhook(server.client(), fake.webhook(paymentId, { amount: "9999.00" }));
    expect(res.status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
    expect((await paymentRow(server.app, paymentId)).status).to.equal("needs_review");
  });

  it("does not credit a paid webhook in another currency", async () => {
    const { customer, paymentId } = await customerWithTopUp(1500);
    fake.setStatus(paymentId, "paid");
    expect((await postWebhook(server.client(), fake.webhook(paymentId, { currency: "EUR" }))).status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
    expect((await paymentRow(server.app, paymentId)).status).to.equal("needs_review");
  });

  it("records a paid webhook that is not final without crediting, and credits the final one", async () => {
    const { customer, paymentId } = await customerWithTopUp(800);
    fake.setStatus(paymentId, "paid", false);
    expect((await postWebhook(server.client(), fake.webhook(paymentId))).status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
    expect(await paymentRow(server.app, paymentId)).to.include({ status: "pending", providerStatus: "paid", isFinal: false });
    fake.setStatus(paymentId, "paid", true);
    expect((await postWebhook(server.client(), fake.webhook(paymentId))).status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(800);
  });

  it("does not credit a paid webhook that payment/info does not confirm", async () => {
    const { customer, paymentId } = await customerWithTopUp(600);
    fake.setStatus(paymentId, "process", false);
    expect((await postWebhook(server.client(), fake.webhook(paymentId, { status: "paid", is_final: true }))).status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
    expect((await paymentRow(server.app, paymentId)).status).to.equal("needs_review");
  });

  it("answers 404 for an unknown order_id and records the report", async () => {
    const { paymentId } = await customerWithTopUp();
    const unknown = crypto.randomUUID();
    const webhook: Record<string, unknown> = { ...fake.webhook(paymentId), order_id: unknown };
    const { sign: _sign, ...payload } = webhook;
    const res = await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, fake.apiKey) });
    expect(res.status).to.equal(404);
    expect(res.body.error.code).to.equal("UNKNOWN_ORDER");
    const orphan = (await paymentEvents(server.app, null)).filter((e) => e.paymentId === null && e.payload?.includes(unknown));
    expect(orphan.map((e) => e.outcome)).to.deep.equal(["rejected: unknown order_id"]);
  });

  it("refuses a webhook whose invoice uuid is not the payment's", async () => {
    const { customer, paymentId } = await customerWithTopUp();
    fake.setStatus(paymentId, "paid");
    const res = await postWebhook(server.client(), fake.webhook(paymentId, { uuid: crypto.randomUUID() }));
    expect(res.status).to.equal(400);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
  });

  it("answers malformed JSON with 400 and a JSON array with 400, crediting nothing", async () => {
    expect((await server.client().request("POST", WEBHOOK_PATH, "{not json")).status).to.equal(400);
    expect((await postWebhook(server.client(), [1, 2])).status).to.equal(400);
  });

  it("credits once when the same paid webhook is replayed 100 times", async () => {
    const { customer, paymentId } = await customerWithTopUp(2000);
    fake.setStatus(paymentId, "paid");
    const webhook = fake.webhook(paymentId);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) statuses.push((await postWebhook(server.client(), webhook)).status);
    expect(new Set(statuses)).to.deep.equal(new Set([200]));
    expect(await balanceOf(server.app, customer.id)).to.equal(2000);
    expect(await ledgerRowsOf(server.app, paymentId)).to.have.length(1);
    expect(await paymentEvents(server.app, paymentId)).to.have.length(101); // invoice creation + 100 reports
  });

  for (let run = 1; run <= 5; run++) {
    it(`credits exactly once when 20 duplicate paid webhooks arrive at the same time (run ${run} of 5)`, async () => {
      const { customer, paymentId } = await customerWithTopUp(3000);
      fake.setStatus(paymentId, "paid_over");
      const webhook = fake.webhook(paymentId);
      const answers = await Promise.all(Array.from({ length: 20 }, () => postWebhook(server.client(), webhook)));
      expect(answers.map((a) => a.status)).to.deep.equal(Array(20).fill(200));
      expect(await balanceOf(server.app, customer.id)).to.equal(3000);
      expect(await ledgerRowsOf(server.app, paymentId)).to.have.length(1);
    });
  }

  it("does not credit wrong_amount, lists it for admins, and lets an admin credit what was paid, once", async () => {
    const { customer, paymentId } = await customerWithTopUp(5000);
    fake.setStatus(paymentId, "wrong_amount");
    expect((await postWebhook(server.client(), fake.webhook(paymentId, { payment_amount: "45.00" }))).status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);

    const list = await admin.ok(
      `{ payments(status: NEEDS_REVIEW) { total items { id status providerStatus customerEmail amountCents events { source providerStatus outcome } } } }`,
    );
    const listed = list.payments.items.find((p: { id: string }) => p.id === paymentId);
    expect(listed).to.include({ status: "NEEDS_REVIEW", providerStatus: "wrong_amount", customerEmail: customer.email, amountCents: 5000 });
    expect(listed.events.at(-1)).to.deep.equal({
      source: "webhook",
      providerStatus: "wrong_amount",
      outcome: "needs review: the customer paid a wrong amount",
    });

    const REVIEW = `mutation($id: ID!, $reason: String!) { resolvePaymentReview(paymentId: $id, action: CREDIT, reason: $reason, amountCents: 4500) { status creditedAt } }`;
    const resolved = await admin.ok(REVIEW, { id: paymentId, reason: "Customer paid 45.00 of 50.00" });
    expect(resolved.resolvePaymentReview.status).to.equal("PAID");
    expect(await balanceOf(server.app, customer.id)).to.equal(4500);
    expect((await ledgerRowsOf(server.app, paymentId))[0].reason).to.equal("Payment review: Customer paid 45.00 of 50.00");
    expect((await admin.fails(REVIEW, { id: paymentId, reason: "again" })).code).to.equal("NOT_IN_REVIEW");
    expect(await balanceOf(server.app, customer.id)).to.equal(4500);
    const audit = await server.app.db.manager.getRepository(AuditEntry).findOneByOrFail({ entityId: paymentId, action: "payment.review_credit" });
    expect(JSON.parse(audit.details!)).to.deep.equal({ reason: "Customer paid 45.00 of 50.00", amountCents: 4500 });
  });

  it("records a late paid after cancel for an admin instead of crediting it", async () => {
    const { customer, paymentId } = await customerWithTopUp(1000);
    fake.setStatus(paymentId, "cancel");
    await postWebhook(server.client(), fake.webhook(paymentId));
    expect((await paymentRow(server.app, paymentId)).status).to.equal("cancelled");
    fake.setStatus(paymentId, "paid");
    expect((await postWebhook(server.client(), fake.webhook(paymentId))).status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
    expect((await paymentRow(server.app, paymentId)).status).to.equal("needs_review");
    const rejected = await admin.ok(`mutation($id: ID!) { resolvePaymentReview(paymentId: $id, action: REJECT, reason: "Refunded on Cryptomus") { status } }`, {
      id: paymentId,
    });
    expect(rejected.resolvePaymentReview.status).to.equal("REJECTED");
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
  });

  it("reports the provider's refusal as PAYMENT_ERROR and keeps the failed payment for admins", async () => {
    const client = signIn(server.app, server.client(), await createCustomer(server.app));
    fake.nextCreateAnswer = { status: 422, body: JSON.stringify({ state: 1, errors: { amount: ["Minimum amount 1 USD"] } }) };
    const err = await client.fails(`mutation { createTopUp(amountCents: 50) { paymentId } }`);
    expect(err).to.include({ code: "PAYMENT_ERROR", message: "Minimum amount 1 USD" });
    const failed = await admin.ok(`{ payments(status: FAILED) { items { amountCents events { outcome } } } }`);
    expect(failed.payments.items[0]).to.deep.equal({ amountCents: 50, events: [{ outcome: "invoice not created: Minimum amount 1 USD" }] });
  });

  it("says 'Could not initiate payment. Please try again.' when the provider answers without a message", async () => {
    const client = signIn(server.app, server.client(), await createCustomer(server.app));
    fake.nextCreateAnswer = { status: 502, body: "<html>Bad gateway</html>", contentType: "text/html" };
    const err = await client.fails(`mutation { createTopUp(amountCents: 1000) { paymentId } }`);
    expect(err).to.include({ code: "PAYMENT_ERROR", message: "Could not initiate payment. Please try again." });
  });

  it("never accepts sandbox webhooks or the sandbox checkout in live mode", async () => {
    await admin.ok(SETTINGS, { input: { merchantId: fake.merchantId, mode: "SANDBOX" } });
    const customer = await createCustomer(server.app);
    const client = signIn(server.app, server.client(), customer);
    const { paymentId } = await startTopUp(client, 1100);
    await admin.ok(SETTINGS, { input: { merchantId: fake.merchantId, mode: "LIVE" } });

    const key = sandboxPaymentKey(server.app.config);
    const payload = {
      type: "payment",
      uuid: (await paymentRow(server.app, paymentId)).providerInvoiceId,
      order_id: paymentId,
      amount: "11.00",
      currency: "USD",
      status: "paid",
      is_final: true,
    };
    expect((await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, key) })).status).to.equal(401);
    expect((await client.request("GET", `/sandbox/checkout/${paymentId}`)).status).to.equal(403);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
  });

  it("ledger:check passes after all of these flows", async () => {
    const result = await runLedgerCheck(server.app);
    expect(result.code, result.output).to.equal(0);
  });
});

describe("payment settings (admin)", () => {
  const { server, admin } = useServerWithAdmin();

  it("starts in sandbox mode with no credentials and shows the webhook URL", async () => {
    const data = await admin().ok(`{ paymentSettings { merchantId apiKeyMasked mode webhookUrl } }`);
    expect(data.paymentSettings).to.deep.equal({ merchantId: null, apiKeyMasked: null, mode: "SANDBOX", webhookUrl: `${server().url}${WEBHOOK_PATH}` });
  });

  it("stores the API key encrypted, shows it masked, keeps it when none is typed, and audits the change", async () => {
    const key = "live-key-0123456789-abcd";
    const saved = await admin().ok(SETTINGS, { input: { merchantId: "m-1", apiKey: key, mode: "LIVE" } });
    expect(saved.updatePaymentSettings).to.include({ merchantId: "m-1", apiKeyMasked: "••••abcd", mode: "LIVE" });
    const raw: Array<{ cryptomus_api_key: string }> = await server().app.db.manager.query("SELECT cryptomus_api_key FROM site_settings");
    expect(raw[0].cryptomus_api_key).to.match(/^v1\./).and.not.to.contain(key);

    const kept = await admin().ok(SETTINGS, { input: { merchantId: "m-2", apiKey: "", mode: "LIVE" } });
    expect(kept.updatePaymentSettings).to.include({ merchantId: "m-2", apiKeyMasked: "••••abcd" });

    const audits = await server()
      .app.db.manager.getRepository(AuditEntry)
      .find({ where: { action: "payment_settings.update" }, order: { id: "ASC" } });
    expect(audits.map((a) => JSON.parse(a.details!).apiKeyReplaced)).to.deep.equal([true, false]);
    expect(audits.map((a) => a.details).join()).not.to.contain(key);
  });

  it("refuses live mode without a merchant ID", async () => {
    const err = await admin().fails(SETTINGS, { input: { merchantId: "", mode: "LIVE" } });
    expect(err.message).to.equal("Enter the merchant ID and the payment API key before switching to live mode.");
  });

  it("refuses customers and anonymous callers every admin payment operation", async () => {
    const customer = signIn(server().app, server().client(), await createCustomer(server().app));
    const ops = [
      `{ paymentSettings { mode } }`,
      `{ payments { total } }`,
      `mutation { updatePaymentSettings(input: { merchantId: "x", mode: SANDBOX }) { mode } }`,
      `mutation { resolvePaymentReview(paymentId: "x", action: CREDIT, reason: "r") { status } }`,
    ];
    for (const op of ops) {
      expect((await customer.fails(op)).code, op).to.equal("FORBIDDEN");
      expect((await server().client().fails(op)).code, op).to.equal("UNAUTHENTICATED");
    }
  });
});

describe("payment webhook source allow-list", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ PAYMENT_WEBHOOK_IP_ALLOWLIST: "91.227.144.54", TRUST_PROXY: "1" });
  });
  after(() => server?.close());

  it("refuses webhooks from other addresses and accepts the allowed one through a trusted proxy", async () => {
    const customer = await createCustomer(server.app);
    const { paymentId } = await startTopUp(signIn(server.app, server.client(), customer), 400);
    const key = sandboxPaymentKey(server.app.config);
    const payload = {
      type: "payment",
      uuid: (await paymentRow(server.app, paymentId)).providerInvoiceId,
      order_id: paymentId,
      amount: "4.00",
      currency: "USD",
      status: "paid",
      is_final: true,
    };
    const webhook = { ...payload, sign: cryptomusWebhookSign(payload, key) };

    const blocked = await postWebhook(server.client(), webhook, { "x-forwarded-for": "203.0.113.9" });
    expect(blocked.status).to.equal(403);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);

    const allowed = await postWebhook(server.client(), webhook, { "x-forwarded-for": "91.227.144.54" });
    expect(allowed.status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(400);
  });
});
