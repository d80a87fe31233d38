import { expect } from "chai";
import { CRYPTOMUS_STATUS_WORDS } from "../../server/modules/payments/providers/cryptomus/cryptomus.status-words";
import { cryptomusWebhookSign, FakeCryptomus } from "../helpers/fake-cryptomus";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { balanceOf, ledgerRowsOf, paymentEvents, paymentRow, postWebhook, WEBHOOK_PATH } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SETTINGS = `mutation($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { mode } }`;
const PROVIDERS = `{ paymentProviders { id label enabled enabledByPaymentMode displayName sortOrder minAmountCents maxAmountCents feeBasisPoints feeFixedCents notifyUrl settings { key value } } }`;
const UPDATE = `mutation($input: PaymentProviderInput!) { updatePaymentProvider(input: $input) { id enabled enabledByPaymentMode displayName sortOrder minAmountCents maxAmountCents feeBasisPoints feeFixedCents } }`;
const METHODS = `{ paymentMethods { id name minAmountCents maxAmountCents feeBasisPoints feeFixedCents } }`;
const TOP_UP = `mutation($a: Int!, $m: String) { createTopUp(amountCents: $a, method: $m) { paymentId paymentUrl } }`;

/** What each Cryptomus status word does to a pending top-up when a final, signed webhook says it (payment/info agreeing). */
const EXPECTED: Record<string, { status: string; credited: boolean }> = {
  paid: { status: "paid", credited: true },
  paid_over: { status: "paid", credited: true },
  wrong_amount: { status: "needs_review", credited: false },
  process: { status: "pending", credited: false },
  confirm_check: { status: "pending", credited: false },
  wrong_amount_waiting: { status: "pending", credited: false },
  check: { status: "pending", credited: false },
  fail: { status: "failed", credited: false },
  system_fail: { status: "failed", credited: false },
  locked: { status: "failed", credited: false },
  cancel: { status: "cancelled", credited: false },
  refund_process: { status: "pending", credited: false },
  refund_fail: { status: "pending", credited: false },
  refund_paid: { status: "pending", credited: false },
};

