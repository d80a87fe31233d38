import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { expireAbandonedPayments } from "../../server/modules/payments/expire-payments";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { cryptomusWebhookSign } from "../helpers/fake-cryptomus";
import { createCustomer, signIn } from "../helpers/fixtures";
import { balanceOf, paymentEvents, paymentRow, postWebhook, startTopUp } from "../helpers/payment-fixtures";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const HOUR = 3600_000;

describe("abandoned top-ups expire", () => {
  const clock = new TestClock();
  let server: TestServer;
  before(async () => {
    server = await startTestServer({}, { clock });
  });
  after(() => server?.close());
  /** What the scheduled job "expire-abandoned-payments" runs every 15 minutes. */
  const runExpiryJob = () => expireAbandonedPayments(RequestContext.system(server.app));

  /** The sandbox provider's signed "paid" report, as its checkout's Pay sends it. */
  async function paySandbox(paymentId: string, amount: string): Promise<void> {
    const invoice = (await paymentRow(server.app, paymentId)).providerInvoiceId;
    const payload = { type: "payment", uuid: invoice, order_id: paymentId, amount, currency: "USD", status: "paid", is_final: true };
    expect(await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, sandboxPaymentKey(server.app.config)) })).to.deep.equal({
      status: 200,
      body: { ok: true },
    });
  }

  it("shows a top-up unpaid for 24 hours as EXPIRED, closes its checkout, and still credits money that arrives later", async () => {
    const customer = await createCustomer(server.app);
    const client = signIn(server.app, server.client(), customer);
    const { paymentId } = await startTopUp(client, 2500);
    const paid = await startTopUp(client, 700);
    await paySandbox(paid.paymentId, "7.00");
    const statusOf = async () => (await client.ok(`{ myPayments(limit: 5) { id status } }`)).myPayments.find((p: { id: string }) => p.id === paymentId).status;

    clock.advance(24 * HOUR - 60_000);
    expect(await runExpiryJob()).to.equal(0);
    expect(await statusOf()).to.equal("PENDING");

    clock.advance(2 * 60_000);
    expect(await runExpiryJob()).to.equal(1);
    expect(await statusOf()).to.equal("EXPIRED");
    expect(await runExpiryJob(), "an expired payment is not expired twice").to.equal(0);
    expect((await paymentEvents(server.app, paymentId)).map((e) => [e.source, e.outcome])).to.deep.include(["expiry", "expired: not paid within 24 hours"]);
    // The test checkout no longer offers Pay.
    const page = await (await client.request("GET", `/sandbox/checkout/${paymentId}`)).text();
    expect(page).to.contain("This payment is already <strong>expired</strong>.").and.not.to.contain("<button");

    expect((await paymentRow(server.app, paid.paymentId)).status, "a paid top-up stays paid").to.equal("paid");

    // The buyer paid anyway: the money goes to the balance, once.
    await paySandbox(paymentId, "25.00");
    await paySandbox(paymentId, "25.00");
    expect(await balanceOf(server.app, customer.id)).to.equal(700 + 2500);
    expect(await statusOf()).to.equal("PAID");
  });
});
