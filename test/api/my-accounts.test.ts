import crypto from "node:crypto";
import { expect } from "chai";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const UPLOAD = `mutation($lines: [String!]!, $productId: ID!, $variantId: ID) { uploadStockChunk(lines: $lines, productId: $productId, variantId: $variantId) { added } }`;
const SAVE_VARIANT = `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id } }`;
const TRANSLATE = `mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { language } }`;
const CHECKOUT = `mutation($lines: [CartLineInput!]!, $key: String!) {
  checkout(lines: $lines, idempotencyKey: $key) { __typename ... on Checkout { order { id } } }
}`;
const PACKS = `query($search: String, $productId: ID) {
  myOrders(orderType: "account", search: $search, productId: $productId) { total items { id productName lines { productName variantName } } }
}`;
const PRODUCTS = `{ myAccountProducts { productId name orders } }`;

const stockLines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`);

describe("My Accounts: pack names in the reader's language, search and product filter", function () {
  this.timeout(60_000);
  let server: TestServer;
  let buyer: HttpClient;
  let gmail: string;
  let aged: string;
  const orders: Record<string, string> = {};

  before(async () => {
    server = await startTestServer();
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    gmail = (await createProductAsAdmin(admin, { name: "Gmail", slug: "gmail", pricePerAccountCents: 50 })).id;
    aged = (await admin.ok(SAVE_VARIANT, { input: { productId: gmail, name: "aged 2019", priceCents: 120, sortOrder: 1 } })).saveProductVariant.id;
    await admin.ok(TRANSLATE, { input: { subjectType: "product", subjectId: gmail, language: "ru", fields: [{ field: "name", value: "Почта Gmail" }] } });
    await admin.ok(TRANSLATE, { input: { subjectType: "variant", subjectId: aged, language: "ru", fields: [{ field: "name", value: "с 2019 года" }] } });
    await admin.ok(UPLOAD, { lines: stockLines("old", 5), productId: gmail, variantId: aged });
    await addStock(server.app, 30, "digi");
    buyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 100_000 }));
    const buy = async (lines: Array<{ variantId: string; quantity: number }>) =>
      (await buyer.ok(CHECKOUT, { key: crypto.randomUUID(), lines })).checkout.order.id as string;
    // The seed's product sells at least 10.
    orders.digital = await buy([{ variantId: ACCOUNT_PRODUCT_ID, quantity: 10 }]);
    orders.aged = await buy([{ variantId: aged, quantity: 2 }]);
    orders.both = await buy([
      { variantId: ACCOUNT_PRODUCT_ID, quantity: 10 },
      { variantId: aged, quantity: 1 },
    ]);
  });
  after(() => server?.close());

  const as = (language: string) => {
    buyer.setCookie("lang", language);
    return buyer;
  };
  const names = async (language: string) => {
    const { myOrders } = await as(language).ok(PACKS);
    return Object.fromEntries(
      myOrders.items.map((o: { id: string; productName: string; lines: unknown[] }) => [o.id, { name: o.productName, lines: o.lines }]),
    );
  };

  it("names packs and their lines in Russian where the shop has translations, in English as sold otherwise", async () => {
    const ru = await names("ru");
    expect(ru[orders.digital]).to.deep.equal({ name: "Цифровые аккаунты", lines: [{ productName: "Цифровые аккаунты", variantName: "" }] });
    expect(ru[orders.aged]).to.deep.equal({ name: "Почта Gmail", lines: [{ productName: "Почта Gmail", variantName: "с 2019 года" }] });
    expect(ru[orders.both].name).to.equal("Цифровые аккаунты, Почта Gmail (с 2019 года)");

    const en = await names("en");
    expect(en[orders.both].name).to.equal("Digital Accounts, Gmail (aged 2019)");
    expect(en[orders.aged].lines).to.deep.equal([{ productName: "Gmail", variantName: "aged 2019" }]);
    // Chinese: the seed's product has a name, Gmail none, so Gmail keeps the English it was sold under.
    const zh = await names("zh");
    expect(zh[orders.both].name).to.equal("数字账户, Gmail (aged 2019)");
  });

  it("lists the bought products for the filter in the reader's language, and filters by product", async () => {
    expect((await as("ru").ok(PRODUCTS)).myAccountProducts).to.deep.equal([
      { productId: gmail, name: "Почта Gmail", orders: 2 },
      { productId: ACCOUNT_PRODUCT_ID, name: "Цифровые аккаунты", orders: 2 },
    ]);
    const { myOrders } = await as("en").ok(PACKS, { productId: gmail });
    expect(myOrders.items.map((o: { id: string }) => o.id).sort()).to.deep.equal([orders.aged, orders.both].sort());
  });

  it("searches by order id, product name as sold or translated, and a delivered username or e-mail", async () => {
    const found = async (search: string, language = "en") =>
      ((await as(language).ok(PACKS, { search })).myOrders.items as Array<{ id: string }>).map((o) => o.id).sort();
    expect(await found(orders.aged.slice(0, 12))).to.deep.equal([orders.aged]);
    expect(await found("gmail")).to.deep.equal([orders.aged, orders.both].sort());
    expect(await found("Почта", "ru")).to.deep.equal([orders.aged, orders.both].sort());
    expect(await found("digi3@MAIL")).to.deep.equal([orders.digital]);
    expect(await found("old2")).to.deep.equal([orders.both]);
    expect(await found("100%_!")).to.deep.equal([]);
  });

  it("shows none of this to another customer", async () => {
    const other = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await other.ok(PACKS, { productId: gmail })).myOrders.total).to.equal(0);
    expect((await other.ok(PRODUCTS)).myAccountProducts).to.deep.equal([]);
  });
});