describe("Cryptomus as a listed provider: name, order, limits and fee in Settings → Payments, one webhook path", () => {
  let fake: FakeCryptomus;
  let server: TestServer;
  let admin: HttpClient;
  const cryptomusOf = async () => (await admin.ok(PROVIDERS)).paymentProviders.find((p: { id: string }) => p.id === "cryptomus");
  const base = {
    provider: "cryptomus",
    enabled: true,
    displayName: "Cryptomus",
    sortOrder: 0,
    minAmountCents: 1,
    maxAmountCents: 1_000_000,
    feeBasisPoints: 0,
    feeFixedCents: 0,
  };

  before(async () => {
    fake = await FakeCryptomus.start();
    server = await startTestServer({ CRYPTOMUS_API_URL: fake.url, PAYMENT_WEBHOOK_RATE_LIMIT: "100000" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(async () => {
    await server?.close();
    await fake?.close();
  });

  async function buyer() {
    const customer = await createCustomer(server.app);
    return { customer, client: signIn(server.app, server.client(), customer) };
  }

  it("lists Cryptomus for admins, switched by the payment mode, with the webhook URL and the payment settings' merchant", async () => {
    const before = await cryptomusOf();
    expect(before).to.deep.include({
      label: "Cryptomus",
      enabled: false,
      enabledByPaymentMode: true,
      displayName: "Cryptomus",
      minAmountCents: 1,
      feeBasisPoints: 0,
      feeFixedCents: 0,
      notifyUrl: `${server.url}${WEBHOOK_PATH}`,
    });
    expect(before.settings).to.deep.equal([
      { key: "merchantId", value: null },
      { key: "apiKey", value: null },
    ]);
    const sandboxMethods = (await server.client().ok(METHODS)).paymentMethods.map((m: { id: string }) => m.id);
    expect(sandboxMethods).to.deep.equal(["sandbox"]);

    await admin.ok(SETTINGS, { input: { merchantId: fake.merchantId, apiKey: fake.apiKey, mode: "LIVE" } });
    const live = await cryptomusOf();
    expect(live).to.include({ enabled: true, enabledByPaymentMode: true });
    expect(live.settings[0]).to.deep.equal({ key: "merchantId", value: fake.merchantId });
    expect(live.settings[1].value).to.match(/^••••/).and.not.to.contain(fake.apiKey);
    expect((await server.client().ok(METHODS)).paymentMethods).to.deep.equal([
      { id: "cryptomus", name: "Cryptomus", minAmountCents: 1, maxAmountCents: 1_000_000, feeBasisPoints: 0, feeFixedCents: 0 },
    ]);
  });

  it("keeps the name, order, limits and fee an admin sets, shows them to buyers, and refuses Cryptomus settings there", async () => {
    const saved = await admin.ok(UPDATE, {
      input: {
        ...base,
        displayName: "Crypto (USDT, BTC)",
        sortOrder: -3,
        minAmountCents: 500,
        maxAmountCents: 20_000,
        feeBasisPoints: 150,
        feeFixedCents: 25,
        settings: [],
      },
    });
    expect(saved.updatePaymentProvider).to.deep.equal({
      id: "cryptomus",
      enabled: true,
      enabledByPaymentMode: true,
      displayName: "Crypto (USDT, BTC)",
      sortOrder: -3,
      minAmountCents: 500,
      maxAmountCents: 20_000,
      feeBasisPoints: 150,
      feeFixedCents: 25,
    });
    expect((await server.client().ok(METHODS)).paymentMethods).to.deep.equal([
      { id: "cryptomus", name: "Crypto (USDT, BTC)", minAmountCents: 500, maxAmountCents: 20_000, feeBasisPoints: 150, feeFixedCents: 25 },
    ]);
    const withKey = await admin.fails(UPDATE, { input: { ...base, settings: [{ key: "apiKey", value: "another-key-0123456789" }] } });
    expect(withKey.message).to.equal("Cryptomus's merchant ID and payment API key are set in the payment settings.");
    // The notify route of the other providers does not take Cryptomus's reports, configured or not.
    const res = await server.client().request("POST", "/api/payments/cryptomus/notify", { order_id: "x" });
    expect(res.status).to.equal(404);
    expect((await res.json()).error.code).to.equal("UNKNOWN_PROVIDER");
  });

  it("holds a top-up to the limits set for Cryptomus and charges its fee on top, crediting the amount asked for once", async () => {
    const { customer, client } = await buyer();
    const small = await client.gql(TOP_UP, { a: 499, m: "cryptomus" });
    expect(small.errors?.[0]).to.deep.include({ message: "Crypto (USDT, BTC) takes from 5.00 to 200.00 USD." });
    const noMethod = await client.gql(TOP_UP, { a: 20_001 });
    expect(noMethod.errors?.[0]?.message).to.equal("Crypto (USDT, BTC) takes from 5.00 to 200.00 USD.");

    const { paymentId } = (await client.ok(TOP_UP, { a: 1000, m: "cryptomus" })).createTopUp;
    // 1.5 % of 10.00 is 0.15, plus 0.25: Cryptomus is asked for 10.40.
    expect(JSON.parse(fake.requests.filter((r) => r.path === "/v1/payment").at(-1)!.rawBody).amount).to.equal("10.40");
    expect((await paymentRow(server.app, paymentId)).amountCents).to.equal(1040);
    fake.setStatus(paymentId, "paid");
    const webhook = fake.webhook(paymentId);
    for (let i = 0; i < 3; i++) expect((await postWebhook(server.client(), webhook)).status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(1000);
    expect((await ledgerRowsOf(server.app, paymentId)).map((l) => [l.kind, l.amountCents])).to.deep.equal([["topup", 1000]]);
    await admin.ok(UPDATE, { input: { ...base, settings: [] } });
  });

  describe("every Cryptomus status word through the webhook route", () => {
    it("has a case here for every word of the table", () => {
      expect(Object.keys(EXPECTED).sort()).to.deep.equal(Object.keys(CRYPTOMUS_STATUS_WORDS).sort());
    });

    for (const [word, expected] of Object.entries(EXPECTED)) {
      it(`"${word}" makes a pending top-up ${expected.status}${expected.credited ? " and credits it once" : ", crediting nothing"}`, async () => {
        const { customer, client } = await buyer();
        const { paymentId } = (await client.ok(TOP_UP, { a: 1200, m: "cryptomus" })).createTopUp;
        fake.setStatus(paymentId, word);
        expect((await postWebhook(server.client(), fake.webhook(paymentId))).status).to.equal(200);
        expect(await paymentRow(server.app, paymentId)).to.include({ status: expected.status, providerStatus: word });
        expect(await balanceOf(server.app, customer.id)).to.equal(expected.credited ? 1200 : 0);
        expect(await ledgerRowsOf(server.app, paymentId)).to.have.length(expected.credited ? 1 : 0);
      });
    }

    it("an unknown word is recorded and acknowledged, credits nothing and fails nothing; the real paid report still credits", async () => {
      const { customer, client } = await buyer();
      const { paymentId } = (await client.ok(TOP_UP, { a: 1300, m: "cryptomus" })).createTopUp;
      fake.setStatus(paymentId, "paid");
      const unknown = fake.webhook(paymentId, { status: "paid_twice_maybe" });
      expect(await postWebhook(server.client(), unknown)).to.deep.equal({ status: 200, body: { ok: true } });
      expect(await paymentRow(server.app, paymentId)).to.include({ status: "pending" });
      expect(await balanceOf(server.app, customer.id)).to.equal(0);
      const events = await paymentEvents(server.app, paymentId);
      expect(events.at(-1)).to.include({ source: "webhook", providerStatus: "paid_twice_maybe", outcome: "recorded: paid_twice_maybe changes nothing" });

      expect((await postWebhook(server.client(), fake.webhook(paymentId))).status).to.equal(200);
      expect(await balanceOf(server.app, customer.id)).to.equal(1300);
    });

    it("a word signed with another key is refused before it is read", async () => {
      const { customer, client } = await buyer();
      const { paymentId } = (await client.ok(TOP_UP, { a: 1400, m: "cryptomus" })).createTopUp;
      fake.setStatus(paymentId, "paid");
      const { sign: _sign, ...payload } = fake.webhook(paymentId);
      const res = await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, "not-the-key") });
      expect(res.status).to.equal(401);
      expect(await balanceOf(server.app, customer.id)).to.equal(0);
      expect((await paymentEvents(server.app, paymentId)).at(-1)).to.include({ outcome: "rejected: invalid signature", providerStatus: "paid" });
    });
  });
});
