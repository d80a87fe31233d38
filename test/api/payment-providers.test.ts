import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import { FakeBtcpay, FakeEpusdt, FakeStripe } from "../helpers/fake-payment-providers";
import type { HttpClient } from "../helpers/http-client";
import { balanceOf, ledgerRowsOf, paymentEvents, paymentRow } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const UPDATE = `mutation($input: PaymentProviderInput!) { updatePaymentProvider(input: $input) { id enabled displayName notifyUrl settings { key secret value } } }`;
const TEST = `mutation($p: String!) { testPaymentProvider(provider: $p) { ok message } }`;
const TOP_UP = `mutation($a: Int!, $m: String) { createTopUp(amountCents: $a, method: $m) { paymentId paymentUrl } }`;

type Notification = { body: string; headers: Record<string, string> };

/** What differs between providers; every case below runs against each of them. */
interface ProviderCase {
  id: "stripe" | "btcpay" | "epusdt";
  fake: () => FakeStripe | FakeBtcpay | FakeEpusdt;
  settings: () => Array<{ key: string; value: string }>;
  /** A wrong credential, for the Test connection error. */
  badSettings: () => Array<{ key: string; value: string }>;
  /** The paid notification the provider sends once the buyer paid (after the provider's own state changed). */
  paid: (paymentId: string) => Notification;
  forged: (paymentId: string) => Notification;
  unsigned: (paymentId: string) => Notification;
  /** A notification that says paid for another amount than ours (or, for BTCPay, an invoice read back with another amount). */
  wrongAmount: (paymentId: string) => Notification;
  unknownStatus: (paymentId: string) => Notification;
  acknowledgement: string;
}

let stripe: FakeStripe;
let btcpay: FakeBtcpay;
let epusdt: FakeEpusdt;
const noSignature = (n: Notification, header: string): Notification => {
  const headers = { ...n.headers };
  delete headers[header];
  return { body: n.body, headers };
};

const CASES: ProviderCase[] = [
  {
    id: "stripe",
    fake: () => stripe,
    settings: () => [
      { key: "secretKey", value: stripe.secretKey },
      { key: "webhookSecret", value: stripe.webhookSecret },
    ],
    badSettings: () => [{ key: "secretKey", value: "sk_test_wrong_key_000000" }],
    paid: (id) => stripe.event(id, "checkout.session.completed"),
    forged: (id) => stripe.event(id, "checkout.session.completed", {}, "whsec_not_the_secret"),
    unsigned: (id) => noSignature(stripe.event(id, "checkout.session.completed"), "stripe-signature"),
    wrongAmount: (id) => stripe.event(id, "checkout.session.completed", { amount_total: 1 }),
    unknownStatus: (id) =>
      stripe.event(id, "checkout.session.completed", {
        payment_status: "mystery_status",
      }),
    acknowledgement: JSON.stringify({ ok: true }),
  },
  {
    id: "btcpay",
    fake: () => btcpay,
    settings: () => [
      { key: "serverUrl", value: btcpay.url },
      { key: "storeId", value: btcpay.storeId },
      { key: "apiKey", value: btcpay.apiKey },
      { key: "webhookSecret", value: btcpay.webhookSecret },
    ],
    badSettings: () => [{ key: "apiKey", value: "not-the-api-key" }],
    paid: (id) => {
      btcpay.invoiceFor(id).status = "Settled";
      return btcpay.webhook(id, "InvoiceSettled");
    },
    forged: (id) => {
      btcpay.invoiceFor(id).status = "Settled";
      return btcpay.webhook(id, "InvoiceSettled", "not-the-secret");
    },
    unsigned: (id) => noSignature(btcpay.webhook(id, "InvoiceSettled"), "btcpay-sig"),
    wrongAmount: (id) => {
      Object.assign(btcpay.invoiceFor(id), {
        status: "Settled",
        amount: "0.01",
      });
      return btcpay.webhook(id, "InvoiceSettled");
    },
    unknownStatus: (id) => btcpay.webhook(id, "InvoiceMysteryEvent"),
    acknowledgement: JSON.stringify({ ok: true }),
  },
  {
    id: "epusdt",
    fake: () => epusdt,
    settings: () => [
      { key: "apiUrl", value: epusdt.url },
      { key: "currency", value: "USD" },
      { key: "apiToken", value: epusdt.apiToken },
    ],
    badSettings: () => [{ key: "apiToken", value: "not-the-token" }],
    paid: (id) => epusdt.callback(id, 2),
    forged: (id) => epusdt.callback(id, 2, {}, "not-the-token"),
    unsigned: (id) => {
      const n = epusdt.callback(id, 2);
      const { signature: _s, ...rest } = JSON.parse(n.body);
      return { body: JSON.stringify(rest), headers: n.headers };
    },
    wrongAmount: (id) => epusdt.callback(id, 2, { amount: 0.01 }),
    unknownStatus: (id) => epusdt.callback(id, 9),
    acknowledgement: "ok",
  },
];

