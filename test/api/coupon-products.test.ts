import crypto from "node:crypto";
import { expect } from "chai";
import { CouponProduct } from "../../server/modules/coupons/coupon.entity";
import { BUY, createCouponAsAdmin, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const COUPONS = `{ coupons { code productIds } }`;
const UPDATE = `mutation($id: ID!, $input: CouponInput!) { updateCoupon(id: $id, input: $input) { code productIds } }`;
const QUOTE = `query($p: ID!, $c: String) { priceQuote(productId: $p, quantity: 10, couponCode: $c) { discountCents totalCents couponError { errorCode message } } }`;

/** Issue #15: a coupon can be limited to several products, not just one. */
describe("coupons limited to several products", () => {
  let server: TestServer;
  let admin: HttpClient;
  let a: { id: string };
  let b: { id: string };
  let c: { id: string };

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    a = await createProductAsAdmin(admin, { name: "Product A", slug: "product-a", pricePerAccountCents: 100 });
    b = await createProductAsAdmin(admin, { name: "Product B", slug: "product-b", pricePerAccountCents: 200 });
    c = await createProductAsAdmin(admin, { name: "Product C", slug: "product-c", pricePerAccountCents: 300 });
    for (const [p, prefix] of [
      [a, "pa"],
      [b, "pb"],
      [c, "pc"],
    ] as const)
      await addStock(server.app, 30, prefix, p.id);
  });
  after(() => server?.close());

  const newBuyer = async () => signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 100_000 }));
  const buy = async (productId: string, coupon: string, me?: HttpClient) =>
    (await (me ?? (await newBuyer())).ok(BUY, { productId, quantity: 10, coupon, key: crypto.randomUUID() })).purchase;

  it("applies a coupon for A and B to each of them, and refuses it for C: with the product message to a customer who has used it", async () => {
    await createCouponAsAdmin(admin, { code: "TWOPRODUCTS", kind: "PERCENT", amount: 10, productIds: [a.id, b.id, a.id] });
    const listed = (await admin.ok(COUPONS)).coupons.find((x: { code: string }) => x.code === "TWOPRODUCTS");
    expect([...listed.productIds].sort()).to.deep.equal([a.id, b.id].sort());

    const regular = await newBuyer();
    expect(await buy(a.id, "twoproducts", regular)).to.deep.include({ __typename: "Purchase", discountCents: 100 });
    expect(await buy(b.id, "TWOPRODUCTS")).to.deep.include({ __typename: "Purchase", discountCents: 200 });
    expect(await buy(c.id, "TWOPRODUCTS", regular)).to.deep.include({
      __typename: "CouponRefusedError",
      errorCode: "COUPON_NOT_FOR_PRODUCT",
      message: "This coupon does not apply to this product.",
    });
    // Anyone else cannot tell it from a made-up code (test/security/coupon-guessing.test.ts).
    expect(await buy(c.id, "TWOPRODUCTS")).to.deep.include({ errorCode: "COUPON_UNKNOWN" });

    const quote = async (p: string) => (await server.client().ok(QUOTE, { p, c: "TWOPRODUCTS" })).priceQuote;
    expect(await quote(b.id)).to.deep.include({ discountCents: 200, totalCents: 1800, couponError: null });
    expect((await quote(c.id)).couponError).to.deep.equal({ errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid." });
  });

  it("replaces the product list on edit; an empty list makes it a coupon for every product", async () => {
    const { id } = await createCouponAsAdmin(admin, { code: "MOVING", productIds: [a.id, b.id] });
    const input = { code: "MOVING", kind: "PERCENT", amount: 10, active: true };
    expect((await admin.ok(UPDATE, { id, input: { ...input, productIds: [b.id, c.id] } })).updateCoupon.productIds.sort()).to.deep.equal([b.id, c.id].sort());
    expect(await buy(a.id, "MOVING")).to.deep.include({ errorCode: "COUPON_UNKNOWN" });
    expect(await buy(c.id, "MOVING")).to.deep.include({ __typename: "Purchase", discountCents: 300 });

    expect((await admin.ok(UPDATE, { id, input: { ...input, productIds: [] } })).updateCoupon.productIds).to.deep.equal([]);
    expect(await server.app.db.manager.getRepository(CouponProduct).countBy({ couponId: id })).to.equal(0);
    expect(await buy(a.id, "MOVING")).to.deep.include({ __typename: "Purchase", discountCents: 100 });
  });

  it("refuses an unknown product in the list and saves nothing", async () => {
    const refused = await admin.gql(`mutation($input: CouponInput!) { createCoupon(input: $input) { id } }`, {
      input: { code: "GHOST", kind: "PERCENT", amount: 10, productIds: [a.id, "no-such-product"] },
    });
    expect(refused.errors?.[0].message).to.equal("Unknown product.");
    expect((await admin.ok(COUPONS)).coupons.map((x: { code: string }) => x.code)).not.to.include("GHOST");
  });
});
