import crypto from "node:crypto";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { Coupon, CouponRedemption } from "../../server/modules/coupons/coupon.entity";
import { NotificationEvent } from "../../server/modules/notifications/notification-event.entity";
import { Order } from "../../server/modules/orders/order.entity";
import { PendingOrder } from "../../server/modules/orders/pending-order.entity";
import { sweepExpiredReservations } from "../../server/modules/orders/reservation-sweep";
import { centsToAmount } from "../../server/modules/payments/amount";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { createCouponAsAdmin, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { cryptomusWebhookSign } from "../helpers/fake-cryptomus";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { allowLargeHolds, balanceOf, paymentRow, postWebhook } from "../helpers/payment-fixtures";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const BUY = `mutation($productId: ID!, $quantity: Int!, $coupon: String, $key: String!) {
  purchase(productId: $productId, quantity: $quantity, couponCode: $coupon, idempotencyKey: $key, payWith: "sandbox") {
    __typename
    ... on ErrorResult { errorCode }
    ... on Purchase { order { id totalPriceCents } }
    ... on PendingPurchase { id status totalCents discountCents paymentId }
  }
}`;
const MINUTE = 60_000;

/**
 * Issue 31, item 2: a "one per customer" coupon reserved three times with three keys was delivered
 * three times at the discount, because the per-customer count saw delivered redemptions only and
 * the delivery of a paid reservation did not check it again.
 */
describe("security: coupon uses held by reservations (issue 31, item 2)", function () {
  this.timeout(60_000);
  let server: TestServer;
  let admin: HttpClient;
  const clock = new TestClock();
  let n = 0;

  before(async () => {
    server = await startTestServer({ PAYMENT_WEBHOOK_RATE_LIMIT: "100000" }, { clock });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await allowLargeHolds(admin, 20);
  });
  after(() => server?.close());

  /** A product of 20 lines at $1 each and a 50 % coupon for it, once per customer unless said otherwise. */
  async function productWithCoupon(maxPerCustomer: number | null = 1): Promise<{ productId: string; code: string; couponId: string }> {
    n++;
    const productId = (await createProductAsAdmin(admin, { name: `Held ${n}`, slug: `held-${n}`, pricePerAccountCents: 100 })).id;
    await addStock(server.app, 20, `held${n}x`, productId);
    const code = `ONCE${n}`;
    const { id } = await createCouponAsAdmin(admin, { code, amount: 50, productIds: [productId], ...(maxPerCustomer ? { maxPerCustomer } : {}) });
    return { productId, code, couponId: id };
  }
  const buyer = async () => {
    const customer = await createCustomer(server.app, { balanceCents: 0 });
    return { customer, client: signIn(server.app, server.client(), customer) };
  };
  const buy = (client: HttpClient, productId: string, code: string, key = crypto.randomUUID()) =>
    client.ok(BUY, { productId, quantity: 2, coupon: code, key }).then((d) => d.purchase);
  /** The sandbox's signed report that the payment was paid, as its checkout's Pay button sends it. */
  async function pay(paymentId: string): Promise<number> {
    const payment = await paymentRow(server.app, paymentId);
    const payload = {
      type: "payment",
      uuid: payment.providerInvoiceId,
      order_id: paymentId,
      amount: centsToAmount(payment.amountCents),
      currency: "USD",
      status: "paid",
      is_final: true,
    };
    return (await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, sandboxPaymentKey(server.app.config)) })).status;
  }
  const discountedOrders = (customerId: string, couponId: string) => server.app.db.manager.getRepository(CouponRedemption).countBy({ customerId, couponId });
  const ordersOf = (customerId: string) => server.app.db.manager.getRepository(Order).countBy({ customerId });

  it("reserves a once-per-customer coupon once, however many keys the buyer sends, and delivers one discounted order", async () => {
    const { productId, code, couponId } = await productWithCoupon();
    const { customer, client } = await buyer();
    const answers = [await buy(client, productId, code), await buy(client, productId, code), await buy(client, productId, code)];
    // Before the fix: three PendingPurchases at $1.00 instead of $2.00.
    expect(answers.map((a) => a.__typename)).to.deep.equal(["PendingPurchase", "CouponRefusedError", "CouponRefusedError"]);
    expect(answers[0]).to.include({ totalCents: 100, discountCents: 100 });
    expect(answers[1].errorCode).to.equal("COUPON_CUSTOMER_LIMIT");
    // The purchase card's quote says so too, before the buyer tries.
    const quote = await client.ok(
      `query($p: ID!, $c: String) { priceQuote(productId: $p, quantity: 2, couponCode: $c) { totalCents couponError { errorCode } } }`,
      {
        p: productId,
        c: code,
      },
    );
    expect(quote.priceQuote).to.deep.equal({ totalCents: 200, couponError: { errorCode: "COUPON_CUSTOMER_LIMIT" } });

    for (const a of answers.filter((x) => x.__typename === "PendingPurchase")) expect(await pay(a.paymentId)).to.equal(200);
    expect(await discountedOrders(customer.id, couponId)).to.equal(1);
    expect(await ordersOf(customer.id)).to.equal(1);
    // The total count holds one use, not one per attempt.
    expect((await server.app.db.manager.getRepository(Coupon).findOneByOrFail({ id: couponId })).redemptionCount).to.equal(1);
  });

  it("lets only one of eight concurrent reservations take a once-per-customer coupon", async () => {
    const { productId, code, couponId } = await productWithCoupon();
    const { customer, client } = await buyer();
    const answers = await Promise.all(Array.from({ length: 8 }, () => buy(client, productId, code)));
    const held = answers.filter((a) => a.__typename === "PendingPurchase");
    expect(held).to.have.length(1);
    expect(answers.filter((a) => a.errorCode === "COUPON_CUSTOMER_LIMIT")).to.have.length(7);
    await Promise.all(held.map((a) => pay(a.paymentId)));
    expect(await discountedOrders(customer.id, couponId)).to.equal(1);
    expect((await server.app.db.manager.getRepository(Coupon).findOneByOrFail({ id: couponId })).redemptionCount).to.equal(1);
  });

  it("gives the use back when the reservation expires", async () => {
    const { productId, code, couponId } = await productWithCoupon();
    const { customer, client } = await buyer();
    const first = await buy(client, productId, code);
    expect(first.__typename).to.equal("PendingPurchase");
    expect((await buy(client, productId, code)).errorCode).to.equal("COUPON_CUSTOMER_LIMIT");

    clock.advance(16 * MINUTE);
    expect(await sweepExpiredReservations(RequestContext.system(server.app))).to.be.at.least(1);
    expect((await server.app.db.manager.getRepository(PendingOrder).findOneByOrFail({ id: first.id })).status).to.equal("expired");
    expect((await server.app.db.manager.getRepository(Coupon).findOneByOrFail({ id: couponId })).redemptionCount).to.equal(0);
    const again = await buy(client, productId, code);
    expect(again).to.include({ __typename: "PendingPurchase", discountCents: 100 });
    expect(await pay(again.paymentId)).to.equal(200);
    expect(await discountedOrders(customer.id, couponId)).to.equal(1);
  });

  it("keeps a coupon a reservation holds when the admin deletes it (switched off instead), and delivers the reservation at its price", async () => {
    const { productId, code, couponId } = await productWithCoupon();
    const { customer, client } = await buyer();
    const held = await buy(client, productId, code);
    const removal = await admin.ok(`mutation($id: ID!) { deleteCoupon(id: $id) { deleted deactivated } }`, { id: couponId });
    expect(removal.deleteCoupon).to.deep.equal({ deleted: false, deactivated: true });
    expect(await pay(held.paymentId)).to.equal(200);
    expect(await discountedOrders(customer.id, couponId)).to.equal(1);
    expect((await server.app.db.manager.getRepository(PendingOrder).findOneByOrFail({ id: held.id })).status).to.equal("completed");
  });

  for (const together of [false, true]) {
    it(`checks the per-customer cap again when a paid reservation is delivered (payments ${together ? "at once" : "one after the other"}): the second goes to the balance`, async () => {
      // Two holds made while the coupon had no per-customer cap; then the admin limits it to one.
      const { productId, code, couponId } = await productWithCoupon(null);
      const { customer, client } = await buyer();
      const held = [await buy(client, productId, code), await buy(client, productId, code)];
      expect(held.map((h) => h.__typename)).to.deep.equal(["PendingPurchase", "PendingPurchase"]);
      await admin.ok(`mutation($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { id } }`, {
        id: couponId,
        input: { code, kind: "PERCENT", amount: 50, productIds: [productId], minOrderCents: 0, maxPerCustomer: 1, active: true },
      });

      const paid = together ? await Promise.all(held.map((h) => pay(h.paymentId))) : [await pay(held[0].paymentId), await pay(held[1].paymentId)];
      expect(paid).to.deep.equal([200, 200]);
      expect(await discountedOrders(customer.id, couponId)).to.equal(1);
      expect(await ordersOf(customer.id)).to.equal(1);
      const rows = await Promise.all(held.map((h) => server.app.db.manager.getRepository(PendingOrder).findOneByOrFail({ id: h.id })));
      expect(rows.map((r) => r.status).sort()).to.deep.equal(["cancelled", "completed"]);
      const refused = rows.find((r) => r.status === "cancelled")!;
      // Its payment stays on the balance, its lines back on sale, its use back to the coupon.
      expect(await balanceOf(server.app, customer.id)).to.equal(100);
      expect((await server.app.db.manager.getRepository(Coupon).findOneByOrFail({ id: couponId })).redemptionCount).to.equal(1);
      const told = await server.app.db.manager.getRepository(NotificationEvent).findBy({ type: "reservation.paid_late", ownerId: customer.id });
      expect(told.map((e) => JSON.parse(e.payload))).to.deep.equal([
        { orderId: refused.id, productName: refused.productName, quantity: 2, paymentId: refused.paymentId, amountCents: 100, reason: "coupon" },
      ]);
    });
  }
});