describe("payment providers behind one interface (Stripe, BTCPay Server, epusdt against fake servers on loopback)", () => {
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    [stripe, btcpay, epusdt] = await Promise.all([new FakeStripe().listen(), new FakeBtcpay().listen(), new FakeEpusdt().listen()]);
    server = await startTestServer({
      STRIPE_API_URL: stripe.url,
      PAYMENT_WEBHOOK_RATE_LIMIT: "100000",
    });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(async () => {
    await server?.close();
    await Promise.all([stripe?.close(), btcpay?.close(), epusdt?.close()]);
  });

  const post = async (provider: string, n: Notification) => {
    const res = await fetch(`${server.url}/api/payments/${provider}/notify`, {
      method: "POST",
      headers: n.headers,
      body: n.body,
    });
    return { status: res.status, text: await res.text() };
  };

  for (const c of CASES) {
    describe(c.id, () => {
      const configure = (settings: Array<{ key: string; value: string }>, enabled = true) =>
        admin.ok(UPDATE, {
          input: {
            provider: c.id,
            enabled,
            displayName: `Pay with ${c.id}`,
            sortOrder: 1,
            minAmountCents: 100,
            maxAmountCents: 500_000,
            feeBasisPoints: 0,
            feeFixedCents: 0,
            settings,
          },
        });

      before(async () => {
        await configure(c.settings());
      });

      async function buyerWithTopUp(amountCents = 1500) {
        const customer = await createCustomer(server.app);
        const client = signIn(server.app, server.client(), customer);
        const { createTopUp } = await client.ok(TOP_UP, {
          a: amountCents,
          m: c.id,
        });
        return {
          customer,
          client,
          paymentId: createTopUp.paymentId as string,
          paymentUrl: createTopUp.paymentUrl as string,
        };
      }

      it("keeps the secrets encrypted at rest and shows them masked", async () => {
        const { updatePaymentProvider } = await configure([]);
        const secrets = updatePaymentProvider.settings.filter((s: { secret: boolean }) => s.secret);
        expect(secrets.length).to.be.greaterThan(0);
        for (const s of secrets) expect(s.value).to.match(/^••••/);
        const [row] = await server.app.db.manager.query(`SELECT secrets_json FROM payment_provider_configs WHERE provider = '${c.id}'`);
        const secretValue = c.settings().find((s) => secrets.some((x: { key: string }) => x.key === s.key))!.value;
        expect(String(row.secrets_json)).not.to.include(secretValue);
      });

      it("lists the method for buyers and opens a payment at the provider with our amount and ids", async () => {
        const { paymentMethods } = await server.client().ok(`{ paymentMethods { id name minAmountCents maxAmountCents feeBasisPoints feeFixedCents } }`);
        expect(paymentMethods).to.deep.include({
          id: c.id,
          name: `Pay with ${c.id}`,
          minAmountCents: 100,
          maxAmountCents: 500_000,
          feeBasisPoints: 0,
          feeFixedCents: 0,
        });
        const { paymentId, paymentUrl } = await buyerWithTopUp(1234);
        const row = await paymentRow(server.app, paymentId);
        expect(row).to.include({
          provider: c.id,
          amountCents: 1234,
          status: "pending",
        });
        expect(row.providerInvoiceId).to.be.a("string").and.not.equal("");
        expect(paymentUrl).to.match(/^https?:\/\//);
        const created = c
          .fake()
          .calls.filter((r) => r.method === "POST")
          .at(-1)!;
        expect(created.body).to.include(paymentId);
      });

      it("credits a paid notification once, with one ledger row of the stored amount", async () => {
        const { customer, paymentId } = await buyerWithTopUp(1500);
        const answer = await post(c.id, c.paid(paymentId));
        expect(answer).to.deep.equal({ status: 200, text: c.acknowledgement });
        expect(await balanceOf(server.app, customer.id)).to.equal(1500);
        expect((await ledgerRowsOf(server.app, paymentId)).map((l) => [l.kind, l.amountCents])).to.deep.equal([["topup", 1500]]);
        expect(await paymentRow(server.app, paymentId)).to.include({
          status: "paid",
          isFinal: true,
        });
        const { myPayments } = await (await buyerClient(customer)).ok(`{ myPayments { id provider status } }`);
        expect(myPayments).to.deep.include({
          id: paymentId,
          provider: c.id,
          status: "PAID",
        });
      });

      async function buyerClient(customer: Awaited<ReturnType<typeof createCustomer>>) {
        return signIn(server.app, server.client(), customer);
      }

      it("refuses a forged or a missing signature with 401 and changes nothing", async () => {
        const { customer, paymentId } = await buyerWithTopUp();
        for (const n of [c.forged(paymentId), c.unsigned(paymentId)]) {
          const answer = await post(c.id, n);
          expect(answer.status).to.equal(401);
          expect(JSON.parse(answer.text)).to.deep.equal({
            error: {
              message: "The webhook signature is not valid.",
              code: "INVALID_SIGNATURE",
            },
          });
        }
        expect(await balanceOf(server.app, customer.id)).to.equal(0);
        expect((await paymentRow(server.app, paymentId)).status).to.equal("pending");
      });

      it("credits once when the same notification is replayed 100 times and 20 at once", async () => {
        const { customer, paymentId } = await buyerWithTopUp(700);
        const n = c.paid(paymentId);
        const concurrent = await Promise.all(Array.from({ length: 20 }, () => post(c.id, n)));
        expect(concurrent.every((a) => a.status === 200)).to.equal(true);
        for (let i = 0; i < 100; i++) expect((await post(c.id, n)).status).to.equal(200);
        expect(await balanceOf(server.app, customer.id)).to.equal(700);
        expect(await ledgerRowsOf(server.app, paymentId)).to.have.length(1);
      });

      it("holds a paid notification for another amount for review instead of crediting it", async () => {
        const { customer, paymentId } = await buyerWithTopUp(1500);
        expect((await post(c.id, c.wrongAmount(paymentId))).status).to.equal(200);
        expect(await balanceOf(server.app, customer.id)).to.equal(0);
        expect(await paymentRow(server.app, paymentId)).to.include({
          status: "needs_review",
        });
        expect((await paymentEvents(server.app, paymentId)).map((e) => e.outcome).join("\n")).to.match(/needs review: reported .* the invoice is 15\.00 USD/);
      });

      it("records an unknown status word without crediting or failing the payment", async () => {
        const { customer, paymentId } = await buyerWithTopUp(1500);
        expect((await post(c.id, c.unknownStatus(paymentId))).status).to.equal(200);
        expect(await balanceOf(server.app, customer.id)).to.equal(0);
        expect((await paymentRow(server.app, paymentId)).status).to.equal("pending");
        // The payment still credits when the real paid notification follows.
        expect((await post(c.id, c.paid(paymentId))).status).to.equal(200);
        expect(await balanceOf(server.app, customer.id)).to.equal(1500);
      });

      it("Test connection shows the provider's answer, and its own error for a wrong credential", async () => {
        const good = (await admin.ok(TEST, { p: c.id })).testPaymentProvider;
        expect(good.ok, good.message).to.equal(true);
        await configure(c.badSettings());
        const bad = (await admin.ok(TEST, { p: c.id })).testPaymentProvider;
        expect(bad.ok).to.equal(false);
        expect(bad.message).to.match(
          c.id === "stripe" ? /Invalid API Key/ : c.id === "btcpay" ? /Authentication is required/ : /signature verification failed/,
        );
        await configure(c.settings());
      });
    });
  }

  describe("provider specifics", () => {
    async function topUp(method: string, amountCents = 900) {
      const customer = await createCustomer(server.app);
      const client = signIn(server.app, server.client(), customer);
      return { customer, paymentId: (await client.ok(TOP_UP, { a: amountCents, m: method })).createTopUp.paymentId as string };
    }

    it("sends each provider the request its API documents, with our amount, ids and URLs", async () => {
      const stripeTopUp = await topUp("stripe", 1234);
      const stripeCall = stripe.calls.filter((c) => c.path === "/v1/checkout/sessions").at(-1)!;
      expect(stripeCall.headers["idempotency-key"]).to.equal(`top-up-${stripeTopUp.paymentId}`);
      expect(Object.fromEntries(new URLSearchParams(stripeCall.body))).to.deep.include({
        mode: "payment",
        client_reference_id: stripeTopUp.paymentId,
        "metadata[payment_id]": stripeTopUp.paymentId,
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "usd",
        "line_items[0][price_data][unit_amount]": "1234",
        success_url: `${server.url}/payment/success`,
        cancel_url: `${server.url}/payment/failed`,
      });

      const btcpayTopUp = await topUp("btcpay", 1234);
      const btcpayCall = btcpay.calls.filter((c) => c.method === "POST").at(-1)!;
      expect(btcpayCall.path).to.equal(`/api/v1/stores/${btcpay.storeId}/invoices`);
      expect(JSON.parse(btcpayCall.body)).to.deep.equal({
        amount: "12.34",
        currency: "USD",
        metadata: { orderId: btcpayTopUp.paymentId },
        checkout: { redirectURL: `${server.url}/payment/success` },
      });

      const epusdtTopUp = await topUp("epusdt", 1234);
      const epusdtBody = JSON.parse(epusdt.calls.at(-1)!.body);
      expect(epusdtBody).to.deep.equal({
        order_id: epusdtTopUp.paymentId,
        amount: 12.34,
        notify_url: `${server.url}/api/payments/epusdt/notify`,
        redirect_url: `${server.url}/payment/success`,
        signature: FakeEpusdt.sign(epusdtBody, epusdt.apiToken),
      });
    });

    it("Stripe: a completed session still unpaid waits, and async_payment_succeeded credits it", async () => {
      const { customer, paymentId } = await topUp("stripe");
      expect((await post("stripe", stripe.event(paymentId, "checkout.session.completed", { payment_status: "unpaid" }))).status).to.equal(200);
      expect(await balanceOf(server.app, customer.id)).to.equal(0);
      expect(await paymentRow(server.app, paymentId)).to.include({ status: "pending", providerStatus: "completed/unpaid" });
      expect((await post("stripe", stripe.event(paymentId, "checkout.session.async_payment_succeeded"))).status).to.equal(200);
      expect(await balanceOf(server.app, customer.id)).to.equal(900);
    });

    it("Stripe: an event about something else is acknowledged and changes nothing", async () => {
      const { customer, paymentId } = await topUp("stripe");
      expect((await post("stripe", stripe.event(paymentId, "payment_intent.succeeded"))).status).to.equal(200);
      expect(await balanceOf(server.app, customer.id)).to.equal(0);
    });

    it("BTCPay: an InvoiceSettled webhook whose invoice does not read back as Settled is held for review", async () => {
      const { customer, paymentId } = await topUp("btcpay");
      const webhook = btcpay.webhook(paymentId, "InvoiceSettled");
      btcpay.invoiceFor(paymentId).status = "Processing";
      expect((await post("btcpay", webhook)).status).to.equal(200);
      expect(await balanceOf(server.app, customer.id)).to.equal(0);
      expect(await paymentRow(server.app, paymentId)).to.include({ status: "needs_review" });
      expect(btcpay.calls.some((c) => c.method === "GET" && c.path.endsWith(`/invoices/${btcpay.invoiceFor(paymentId).id}`))).to.equal(true);
    });

    it("epusdt: an expired order is cancelled, and the payment is never credited by a later unsigned claim", async () => {
      const { customer, paymentId } = await topUp("epusdt");
      expect(await post("epusdt", epusdt.callback(paymentId, 3))).to.deep.equal({ status: 200, text: "ok" });
      expect((await paymentRow(server.app, paymentId)).status).to.equal("cancelled");
      expect((await post("epusdt", epusdt.callback(paymentId, 2, {}, "forged"))).status).to.equal(401);
      expect(await balanceOf(server.app, customer.id)).to.equal(0);
    });
  });

  describe("methods and limits", () => {
    it("charges the fee shown to the buyer on top, and credits the amount asked for", async () => {
      const input = {
        provider: "epusdt",
        enabled: true,
        displayName: "USDT",
        sortOrder: 2,
        minAmountCents: 100,
        maxAmountCents: 500_000,
        feeBasisPoints: 250,
        feeFixedCents: 30,
      };
      await admin.ok(UPDATE, { input: { ...input, settings: [] } });
      const { paymentMethods } = await server.client().ok(`{ paymentMethods { id feeBasisPoints feeFixedCents } }`);
      expect(paymentMethods).to.deep.include({ id: "epusdt", feeBasisPoints: 250, feeFixedCents: 30 });
      const customer = await createCustomer(server.app);
      const client = signIn(server.app, server.client(), customer);
      const { paymentId } = (await client.ok(TOP_UP, { a: 1000, m: "epusdt" })).createTopUp;
      // 2.5 % of 10.00 is 0.25, plus 0.30: the gateway is asked for 10.55.
      expect(JSON.parse(epusdt.calls.at(-1)!.body).amount).to.equal(10.55);
      expect((await paymentRow(server.app, paymentId)).amountCents).to.equal(1055);
      expect((await post("epusdt", epusdt.callback(paymentId, 2))).status).to.equal(200);
      expect(await balanceOf(server.app, customer.id)).to.equal(1000);
      expect((await ledgerRowsOf(server.app, paymentId)).map((l) => l.amountCents)).to.deep.equal([1000]);
      await admin.ok(UPDATE, { input: { ...input, feeBasisPoints: 0, feeFixedCents: 0, settings: [] } });
    });

    it("refuses a top-up through a method that is not enabled, and one outside its limits", async () => {
      const client = signIn(server.app, server.client(), await createCustomer(server.app));
      const disabled = await client.gql(TOP_UP, { a: 1500, m: "nonexistent" });
      expect(disabled.errors?.[0]).to.include({
        message: "This payment method is not available.",
      });
      const tooSmall = await client.gql(TOP_UP, { a: 50, m: "stripe" });
      expect(tooSmall.errors?.[0]?.message).to.equal("Pay with stripe takes from 1.00 to 5000.00 USD.");
    });
  });
});
