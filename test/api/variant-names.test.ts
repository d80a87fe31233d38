import { expect } from "chai";
import { ContentTranslation } from "../../server/modules/catalog/content-translation.entity";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SAVE_VARIANT = `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id } }`;
const ARCHIVE_VARIANT = `mutation($id: ID!) { archiveProductVariant(id: $id) }`;
const SAVE_TRANSLATIONS = `mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { field language value } }`;
const TRANSLATIONS = `query($id: String!) { contentTranslations(subjectType: "variant", subjectId: $id) { field language value } }`;
const UPLOAD = `mutation($lines: [String!]!, $productId: ID!, $variantId: ID) { uploadStockChunk(lines: $lines, productId: $productId, variantId: $variantId) { added } }`;
const VARIANTS = `query($slug: String!) { product(slug: $slug) { variants { id name priceCents availableStock } } }`;
const ADMIN_VARIANTS = `query($id: ID!) { adminProductVariants(productId: $id) { id name priceCents licenseDays availableStock } }`;
const stockLines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`);

/** Issue 32, variants: their ru/zh names (content translations, "variant"), each one's stock, and the card's "from" price over every variant. */
describe("product variants: names in the reader's language, stock per variant, the 'from' price", () => {
  let server: TestServer;
  let admin: HttpClient;
  let gmail: { id: string };
  let tool: { id: string };
  let aged: string;
  let fresh: string;
  let yearly: string;

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    gmail = await createProductAsAdmin(admin, {
      name: "Gmail",
      slug: "gmail",
      pricePerAccountCents: 50,
      priceTiers: [{ minQuantity: 100, unitPriceCents: 45 }],
    });
    tool = await createProductAsAdmin(admin, { name: "TagTool", slug: "tagtool", deliveryKind: "LICENSE", licenseDays: 30, pricePerAccountCents: 900 });
    ({
      saveProductVariant: { id: aged },
    } = await admin.ok(SAVE_VARIANT, { input: { productId: gmail.id, name: "aged 2019", priceCents: 120, sortOrder: 1 } }));
    ({
      saveProductVariant: { id: fresh },
    } = await admin.ok(SAVE_VARIANT, { input: { productId: gmail.id, name: "fresh", sortOrder: 2 } }));
    ({
      saveProductVariant: { id: yearly },
    } = await admin.ok(SAVE_VARIANT, { input: { productId: tool.id, name: "365 days", priceCents: 5000, licenseDays: 365 } }));
    await admin.ok(UPLOAD, { lines: stockLines("g", 4), productId: gmail.id });
    await admin.ok(UPLOAD, { lines: stockLines("old", 3), productId: gmail.id, variantId: aged });
  });
  after(() => server?.close());

  const reader = (language: string) => {
    const client = server.client();
    client.setCookie("lang", language);
    return client;
  };

  it("takes a variant's Russian and Chinese names and answers each reader in their language, English where there is none", async () => {
    await admin.ok(SAVE_TRANSLATIONS, {
      input: { subjectType: "variant", subjectId: aged, language: "ru", fields: [{ field: "name", value: " выдержка 2019 " }] },
    });
    await admin.ok(SAVE_TRANSLATIONS, { input: { subjectType: "variant", subjectId: aged, language: "zh", fields: [{ field: "name", value: "2019 老号" }] } });
    expect((await admin.ok(TRANSLATIONS, { id: aged })).contentTranslations).to.deep.equal([
      { field: "name", language: "ru", value: "выдержка 2019" },
      { field: "name", language: "zh", value: "2019 老号" },
    ]);
    const names = async (language: string) => (await reader(language).ok(VARIANTS, { slug: "gmail" })).product.variants.map((v: { name: string }) => v.name);
    expect(await names("ru")).to.deep.equal(["", "выдержка 2019", "fresh"]);
    expect(await names("zh")).to.deep.equal(["", "2019 老号", "fresh"]);
    expect(await names("en")).to.deep.equal(["", "aged 2019", "fresh"]);
    // The admin edits the English name: their own query answers it whatever their language.
    const russianAdmin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    russianAdmin.setCookie("lang", "ru");
    expect((await russianAdmin.ok(ADMIN_VARIANTS, { id: gmail.id })).adminProductVariants.map((v: { name: string }) => v.name)).to.deep.equal([
      "",
      "aged 2019",
      "fresh",
    ]);
    // An empty value removes the language's version: the English name shows again.
    await admin.ok(SAVE_TRANSLATIONS, { input: { subjectType: "variant", subjectId: aged, language: "zh", fields: [{ field: "name", value: "" }] } });
    expect(await names("zh")).to.deep.equal(["", "aged 2019", "fresh"]);
  });

  it("reads every product's variants, named in the reader's language, with the catalogue's own statements (none more)", async () => {
    const statements = async (language: string, query: string) => {
      const counter = countQueries(server.app);
      await reader(language).ok(query);
      counter.stop();
      return counter.dataQueries.length;
    };
    for (const language of ["en", "ru", "zh"]) {
      const without = await statements(language, `{ products { id name } }`);
      // The catalogue reads the variants (names, pools) in its third statement: asking for them costs nothing more.
      expect(await statements(language, `{ products { id name variants { id name availableStock } } }`)).to.equal(without);
    }
  });

  it("refuses a name too long, a field variants do not have, the default variant and an unknown one", async () => {
    const save = (subjectId: string, fields: Array<{ field: string; value: string }>) =>
      admin.fails(SAVE_TRANSLATIONS, { input: { subjectType: "variant", subjectId, language: "ru", fields } });
    expect((await save(aged, [{ field: "name", value: "я".repeat(101) }])).message).to.equal("The name can be at most 100 characters.");
    expect((await save(aged, [{ field: "description", value: "x" }])).message).to.equal("The field must be one of name.");
    expect(await save(gmail.id, [{ field: "name", value: "x" }])).to.include({ code: "NOT_FOUND", message: "Variant not found." });
    expect(await save("no-such-variant", [{ field: "name", value: "x" }])).to.include({ code: "NOT_FOUND", message: "Variant not found." });
    expect((await admin.fails(TRANSLATIONS, { id: "no-such-variant" })).code).to.equal("NOT_FOUND");
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await customer.fails(TRANSLATIONS, { id: aged })).code).to.equal("FORBIDDEN");
    expect(
      (await customer.fails(SAVE_TRANSLATIONS, { input: { subjectType: "variant", subjectId: aged, language: "ru", fields: [{ field: "name", value: "x" }] } }))
        .code,
    ).to.equal("FORBIDDEN");
  });

  it("counts each variant's own stock pool, and none for a licence product", async () => {
    const { product } = await server.client().ok(VARIANTS, { slug: "gmail" });
    expect(product.variants.map((v: { id: string; availableStock: number }) => [v.id, v.availableStock])).to.deep.equal([
      [gmail.id, 4],
      [aged, 3],
      [fresh, 0],
    ]);
    expect((await server.client().ok(VARIANTS, { slug: "tagtool" })).product.variants.map((v: { availableStock: null }) => v.availableStock)).to.deep.equal([
      null,
      null,
    ]);
    expect((await admin.ok(ADMIN_VARIANTS, { id: tool.id })).adminProductVariants).to.deep.equal([
      { id: tool.id, name: "", priceCents: 900, licenseDays: 30, availableStock: null },
      { id: yearly, name: "365 days", priceCents: 5000, licenseDays: 365, availableStock: null },
    ]);
    expect((await admin.ok(ADMIN_VARIANTS, { id: gmail.id })).adminProductVariants.map((v: { availableStock: number }) => v.availableStock)).to.deep.equal([
      4, 3, 0,
    ]);
  });

  it("answers adminProductVariants to admins only, and NOT_FOUND for an unknown product", async () => {
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await customer.fails(ADMIN_VARIANTS, { id: gmail.id })).code).to.equal("FORBIDDEN");
    expect((await server.client().fails(ADMIN_VARIANTS, { id: gmail.id })).code).to.equal("UNAUTHENTICATED");
    expect((await admin.fails(ADMIN_VARIANTS, { id: "nope" })).code).to.equal("NOT_FOUND");
  });

  it("prices the card 'from' the cheapest variant or tier, still in three statements, and forgets an archived variant", async () => {
    const cheap = (await admin.ok(SAVE_VARIANT, { input: { productId: gmail.id, name: "bulk", priceCents: 30 } })).saveProductVariant.id;
    const from = async () => {
      const counter = countQueries(server.app);
      const { products } = await server.client().ok(`{ products { slug fromPriceCents pricePerAccountCents } }`);
      counter.stop();
      expect(counter.dataQueries.length).to.be.at.most(3);
      return Object.fromEntries(products.map((p: { slug: string; fromPriceCents: number }) => [p.slug, p.fromPriceCents]));
    };
    expect(await from()).to.include({ gmail: 30, tagtool: 900 });
    expect((await server.client().ok(`{ product(slug: "gmail") { fromPriceCents pricePerAccountCents } }`)).product).to.deep.equal({
      fromPriceCents: 30,
      pricePerAccountCents: 50,
    });
    await admin.ok(ARCHIVE_VARIANT, { id: cheap });
    // Back to the tier (45): the 120 of "aged 2019" is dearer.
    expect(await from()).to.include({ gmail: 45 });
  });

  it("removes a product's variant names with the product", async () => {
    const spare = await createProductAsAdmin(admin, { name: "Spare", slug: "spare", pricePerAccountCents: 10 });
    const { id } = (await admin.ok(SAVE_VARIANT, { input: { productId: spare.id, name: "big" } })).saveProductVariant;
    await admin.ok(SAVE_TRANSLATIONS, { input: { subjectType: "variant", subjectId: id, language: "ru", fields: [{ field: "name", value: "большой" }] } });
    const rows = () => server.app.db.manager.getRepository(ContentTranslation).countBy({ subjectType: "variant", subjectId: id });
    expect(await rows()).to.equal(1);
    expect((await admin.ok(`mutation($id: ID!) { deleteProduct(id: $id) { deleted } }`, { id: spare.id })).deleteProduct.deleted).to.equal(true);
    expect(await rows()).to.equal(0);
  });
});
