import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

const UPDATE = `mutation($input: BrandSettingsInput!) {
  updateBrandSettings(input: $input) { logoUrl faviconUrl heroImageUrl accentColor toolsLinkShown toolsLinkUrl }
}`;
const PUBLIC = `{ siteSettings { logoUrl faviconUrl heroImageUrl accentColor toolsLinkShown toolsLinkUrl } }`;

describe("brand settings (issue 33)", () => {
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  const upload = (client: HttpClient, kind: string, body: Buffer, type = "image/png") =>
    client.request("POST", `/api/admin/brand/${kind}`, body, { "content-type": type });

  it("stores an uploaded logo, favicon and hero image as the product images are stored, and every visitor reads them", async () => {
    const urls: Record<string, string> = {};
    for (const kind of ["logo", "favicon", "hero"]) {
      const res = await upload(admin, kind, PNG);
      expect(res.status, kind).to.equal(200);
      const answer = await res.json();
      urls[kind] = answer[{ logo: "logoUrl", favicon: "faviconUrl", hero: "heroImageUrl" }[kind]!];
      expect(urls[kind], kind).to.match(/^\/uploads\/brand\/[0-9a-f-]{36}\.png$/);
      const served = await fetch(server.url + urls[kind]);
      expect(served.headers.get("content-type")).to.equal("image/png");
      expect(served.headers.get("x-content-type-options")).to.equal("nosniff");
    }
    const { siteSettings } = await server.client().ok(PUBLIC);
    expect([siteSettings.logoUrl, siteSettings.faviconUrl, siteSettings.heroImageUrl]).to.deep.equal([urls.logo, urls.favicon, urls.hero]);
    const again = await (await upload(admin, "logo", PNG)).json();
    expect((await fetch(server.url + urls.logo)).status, "the replaced logo is removed").to.equal(404);
    expect((await fetch(server.url + again.logoUrl)).status).to.equal(200);
  });

  it("refuses SVG (script), files that are not images by their bytes, oversized images, unknown kinds, customers and visitors", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await upload(admin, "logo", svg, "image/svg+xml");
    expect(refused.status).to.equal(400);
    expect((await refused.json()).error.message).to.equal("The image must be a PNG, JPEG, WebP or GIF file.");
    expect((await upload(admin, "logo", Buffer.from("GIF but not"), "image/gif")).status).to.equal(400);
    const bigFavicon = await upload(admin, "favicon", Buffer.concat([PNG, Buffer.alloc(128 * 1024)]));
    expect(bigFavicon.status).to.equal(400);
    expect((await bigFavicon.json()).error.message).to.equal("This image can be at most 128 KB.");
    expect((await upload(admin, "hero", Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]))).status).to.equal(413);
    expect((await upload(admin, "banner", PNG)).status).to.equal(400);
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await upload(customer, "logo", PNG)).status).to.equal(403);
    expect((await upload(server.client(), "logo", PNG)).status).to.equal(401);
  });

  it("saves the accent colour and tools link, refusing a colour white text cannot be read on", async () => {
    const saved = await admin.ok(UPDATE, { input: { accentColor: "#1D4ED8", toolsLinkShown: false, toolsLinkUrl: "/tools" } });
    expect(saved.updateBrandSettings).to.include({ accentColor: "#1d4ed8", toolsLinkShown: false, toolsLinkUrl: "/tools" });
    expect((await server.client().ok(PUBLIC)).siteSettings).to.include({ accentColor: "#1d4ed8", toolsLinkShown: false });

    const light = await admin.fails(UPDATE, { input: { accentColor: "#ffeb3b", toolsLinkShown: true } });
    expect(light.message).to.equal("White text on this accent colour is hard to read: choose a darker colour (contrast at least 4.5:1).");
    expect(light.code).to.equal("BAD_USER_INPUT");
    expect((await admin.fails(UPDATE, { input: { accentColor: "blue", toolsLinkShown: true } })).message).to.equal(
      "The accent colour must be written as #rrggbb.",
    );
    expect((await admin.fails(UPDATE, { input: { accentColor: "#1d4ed8", toolsLinkShown: true, toolsLinkUrl: "javascript:alert(1)" } })).message).to.contain(
      "The tools link must be a path on this site",
    );
    expect((await admin.fails(UPDATE, { input: { toolsLinkShown: true, toolsLinkUrl: "//evil.example" } })).code).to.equal("BAD_USER_INPUT");
    expect((await admin.fails(UPDATE, { input: { toolsLinkShown: true, logoUrl: "/uploads/brand/../../bia.sqlite" } })).code).to.equal("BAD_USER_INPUT");
    expect((await admin.fails(UPDATE, { input: { toolsLinkShown: true, accentColor: "#".padEnd(40, "1") } })).code, "length limit first").to.equal(
      "INPUT_TOO_LONG",
    );
    expect((await server.client().ok(PUBLIC)).siteSettings.accentColor, "a refused edit changes nothing").to.equal("#1d4ed8");
  });

  it("keeps the brand texts per language with their length limits, and is the admin's alone", async () => {
    const save = (client: HttpClient, language: string, fields: Array<{ field: string; value: string }>) =>
      client.gql(`mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { field } }`, {
        input: { subjectType: "page", subjectId: "brand", language, fields },
      });
    expect(
      (
        await save(admin, "en", [
          { field: "announcement", value: "Spring sale" },
          { field: "toolsLabel", value: "Nova Tools" },
        ])
      ).errors,
    ).to.equal(undefined);
    expect((await save(admin, "ru", [{ field: "announcement", value: "Весенняя распродажа" }])).errors).to.equal(undefined);
    const tooLong = await save(admin, "en", [{ field: "toolsLabel", value: "x".repeat(41) }]);
    expect(tooLong.errors?.[0]?.message).to.equal("The toolsLabel can be at most 40 characters.");
    const ru = server.client();
    ru.setCookie("lang", "ru");
    const texts = (await ru.ok(`{ pageTexts(page: "brand") { field value } }`)).pageTexts;
    expect(texts).to.deep.include({ field: "announcement", value: "Весенняя распродажа" });
    expect(texts, "no Russian label: the English one").to.deep.include({ field: "toolsLabel", value: "Nova Tools" });

    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await customer.fails(UPDATE, { input: { toolsLinkShown: true } })).code).to.equal("FORBIDDEN");
    expect((await server.client().fails(UPDATE, { input: { toolsLinkShown: true } })).code).to.equal("UNAUTHENTICATED");
    expect((await save(customer, "en", [{ field: "announcement", value: "x" }])).errors?.[0]?.extensions?.code).to.equal("FORBIDDEN");
  });
});
