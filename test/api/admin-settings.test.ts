import { expect } from "chai";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import { createCustomer, signIn } from "../helpers/fixtures";
import { useServerWithAdmin } from "../helpers/admin-server";
import type { HttpClient } from "../helpers/http-client";

const PRODUCT = `mutation($input: ProductInput!) { updateProduct(input: $input) { name description image pricePerAccountCents minPurchaseQuantity maxPurchaseQuantity } }`;
const SITE = `mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName siteTagline logoUrl contactTelegramUrl totalRevenueDisplayCents } }`;
const SECURITY = `mutation($input: SecuritySettingsInput!) { updateSecuritySettings(input: $input) { sessionTimeoutMinutes lowStockThreshold sessionTimeoutChoices } }`;

const validProduct = {
  name: "Aged Accounts",
  description: "Bulk",
  image: "https://cdn.example.test/p.png",
  pricePerAccountCents: 75,
  minPurchaseQuantity: 5,
  maxPurchaseQuantity: 500,
};
const validSite = {
  siteName: "Shop",
  siteTagline: "Accounts in bulk",
  siteDescription: "desc",
  logoUrl: "https://cdn.example.test/logo.png",
  faviconUrl: "",
  contactTelegramUrl: "https://t.me/shop",
  contactWhatsappUrl: null,
  totalRevenueDisplayCents: 123456,
};

