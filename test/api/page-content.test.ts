import { expect } from "chai";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { ContentTranslation } from "../../server/modules/catalog/content-translation.entity";
import { createCouponAsAdmin, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * Issue 18's admin-editable content beyond products and the tagline: the home page's four cards,
 * the legal pages (overrides of the texts the client ships, English included) and category names.
 */
const SAVE = `mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { field language value } }`;
const TRANSLATIONS = `query($t: String!, $id: String!) { contentTranslations(subjectType: $t, subjectId: $id) { field language value } }`;
const PAGE = `query($page: String!) { pageTexts(page: $page) { field value language updatedAt } }`;
const CATEGORIES = `query { categories { id name } }`;
const ADMIN_CATEGORIES = `query { adminCategories { id name } }`;
const CREATE_CATEGORY = `mutation($name: String!) { createCategory(input: { name: $name, sortOrder: 50 }) { id } }`;
const QUOTE = `query($productId: ID!, $quantity: Int!, $coupon: String) {
  priceQuote(productId: $productId, quantity: $quantity, couponCode: $coupon) { totalCents couponError { errorCode message minOrderCents } }
}`;

const reader = (server: TestServer, language?: string): HttpClient => {
  const client = server.client();
  if (language) client.setCookie("lang", language);
  return client;
};

/** A page's texts as a reader of `language` gets them: field → [value, language]. */
async function pageAs(server: TestServer, page: string, language?: string): Promise<Record<string, [string, string]>> {
  const { pageTexts } = await reader(server, language).ok(PAGE, { page });
  return Object.fromEntries((pageTexts as Array<{ field: string; value: string; language: string }>).map((t) => [t.field, [t.value, t.language]]));
}

describe("page content and category names per language (issue 18)", function () {
  this.timeout(60_000);
  let server: TestServer;
  let admin: HttpClient;
  let adminId: string;
  before(async () => {
    server = await startTestServer();
    const row = await createCustomer(server.app, { role: "admin" });
    adminId = row.id;
    admin = signIn(server.app, server.client(), row);
  });
  after(() => server?.close());

  const save = (subjectType: string, subjectId: string, language: string, fields: Array<{ field: string; value: string }>) =>
    admin.gql(SAVE, { input: { subjectType, subjectId, language, fields } });

  describe("home cards and legal pages", () => {
    it("have no override at first: every reader gets an empty list and the client shows its shipped text", async () => {
      for (const page of ["home", "terms", "privacy", "disclaimer"]) {
        for (const language of [undefined, "ru", "zh"]) expect(await pageAs(server, page, language), `${page} ${language}`).to.deep.equal({});
      }
    });

    it("answer each reader their language's override, else the English override, field by field", async () => {
      expect(
        (
          await save("page", "home", "ru", [
            { field: "instantDeliveryTitle", value: "  Мгновенно  " },
            { field: "instantDeliveryText", value: "Аккаунты приходят сразу после оплаты." },
          ])
        ).errors,
      ).to.equal(undefined);
      expect((await save("page", "home", "en", [{ field: "supportTitle", value: "Live help" }])).errors).to.equal(undefined);

      expect(await pageAs(server, "home", "ru")).to.deep.equal({
        instantDeliveryTitle: ["Мгновенно", "ru"],
        instantDeliveryText: ["Аккаунты приходят сразу после оплаты.", "ru"],
        supportTitle: ["Live help", "en"],
      });
      expect(await pageAs(server, "home")).to.deep.equal({ supportTitle: ["Live help", "en"] });
      expect(await pageAs(server, "home", "zh")).to.deep.equal({ supportTitle: ["Live help", "en"] });
      // Accept-Language picks the language too, as for products.
      const res = await server.client().request("POST", "/graphql", { query: PAGE, variables: { page: "home" } }, { "accept-language": "ru-RU,ru;q=0.9" });
      const viaHeader = ((await res.json()) as { data: { pageTexts: Array<{ field: string }> } }).data.pageTexts.map((t) => t.field);
      expect(viaHeader).to.deep.equal(["instantDeliveryText", "instantDeliveryTitle", "supportTitle"]);

      // A Russian override of the same field wins over the English one; an empty value removes it again.
      await save("page", "home", "ru", [{ field: "supportTitle", value: "Поддержка 24/7" }]);
      expect((await pageAs(server, "home", "ru")).supportTitle).to.deep.equal(["Поддержка 24/7", "ru"]);
      await save("page", "home", "ru", [{ field: "supportTitle", value: "" }]);
      expect((await pageAs(server, "home", "ru")).supportTitle).to.deep.equal(["Live help", "en"]);
      await save("page", "home", "en", [{ field: "supportTitle", value: "" }]);
      expect(await pageAs(server, "home")).to.deep.equal({});
    });

    it("keep a legal page's Markdown as written (rendered safely by the client), with the time it was saved", async () => {
      const body = "## 1. Правила\n\nТекст с <script>alert(1)</script> и [ссылкой](javascript:alert(1)).";
      expect((await save("page", "terms", "ru", [{ field: "body", value: body }])).errors).to.equal(undefined);
      const { pageTexts } = await reader(server, "ru").ok(PAGE, { page: "terms" });
      expect(pageTexts).to.have.length(1);
      expect(pageTexts[0]).to.include({ field: "body", value: body, language: "ru" });
      expect(Date.now() - new Date(pageTexts[0].updatedAt as string).getTime()).to.be.lessThan(60_000);
      expect(await pageAs(server, "terms")).to.deep.equal({});
      expect((await save("page", "disclaimer", "zh", [{ field: "notice", value: "风险自负。" }])).errors).to.equal(undefined);
      expect(await pageAs(server, "disclaimer", "zh")).to.deep.equal({ notice: ["风险自负。", "zh"] });
      // The admin's list shows every language of the page, English included.
      await save("page", "privacy", "en", [{ field: "body", value: "Our policy." }]);
      await save("page", "privacy", "zh", [{ field: "body", value: "我们的政策。" }]);
      expect((await admin.ok(TRANSLATIONS, { t: "page", id: "privacy" })).contentTranslations).to.deep.equal([
        { field: "body", language: "en", value: "Our policy." },
        { field: "body", language: "zh", value: "我们的政策。" },
      ]);
    });

    it("enforce the limits per field and page, audit each change, and refuse unknown pages", async () => {
      const first = async (r: Promise<{ errors?: Array<{ message: string; extensions?: { code?: string } }> }>) => (await r).errors?.[0];
      expect((await first(save("page", "home", "ru", [{ field: "supportTitle", value: "я".repeat(101) }])))?.message).to.equal(
        "The supportTitle can be at most 100 characters.",
      );
      expect((await first(save("page", "home", "ru", [{ field: "supportText", value: "я".repeat(1001) }])))?.message).to.equal(
        "The supportText can be at most 1000 characters.",
      );
      expect((await first(save("page", "terms", "ru", [{ field: "body", value: "x".repeat(20_001) }])))?.extensions?.code).to.equal("INPUT_TOO_LONG");
      expect((await first(save("page", "terms", "ru", [{ field: "notice", value: "x" }])))?.message).to.equal("The field must be one of body.");
      expect((await first(save("page", "terms", "de", [{ field: "body", value: "x" }])))?.extensions?.code).to.equal("UNSUPPORTED_LANGUAGE");
      expect((await first(save("page", "faq", "ru", [{ field: "body", value: "x" }])))?.extensions?.code).to.equal("NOT_FOUND");
      expect((await first(save("page", "terms", "ru", [])))?.extensions?.code).to.equal("BAD_USER_INPUT");
      const many = Array.from({ length: 17 }, () => ({ field: "body", value: "x" }));
      expect((await first(save("page", "terms", "ru", many)))?.message).to.equal("Give at most 16 fields at once.");
      expect(await server.app.db.manager.getRepository(ContentTranslation).countBy({ value: "x" })).to.equal(0);
      // 20,000 characters fit.
      expect((await save("page", "terms", "zh", [{ field: "body", value: "条".repeat(20_000) }])).errors).to.equal(undefined);

      const audits = await server.app.db.manager
        .getRepository(AuditEntry)
        .find({ where: { actorId: adminId, action: "content.translate", entityType: "page" } });
      const terms = audits.filter((a) => a.entityId === "terms").map((a) => JSON.parse(a.details!) as { language: string; fields: string[] });
      expect(terms).to.deep.include({ language: "zh", fields: ["body"], lengths: { body: 20_000 } });
      expect(audits.map((a) => a.entityId)).to.include.members(["home", "terms", "privacy", "disclaimer"]);

      expect((await reader(server, "ru").fails(PAGE, { page: "faq" })).code).to.equal("NOT_FOUND");
      expect((await reader(server).fails(PAGE, { page: "x".repeat(65) })).code).to.equal("INPUT_TOO_LONG");
    });

    it("are written by admins only", async () => {
      const customer = signIn(server.app, server.client(), await createCustomer(server.app));
      const input = { subjectType: "page", subjectId: "home", language: "en", fields: [{ field: "supportTitle", value: "hacked" }] };
      expect((await customer.fails(SAVE, { input })).code).to.equal("FORBIDDEN");
      expect((await customer.fails(TRANSLATIONS, { t: "page", id: "home" })).code).to.equal("FORBIDDEN");
      expect((await server.client().fails(SAVE, { input })).code).to.equal("UNAUTHENTICATED");
      expect(await server.app.db.manager.getRepository(ContentTranslation).countBy({ value: "hacked" })).to.equal(0);
    });
  });

  describe("category names", () => {
    it("answer the reader's language on categories and product cards, English where missing; the admin's list stays English", async () => {
      const { createCategory } = await admin.ok(CREATE_CATEGORY, { name: "Mail accounts" });
      const id = createCategory.id as string;
      const product = await createProductAsAdmin(admin, { name: "Gmail pack", slug: "gmail-pack-i18n", categoryId: id });
      expect((await save("category", id, "ru", [{ field: "name", value: "Почтовые аккаунты" }])).errors).to.equal(undefined);

      const nameIn = async (language?: string) =>
        ((await reader(server, language).ok(CATEGORIES)).categories as Array<{ id: string; name: string }>).find((c) => c.id === id)?.name;
      expect(await nameIn("ru")).to.equal("Почтовые аккаунты");
      expect(await nameIn("zh")).to.equal("Mail accounts");
      expect(await nameIn()).to.equal("Mail accounts");
      const cardIn = async (language?: string) =>
        ((await reader(server, language).ok(`query { products { id category } }`)).products as Array<{ id: string; category: string }>).find(
          (p) => p.id === product.id,
        )?.category;
      expect(await cardIn("ru")).to.equal("Почтовые аккаунты");
      expect(await cardIn()).to.equal("Mail accounts");
      const page = async (language?: string) =>
        (await reader(server, language).ok(`query($s: String) { product(slug: $s) { category } }`, { s: product.slug })).product.category;
      expect(await page("ru")).to.equal("Почтовые аккаунты");

      admin.setCookie("lang", "ru");
      expect(((await admin.ok(ADMIN_CATEGORIES)).adminCategories as Array<{ id: string; name: string }>).find((c) => c.id === id)?.name).to.equal(
        "Mail accounts",
      );
      admin.setCookie("lang", "en");

      expect((await save("category", id, "ru", [{ field: "name", value: "я".repeat(101) }])).errors?.[0]?.message).to.equal(
        "The name can be at most 100 characters.",
      );
      expect((await save("category", "no-such-category", "ru", [{ field: "name", value: "x" }])).errors?.[0]?.extensions?.code).to.equal("NOT_FOUND");
      expect((await save("category", id, "en", [{ field: "name", value: "x" }])).errors?.[0]?.extensions?.code).to.equal("UNSUPPORTED_LANGUAGE");
      const customer = signIn(server.app, server.client(), await createCustomer(server.app));
      expect((await customer.fails(ADMIN_CATEGORIES)).code).to.equal("FORBIDDEN");
    });
  });

  describe("error parameters", () => {
    it("COUPON_MINIMUM_NOT_MET carries the minimum order in cents; other refusals carry none", async () => {
      const product = await createProductAsAdmin(admin, { name: "Coupon pack", slug: "coupon-pack-i18n", pricePerAccountCents: 100 });
      await createCouponAsAdmin(admin, { code: "BIGORDER", minOrderCents: 2500 });
      const quote = async (coupon: string) => (await server.client().ok(QUOTE, { productId: product.id, quantity: 3, coupon })).priceQuote;
      expect((await quote("BIGORDER")).couponError).to.deep.equal({
        errorCode: "COUPON_MINIMUM_NOT_MET",
        message: "This coupon needs an order of at least $25.00.",
        minOrderCents: 2500,
      });
      expect((await quote("NOPE")).couponError).to.deep.equal({ errorCode: "COUPON_UNKNOWN", message: "This coupon code is not valid.", minOrderCents: null });
    });
  });
});
