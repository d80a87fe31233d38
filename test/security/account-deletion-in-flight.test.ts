import crypto from "node:crypto";
import { expect } from "chai";
import { NotificationEvent } from "../../server/modules/notifications/notification-event.entity";
import { WebhookDelivery } from "../../server/modules/notifications/webhook-delivery.entity";
import { WebhookEndpoint } from "../../server/modules/notifications/webhook-endpoint.entity";
import { PendingOrder } from "../../server/modules/orders/pending-order.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { FakeEpusdt, FakeStripe } from "../helpers/fake-payment-providers";
import { startFakeReceiver, waitFor } from "../helpers/fake-webhook-receiver";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { dispatchNow } from "../helpers/notification-settled";
import { allowLargeHolds, ledgerRowsOf, paymentEvents, paymentRow, runLedgerCheck } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const PROVIDER = `mutation($input: PaymentProviderInput!) { updatePaymentProvider(input: $input) { id enabled } }`;
const BUY = `mutation($productId: ID!, $quantity: Int!, $key: String!, $payWith: String) {
  purchase(productId: $productId, quantity: $quantity, idempotencyKey: $key, payWith: $payWith) {
    __typename
    ... on Purchase { balanceCents }
    ... on PendingPurchase { id status paymentId }
  }
}`;
const TOP_UP = `mutation($a: Int!, $m: String) { createTopUp(amountCents: $a, method: $m) { paymentId } }`;
const ENDPOINT = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { endpoint { id } } }`;
const DELETE_ME = `mutation($p: String!) { deleteMyAccount(password: $p) }`;

describe("deleting an account with payments, a reservation and webhooks in flight", function () {
  this.timeout(60_000);
  let server: TestServer;
  let epusdt: FakeEpusdt;
  let stripe: FakeStripe;
  const receiver = startFakeReceiver();

  before(async () => {
    epusdt = await new FakeEpusdt().listen();
    stripe = await new FakeStripe().listen();
    server = await startTestServer({ PAYMENT_WEBHOOK_RATE_LIMIT: "100000", WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", STRIPE_API_URL: stripe.url });
  });
  after(async () => {
    await server?.close();
    await epusdt?.close();
    await stripe?.close();
    await (await receiver).close();
  });

  async function pay(provider: "epusdt" | "stripe", paymentId: string): Promise<number> {
    const n = provider === "epusdt" ? epusdt.callback(paymentId, 2) : stripe.event(paymentId, "checkout.session.completed");
    return (await fetch(`${server.url}/api/payments/${provider}/notify`, { method: "POST", headers: n.headers, body: n.body })).status;
  }
  const configure = (admin: HttpClient, provider: string, settings: Array<{ key: string; value: string }>) =>
    admin.ok(PROVIDER, {
      input: {
        provider,
        enabled: true,
        displayName: provider,
        sortOrder: 1,
        minAmountCents: 100,
        maxAmountCents: 500_000,
        feeBasisPoints: 0,
        feeFixedCents: 0,
        settings,
      },
    });

  it("cancels the open invoices, returns the reserved lines, deletes the endpoints, and sends a later payment to review with 200", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await configure(admin, "epusdt", [
      { key: "apiUrl", value: epusdt.url },
      { key: "currency", value: "USD" },
      { key: "apiToken", value: epusdt.apiToken },
    ]);
    await configure(admin, "stripe", [
      { key: "secretKey", value: stripe.secretKey },
      { key: "webhookSecret", value: stripe.webhookSecret },
    ]);
    const productId = (await createProductAsAdmin(admin, { name: "Pool", slug: "pool", pricePerAccountCents: 100 })).id;
    await addStock(server.app, 5, "poolx", productId);
    await allowLargeHolds(admin);

    const customer = await createCustomer(server.app, { balanceCents: 150 });
    const client = signIn(server.app, server.client(), customer);
    const endpointId = (await client.ok(ENDPOINT, { url: (await receiver).url, events: ["order.completed"] })).createWebhookEndpoint.endpoint.id;
    // A completed order gives the endpoint a delivery; then a reservation that waits for a payment, and a plain top-up.
    expect((await client.ok(BUY, { productId, quantity: 1, key: crypto.randomUUID(), payWith: null })).purchase.__typename).to.equal("Purchase");
    await dispatchNow(server.app);
    const reservation = (await client.ok(BUY, { productId, quantity: 3, key: crypto.randomUUID(), payWith: "epusdt" })).purchase;
    expect(reservation).to.include({ __typename: "PendingPurchase", status: "reserved" });
    const topUpId = (await client.ok(TOP_UP, { a: 1000, m: "epusdt" })).createTopUp.paymentId as string;
    const cardTopUpId = (await client.ok(TOP_UP, { a: 2000, m: "stripe" })).createTopUp.paymentId as string;
    const open: Array<["epusdt" | "stripe", string]> = [
      ["epusdt", topUpId],
      ["epusdt", reservation.paymentId as string],
      ["stripe", cardTopUpId],
    ];
    const db = server.app.db.manager;
    expect(await db.getRepository(StockAccount).countBy({ productId, status: "reserved" })).to.equal(3);
    expect(await db.getRepository(WebhookDelivery).countBy({ endpointId })).to.equal(1);

    expect((await client.ok(DELETE_ME, { p: customer.password })).deleteMyAccount).to.equal(true);

    for (const [, paymentId] of open) expect((await paymentRow(server.app, paymentId)).status, paymentId).to.equal("cancelled");
    // Stripe can void its checkout session, and is told to after the commit; epusdt has no such call.
    await waitFor("the Stripe session voided", async () => (await paymentEvents(server.app, cardTopUpId)).some((e) => e.outcome === "voided at stripe"));
    expect(stripe.sessionFor(cardTopUpId).status).to.equal("expired");
    expect(await db.getRepository(StockAccount).countBy({ productId, status: "reserved" })).to.equal(0);
    expect(await db.getRepository(StockAccount).countBy({ productId, status: "available" })).to.equal(4);
    expect(await db.getRepository(PendingOrder).countBy({ id: reservation.id })).to.equal(0);
    expect(await db.getRepository(WebhookEndpoint).countBy({ ownerId: customer.id })).to.equal(0);
    expect(await db.getRepository(WebhookDelivery).countBy({ endpointId })).to.equal(0);

    // The buyer pays both invoices at the provider anyway: acknowledged once, so the provider stops retrying, and held for an admin.
    for (const [provider, paymentId] of open) {
      expect(await pay(provider, paymentId), paymentId).to.equal(200);
      const payment = await paymentRow(server.app, paymentId);
      expect(payment).to.include({ status: "needs_review", creditedAt: null });
      expect(await ledgerRowsOf(server.app, paymentId)).to.deep.equal([]);
      expect((await paymentEvents(server.app, paymentId)).map((e) => e.outcome)).to.include("needs review: paid after the buyer's account was deleted");
      expect(await pay(provider, paymentId), `${paymentId} again`).to.equal(200);
    }
    const alerts = await db.getRepository(NotificationEvent).findBy({ type: "payment.needs_review" });
    expect(alerts.map((a) => (JSON.parse(a.payload) as { paymentId: string }).paymentId).sort()).to.deep.equal(open.map(([, id]) => id).sort());
    expect(await db.getRepository(StockAccount).countBy({ productId, status: "available" })).to.equal(4);

    // An admin cannot credit the money to an account that is gone; rejecting it (and refunding at the provider) is the way out.
    const [, heldId] = open[0];
    const credit = await admin.fails(`mutation($id: ID!) { resolvePaymentReview(paymentId: $id, action: CREDIT, reason: "Paid late") { status } }`, {
      id: heldId,
    });
    expect(credit).to.include({ code: "NOT_FOUND", message: "The buyer's account was deleted: reject the payment and refund it at the provider." });
    expect(await ledgerRowsOf(server.app, heldId)).to.deep.equal([]);
    const rejected = await admin.ok(`mutation($id: ID!) { resolvePaymentReview(paymentId: $id, action: REJECT, reason: "Refunded at epusdt") { status } }`, {
      id: heldId,
    });
    expect(rejected.resolvePaymentReview.status).to.equal("REJECTED");

    const check = await runLedgerCheck(server.app);
    expect(check.code, check.output).to.equal(0);
  });
});