describe("admin settings", () => {
  const { server, admin, adminRow } = useServerWithAdmin();

  it("reads product, site and security settings together", async () => {
    const { adminSettings } = await admin().ok(
      `{ adminSettings { product { id pricePerAccountCents } site { siteName } security { sessionTimeoutMinutes sessionTimeoutChoices lowStockThreshold } } }`,
    );
    expect(adminSettings).to.deep.equal({
      product: { id: "main_insta_product", pricePerAccountCents: 50 },
      site: { siteName: "BIA" },
      security: { sessionTimeoutMinutes: 30, sessionTimeoutChoices: [15, 30, 60, 120], lowStockThreshold: 50 },
    });
  });

  describe("product", () => {
    it("saves the product and shows it to visitors, audited", async () => {
      const { updateProduct } = await admin().ok(PRODUCT, { input: validProduct });
      expect(updateProduct).to.deep.equal(validProduct);
      const { product } = await server().client().ok(`{ product { name pricePerAccountCents maxPurchaseQuantity } }`);
      expect(product).to.deep.equal({ name: "Aged Accounts", pricePerAccountCents: 75, maxPurchaseQuantity: 500 });
      expect(await server().app.db.manager.getRepository(AuditEntry).countBy({ action: "product.update", actorId: adminRow().id })).to.equal(1);
    });

    it("treats a blank or 0 maximum as no limit", async () => {
      expect((await admin().ok(PRODUCT, { input: { ...validProduct, maxPurchaseQuantity: 0 } })).updateProduct.maxPurchaseQuantity).to.equal(null);
      expect((await admin().ok(PRODUCT, { input: { ...validProduct, maxPurchaseQuantity: null } })).updateProduct.maxPurchaseQuantity).to.equal(null);
    });

    it("refuses a bad price, minimum or maximum with the spec's messages and keeps the product", async () => {
      const message = async (input: object) => (await admin().fails(PRODUCT, { input: { ...validProduct, ...input } })).message;
      expect(await message({ pricePerAccountCents: 0 })).to.equal("Price per account must be greater than 0.");
      expect(await message({ minPurchaseQuantity: 0 })).to.equal("Min quantity must be > 0.");
      expect(await message({ minPurchaseQuantity: 10, maxPurchaseQuantity: 9 })).to.equal("Max quantity must be >= Min quantity, or leave blank for no limit.");
      expect(await message({ image: "javascript:alert(1)" })).to.equal("Links must start with http:// or https://, or be left blank.");
      const { product } = await server().client().ok(`{ product { pricePerAccountCents minPurchaseQuantity } }`);
      expect(product).to.deep.equal({ pricePerAccountCents: 75, minPurchaseQuantity: 5 });
    });
  });

  describe("site", () => {
    it("saves the site settings; blank links become null and a blank tagline the default", async () => {
      const { updateSiteSettings } = await admin().ok(SITE, { input: { ...validSite, siteTagline: " " } });
      expect(updateSiteSettings).to.deep.equal({
        siteName: "Shop",
        siteTagline: "Digital Account Marketplace",
        logoUrl: "https://cdn.example.test/logo.png",
        contactTelegramUrl: "https://t.me/shop",
        totalRevenueDisplayCents: 123456,
      });
      const { siteSettings } = await server().client().ok(`{ siteSettings { siteName faviconUrl contactWhatsappUrl } }`);
      expect(siteSettings).to.deep.equal({ siteName: "Shop", faviconUrl: null, contactWhatsappUrl: null });
    });

    it("refuses a link that is not http(s), an empty site name and a negative revenue", async () => {
      expect((await admin().fails(SITE, { input: { ...validSite, contactWhatsappUrl: "ftp://x.test" } })).message).to.equal(
        "Links must start with http:// or https://, or be left blank.",
      );
      expect((await admin().fails(SITE, { input: { ...validSite, siteName: "" } })).message).to.equal("Site name cannot be empty.");
      expect((await admin().fails(SITE, { input: { ...validSite, totalRevenueDisplayCents: -1 } })).message).to.equal(
        "Total revenue must be a non-negative amount.",
      );
    });
  });

  describe("session timeout", () => {
    const me = (client: HttpClient) => client.gql(`{ myOrders { total } }`);

    it("accepts only 15, 30, 60 or 120 minutes", async () => {
      const err = await admin().fails(SECURITY, { input: { sessionTimeoutMinutes: 45 } });
      expect(err.message).to.equal("Session timeout must be one of 15, 30, 60, 120 minutes.");
      const { updateSecuritySettings } = await admin().ok(SECURITY, { input: { sessionTimeoutMinutes: 30, lowStockThreshold: 80 } });
      expect(updateSecuritySettings).to.deep.equal({ sessionTimeoutMinutes: 30, lowStockThreshold: 80, sessionTimeoutChoices: [15, 30, 60, 120] });
    });

    it("signs out a session idle for longer than the timeout", async () => {
      const customer = await createCustomer(server().app);
      const client = server().client();
      client.setCookie(SESSION_COOKIE, server().app.services.sessions.token(customer, Date.now() - 31 * 60_000));
      const r = await me(client);
      expect(r.errors?.[0].extensions?.code).to.equal("UNAUTHENTICATED");
      expect(client.cookie(SESSION_COOKIE)).to.equal(undefined);
    });

    it("keeps an active session alive by re-issuing its cookie with a fresh activity time", async () => {
      const customer = await createCustomer(server().app);
      const client = server().client();
      const stale = server().app.services.sessions.token(customer, Date.now() - 29 * 60_000);
      client.setCookie(SESSION_COOKIE, stale);
      expect((await me(client)).errors).to.equal(undefined);
      const fresh = client.cookie(SESSION_COOKIE)!;
      expect(fresh).to.not.equal(stale);
      const claims = JSON.parse(Buffer.from(fresh.split(".")[1], "base64url").toString());
      expect(Math.abs(claims.la * 1000 - Date.now())).to.be.below(5000);
    });

    it("does not re-issue the cookie on every request", async () => {
      const customer = await createCustomer(server().app);
      const client = signIn(server().app, server().client(), customer);
      const res = await client.request("POST", "/graphql", { query: "{ myOrders { total } }" });
      expect(res.headers.getSetCookie().filter((c) => c.startsWith(`${SESSION_COOKIE}=`))).to.deep.equal([]);
    });

    it("applies a longer timeout as soon as it is saved", async () => {
      const customer = await createCustomer(server().app);
      await admin().ok(SECURITY, { input: { sessionTimeoutMinutes: 60 } });
      const client = server().client();
      client.setCookie(SESSION_COOKIE, server().app.services.sessions.token(customer, Date.now() - 45 * 60_000));
      expect((await me(client)).errors).to.equal(undefined);
      await admin().ok(SECURITY, { input: { sessionTimeoutMinutes: 15 } });
      client.setCookie(SESSION_COOKIE, server().app.services.sessions.token(customer, Date.now() - 20 * 60_000));
      expect((await me(client)).errors?.[0].extensions?.code).to.equal("UNAUTHENTICATED");
      await admin().ok(SECURITY, { input: { sessionTimeoutMinutes: 30 } });
    });
  });
});
