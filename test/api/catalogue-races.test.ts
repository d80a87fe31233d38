import crypto from "node:crypto";
import { expect } from "chai";
import fc from "fast-check";
import { In } from "typeorm";
import { RequestContext } from "../../server/context";
import { LedgerEntry } from "../../server/modules/balance/ledger-entry.entity";
import { findLedgerMismatches } from "../../server/modules/balance/ledger.service";
import { subtotalCents } from "../../server/modules/catalog/pricing";
import { Coupon, CouponRedemption } from "../../server/modules/coupons/coupon.entity";
import { discountCents } from "../../server/modules/coupons/coupon-rules";
import { Customer } from "../../server/modules/customers/customer.entity";
import { Order } from "../../server/modules/orders/order.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { BUY, createCouponAsAdmin, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, testDbKind, type TestServer } from "../helpers/test-server";

const key = () => crypto.randomUUID();

describe("catalogue under concurrency", () => {
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    // Fifty buyers from one address: the per-address coupon check limit is not what this file tests.
    server = await startTestServer({ COUPON_CHECK_RATE_LIMIT: "0" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  const repo = <T extends object>(entity: new () => T) => server.app.db.manager.getRepository(entity);
  const buyers = (n: number, balanceCents: number) =>
    Promise.all(Array.from({ length: n }, async () => signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents }))));

  it("lets 50 buyers race across 5 products: every line delivered once, from its own product's pool, and ledger = balances", async () => {
    const products: Array<{ id: string; slug: string }> = [];
    for (let p = 0; p < 5; p++) {
      const product = await createProductAsAdmin(admin, {
        name: `Race ${p}`,
        slug: `race-${p}`,
        pricePerAccountCents: 10 + p,
        priceTiers: [{ minQuantity: 5, unitPriceCents: 8 }],
      });
      await addStock(server.app, 60, `race${p}-`, product.id);
      products.push(product);
    }
    const clients = await buyers(50, 200);
    const started = performance.now();
    const outcomes = await Promise.all(
      clients.map(async (client, i) => {
        const seen: string[] = [];
        for (let attempt = 0; attempt < 6; attempt++) {
          const product = products[(i + attempt) % products.length];
          const r = (await client.ok(BUY, { productId: product.id, quantity: 1 + ((i * 7 + attempt) % 7), key: key() })).purchase;
          seen.push(r.__typename);
          if (r.__typename === "InsufficientBalanceError") break;
        }
        return seen;
      }),
    );
    const elapsedMs = performance.now() - started;

    const ids = products.map((p) => p.id);
    const orders = await repo(Order).findBy({ productId: In(ids) });
    const sold = await repo(StockAccount).findBy({ productId: In(ids), status: "sold" });
    const flat = outcomes.flat();
    console.log(
      `      [${testDbKind()}] 50 buyers × 5 products: ${orders.length} orders, ${sold.length} lines sold, ${flat.filter((t) => t === "NotEnoughStockError").length} out-of-stock refusals, ${flat.length} calls in ${elapsedMs.toFixed(0)} ms`,
    );

    expect(flat).to.include("Purchase");
    const productOf = new Map(orders.map((o) => [o.id, o.productId]));
    for (const order of orders)
      expect(
        sold.filter((s) => s.orderId === order.id),
        `order ${order.id}`,
      ).to.have.length(order.quantity);
    for (const line of sold) expect(line.productId, `line ${line.id}`).to.equal(productOf.get(line.orderId!));
    expect(sold.length).to.equal(orders.reduce((n, o) => n + o.quantity, 0));
    for (const order of orders) {
      const unit = order.quantity >= 5 ? 8 : 10 + ids.indexOf(order.productId);
      expect(order.totalPriceCents, `order ${order.id}`).to.equal(order.quantity * unit);
    }
    expect(await repo(Customer).createQueryBuilder("c").where("c.balance_cents < 0").getCount()).to.equal(0);
    expect(await findLedgerMismatches(RequestContext.system(server.app))).to.deep.equal([]);
    const debits = await repo(LedgerEntry).findBy({ kind: "purchase", orderId: In(orders.map((o) => o.id)) });
    expect(debits.reduce((s, d) => s - d.amountCents, 0)).to.equal(orders.reduce((s, o) => s + o.totalPriceCents, 0));
  });

  it("lets exactly 10 of 50 concurrent buyers redeem a coupon capped at 10 uses", async () => {
    const product = await createProductAsAdmin(admin, { name: "Capped", slug: "capped", pricePerAccountCents: 100 });
    await addStock(server.app, 60, "capped-", product.id);
    const coupon = await createCouponAsAdmin(admin, { code: "TEN", kind: "FIXED", amount: 30, maxRedemptions: 10 });
    const clients = await buyers(50, 1000);
    const results = await Promise.all(clients.map((c) => c.ok(BUY, { productId: product.id, quantity: 1, coupon: "TEN", key: key() })));
    const kinds = results.map((r) => (r.purchase.__typename === "Purchase" ? "Purchase" : r.purchase.errorCode));
    console.log(`      [${testDbKind()}] coupon capped at 10, 50 concurrent redemptions: ${kinds.filter((k) => k === "Purchase").length} succeeded`);
    expect(kinds.filter((k) => k === "Purchase")).to.have.length(10);
    // A buyer who lost the race for the last use hears COUPON_USED_UP; one who came after it, like any stranger to the coupon, COUPON_UNKNOWN.
    expect(kinds.filter((k) => k === "COUPON_USED_UP" || k === "COUPON_UNKNOWN")).to.have.length(40);
    expect((await repo(Coupon).findOneByOrFail({ id: coupon.id })).redemptionCount).to.equal(10);
    expect(await repo(CouponRedemption).countBy({ couponId: coupon.id })).to.equal(10);
    expect(await repo(StockAccount).countBy({ productId: product.id, status: "sold" })).to.equal(10);
  });

  it("holds a per-customer cap of 2 when one customer sends 10 purchases with the coupon at once", async () => {
    const product = await createProductAsAdmin(admin, { name: "Per customer", slug: "per-customer", pricePerAccountCents: 100 });
    await addStock(server.app, 20, "pc-", product.id);
    const coupon = await createCouponAsAdmin(admin, { code: "TWICE", kind: "PERCENT", amount: 50, maxPerCustomer: 2 });
    const customer = await createCustomer(server.app, { balanceCents: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        signIn(server.app, server.client(), customer).ok(BUY, { productId: product.id, quantity: 1, coupon: "TWICE", key: key() }),
      ),
    );
    const kinds = results.map((r) => (r.purchase.__typename === "Purchase" ? "Purchase" : r.purchase.errorCode));
    expect(kinds.filter((k) => k === "Purchase")).to.have.length(2);
    expect(kinds.filter((k) => k === "COUPON_CUSTOMER_LIMIT")).to.have.length(8);
    expect(await repo(CouponRedemption).countBy({ couponId: coupon.id, customerId: customer.id })).to.equal(2);
    expect((await repo(Customer).findOneByOrFail({ id: customer.id })).balanceCents).to.equal(10_000 - 2 * 50);
  });

  it("charges what the tiers and the coupon define at every quantity, never below zero (fuzzed against the server)", async () => {
    const tiers = [
      { minQuantity: 3, unitPriceCents: 33 },
      { minQuantity: 10, unitPriceCents: 29 },
      { minQuantity: 25, unitPriceCents: 17 },
    ];
    const product = await createProductAsAdmin(admin, { name: "Fuzzed", slug: "fuzzed", pricePerAccountCents: 37, priceTiers: tiers });
    await addStock(server.app, 2000, "fz-", product.id);
    const percents = [1, 7, 33, 99, 100];
    for (const p of percents) await createCouponAsAdmin(admin, { code: `FZP${p}`, kind: "PERCENT", amount: p });
    for (const f of [1, 250, 5000]) await createCouponAsAdmin(admin, { code: `FZF${f}`, kind: "FIXED", amount: f });
    const customer = await createCustomer(server.app, { balanceCents: 10_000_000 });
    const me = signIn(server.app, server.client(), customer);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom<null | { code: string; kind: "percent" | "fixed"; amount: number }>(
          null,
          ...percents.map((p) => ({ code: `FZP${p}`, kind: "percent" as const, amount: p })),
          ...[1, 250, 5000].map((f) => ({ code: `FZF${f}`, kind: "fixed" as const, amount: f })),
        ),
        async (quantity, coupon) => {
          const subtotal = subtotalCents(quantity, 37, tiers)!;
          const expected = subtotal - (coupon ? discountCents(coupon, subtotal) : 0);
          const r = (await me.ok(BUY, { productId: product.id, quantity, coupon: coupon?.code ?? null, key: key() })).purchase;
          expect(r.__typename).to.equal("Purchase");
          expect(r.order.totalPriceCents).to.equal(expected);
          expect(r.order.totalPriceCents).to.be.at.least(0);
        },
      ),
      { numRuns: 40 },
    );
    expect(await findLedgerMismatches(RequestContext.system(server.app))).to.deep.equal([]);
  });
});
