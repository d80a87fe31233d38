import { expect } from "chai";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SET_BALANCE = `mutation($id: ID!, $cents: Int!, $reason: String!) { setCustomerBalance(customerId: $id, balanceCents: $cents, reason: $reason) { id } }`;
const PRODUCT = `mutation($input: ProductInput!) { updateProduct(input: $input) { id } }`;
const CATALOG_PRODUCT = `mutation($input: CatalogProductInput!) { createProduct(input: $input) { id } }`;
const COUPON = `mutation($input: CouponInput!) { createCoupon(input: $input) { id } }`;
const CATEGORY = `mutation($input: CategoryInput!) { createCategory(input: $input) { id } }`;
const SITE = `mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { siteName } }`;
const SECURITY = `mutation($input: SecuritySettingsInput!) { updateSecuritySettings(input: $input) { lowStockThreshold } }`;
const ALERTS = `mutation($input: AdminAlertSettingsInput!) { updateAdminAlertSettings(input: $input) { events } }`;
const SET_LANGUAGE = `mutation($language: String!) { setLanguage(language: $language) }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email } }`;
const SETUP_ADMIN = `mutation($input: AdminSetupInput!) { completeAdminSetup(input: $input) { id } }`;
const WEBHOOK = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { secret } }`;
const API_TOKEN = `mutation($name: String!, $scopes: [ApiTokenScope!], $expiresAt: DateTimeISO, $limit: Int) {
  createApiToken(name: $name, scopes: $scopes, expiresAt: $expiresAt, dailySpendLimitCents: $limit) { token }
}`;
const STOCK_UPLOAD = `mutation($lines: [String!]!) { uploadStockChunk(lines: $lines, skipExistingUsernames: true) { added } }`;
const SAVE_TRANSLATIONS = `mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { language } }`;

/** The first error's message, code and the input field it names (`extensions.params.field`), for a form to show it under that field. */
async function refusal(client: HttpClient, query: string, variables: Record<string, unknown>) {
  const r = await client.gql(query, variables);
  const first = r.errors?.[0];
  if (!first) throw new Error(`expected an error, got ${JSON.stringify(r.data)}`);
  const params = first.extensions?.params as { field?: string } | undefined;
  return { message: first.message, code: first.extensions?.code, field: params?.field };
}

describe("refusals name the input field they belong to", () => {
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  it("names balanceCents or reason when a balance change is refused, and changes nothing", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 300 });
    expect(await refusal(admin, SET_BALANCE, { id: customer.id, cents: -1, reason: "x" })).to.deep.equal({
      message: "Please enter a valid non-negative number for balance.",
      code: "BAD_USER_INPUT",
      field: "balanceCents",
    });
    expect(await refusal(admin, SET_BALANCE, { id: customer.id, cents: 500, reason: "   " })).to.deep.equal({
      message: "Please give a reason for the balance change.",
      code: "BAD_USER_INPUT",
      field: "reason",
    });
    expect(await refusal(admin, SET_BALANCE, { id: customer.id, cents: 500, reason: "r".repeat(501) })).to.include({ field: "reason" });
    expect((await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: customer.id })).balanceCents).to.equal(300);
  });

  it("names the product setting that is out of range", async () => {
    const product = { name: "Accounts", pricePerAccountCents: 50, minPurchaseQuantity: 10, maxPurchaseQuantity: null };
    expect(await refusal(admin, PRODUCT, { input: { ...product, pricePerAccountCents: 0 } })).to.include({ field: "pricePerAccountCents" });
    expect(await refusal(admin, PRODUCT, { input: { ...product, minPurchaseQuantity: 0 } })).to.include({ field: "minPurchaseQuantity" });
    expect(await refusal(admin, PRODUCT, { input: { ...product, maxPurchaseQuantity: 5 } })).to.deep.equal({
      message: "Max quantity must be >= Min quantity, or leave blank for no limit.",
      code: "BAD_USER_INPUT",
      field: "maxPurchaseQuantity",
    });
    expect(await refusal(admin, PRODUCT, { input: { ...product, name: " " } })).to.include({ field: "name" });
    expect(await refusal(admin, PRODUCT, { input: { ...product, image: "javascript:alert(1)" } })).to.include({ field: "image" });
  });

  it("names the catalogue product, coupon and category field", async () => {
    const base = { name: "Field Test", slug: "field-test", deliveryKind: "STOCK", pricePerAccountCents: 100 };
    expect(await refusal(admin, CATALOG_PRODUCT, { input: { ...base, slug: "Not A Slug" } })).to.include({ field: "slug" });
    expect(await refusal(admin, CATALOG_PRODUCT, { input: { ...base, lowStockThreshold: -3 } })).to.deep.equal({
      message: "The low-stock threshold must be 0 or more.",
      code: "BAD_USER_INPUT",
      field: "lowStockThreshold",
    });
    expect(await refusal(admin, CATALOG_PRODUCT, { input: { ...base, priceTiers: [{ minQuantity: 1, unitPriceCents: 50 }] } })).to.include({
      field: "priceTiers",
    });
    expect(await refusal(admin, COUPON, { input: { code: "BAD CODE!", kind: "PERCENT", amount: 10 } })).to.include({ field: "code" });
    expect(await refusal(admin, COUPON, { input: { code: "OK10", kind: "PERCENT", amount: 101 } })).to.deep.equal({
      message: "A percentage is 1 to 100.",
      code: "BAD_USER_INPUT",
      field: "amount",
    });
    expect(await refusal(admin, COUPON, { input: { code: "OK10", kind: "PERCENT", amount: 10, maxPerCustomer: 0 } })).to.include({ field: "maxPerCustomer" });
    expect(await refusal(admin, CATEGORY, { input: { name: "  ", sortOrder: 0 } })).to.include({ field: "name" });
  });

  it("names the site, security and alert setting that is refused, so each settings tab shows it under its field", async () => {
    const site = { siteName: "Shop", siteTagline: "", totalRevenueDisplayCents: 0 };
    expect(await refusal(admin, SITE, { input: { ...site, siteName: "  " } })).to.deep.equal({
      message: "Site name cannot be empty.",
      code: "BAD_USER_INPUT",
      field: "siteName",
    });
    expect(await refusal(admin, SITE, { input: { ...site, siteName: "n".repeat(256) } })).to.include({
      message: "Site name can be at most 255 characters.",
      field: "siteName",
    });
    expect(await refusal(admin, SITE, { input: { ...site, siteTagline: "t".repeat(256) } })).to.include({ field: "siteTagline" });
    for (const link of ["logoUrl", "faviconUrl", "contactTelegramUrl", "contactWhatsappUrl"]) {
      expect(await refusal(admin, SITE, { input: { ...site, [link]: "javascript:alert(1)" } })).to.include({
        message: "Links must start with http:// or https://, or be left blank.",
        field: link,
      });
    }
    expect(await refusal(admin, SITE, { input: { ...site, totalRevenueDisplayCents: -1 } })).to.include({ field: "totalRevenueDisplayCents" });

    const security = { sessionTimeoutMinutes: 30 };
    expect(await refusal(admin, SECURITY, { input: { sessionTimeoutMinutes: 7 } })).to.include({ field: "sessionTimeoutMinutes" });
    expect(await refusal(admin, SECURITY, { input: { ...security, lowStockThreshold: -3 } })).to.deep.equal({
      message: "Low-stock threshold cannot be negative.",
      code: "BAD_USER_INPUT",
      field: "lowStockThreshold",
    });
    expect(await refusal(admin, SECURITY, { input: { ...security, customerSessionLifetimeHours: 0 } })).to.include({ field: "customerSessionLifetimeHours" });
    expect(await refusal(admin, SECURITY, { input: { ...security, adminSessionLifetimeHours: 9000 } })).to.include({ field: "adminSessionLifetimeHours" });

    const alerts = { events: [], minOrderCents: null, byEmail: true, byTelegram: false, telegramChatId: null };
    expect(await refusal(admin, ALERTS, { input: { ...alerts, minOrderCents: -1 } })).to.include({ field: "minOrderCents" });
    expect(await refusal(admin, ALERTS, { input: { ...alerts, minOrderCents: 1_000_000_001 } })).to.deep.equal({
      message: "The minimum order amount must be at most $10,000,000.00.",
      code: "BAD_USER_INPUT",
      field: "minOrderCents",
    });
    expect(await refusal(admin, ALERTS, { input: { ...alerts, telegramChatId: "not a chat" } })).to.include({ field: "telegramChatId" });
    expect(await refusal(admin, ALERTS, { input: { ...alerts, telegramBotToken: "nope" } })).to.include({ field: "telegramBotToken" });
    expect(await refusal(admin, ALERTS, { input: { ...alerts, byTelegram: true, telegramChatId: "4242" } })).to.include({
      message: "Enter the bot token and the chat id to get alerts on Telegram.",
      field: "telegramBotToken",
    });
  });

  it("names the registration field it refuses, with the spec's message, in the spec's order", async () => {
    const form = { name: "Sam", email: "sam@example.test", password: "secret1", confirmPassword: "secret1", acceptTerms: true, acceptPrivacy: true };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ name: " " }, "Please fill all fields.", "name"],
      [{ email: "" }, "Please fill all fields.", "email"],
      [{ password: "short", confirmPassword: "short" }, "Password must be at least 6 characters long.", "password"],
      [{ confirmPassword: "secret2" }, "Passwords do not match.", "confirmPassword"],
      [{ acceptTerms: false }, "You must accept the Terms of Service to continue.", "acceptTerms"],
      [{ acceptPrivacy: false }, "You must accept the Privacy Policy to continue.", "acceptPrivacy"],
      [{ email: "sam@example" }, "Please enter a valid email address.", "email"],
      [{ name: "n".repeat(101) }, "Name must be at most 100 characters long.", "name"],
    ];
    for (const [change, message, field] of cases) {
      expect(await refusal(server.client(), REGISTER, { input: { ...form, ...change } })).to.deep.equal({ message, code: "BAD_USER_INPUT", field });
    }
  });

  it("names the admin setup field it refuses, before it looks at the link", async () => {
    const form = { token: "not-a-live-token", name: "Ada", email: "ada@example.test", password: "secret1", confirmPassword: "secret1" };
    expect(await refusal(server.client(), SETUP_ADMIN, { input: { ...form, email: "ada" } })).to.deep.equal({
      message: "Please enter a valid email address.",
      code: "BAD_USER_INPUT",
      field: "email",
    });
    expect(await refusal(server.client(), SETUP_ADMIN, { input: { ...form, confirmPassword: "secret2" } })).to.include({ field: "confirmPassword" });
    expect(await refusal(server.client(), SETUP_ADMIN, { input: { ...form, name: "a\u0007b" } })).to.include({
      message: "Name cannot contain line breaks or other control characters.",
      field: "name",
    });
  });

  it("names the webhook field it refuses, url or events", async () => {
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect(await refusal(customer, WEBHOOK, { url: "  ", events: ["order.completed"] })).to.deep.equal({
      message: "Please enter the URL that should receive the events.",
      code: "BAD_USER_INPUT",
      field: "url",
    });
    expect(await refusal(customer, WEBHOOK, { url: "ftp://hooks.example.test", events: ["order.completed"] })).to.deep.equal({
      message: "Please enter a full URL, starting with https://.",
      code: "BAD_USER_INPUT",
      field: "url",
    });
    expect(await refusal(customer, WEBHOOK, { url: "https://u:p@hooks.example.test", events: ["order.completed"] })).to.include({ field: "url" });
    expect(await refusal(customer, WEBHOOK, { url: "https://hooks.example.test", events: [] })).to.deep.equal({
      message: "Please choose at least one event.",
      code: "BAD_USER_INPUT",
      field: "events",
    });
    expect(await refusal(customer, WEBHOOK, { url: "https://hooks.example.test", events: ["no.such"] })).to.include({ field: "events" });
    expect(await refusal(customer, WEBHOOK, { url: "https://127.0.0.1/hook", events: ["order.completed"] })).to.include({ field: "url" });
  });

  it("names the API token field it refuses, with the spending limit in dollars", async () => {
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect(await refusal(customer, API_TOKEN, { name: "  " })).to.deep.equal({
      message: "Please enter a name for the token.",
      code: "BAD_USER_INPUT",
      field: "name",
    });
    expect(await refusal(customer, API_TOKEN, { name: "bot", scopes: [] })).to.deep.equal({
      message: "Choose at least one scope for the token.",
      code: "BAD_USER_INPUT",
      field: "scopes",
    });
    expect(await refusal(customer, API_TOKEN, { name: "bot", expiresAt: "2000-01-01T00:00:00.000Z" })).to.include({ field: "expiresAt" });
    expect(await refusal(customer, API_TOKEN, { name: "bot", limit: 0 })).to.include({ field: "dailySpendLimitCents" });
    expect(await refusal(customer, API_TOKEN, { name: "bot", limit: 1_000_000_001 })).to.deep.equal({
      message: "The daily spending limit must be at most $10,000,000.00.",
      code: "BAD_USER_INPUT",
      field: "dailySpendLimitCents",
    });
    expect((await customer.gql(API_TOKEN, { name: "bot", limit: 1_000_000_000 })).errors).to.equal(undefined);
  });

  it("names the lines of a stock upload it refuses: none, none valid, too many", async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `field-u${i}:p:e:ep`);
    expect(await refusal(admin, STOCK_UPLOAD, { lines: [] })).to.deep.equal({
      message: "Please paste account data or upload a file",
      code: "BAD_USER_INPUT",
      field: "lines",
    });
    expect(await refusal(admin, STOCK_UPLOAD, { lines: ["just:three:parts", "five:parts:are:too:many"] })).to.deep.equal({
      message: "No valid account data found. Format: username:password:email:emailpass",
      code: "BAD_USER_INPUT",
      field: "lines",
    });
    expect(await refusal(admin, STOCK_UPLOAD, { lines: lines(1001) })).to.deep.equal({
      message: "Send at most 1000 lines per chunk.",
      code: "BAD_USER_INPUT",
      field: "lines",
    });
  });

  it("gives UNSUPPORTED_LANGUAGE the languages it accepts, for the client's own text", async () => {
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    const refused = (await customer.gql(SET_LANGUAGE, { language: "de" })).errors?.[0];
    expect(refused?.extensions).to.deep.include({ code: "UNSUPPORTED_LANGUAGE", params: { languages: "en, ru, zh" } });
    const input = { subjectType: "site", subjectId: "main_settings", language: "de", fields: [{ field: "tagline", value: "Hallo" }] };
    const translation = (await admin.gql(SAVE_TRANSLATIONS, { input })).errors?.[0];
    expect(translation?.extensions).to.deep.include({ code: "UNSUPPORTED_LANGUAGE", params: { languages: "ru, zh", reason: "translation" } });
  });
});
