import crypto from "node:crypto";
import { expect } from "chai";
import { LedgerEntry } from "../../server/modules/balance/ledger-entry.entity";
import { OrderLine } from "../../server/modules/orders/order-line.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { createCouponAsAdmin, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const UPLOAD = `mutation($lines: [String!]!, $productId: ID!, $variantId: ID) { uploadStockChunk(lines: $lines, productId: $productId, variantId: $variantId) { added } }`;
const SAVE_VARIANT = `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id name priceCents inheritsPrice licenseDays isDefault } }`;
const CHECKOUT = `mutation($lines: [CartLineInput!]!, $coupon: String, $key: String!) {
  checkout(lines: $lines, couponCode: $coupon, idempotencyKey: $key) {
    __typename
    ... on Checkout {
      discountCents balanceCents
      order { id quantity totalPriceCents productName }
      lines { variantId variantName productName quantity unitPriceCents subtotalCents discountCents totalCents state deliveredAt accounts { username } licenseId }
      licenses { id licenseKey }
    }
    ... on NotEnoughStockError { errorCode availableCount variantId }
    ... on InvalidQuantityError { errorCode message variantId }
    ... on ProductUnavailableError { errorCode variantId }
    ... on InsufficientBalanceError { balanceCents requiredCents }
    ... on IdempotencyKeyReusedError { errorCode }
    ... on CouponRefusedError { errorCode }
  }
}`;
const stockLines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`);
const key = () => crypto.randomUUID();

/** Issue 32: a cart of several products and variants is one order with one line per variant, all or nothing. */
describe("a cart checkout: several products and variants in one order", () => {
  let server: TestServer;
  let admin: HttpClient;
  let gmail: { id: string };
  let vpn: { id: string };
  let tool: { id: string };
  let aged2019: string;
  let yearly: string;

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    gmail = await createProductAsAdmin(admin, {
      name: "Gmail",
      slug: "gmail",
      pricePerAccountCents: 50,
      priceTiers: [{ minQuantity: 10, unitPriceCents: 40 }],
    });
    vpn = await createProductAsAdmin(admin, { name: "VPN", slug: "vpn", pricePerAccountCents: 300 });
    tool = await createProductAsAdmin(admin, { name: "TagTool", slug: "tagtool", deliveryKind: "LICENSE", licenseDays: 30, pricePerAccountCents: 900 });
    ({
      saveProductVariant: { id: aged2019 },
    } = await admin.ok(SAVE_VARIANT, { input: { productId: gmail.id, name: "aged 2019", priceCents: 120 } }));
    ({
      saveProductVariant: { id: yearly },
    } = await admin.ok(SAVE_VARIANT, { input: { productId: tool.id, name: "365 days", priceCents: 5000, licenseDays: 365 } }));
    await admin.ok(UPLOAD, { lines: stockLines("g", 30), productId: gmail.id });
    await admin.ok(UPLOAD, { lines: stockLines("old", 5), productId: gmail.id, variantId: aged2019 });
    await admin.ok(UPLOAD, { lines: stockLines("v", 5), productId: vpn.id });
  });
  after(() => server?.close());

  const buyer = async (balanceCents: number) => {
    const customer = await createCustomer(server.app, { balanceCents });
    return { customer, client: signIn(server.app, server.client(), customer) };
  };

  it("lists a product's variants, the default (the product's own id and price) first", async () => {
    const { product } = await server
      .client()
      .ok(`query($slug: String!) { product(slug: $slug) { variants { id name priceCents inheritsPrice isDefault } } }`, { slug: "gmail" });
    expect(product.variants).to.deep.equal([
      { id: gmail.id, name: "", priceCents: 50, inheritsPrice: true, isDefault: true },
      { id: aged2019, name: "aged 2019", priceCents: 120, inheritsPrice: false, isDefault: false },
    ]);
  });

  it("buys two products, a variant and a licence of a longer variant in one order, each line priced and delivered from its own pool", async () => {
    const { customer, client } = await buyer(100_000);
    const { checkout } = await client.ok(CHECKOUT, {
      key: key(),
      lines: [
        { variantId: gmail.id, quantity: 10 },
        { variantId: aged2019, quantity: 2 },
        { variantId: vpn.id, quantity: 1 },
        { variantId: yearly, quantity: 1 },
      ],
    });
    expect(checkout.__typename).to.equal("Checkout");
    const [base, old, vpnLine, licence] = checkout.lines;
    // Tiers apply to the variant that inherits the product's price (10 × 40), not to the one with its own (2 × 120).
    expect([base.unitPriceCents, base.subtotalCents, base.accounts.length, base.variantName]).to.deep.equal([40, 400, 10, ""]);
    expect([old.unitPriceCents, old.subtotalCents, old.variantName]).to.deep.equal([120, 240, "aged 2019"]);
    expect(old.accounts.map((a: { username: string }) => a.username)).to.deep.equal(["old0", "old1"]);
    expect(vpnLine.accounts.map((a: { username: string }) => a.username)).to.deep.equal(["v0"]);
    expect([licence.subtotalCents, licence.accounts.length]).to.deep.equal([5000, 0]);
    expect(checkout.lines.every((l: { state: string; deliveredAt: string | null }) => l.state === "delivered" && l.deliveredAt)).to.equal(true);
    expect(checkout.order.totalPriceCents).to.equal(400 + 240 + 300 + 5000);
    expect(checkout.order.quantity).to.equal(14);
    expect(checkout.balanceCents).to.equal(100_000 - 5940);
    expect(checkout.licenses).to.have.length(1);
    expect(licence.licenseId).to.equal(checkout.licenses[0].id);
    const { license } = await server.app.db.manager
      .query("SELECT expires_at, start_date FROM licenses WHERE id = ?", [licence.licenseId])
      .then((r) => ({ license: r[0] }));
    const days = (new Date(license.expires_at).getTime() - new Date(license.start_date).getTime()) / 86_400_000;
    expect(Math.round(days)).to.equal(365);
    // One debit for the whole order.
    const debits = await server.app.db.manager.getRepository(LedgerEntry).findBy({ customerId: customer.id, kind: "purchase" });
    expect(debits.map((d) => Number(d.amountCents))).to.deep.equal([-5940]);
    // The buyer's order lists its lines.
    const { myOrders } = await client.ok(`{ myOrders { items { id lines { variantId quantity state } } } }`);
    expect(myOrders.items[0].lines.map((l: { variantId: string }) => l.variantId)).to.deep.equal([gmail.id, aged2019, vpn.id, yearly]);
  });

  it("holds nothing when one line is short, and names that line and how many are left", async () => {
    const { client } = await buyer(100_000);
    const before = await server.app.db.manager.getRepository(StockAccount).countBy({ status: "available" });
    const { checkout } = await client.ok(CHECKOUT, {
      key: key(),
      lines: [
        { variantId: gmail.id, quantity: 2 },
        { variantId: aged2019, quantity: 4 },
      ],
    });
    expect(checkout).to.deep.equal({ __typename: "NotEnoughStockError", errorCode: "NOT_ENOUGH_STOCK", availableCount: 3, variantId: aged2019 });
    expect(await server.app.db.manager.getRepository(StockAccount).countBy({ status: "available" })).to.equal(before);
  });

  it("refuses an unknown variant and a quantity outside the product's limits by line; a licence line takes one", async () => {
    const { client } = await buyer(100_000);
    const unknown = await client.ok(CHECKOUT, {
      key: key(),
      lines: [
        { variantId: gmail.id, quantity: 1 },
        { variantId: "nope", quantity: 1 },
      ],
    });
    expect(unknown.checkout).to.deep.equal({ __typename: "ProductUnavailableError", errorCode: "PRODUCT_UNAVAILABLE", variantId: "nope" });
    const two = await client.ok(CHECKOUT, { key: key(), lines: [{ variantId: yearly, quantity: 2 }] });
    expect(two.checkout).to.include({ __typename: "InvalidQuantityError", variantId: yearly, message: "The maximum purchase is 1 licence." });
    const zero = await client.ok(CHECKOUT, { key: key(), lines: [{ variantId: vpn.id, quantity: 0 }] });
    expect(zero.checkout).to.include({ __typename: "InvalidQuantityError", variantId: vpn.id });
  });

  it("refuses an empty cart, a variant twice and too many lines before reading anything", async () => {
    const { client } = await buyer(100_000);
    const empty = await client.fails(CHECKOUT, { key: key(), lines: [] });
    expect(empty.message).to.equal("The cart is empty.");
    const twice = await client.fails(CHECKOUT, {
      key: key(),
      lines: [
        { variantId: vpn.id, quantity: 1 },
        { variantId: vpn.id, quantity: 1 },
      ],
    });
    expect(twice.message).to.equal("Each variant can appear only once in an order.");
    const many = await client.fails(CHECKOUT, { key: key(), lines: Array.from({ length: 21 }, (_, i) => ({ variantId: `v${i}`, quantity: 1 })) });
    expect(many.message).to.equal("An order has at most 20 lines.");
  });

  it("replays the same cart for the same key, charging once, and refuses the key with other lines", async () => {
    const { customer, client } = await buyer(10_000);
    const k = key();
    const lines = [
      { variantId: vpn.id, quantity: 1 },
      { variantId: gmail.id, quantity: 1 },
    ];
    const first = await client.ok(CHECKOUT, { key: k, lines });
    const again = await client.ok(CHECKOUT, { key: k, lines: [...lines].reverse() });
    expect(again.checkout.order.id).to.equal(first.checkout.order.id);
    const other = await client.ok(CHECKOUT, { key: k, lines: [{ variantId: vpn.id, quantity: 1 }] });
    expect(other.checkout).to.deep.equal({ __typename: "IdempotencyKeyReusedError", errorCode: "IDEMPOTENCY_KEY_REUSED" });
    expect(await server.app.db.manager.getRepository(LedgerEntry).countBy({ customerId: customer.id, kind: "purchase" })).to.equal(1);
  });

  it("shares a coupon's discount among the lines, the cents adding up to the order's; a coupon for one product only is refused for a mixed cart", async () => {
    await createCouponAsAdmin(admin, { code: "CART10", kind: "PERCENT", amount: 10 });
    await createCouponAsAdmin(admin, { code: "VPNONLY", kind: "PERCENT", amount: 10, productIds: [vpn.id] });
    const { client } = await buyer(10_000);
    const { checkout } = await client.ok(CHECKOUT, {
      key: key(),
      coupon: "CART10",
      lines: [
        { variantId: gmail.id, quantity: 3 },
        { variantId: vpn.id, quantity: 1 },
      ],
    });
    expect(checkout.discountCents).to.equal(45); // 10 % of 150 + 300
    expect(checkout.lines.map((l: { discountCents: number }) => l.discountCents)).to.deep.equal([15, 30]);
    expect(checkout.lines.reduce((n: number, l: { totalCents: number }) => n + l.totalCents, 0)).to.equal(checkout.order.totalPriceCents);
    const mixed = await client.ok(CHECKOUT, {
      key: key(),
      coupon: "VPNONLY",
      lines: [
        { variantId: gmail.id, quantity: 1 },
        { variantId: vpn.id, quantity: 1 },
      ],
    });
    // A customer learns only what does not reveal a code (the coupon rules' disclosure).
    expect(mixed.checkout).to.deep.equal({ __typename: "CouponRefusedError", errorCode: "COUPON_UNKNOWN" });
    const vpnOnly = await client.ok(CHECKOUT, { key: key(), coupon: "VPNONLY", lines: [{ variantId: vpn.id, quantity: 1 }] });
    expect(vpnOnly.checkout.discountCents).to.equal(30);
  });

  it("sells a variant's last lines to one of two carts racing for them; the loser holds nothing", async () => {
    const { id: scarce } = (await admin.ok(SAVE_VARIANT, { input: { productId: vpn.id, name: "premium", priceCents: 500 } })).saveProductVariant;
    await admin.ok(UPLOAD, { lines: stockLines("p", 3), productId: vpn.id, variantId: scarce });
    const [a, b] = [await buyer(10_000), await buyer(10_000)];
    const results = await Promise.all(
      [a, b].map(({ client }) =>
        client.ok(CHECKOUT, {
          key: key(),
          lines: [
            { variantId: gmail.id, quantity: 1 },
            { variantId: scarce, quantity: 2 },
          ],
        }),
      ),
    );
    const types = results.map((r) => r.checkout.__typename).sort();
    expect(types).to.deep.equal(["Checkout", "NotEnoughStockError"]);
    const sold = await server.app.db.manager.getRepository(StockAccount).findBy({ variantId: scarce, status: "sold" });
    expect(sold).to.have.length(2);
    expect(new Set(sold.map((s) => s.orderId)).size).to.equal(1);
    const loser = [a, b][results.findIndex((r) => r.checkout.__typename !== "Checkout")];
    expect(await server.app.db.manager.getRepository(StockAccount).countBy({ soldTo: loser.customer.id })).to.equal(0);
    expect(await server.app.db.manager.getRepository(OrderLine).countBy({ variantId: scarce })).to.equal(1);
  });

  it("lets only admins add variants, and checks a variant's fields", async () => {
    const { client } = await buyer(0);
    const refused = await client.fails(SAVE_VARIANT, { input: { productId: vpn.id, name: "x" } });
    expect(refused.code).to.be.oneOf(["FORBIDDEN", "UNAUTHENTICATED"]);
    const long = await admin.fails(SAVE_VARIANT, { input: { productId: vpn.id, name: "x".repeat(101) } });
    expect(long.message).to.equal("A variant name has at most 100 characters.");
    const same = await admin.fails(SAVE_VARIANT, { input: { productId: gmail.id, name: "AGED 2019" } });
    expect(same.message).to.equal("This product already has a variant of this name.");
    const days = await admin.fails(SAVE_VARIANT, { input: { productId: gmail.id, name: "30d", licenseDays: 30 } });
    expect(days.message).to.equal("Only a license product's variants have a license length.");
  });

  it("prices a variant with its own price by its own volume tiers, shows them on the card, and keeps the product's for the others", async () => {
    const tiered = `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id priceCents inheritsPrice priceTiers { minQuantity unitPriceCents } } }`;
    const inherits = await admin.fails(tiered, { input: { productId: vpn.id, name: "bulk", priceTiers: [{ minQuantity: 3, unitPriceCents: 250 }] } });
    expect([inherits.code, inherits.message]).to.deep.equal([
      "BAD_USER_INPUT",
      "A variant with the product's price takes the product's volume tiers: give it its own price first.",
    ]);
    const free = await admin.fails(tiered, {
      input: { productId: vpn.id, name: "bulk", priceCents: 280, priceTiers: [{ minQuantity: 3, unitPriceCents: 0 }] },
    });
    expect(free.message).to.equal("A volume tier's unit price must be greater than 0.");
    const { saveProductVariant: bulk } = await admin.ok(tiered, {
      input: {
        productId: vpn.id,
        name: "bulk",
        priceCents: 280,
        priceTiers: [
          { minQuantity: 5, unitPriceCents: 200 },
          { minQuantity: 3, unitPriceCents: 250 },
        ],
      },
    });
    expect(bulk.priceTiers).to.deep.equal([
      { minQuantity: 3, unitPriceCents: 250 },
      { minQuantity: 5, unitPriceCents: 200 },
    ]);
    await admin.ok(UPLOAD, { lines: stockLines("bulk", 6), productId: vpn.id, variantId: bulk.id });

    const { product } = await server
      .client()
      .ok(`query { product(slug: "vpn") { fromPriceCents priceTiers { minQuantity } variants { id priceTiers { minQuantity unitPriceCents } } } }`);
    // The card's "from" price reaches the variant's lowest tier; the product's own tiers stay its own (none).
    expect(product.fromPriceCents).to.equal(200);
    expect(product.priceTiers).to.deep.equal([]);
    expect(product.variants.find((v: { id: string }) => v.id === bulk.id).priceTiers).to.have.length(2);
    const { product: g } = await server.client().ok(`query { product(slug: "gmail") { variants { id priceTiers { minQuantity unitPriceCents } } } }`);
    // A variant with the product's price takes the product's tiers; one with its own price and none has none.
    expect(g.variants.map((v: { id: string; priceTiers: unknown[] }) => [v.id, v.priceTiers])).to.deep.equal([
      [gmail.id, [{ minQuantity: 10, unitPriceCents: 40 }]],
      [aged2019, []],
    ]);

    const { client } = await buyer(10_000);
    const { checkout } = await client.ok(CHECKOUT, {
      key: key(),
      lines: [{ variantId: bulk.id, quantity: 3 }],
    });
    expect(checkout.lines.map((l: { unitPriceCents: number; subtotalCents: number }) => [l.unitPriceCents, l.subtotalCents])).to.deep.equal([[250, 750]]);

    // Taking the variant back to the product's price drops its own tiers with it.
    const { saveProductVariant: back } = await admin.ok(tiered, { input: { id: bulk.id, productId: vpn.id, name: "bulk" } });
    expect([back.inheritsPrice, back.priceCents, back.priceTiers]).to.deep.equal([true, 300, []]);
  });

  it("holds a member's cart when the balance is short and delivers it when the difference is paid", async () => {
    await admin.ok(
      `mutation { updateReservationSettings(reservationMinutes: 15, maxPendingReservations: 3, holdSharePercent: 100, reservationsPerHour: 1000) { reservationMinutes } }`,
    );
    const { customer, client } = await buyer(100);
    const PAY = `mutation($lines: [CartLineInput!]!, $k: String!) { checkout(lines: $lines, idempotencyKey: $k, payWith: "sandbox") { __typename ... on PendingPurchase { id paymentUrl paymentAmountCents totalCents } ... on ErrorResult { errorCode message } } }`;
    const { checkout } = await client.ok(PAY, {
      k: key(),
      lines: [
        { variantId: gmail.id, quantity: 2 },
        { variantId: vpn.id, quantity: 1 },
      ],
    });
    expect(checkout).to.include({ __typename: "PendingPurchase", totalCents: 400, paymentAmountCents: 300 });
    const url = new URL(checkout.paymentUrl);
    const html = await (await client.request("GET", url.pathname + url.search)).text();
    const token = /name="token" value="([^"]+)"/.exec(html)![1];
    await client.request("POST", `${url.pathname}/pay`, new URLSearchParams({ token }).toString(), { "content-type": "application/x-www-form-urlencoded" });
    const { myOrders } = await client.ok(`{ myOrders { items { id totalPriceCents lines { variantId state accounts { username } } } } }`);
    const order = myOrders.items.find((o: { id: string }) => o.id === checkout.id);
    expect(order.totalPriceCents).to.equal(400);
    expect(order.lines.map((l: { state: string; accounts: unknown[] }) => [l.state, l.accounts.length])).to.deep.equal([
      ["delivered", 2],
      ["delivered", 1],
    ]);
    expect(Number((await server.app.db.manager.query("SELECT balance_cents FROM customers WHERE id = ?", [customer.id]))[0].balance_cents)).to.equal(0);
  });
});
