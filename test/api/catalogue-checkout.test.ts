import crypto from "node:crypto";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { checkLowStock } from "../../server/modules/stock/low-stock-alert";
import { CouponRedemption } from "../../server/modules/coupons/coupon.entity";
import { LedgerEntry } from "../../server/modules/balance/ledger-entry.entity";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { BUY, createCouponAsAdmin, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import type { HttpClient } from "../helpers/http-client";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, type TestServer } from "../helpers/test-server";

const UPLOAD = `mutation($lines: [String!]!, $productId: ID!) { uploadStockChunk(lines: $lines, productId: $productId) { added skippedDuplicates } }`;
const key = () => crypto.randomUUID();
const lines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`);

describe("catalogue and checkout", () => {
  let server: TestServer;
  let admin: HttpClient;
  let gmail: { id: string; slug: string };
  let vpn: { id: string; slug: string };
  let tool: { id: string; slug: string };
  let categoryId: string;

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    ({
      createCategory: { id: categoryId },
    } = await admin.ok(`mutation { createCategory(input: { name: "Email", sortOrder: 1 }) { id } }`));
    gmail = await createProductAsAdmin(admin, {
      name: "Gmail aged",
      slug: "gmail-aged",
      categoryId,
      pricePerAccountCents: 50,
      priceTiers: [
        { minQuantity: 1000, unitPriceCents: 40 },
        { minQuantity: 100, unitPriceCents: 45 },
      ],
    });
    vpn = await createProductAsAdmin(admin, { name: "VPN accounts", slug: "vpn", pricePerAccountCents: 300, sortOrder: 2 });
    tool = await createProductAsAdmin(admin, {
      name: "TagTool",
      slug: "tagtool",
      deliveryKind: "LICENSE",
      licenseDays: 7,
      pricePerAccountCents: 900,
      sortOrder: 3,
    });
    expect((await admin.ok(UPLOAD, { lines: lines("g", 1200).slice(0, 1000), productId: gmail.id })).uploadStockChunk.added).to.equal(1000);
    expect((await admin.ok(UPLOAD, { lines: lines("g", 1200).slice(1000), productId: gmail.id })).uploadStockChunk.added).to.equal(200);
  });
  after(() => server?.close());

  const buyer = async (balanceCents: number) => signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents }));

  describe("storefront", () => {
    it("lists listed products with category, tiers, 'from' price and stock, in three statements", async () => {
      const counter = countQueries(server.app);
      const { products } = await server
        .client()
        .ok(`{ products { name slug category pricePerAccountCents fromPriceCents availableStock priceTiers { minQuantity unitPriceCents } } }`);
      const statements = counter.dataQueries.length;
      counter.stop();
      expect(statements).to.be.at.most(3);
      expect(products.map((p: { slug: string }) => p.slug)).to.deep.equal(["digital-accounts", "gmail-aged", "vpn", "tagtool"]);
      expect(products[1]).to.deep.equal({
        name: "Gmail aged",
        slug: "gmail-aged",
        category: "Email",
        pricePerAccountCents: 50,
        fromPriceCents: 40,
        availableStock: 1200,
        priceTiers: [
          { minQuantity: 100, unitPriceCents: 45 },
          { minQuantity: 1000, unitPriceCents: 40 },
        ],
      });
      expect(products[3].availableStock).to.equal(null);
    });

    it("searches by name, filters by category and sorts by price", async () => {
      const c = server.client();
      expect((await c.ok(`{ products(search: "GMAIL") { slug } }`)).products).to.deep.equal([{ slug: "gmail-aged" }]);
      expect((await c.ok(`query($c: ID) { products(categoryId: $c) { slug } }`, { c: categoryId })).products).to.deep.equal([{ slug: "gmail-aged" }]);
      expect((await c.ok(`{ products(sort: "price_desc") { slug } }`)).products.map((p: { slug: string }) => p.slug)).to.deep.equal([
        "tagtool",
        "vpn",
        "digital-accounts",
        "gmail-aged",
      ]);
      expect((await c.fails(`{ products(sort: "random") { slug } }`)).code).to.equal("BAD_USER_INPUT");
    });

    it("opens a hidden product by its slug but not a draft, and hides both from the list", async () => {
      const hidden = await createProductAsAdmin(admin, { name: "Hidden one", slug: "hidden-one", visibility: "hidden" });
      await createProductAsAdmin(admin, { name: "Draft one", slug: "draft-one", visibility: "draft" });
      const c = server.client();
      expect((await c.ok(`{ product(slug: "hidden-one") { id name } }`)).product).to.deep.equal({ id: hidden.id, name: "Hidden one" });
      expect((await c.fails(`{ product(slug: "draft-one") { id } }`)).code).to.equal("NOT_FOUND");
      const slugs = (await c.ok(`{ products { slug } }`)).products.map((p: { slug: string }) => p.slug);
      expect(slugs).not.to.include.members(["hidden-one", "draft-one"]);
      expect((await admin.ok(`{ adminProducts { slug } }`)).adminProducts.map((p: { slug: string }) => p.slug)).to.include.members(["hidden-one", "draft-one"]);
    });

    it("refuses a second product with the same slug", async () => {
      const e = await admin.fails(`mutation { createProduct(input: { name: "X", slug: "vpn", deliveryKind: "STOCK", pricePerAccountCents: 1 }) { id } }`);
      expect(e).to.include({ code: "SLUG_TAKEN", message: "Another product already uses this URL slug." });
    });
  });

  describe("pricing", () => {
    it("prices by the highest tier reached, on both sides of each boundary", async () => {
      const quote = async (q: number) =>
        (await server.client().ok(`query($p: ID!, $q: Int!) { priceQuote(productId: $p, quantity: $q) { unitPriceCents totalCents } }`, { p: gmail.id, q }))
          .priceQuote;
      expect(await quote(99)).to.deep.equal({ unitPriceCents: 50, totalCents: 4950 });
      expect(await quote(100)).to.deep.equal({ unitPriceCents: 45, totalCents: 4500 });
      expect(await quote(999)).to.deep.equal({ unitPriceCents: 45, totalCents: 44955 });
      expect(await quote(1000)).to.deep.equal({ unitPriceCents: 40, totalCents: 40000 });
    });

    it("charges the tier price and delivers lines from the product's own pool", async () => {
      const me = await buyer(10_000);
      const r = (await me.ok(BUY, { productId: gmail.id, quantity: 100, key: key() })).purchase;
      expect(r.__typename).to.equal("Purchase");
      expect(r.order).to.include({ productId: gmail.id, productName: "Gmail aged", quantity: 100, totalPriceCents: 4500, orderType: "account" });
      expect(r.order.accounts).to.have.length(100);
      expect(r.order.accounts.every((a: { username: string }) => /^g\d+$/.test(a.username))).to.equal(true);
      expect(r.balanceCents).to.equal(5500);
    });

    it("refuses a product whose pool is empty even when another product has stock", async () => {
      await addStock(server.app, 5, "seed-pool");
      const r = (await (await buyer(10_000)).ok(BUY, { productId: vpn.id, quantity: 1, key: key() })).purchase;
      expect(r).to.deep.include({
        __typename: "NotEnoughStockError",
        availableCount: 0,
        message: "Only 0 accounts available. Please select a smaller quantity.",
      });
    });

    it("issues a licence of the product's length for a licence product", async () => {
      const me = await buyer(1000);
      const before = Date.now();
      const r = (await me.ok(BUY, { productId: tool.id, quantity: 1, key: key() })).purchase;
      expect(r.__typename).to.equal("Purchase");
      expect(r.order).to.include({ orderType: "software", productName: "TagTool", totalPriceCents: 900 });
      expect(r.license.softwareName).to.equal("TagTool");
      const days = (new Date(r.license.expiresAt).getTime() - before) / 86_400_000;
      expect(days).to.be.within(6.99, 7.01);
      expect((await me.ok(BUY, { productId: tool.id, quantity: 2, key: key() })).purchase).to.deep.include({
        errorCode: "INVALID_QUANTITY",
        message: "The maximum purchase is 1 licence.",
      });
    });
  });

  describe("coupons", () => {
    it("takes a percentage off after tiers, records the redemption, the audit row and the usage count", async () => {
      const coupon = await createCouponAsAdmin(admin, { code: "spring10", kind: "PERCENT", amount: 10 });
      const me = await buyer(10_000);
      const quote = (
        await me.ok(
          `query($p: ID!) { priceQuote(productId: $p, quantity: 100, couponCode: " Spring10 ") { subtotalCents discountCents totalCents couponError { errorCode } } }`,
          { p: gmail.id },
        )
      ).priceQuote;
      expect(quote).to.deep.equal({ subtotalCents: 4500, discountCents: 450, totalCents: 4050, couponError: null });
      const r = (await me.ok(BUY, { productId: gmail.id, quantity: 100, coupon: "spring10", key: key() })).purchase;
      expect(r).to.deep.include({ __typename: "Purchase", discountCents: 450, balanceCents: 5950 });
      expect(r.order.totalPriceCents).to.equal(4050);
      const redemption = await server.app.db.manager.getRepository(CouponRedemption).findOneByOrFail({ orderId: r.order.id });
      expect(redemption).to.deep.include({ couponId: coupon.id, code: "SPRING10", discountCents: 450 });
      const audit = await server.app.db.manager.getRepository(AuditEntry).findOneByOrFail({ action: "order.purchase", entityId: r.order.id });
      expect(JSON.parse(audit.details!)).to.deep.include({ subtotalCents: 4500, discountCents: 450, totalCents: 4050, coupon: "SPRING10" });
      const { coupons } = await admin.ok(`{ coupons { code redemptionCount } }`);
      expect(coupons.find((c: { code: string }) => c.code === "SPRING10").redemptionCount).to.equal(1);
    });

    it("never takes a total below zero: a fixed amount above the price makes the order free", async () => {
      await createCouponAsAdmin(admin, { code: "BIGFIX", kind: "FIXED", amount: 100_000 });
      const me = await buyer(0);
      const r = (await me.ok(BUY, { productId: tool.id, quantity: 1, coupon: "bigfix", key: key() })).purchase;
      expect(r).to.deep.include({ __typename: "Purchase", discountCents: 900, balanceCents: 0 });
      expect(r.order.totalPriceCents).to.equal(0);
    });

    it("refuses each coupon that does not apply, telling a customer only what does not reveal a code, and buys nothing", async () => {
      const day = 86_400_000;
      await createCouponAsAdmin(admin, { code: "LATER", startsAt: new Date(Date.now() + day).toISOString() });
      await createCouponAsAdmin(admin, { code: "GONE", endsAt: new Date(Date.now() - 1000).toISOString(), startsAt: new Date(Date.now() - day).toISOString() });
      await createCouponAsAdmin(admin, { code: "VPNONLY", productIds: [vpn.id] });
      await createCouponAsAdmin(admin, { code: "BIGORDER", minOrderCents: 10_000 });
      await createCouponAsAdmin(admin, { code: "OFF", active: false });
      const once = await createCouponAsAdmin(admin, { code: "ONCE", maxRedemptions: 1 });
      await createCouponAsAdmin(admin, { code: "MINE1", maxPerCustomer: 1 });
      const customer = await createCustomer(server.app, { balanceCents: 100_000 });
      const me = signIn(server.app, server.client(), customer);
      const refusal = async (coupon: string) => {
        const r = (await me.ok(BUY, { productId: gmail.id, quantity: 10, coupon, key: key() })).purchase;
        return { errorCode: r.errorCode, message: r.message };
      };
      expect(await refusal("NOPE")).to.deep.equal({ errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid." });
      expect(await refusal("OFF")).to.deep.equal({ errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid." });
      // A real code that does not apply reads as unknown to a customer who never redeemed it (test/security/coupon-guessing.test.ts).
      expect(await refusal("LATER")).to.deep.equal({ errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid." });
      expect(await refusal("GONE")).to.deep.equal({ errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid." });
      expect(await refusal("VPNONLY")).to.deep.equal({ errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid." });
      expect(await refusal("BIGORDER")).to.deep.equal({ errorCode: "COUPON_MINIMUM_NOT_MET", message: "This coupon needs an order of at least $100.00." });
      const other = await buyer(10_000);
      expect((await other.ok(BUY, { productId: gmail.id, quantity: 10, coupon: "ONCE", key: key() })).purchase.__typename).to.equal("Purchase");
      expect(await refusal("ONCE")).to.deep.equal({ errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid." });
      expect((await me.ok(BUY, { productId: gmail.id, quantity: 10, coupon: "MINE1", key: key() })).purchase.__typename).to.equal("Purchase");
      expect(await refusal("MINE1")).to.deep.equal({ errorCode: "COUPON_CUSTOMER_LIMIT", message: "You have already used this coupon as often as it allows." });
      // Eight refusals and one purchase: one debit, one redemption.
      expect(await server.app.db.manager.getRepository(LedgerEntry).countBy({ customerId: customer.id, kind: "purchase" })).to.equal(1);
      expect(await server.app.db.manager.getRepository(CouponRedemption).countBy({ customerId: customer.id })).to.equal(1);
      expect((await admin.ok(`mutation($id: ID!) { deleteCoupon(id: $id) { deleted deactivated } }`, { id: once.id })).deleteCoupon).to.deep.equal({
        deleted: false,
        deactivated: true,
      });
    });
  });

  describe("idempotency", () => {
    it("replays the same request and refuses the same key with another product, quantity or coupon", async () => {
      await createCouponAsAdmin(admin, { code: "KEYED", amount: 5 });
      const me = await buyer(100_000);
      const k = key();
      const first = (await me.ok(BUY, { productId: gmail.id, quantity: 10, coupon: "keyed", key: k })).purchase;
      const again = (await me.ok(BUY, { productId: gmail.id, quantity: 10, coupon: " KEYED", key: k })).purchase;
      expect(again.order.id).to.equal(first.order.id);
      expect(again.discountCents).to.equal(first.discountCents);
      for (const changed of [
        { quantity: 11, coupon: "KEYED" },
        { quantity: 10, coupon: null },
        { quantity: 10, coupon: "SPRING10" },
      ]) {
        const r = (await me.ok(BUY, { productId: gmail.id, key: k, ...changed })).purchase;
        expect(r, JSON.stringify(changed)).to.deep.include({ __typename: "IdempotencyKeyReusedError", errorCode: "IDEMPOTENCY_KEY_REUSED" });
      }
      expect((await me.ok(BUY, { productId: vpn.id, quantity: 10, coupon: "KEYED", key: k })).purchase.__typename).to.equal("IdempotencyKeyReusedError");
    });

    it("keeps two customers' purchases with the same idempotency key apart", async () => {
      const k = key();
      const [a, b] = [await buyer(10_000), await buyer(10_000)];
      const first = (await a.ok(BUY, { productId: gmail.id, quantity: 2, key: k })).purchase;
      const second = (await b.ok(BUY, { productId: gmail.id, quantity: 2, key: k })).purchase;
      expect([first.__typename, second.__typename]).to.deep.equal(["Purchase", "Purchase"]);
      expect(second.order.id).not.to.equal(first.order.id);
      const usernames = (r: { order: { accounts: Array<{ username: string }> } }) => r.order.accounts.map((x) => x.username);
      expect(usernames(second)).not.to.include.members(usernames(first));
    });

    it("refuses purchaseAccounts(quantity: 1) with the key of a licence purchase instead of answering the software order", async () => {
      const me = await buyer(100_000);
      const k = key();
      const licence = await me.ok(
        `mutation($k: String!) { purchaseSoftwareLicense(idempotencyKey: $k) { __typename ... on SoftwarePurchase { order { id } } } }`,
        { k },
      );
      expect(licence.purchaseSoftwareLicense.__typename).to.equal("SoftwarePurchase");
      const accounts = await me.ok(
        `mutation($k: String!) { purchaseAccounts(quantity: 1, idempotencyKey: $k) { __typename ... on Order { id orderType } ... on ErrorResult { errorCode } } }`,
        { k },
      );
      expect(accounts.purchaseAccounts).to.deep.equal({ __typename: "IdempotencyKeyReusedError", errorCode: "IDEMPOTENCY_KEY_REUSED" });
      const debits = await server.app.db.manager.getRepository(LedgerEntry).countBy({ kind: "purchase", orderId: licence.purchaseSoftwareLicense.order.id });
      expect(debits).to.equal(1);
    });
  });

  describe("stock per product and removal", () => {
    it("judges duplicate usernames within the product and deletes all of one product's stock only", async () => {
      const other = await createProductAsAdmin(admin, { name: "Other pool", slug: "other-pool" });
      const r = await admin.ok(UPLOAD, { lines: ["g0:p:e:ep", "g1:p:e:ep"], productId: other.id });
      expect(r.uploadStockChunk).to.deep.equal({ added: 2, skippedDuplicates: 0 });
      expect((await admin.ok(UPLOAD, { lines: ["g0:p:e:ep"], productId: other.id })).uploadStockChunk).to.deep.equal({ added: 0, skippedDuplicates: 1 });
      const gmailBefore = (await server.client().ok(`query($p: ID) { availableStockCount(productId: $p) }`, { p: gmail.id })).availableStockCount;
      expect((await admin.ok(`mutation($p: ID) { deleteAllStockAccounts(productId: $p) }`, { p: other.id })).deleteAllStockAccounts).to.equal(2);
      expect((await server.client().ok(`query($p: ID) { availableStockCount(productId: $p) }`, { p: gmail.id })).availableStockCount).to.equal(gmailBefore);
      const listed = await admin.ok(`query($p: ID) { stockAccounts(productId: $p) { total } }`, { p: gmail.id });
      expect(listed.stockAccounts.total).to.equal(gmailBefore);
      expect((await admin.fails(`mutation($p: ID!) { uploadStockChunk(lines: ["a:b:c:d"], productId: $p) { added } }`, { p: tool.id })).message).to.equal(
        "This product issues licenses and has no stock.",
      );
    });

    it("archives a product with orders (the orders keep its name and price) and deletes one without", async () => {
      const unsold = await createProductAsAdmin(admin, { name: "Unsold", slug: "unsold" });
      expect((await admin.ok(`mutation($id: ID!) { deleteProduct(id: $id) { deleted archived } }`, { id: unsold.id })).deleteProduct).to.deep.equal({
        deleted: true,
        archived: false,
      });
      expect((await admin.ok(`mutation($id: ID!) { deleteProduct(id: $id) { deleted archived } }`, { id: tool.id })).deleteProduct).to.deep.equal({
        deleted: false,
        archived: true,
      });
      const me = await buyer(10_000);
      expect((await me.ok(BUY, { productId: tool.id, quantity: 1, key: key() })).purchase).to.deep.include({
        errorCode: "PRODUCT_UNAVAILABLE",
        message: "This product is not available.",
      });
      const { adminOrders } = await admin.ok(`{ adminOrders(limit: 100) { items { productName totalPriceCents } } }`);
      expect(adminOrders.items).to.deep.include({ productName: "TagTool", totalPriceCents: 900 });
    });
  });

  describe("orders by product and category", () => {
    it("filters the admin's orders and their CSV by product and by category", async () => {
      const me = await buyer(100_000);
      const bought = (await me.ok(BUY, { productId: gmail.id, quantity: 3, key: key() })).purchase;
      expect(bought.__typename).to.equal("Purchase");
      const byProduct = await admin.ok(`query($p: ID) { adminOrders(filter: { productId: $p }, limit: 100) { total items { productId } } }`, { p: gmail.id });
      expect(byProduct.adminOrders.total).to.be.at.least(1);
      expect(byProduct.adminOrders.items.every((o: { productId: string }) => o.productId === gmail.id)).to.equal(true);
      const byCategory = await admin.ok(`query($c: ID) { adminOrders(filter: { categoryId: $c }, limit: 100) { total items { productId } } }`, {
        c: categoryId,
      });
      expect(byCategory.adminOrders.total).to.equal(byProduct.adminOrders.total);
      const csv = await (await admin.request("GET", `/api/admin/orders.csv?productId=${encodeURIComponent(vpn.id)}`)).text();
      expect(csv).not.to.include("Gmail aged");
      const gmailCsv = await (await admin.request("GET", `/api/admin/orders.csv?categoryId=${encodeURIComponent(categoryId)}`)).text();
      expect(gmailCsv.trim().split("\n")).to.have.length(byCategory.adminOrders.total + 1);
      expect(gmailCsv).to.include("Gmail aged");
    });
  });

  describe("low stock per product", () => {
    it("alerts the admins once per product below its own threshold (else the site's), and not for drafts", async () => {
      const ctx = RequestContext.system(server.app);
      const outbox = server.app.db.manager.getRepository(OutboxEmail);
      // The app's own check after the earlier tests' purchases must not run in the middle of this one.
      await server.app.background.settle();
      await checkLowStock(ctx);
      const own = await createProductAsAdmin(admin, { name: "Own threshold", slug: "own-threshold" });
      await admin.ok(`mutation($id: ID!, $input: CatalogProductInput!) { editProduct(id: $id, input: $input) { id } }`, {
        id: own.id,
        input: { name: "Own threshold", slug: "own-threshold", deliveryKind: "STOCK", pricePerAccountCents: 100, visibility: "listed", lowStockThreshold: 5 },
      });
      const siteDefault = await createProductAsAdmin(admin, { name: "Site threshold", slug: "site-threshold" });
      const draft = await createProductAsAdmin(admin, { name: "Draft stock", slug: "draft-stock", visibility: "draft" });
      for (const p of [own, siteDefault, draft]) await addStock(server.app, 10, `low-${p.slug}-`, p.id);
      expect(await checkLowStock(ctx)).to.equal("alerted");
      expect(await checkLowStock(ctx)).to.equal("unchanged");
      const subjects = (await outbox.find()).map((m) => m.subject);
      // One e-mail per admin (this file made one), once.
      expect(subjects.filter((t) => t.endsWith("10 accounts left of Site threshold"))).to.have.length(1);
      expect(subjects.some((t) => t.includes("Own threshold") || t.includes("Draft stock"))).to.equal(false);
    });
  });

  describe("statement count", () => {
    it("buys 1,000 lines in a fixed number of statements, whatever the other products hold", async () => {
      const bulk = await createProductAsAdmin(admin, { name: "Bulk", slug: "bulk", pricePerAccountCents: 10 });
      await addStock(server.app, 1000, "bulk", bulk.id);
      const me = await buyer(100_000);
      const counter = countQueries(server.app);
      const r = (
        await me.ok(`mutation($p: ID!, $k: String!) { purchase(productId: $p, quantity: 1000, idempotencyKey: $k) { __typename } }`, { p: bulk.id, k: key() })
      ).purchase;
      const all = counter.all;
      counter.stop();
      expect(r.__typename).to.equal("Purchase");
      // The purchase transaction only: the low-stock check runs after commit.
      const inTransaction = all.slice(
        all.findIndex((q) => /^\s*(BEGIN|START TRANSACTION)/i.test(q)) + 1,
        all.findIndex((q) => /^\s*COMMIT/i.test(q)),
      );
      console.log(`      purchase of 1,000 lines: ${inTransaction.length} statements in its transaction`);
      // buyer lock, key lookup, product, tiers, stock ids, order, 1 sold-chunk update, balance update + read, ledger + its re-read, counters, audit,
      // and the order.completed row of the notification outbox
      expect(inTransaction.length, inTransaction.join("\n")).to.be.within(1, 14);
    });
  });
});
