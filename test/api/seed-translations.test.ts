import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { ContentTranslation } from "../../server/modules/catalog/content-translation.entity";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { SETTINGS_ID, SiteSettings } from "../../server/modules/catalog/site-settings.entity";
import { seedCatalog } from "../../server/modules/catalog/catalog.service";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** Issue 18: the seed's content (products, categories, tagline, description) reads in Russian and Chinese out of the box. */
describe("the seed's content in three languages", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  const QUERY = `query { products { id name description category } siteSettings { siteTagline siteDescription } }`;
  const read = async (language: string) => {
    const client = server.client();
    client.setCookie("lang", language);
    const data = await client.ok(QUERY);
    return { product: data.products.find((p: { id: string }) => p.id === ACCOUNT_PRODUCT_ID), site: data.siteSettings };
  };

  it("answers the seeded product, its category and the site texts in the reader's language, English word for word", async () => {
    const en = await read("en");
    expect(en.product.name).to.equal("Digital Accounts");
    expect(en.product.category).to.equal("Digital Accounts");
    expect(en.product.description).to.equal("Ready-made accounts delivered instantly as username:password:email:email password.");
    expect(en.site).to.deep.equal({
      siteTagline: "Digital Account Marketplace",
      siteDescription: "Buy ready-made digital accounts in bulk, delivered instantly from your prepaid balance.",
    });
    const ru = await read("ru");
    expect(ru.product.name).to.equal("Цифровые аккаунты");
    expect(ru.product.category).to.equal("Цифровые аккаунты");
    expect(ru.site.siteTagline).to.equal("Маркетплейс цифровых аккаунтов");
    const zh = await read("zh");
    expect(zh.product.name).to.equal("数字账户");
    expect(zh.product.category).to.equal("数字账户");
    expect(zh.site.siteDescription).to.match(/数字账户/);
  });

  it("never replaces an admin's text or translation, and adds nothing twice on the next start", async () => {
    const repo = server.app.db.manager.getRepository(ContentTranslation);
    await repo.update({ subjectType: "site", subjectId: SETTINGS_ID, field: "tagline", language: "ru" }, { value: "Свой слоган" });
    await server.app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteDescription: "An admin's own description." });
    await repo.delete({ subjectType: "site", subjectId: SETTINGS_ID, field: "description" });
    const before = await repo.count();
    await seedCatalog(RequestContext.system(server.app));
    expect(await repo.count()).to.equal(before);
    const ru = await read("ru");
    expect(ru.site).to.deep.equal({ siteTagline: "Свой слоган", siteDescription: "An admin's own description." });
  });
});
