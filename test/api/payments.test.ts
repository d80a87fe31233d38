import { expect } from "chai";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { cryptomusWebhookSign } from "../helpers/fake-cryptomus";
import type { HttpClient } from "../helpers/http-client";
import { balanceOf, ledgerRowsOf, paymentEvents, paymentRow, postWebhook, runLedgerCheck, startTopUp } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The checkout page's form token, as a browser would submit it. */
function formToken(html: string): string {
  const m = /name="token" value="([^"]+)"/.exec(html);
  if (!m) throw new Error("no form token on the checkout page");
  return m[1];
}

async function submitCheckout(client: HttpClient, paymentId: string, action: "pay" | "fail", token: string): Promise<Response> {
  return client.request("POST", `/sandbox/checkout/${paymentId}/${action}`, new URLSearchParams({ token }).toString(), {
    "content-type": "application/x-www-form-urlencoded",
  });
}

describe("balance top-ups through the sandbox provider", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  async function signedInCustomer() {
    const customer = await createCustomer(server.app);
    return { customer, client: signIn(server.app, server.client(), customer) };
  }

  it("tops up a new install with no configuration: checkout page, Pay, credited, back to /payment/success", async () => {
    const { customer, client } = await signedInCustomer();
    const { paymentId, paymentUrl } = await startTopUp(client, 2500);
    expect(paymentUrl).to.equal(`${server.url}/sandbox/checkout/${paymentId}`);

    const page = await client.request("GET", `/sandbox/checkout/${paymentId}`);
    expect(page.status).to.equal(200);
    const html = await page.text();
    expect(html).to.contain("TEST MODE").and.to.contain("25.00 USD");
    expect(html)
      .to.match(/<button[^>]*>Pay<\/button>/)
      .and.to.match(/<button[^>]*>Fail<\/button>/);

    const res = await submitCheckout(client, paymentId, "pay", formToken(html));
    expect(res.status).to.equal(303);
    expect(res.headers.get("location")).to.equal("/payment/success");
    expect(await balanceOf(server.app, customer.id)).to.equal(2500);
    const ledger = await ledgerRowsOf(server.app, paymentId);
    expect(ledger.map((l) => [l.kind, l.amountCents, l.customerId])).to.deep.equal([["topup", 2500, customer.id]]);

    const mine = await client.ok(`{ myPayments { id amountCents currency status provider providerStatus creditedAt } }`);
    expect(mine.myPayments[0]).to.include({ id: paymentId, amountCents: 2500, currency: "USD", status: "PAID", provider: "sandbox", providerStatus: "paid" });
    expect(mine.myPayments[0].creditedAt).to.be.a("string");
    const sources = (await paymentEvents(server.app, paymentId)).map((e) => [e.source, e.outcome]);
    expect(sources).to.deep.equal([
      ["create", "invoice created"],
      ["sandbox", "credited"],
    ]);
  });

  it("Fail sends a fail report through the webhook path and lands on /payment/failed without credit", async () => {
    const { customer, client } = await signedInCustomer();
    const { paymentId } = await startTopUp(client, 1000);
    const html = await (await client.request("GET", `/sandbox/checkout/${paymentId}`)).text();
    const res = await submitCheckout(client, paymentId, "fail", formToken(html));
    expect(res.headers.get("location")).to.equal("/payment/failed");
    expect((await paymentRow(server.app, paymentId)).status).to.equal("failed");
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
    const again = await (await client.request("GET", `/sandbox/checkout/${paymentId}`)).text();
    expect(again).not.to.contain("<button");
  });

  it("pressing Pay twice credits once", async () => {
    const { customer, client } = await signedInCustomer();
    const { paymentId } = await startTopUp(client, 700);
    const token = formToken(await (await client.request("GET", `/sandbox/checkout/${paymentId}`)).text());
    const [a, b] = await Promise.all([submitCheckout(client, paymentId, "pay", token), submitCheckout(client, paymentId, "pay", token)]);
    expect([a.headers.get("location"), b.headers.get("location")]).to.deep.equal(["/payment/success", "/payment/success"]);
    expect(await balanceOf(server.app, customer.id)).to.equal(700);
    expect(await ledgerRowsOf(server.app, paymentId)).to.have.length(1);
  });

  it("shows the checkout only to the customer who started it, signed in with a session", async () => {
    const { client } = await signedInCustomer();
    const { paymentId } = await startTopUp(client, 500);
    expect((await server.client().request("GET", `/sandbox/checkout/${paymentId}`)).status).to.equal(401);
    const other = await signedInCustomer();
    const res = await other.client.request("GET", `/sandbox/checkout/${paymentId}`);
    expect(res.status).to.equal(404);
    expect(await res.text()).to.contain("This test payment does not exist.");
  });

  it("refuses a Pay form without the page's token (cross-site submission) and changes nothing", async () => {
    const { customer, client } = await signedInCustomer();
    const { paymentId } = await startTopUp(client, 900);
    const res = await submitCheckout(client, paymentId, "pay", "forged");
    expect(res.status).to.equal(403);
    expect((await paymentRow(server.app, paymentId)).status).to.equal("pending");
    expect(await balanceOf(server.app, customer.id)).to.equal(0);
  });

  it("credits a webhook posted to the endpoint with the sandbox key, and refuses one with a forged sign", async () => {
    const { customer, client } = await signedInCustomer();
    const { paymentId } = await startTopUp(client, 1200);
    const invoice = (await paymentRow(server.app, paymentId)).providerInvoiceId;
    const payload = { type: "payment", uuid: invoice, order_id: paymentId, amount: "12.00", currency: "USD", status: "paid", is_final: true };

    const forged = await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, "guessed-key") });
    expect(forged.status).to.equal(401);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);

    const key = sandboxPaymentKey(server.app.config);
    const real = await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, key) });
    expect(real).to.deep.equal({ status: 200, body: { ok: true } });
    expect(await balanceOf(server.app, customer.id)).to.equal(1200);
  });

  describe("createTopUp validation", () => {
    it("refuses an amount that is not positive with the spec's message", async () => {
      const { client } = await signedInCustomer();
      for (const a of [0, -100]) {
        const err = await client.fails(`mutation($a: Int!) { createTopUp(amountCents: $a) { paymentId } }`, { a });
        expect(err).to.include({ message: "Please enter a valid positive amount to add.", code: "INVALID_AMOUNT" });
      }
    });

    it("refuses more than 10000.00 USD at a time", async () => {
      const { client } = await signedInCustomer();
      const err = await client.fails(`mutation { createTopUp(amountCents: 1000001) { paymentId } }`);
      expect(err).to.include({ message: "You can add at most 10000.00 USD at a time.", code: "INVALID_AMOUNT" });
    });

    it("refuses admins and anonymous visitors", async () => {
      const admin = await createCustomer(server.app, { role: "admin" });
      const err = await signIn(server.app, server.client(), admin).fails(`mutation { createTopUp(amountCents: 100) { paymentId } }`);
      expect(err).to.include({ message: "Admins cannot add funds.", code: "FORBIDDEN" });
      expect((await server.client().fails(`mutation { createTopUp(amountCents: 100) { paymentId } }`)).code).to.equal("UNAUTHENTICATED");
    });
  });

  it("lists only the customer's own top-ups, newest first", async () => {
    const { client } = await signedInCustomer();
    const first = await startTopUp(client, 100);
    const second = await startTopUp(client, 200);
    await startTopUp((await signedInCustomer()).client, 300);
    const mine = await client.ok(`{ myPayments { id amountCents } }`);
    expect(mine.myPayments.map((p: { id: string }) => p.id)).to.deep.equal([second.paymentId, first.paymentId]);
  });

  it("ledger:check exits 0 after these top-ups and 1, naming the customer, once a balance is changed behind the ledger", async () => {
    const clean = await runLedgerCheck(server.app);
    expect(clean.code, clean.output).to.equal(0);
    expect(clean.output).to.match(/ledger check passed/);

    const { customer } = await signedInCustomer();
    await server.app.db.manager.getRepository(Customer).update({ id: customer.id }, { balanceCents: 999 });
    const broken = await runLedgerCheck(server.app);
    expect(broken.code, broken.output).to.equal(1);
    expect(broken.output).to.contain(customer.email).and.to.contain("balance 999 cents, ledger sum 0 cents");
    await server.app.db.manager.getRepository(Customer).update({ id: customer.id }, { balanceCents: 0 });
  });
});
