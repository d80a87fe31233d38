import crypto from "node:crypto";
import { expect } from "chai";
import { Order } from "../../server/modules/orders/order.entity";
import { PendingOrder } from "../../server/modules/orders/pending-order.entity";
import { centsToAmount } from "../../server/modules/payments/amount";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { createCouponAsAdmin, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { cryptomusWebhookSign } from "../helpers/fake-cryptomus";
import { FakeEpusdt } from "../helpers/fake-payment-providers";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { allowLargeHolds, balanceOf, enableEpusdt, paymentRow, postWebhook } from "../helpers/payment-fixtures";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const HELD = "id status totalCents paymentId paymentMethod paymentUrl";
const BUY = `mutation($productId: ID!, $coupon: String, $key: String!, $payWith: String!) {
  purchase(productId: $productId, quantity: 3, couponCode: $coupon, idempotencyKey: $key, payWith: $payWith) {
    __typename
    ... on ErrorResult { errorCode }
    ... on HoldRefusedError { retryAfterSeconds }
    ... on Purchase { order { id } }
    ... on PendingPurchase { ${HELD} }
  }
}`;
const CANCEL = `mutation($id: ID!) { cancelReservation(id: $id) { ${HELD} } }`;
const PAY_AGAIN = `mutation($id: ID!, $payWith: String!) { payReservation(id: $id, payWith: $payWith) { ${HELD} address { address } } }`;
const SHOW = `query($id: ID!) { myReservation(id: $id) { ${HELD} } }`;

/**
 * Issue 31, item 3: after the provider reported a pay-the-difference payment failed, the reservation
 * stayed alive (lines off sale, the key answering "reserved" with the dead payment page), and the
 * buyer could neither cancel it nor pay again.
 */
describe("security: reservations whose payment failed (issue 31, item 3)", function () {
  this.timeout(60_000);
  let server: TestServer;
  let admin: HttpClient;
  let epusdt: FakeEpusdt;
  let n = 0;
  const clock = new TestClock();

  before(async () => {
    epusdt = await new FakeEpusdt().listen();
    server = await startTestServer({ PAYMENT_WEBHOOK_RATE_LIMIT: "100000" }, { clock });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await allowLargeHolds(admin);
    await enableEpusdt(admin, epusdt);
  });
  after(async () => {
    await server?.close();
    await epusdt?.close();
  });

  async function product(): Promise<string> {
    n++;
    const id = (await createProductAsAdmin(admin, { name: `Failing ${n}`, slug: `failing-${n}`, pricePerAccountCents: 100 })).id;
    await addStock(server.app, 5, `failing${n}x`, id);
    return id;
  }
  const buyer = () => createCustomer(server.app, { balanceCents: 0 }).then((c) => ({ customer: c, client: signIn(server.app, server.client(), c) }));
  const buy = (client: HttpClient, productId: string, key: string, coupon: string | null = null, payWith = "sandbox") =>
    client.ok(BUY, { productId, key, coupon, payWith }).then((d) => d.purchase);
  const available = (productId: string) => server.app.db.manager.getRepository(StockAccount).countBy({ productId, status: "available" });
  const holdOf = (id: string) => server.app.db.manager.getRepository(PendingOrder).findOneByOrFail({ id });
  /** The sandbox's signed status report, as its checkout's Pay and Fail buttons send it. */
  async function report(paymentId: string, status: "paid" | "fail" | "cancel", amountCents?: number): Promise<number> {
    const payment = await paymentRow(server.app, paymentId);
    const payload = {
      type: "payment",
      uuid: payment.providerInvoiceId,
      order_id: paymentId,
      amount: centsToAmount(amountCents ?? payment.amountCents),
      currency: "USD",
      status,
      is_final: true,
    };
    return (await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, sandboxPaymentKey(server.app.config)) })).status;
  }

  for (const status of ["fail", "cancel"] as const) {
    it(`releases the lines at once when the sandbox reports "${status}", and the key then answers cancelled without a payment page`, async () => {
      const productId = await product();
      const { client } = await buyer();
      const key = crypto.randomUUID();
      const held = await buy(client, productId, key);
      expect(held.status).to.equal("reserved");
      expect(await available(productId)).to.equal(2);

      expect(await report(held.paymentId, status)).to.equal(200);
      expect(await available(productId)).to.equal(5);
      expect((await holdOf(held.id)).status).to.equal("cancelled");
      const replay = await buy(client, productId, key);
      expect(replay).to.include({ __typename: "PendingPurchase", id: held.id, status: "cancelled", paymentUrl: null });
      expect((await client.ok(SHOW, { id: held.id })).myReservation).to.include({ status: "cancelled", paymentUrl: null });
    });
  }

  it("gives a failed reservation's coupon use back", async () => {
    const productId = await product();
    await createCouponAsAdmin(admin, { code: `FAILONCE${n}`, amount: 10, productIds: [productId], maxPerCustomer: 1 });
    const { client } = await buyer();
    const held = await buy(client, productId, crypto.randomUUID(), `FAILONCE${n}`);
    expect(await report(held.paymentId, "fail")).to.equal(200);
    expect((await buy(client, productId, crypto.randomUUID(), `FAILONCE${n}`)).status).to.equal("reserved");
  });

  it("lets the buyer cancel a reservation, and refuses another customer", async () => {
    const productId = await product();
    const { client } = await buyer();
    const other = await buyer();
    const key = crypto.randomUUID();
    const held = await buy(client, productId, key);

    for (const query of [CANCEL, SHOW]) expect((await other.client.fails(query, { id: held.id })).code).to.equal("NOT_FOUND");
    expect((await other.client.fails(PAY_AGAIN, { id: held.id, payWith: "sandbox" })).code).to.equal("NOT_FOUND");
    expect((await holdOf(held.id)).status).to.equal("reserved");
    expect(await available(productId)).to.equal(2);

    const cancelled = (await client.ok(CANCEL, { id: held.id })).cancelReservation;
    expect(cancelled).to.include({ id: held.id, status: "cancelled", paymentUrl: null });
    expect(await available(productId)).to.equal(5);
    // Again: answered as it is; a closed reservation takes no new payment.
    expect((await client.ok(CANCEL, { id: held.id })).cancelReservation.status).to.equal("cancelled");
    expect((await client.fails(PAY_AGAIN, { id: held.id, payWith: "sandbox" })).code).to.equal("RESERVATION_CLOSED");
    expect((await buy(client, productId, key)).status).to.equal("cancelled");
    // The old payment, if paid after all, goes to the balance and delivers nothing.
    expect(await report(held.paymentId, "paid")).to.equal(200);
    expect(await server.app.db.manager.getRepository(Order).countBy({ id: held.id })).to.equal(0);
  });

  it("needs the PURCHASE scope to cancel and the TOP_UP scope to pay again with an API token", async () => {
    const productId = await product();
    const { client } = await buyer();
    const held = await buy(client, productId, crypto.randomUUID());
    const token = async (scopes: string[]) => {
      const created = (await client.ok(`mutation($s: [ApiTokenScope!]) { createApiToken(name: "bot", scopes: $s) { token } }`, { s: scopes })).createApiToken;
      const api = server.client();
      api.bearer = created.token;
      return api;
    };
    const readOnly = await token(["READ"]);
    expect((await readOnly.ok(SHOW, { id: held.id })).myReservation.status).to.equal("reserved");
    expect((await readOnly.fails(CANCEL, { id: held.id })).code).to.equal("FORBIDDEN");
    expect((await (await token(["PURCHASE"])).fails(PAY_AGAIN, { id: held.id, payWith: "sandbox" })).code).to.equal("FORBIDDEN");
    expect((await (await token(["TOP_UP"])).ok(PAY_AGAIN, { id: held.id, payWith: "sandbox" })).payReservation.paymentId).to.equal(held.paymentId);
    expect((await (await token(["PURCHASE"])).ok(CANCEL, { id: held.id })).cancelReservation.status).to.equal("cancelled");
  });

  it("opens a new payment for a held reservation, answers the open one again with the same method, and delivers once when paid", async () => {
    const productId = await product();
    const { customer, client } = await buyer();
    const key = crypto.randomUUID();
    const held = await buy(client, productId, key);

    const same = (await client.ok(PAY_AGAIN, { id: held.id, payWith: "sandbox" })).payReservation;
    expect(same).to.include({ id: held.id, status: "reserved", paymentId: held.paymentId, paymentUrl: held.paymentUrl });

    const fresh = (await client.ok(PAY_AGAIN, { id: held.id, payWith: "epusdt" })).payReservation;
    expect(fresh).to.include({ id: held.id, status: "reserved", paymentMethod: "epusdt" });
    expect(fresh.paymentId).to.not.equal(held.paymentId);
    expect(fresh.paymentUrl).to.match(/^http:\/\/127\.0\.0\.1:\d+\/pay\/checkout-counter\//);
    expect(fresh.address).to.deep.equal({ address: "TXyzFakeTronAddress" });
    expect(await available(productId)).to.equal(2);

    const cb = epusdt.callback(fresh.paymentId, 2);
    const res = await fetch(`${server.url}/api/payments/epusdt/notify`, { method: "POST", headers: cb.headers, body: cb.body });
    expect(res.status).to.equal(200);
    expect((await holdOf(held.id)).status).to.equal("completed");
    const replay = await buy(client, productId, key);
    expect(replay).to.deep.include({ __typename: "Purchase", order: { id: held.id } });

    // The payment it replaced, paid late, stays on the balance: still one order.
    expect(await report(held.paymentId, "paid")).to.equal(200);
    expect(await server.app.db.manager.getRepository(Order).countBy({ customerId: customer.id })).to.equal(1);
    expect(await balanceOf(server.app, customer.id)).to.equal(300);
    expect((await client.fails(PAY_AGAIN, { id: held.id, payWith: "sandbox" })).code).to.equal("RESERVATION_CLOSED");
  });
  it("does not slow a buyer down for closures that were not theirs: failed payments and a refused invoice", async () => {
    const productId = await product();
    const { client } = await buyer();
    for (let i = 0; i < 2; i++) {
      const held = await buy(client, productId, crypto.randomUUID());
      expect(await report(held.paymentId, "fail")).to.equal(200);
    }
    epusdt.refusing = true;
    try {
      const refused = await client.gql(BUY, { productId, key: crypto.randomUUID(), coupon: null, payWith: "epusdt" });
      expect(refused.errors?.[0]?.extensions?.code).to.equal("PAYMENT_ERROR");
    } finally {
      epusdt.refusing = false;
    }
    expect(await available(productId)).to.equal(5);
    // Three reservations closed unpaid, none by the buyer: no cool-down.
    expect(await buy(client, productId, crypto.randomUUID())).to.include({ __typename: "PendingPurchase", status: "reserved" });
  });

  it("counts the buyer's own cancels, here or at the provider, toward the cool-down", async () => {
    const productId = await product();
    const { client } = await buyer();
    const first = await buy(client, productId, crypto.randomUUID());
    expect((await client.ok(CANCEL, { id: first.id })).cancelReservation.status).to.equal("cancelled");
    const second = await buy(client, productId, crypto.randomUUID());
    expect(await report(second.paymentId, "cancel")).to.equal(200);
    const third = await buy(client, productId, crypto.randomUUID());
    expect(third).to.include({ __typename: "HoldRefusedError", errorCode: "RESERVATION_COOL_DOWN" });
    expect(third.retryAfterSeconds).to.be.within(1, 60);
  });

  it("keeps the reservation, its lines and its payment when the provider refuses a new payment for it", async () => {
    const productId = await product();
    const { client } = await buyer();
    const held = await buy(client, productId, crypto.randomUUID());
    epusdt.refusing = true;
    try {
      const refused = await client.gql(PAY_AGAIN, { id: held.id, payWith: "epusdt" });
      expect(refused.errors?.[0]).to.deep.include({ message: "no wallet address available" });
      expect(refused.errors?.[0]?.extensions?.code).to.equal("PAYMENT_ERROR");
    } finally {
      epusdt.refusing = false;
    }
    expect(await holdOf(held.id)).to.include({ status: "reserved", paymentId: held.paymentId });
    expect(await available(productId)).to.equal(2);
    expect((await client.ok(SHOW, { id: held.id })).myReservation).to.include({ status: "reserved", paymentId: held.paymentId, paymentUrl: held.paymentUrl });
    // The buyer can still pay the payment it kept.
    expect(await report(held.paymentId, "paid")).to.equal(200);
    expect((await holdOf(held.id)).status).to.equal("completed");
  });

  it("bounds the new payments a buyer can open by switching methods, with the top-up rate limit", async () => {
    // The limit's window (ten minutes) must not roll over while it is filled.
    clock.startFreshWindow(600);
    const productId = await product();
    const { client } = await buyer();
    const held = await buy(client, productId, crypto.randomUUID());
    const methods = ["epusdt", "sandbox"];
    let opened = 0;
    let refusal: string | undefined;
    while (!refusal && opened < 40) {
      const answer = await client.gql(PAY_AGAIN, { id: held.id, payWith: methods[opened % 2] });
      refusal = answer.errors?.[0]?.extensions?.code as string | undefined;
      if (!refusal) opened++;
    }
    expect(refusal).to.equal("RATE_LIMITED");
    expect(opened).to.equal(30);
    // Answering the payment already open with the same method costs nothing.
    const current = (await holdOf(held.id)).paymentId;
    const again = (await client.ok(PAY_AGAIN, { id: held.id, payWith: methods[(opened - 1) % 2] })).payReservation;
    expect(again).to.include({ status: "reserved", paymentId: current });
    expect(await available(productId)).to.equal(2);
  });

  it("releases the lines at once when an admin rejects the reservation's payment in review", async () => {
    const productId = await product();
    const { client } = await buyer();
    const held = await buy(client, productId, crypto.randomUUID());
    // A signed report of another amount goes to review rather than crediting either.
    expect(await report(held.paymentId, "paid", 100)).to.equal(200);
    expect((await paymentRow(server.app, held.paymentId)).status).to.equal("needs_review");
    expect((await holdOf(held.id)).status).to.equal("reserved");
    const REJECT = `mutation($id: ID!) { resolvePaymentReview(paymentId: $id, action: REJECT, reason: "Paid 1.00 of 3.00, refunded") { status } }`;
    expect((await admin.ok(REJECT, { id: held.paymentId })).resolvePaymentReview.status).to.equal("REJECTED");
    expect((await holdOf(held.id)).status).to.equal("cancelled");
    expect(await available(productId)).to.equal(5);
  });
});
