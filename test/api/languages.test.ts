import crypto from "node:crypto";
import { expect } from "chai";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { ContentTranslation } from "../../server/modules/catalog/content-translation.entity";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { Order } from "../../server/modules/orders/order.entity";
import { waitFor } from "../helpers/fake-webhook-receiver";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "./purchase-documents";

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email } }`;
const ME = `query { me { id language } }`;
const SET_LANGUAGE = `mutation($language: String!) { setLanguage(language: $language) }`;
const PRODUCT = `query { product { id name description } }`;
const PRODUCTS = `query { products { id name description } }`;
const SITE = `query { siteSettings { siteTagline siteDescription } }`;
const TRANSLATIONS = `query($t: String!, $id: String!) { contentTranslations(subjectType: $t, subjectId: $id) { field language value } }`;
const SAVE = `mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { field language value } }`;
const ALERTS = `mutation($input: AdminAlertSettingsInput!) { updateAdminAlertSettings(input: $input) { events } }`;

const form = (email: string) => ({ name: "Ann Lee", email, password: "secret1", confirmPassword: "secret1", acceptTerms: true, acceptPrivacy: true });

/** A GraphQL call with extra request headers (Accept-Language). */
async function gqlWith(client: HttpClient, headers: Record<string, string>, query: string, variables?: Record<string, unknown>) {
  const res = await client.request("POST", "/graphql", { query, variables }, headers);
  return (await res.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

describe("languages: profile language, e-mails and per-language content", function () {
  this.timeout(60_000);
  let server: TestServer;
  let site: string;
  before(async () => {
    server = await startTestServer();
    await addStock(server.app, 200);
    site = (await server.client().ok(`query { siteSettings { siteName } }`)).siteSettings.siteName;
  });
  after(() => server?.close());

  const outbox = (address: string) => server.app.db.manager.getRepository(OutboxEmail).find({ where: { toAddress: address }, order: { id: "DESC" } });
  const profileLanguage = async (email: string) => (await server.app.db.manager.getRepository(Customer).findOneByOrFail({ email })).language;

  describe("profile language at registration", () => {
    it("takes Accept-Language when there is no cookie, and writes the confirmation in that language", async () => {
      const email = `ru-${crypto.randomUUID()}@example.test`;
      const answer = await gqlWith(server.client(), { "accept-language": "ru-RU,ru;q=0.9,en;q=0.8" }, REGISTER, { input: form(email) });
      expect(answer.errors).to.equal(undefined);
      expect(await profileLanguage(email)).to.equal("ru");
      const [mail] = await outbox(email);
      expect(mail.subject).to.equal(`Подтвердите адрес электронной почты для ${site}`);
      expect(mail.bodyText).to.include("Здравствуйте, Ann Lee!");
      expect(mail.bodyText).to.include(`Добро пожаловать в ${site}. Подтвердите адрес электронной почты, открыв эту ссылку:`);
      expect(mail.bodyText).to.include("Ссылка действует один раз и истекает через 24 часа.");
      expect(mail.bodyText).to.include(`${server.app.config.publicBaseUrl}/auth/confirm-email?token=`);
    });

    it("prefers the lang cookie over Accept-Language (Chinese confirmation)", async () => {
      const email = `zh-${crypto.randomUUID()}@example.test`;
      const client = server.client();
      client.setCookie("lang", "zh");
      expect((await gqlWith(client, { "accept-language": "ru" }, REGISTER, { input: form(email) })).errors).to.equal(undefined);
      expect(await profileLanguage(email)).to.equal("zh");
      const [mail] = await outbox(email);
      expect(mail.subject).to.equal(`确认您在 ${site} 的电子邮箱地址`);
      expect(mail.bodyText).to.include("Ann Lee，您好：");
      expect(mail.bodyText).to.include("该链接仅可使用一次，24 小时后失效。");
    });

    it("ignores an unknown cookie and an unsupported Accept-Language: English, word for word", async () => {
      const email = `en-${crypto.randomUUID()}@example.test`;
      const client = server.client();
      client.setCookie("lang", "de");
      expect((await gqlWith(client, { "accept-language": "de-DE,fr;q=0.5" }, REGISTER, { input: form(email) })).errors).to.equal(undefined);
      expect(await profileLanguage(email)).to.equal("en");
      const [mail] = await outbox(email);
      expect(mail.subject).to.equal(`Confirm your email address for ${site}`);
      expect(mail.bodyText).to.include(`Welcome to ${site}. Please confirm your email address by opening this link:`);
    });
  });

  describe("setLanguage", () => {
    it("changes the profile language of customers and admins, shown on me", async () => {
      for (const role of ["customer", "admin"] as const) {
        const person = signIn(server.app, server.client(), await createCustomer(server.app, { role }));
        expect((await person.ok(ME)).me.language).to.equal("en");
        expect((await person.ok(SET_LANGUAGE, { language: "zh" })).setLanguage).to.equal(true);
        expect((await person.ok(ME)).me.language).to.equal("zh");
        await person.ok(SET_LANGUAGE, { language: "ru" });
        expect((await person.ok(ME)).me.language).to.equal("ru");
      }
    });

    it("refuses other values with UNSUPPORTED_LANGUAGE, over-long ones at the edge, and visitors", async () => {
      const customer = await createCustomer(server.app, { language: "ru" });
      const client = signIn(server.app, server.client(), customer);
      for (const bad of ["de", "EN", "", "zh-TW"]) {
        const error = await client.fails(SET_LANGUAGE, { language: bad });
        expect(error.code, bad).to.equal("UNSUPPORTED_LANGUAGE");
        expect(error.message).to.equal("The language must be one of en, ru, zh.");
      }
      expect((await client.fails(SET_LANGUAGE, { language: "x".repeat(65) })).code).to.equal("INPUT_TOO_LONG");
      expect(await profileLanguage(customer.email)).to.equal("ru");
      expect((await server.client().fails(SET_LANGUAGE, { language: "en" })).code).to.equal("UNAUTHENTICATED");
    });

    it("the profile language is the request's language when there is no cookie; a cookie wins", async () => {
      const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
      await admin.ok(SAVE, { input: { subjectType: "site", subjectId: "main_settings", language: "zh", fields: [{ field: "tagline", value: "中文标语" }] } });
      const customer = signIn(server.app, server.client(), await createCustomer(server.app, { language: "zh" }));
      expect((await gqlWith(customer, { "accept-language": "ru" }, SITE)).data.siteSettings.siteTagline).to.equal("中文标语");
      customer.setCookie("lang", "en");
      expect((await customer.ok(SITE)).siteSettings.siteTagline).not.to.equal("中文标语");
      await admin.ok(SAVE, { input: { subjectType: "site", subjectId: "main_settings", language: "zh", fields: [{ field: "tagline", value: "" }] } });
    });
  });

  describe("e-mails follow the recipient's profile", () => {
    it("receipts in Russian and Chinese name the product in the reader's language (the shop's translation), with Intl money", async () => {
      const ru = await createCustomer(server.app, { balanceCents: 5000, language: "ru" });
      const zh = await createCustomer(server.app, { balanceCents: 5000, language: "zh" });
      const ruOrder = (await signIn(server.app, server.client(), ru).ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() })).purchaseAccounts;
      const zhOrder = (await signIn(server.app, server.client(), zh).ok(PURCHASE, { quantity: 12, key: crypto.randomUUID() })).purchaseAccounts;
      const receipt = (address: string, subject: string) =>
        waitFor(`the receipt to ${address}`, async () => (await outbox(address)).find((m) => m.subject === subject));
      const ruMail = (await receipt(ru.email, `Ваш чек ${site}`))!;
      expect(ruMail.bodyText).to.include("Спасибо за заказ. Вот ваш чек:");
      expect(ruMail.bodyText).to.include(`Заказ: ${ruOrder.id}`);
      expect(ruMail.bodyText).to.include("Товар: Цифровые аккаунты");
      expect(ruMail.bodyText).to.include("Количество: 10");
      expect(ruMail.bodyText).to.include("Списано с баланса: 5,00\u00a0$");
      expect(ruMail.bodyText).to.include("Чтобы больше не получать такие письма, откройте:");
      const zhMail = (await receipt(zh.email, `您的 ${site} 收据`))!;
      expect(zhMail.bodyText).to.include(`订单：${zhOrder.id}`);
      expect(zhMail.bodyText).to.include("商品：数字账户");
      expect(zhMail.bodyText).to.include("数量：12");
      expect(zhMail.bodyText).to.include("从余额支付的总额：US$6.00");
    });

    it("after setLanguage the next e-mail is in the new language (English word for word)", async () => {
      const customer = await createCustomer(server.app, { balanceCents: 5000, language: "zh" });
      const client = signIn(server.app, server.client(), customer);
      await client.ok(SET_LANGUAGE, { language: "en" });
      await client.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      const mail = (await waitFor("the English receipt", async () => (await outbox(customer.email)).find((m) => m.subject === `Your ${site} receipt`)))!;
      expect(mail.bodyText).to.include("Thank you for your order. This is your receipt:");
      expect(mail.bodyText).to.include("Total paid from your balance: $5.00");
    });

    it("an admin alert is written in each admin's language", async () => {
      const admins = {
        en: await createCustomer(server.app, { role: "admin" }),
        ru: await createCustomer(server.app, { role: "admin", language: "ru" }),
        zh: await createCustomer(server.app, { role: "admin", language: "zh" }),
      };
      for (const admin of Object.values(admins)) {
        await signIn(server.app, server.client(), admin).ok(ALERTS, {
          input: { events: ["order.completed"], minOrderCents: null, byEmail: true, byTelegram: false, telegramChatId: null },
        });
      }
      await signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 5000 })).ok(PURCHASE, {
        quantity: 10,
        key: crypto.randomUUID(),
      });
      const alert = (address: string) => waitFor(`the alert to ${address}`, async () => (await outbox(address))[0]);
      const en = (await alert(admins.en.email))!;
      expect(en.subject).to.equal("New order: $5.00");
      expect(en.bodyText).to.equal(`New order: 10 × Digital Accounts for $5.00.\n${server.app.config.publicBaseUrl}/admin/orders`);
      const ru = (await alert(admins.ru.email))!;
      expect(ru.subject).to.equal("Новый заказ: 5,00\u00a0$");
      expect(ru.bodyText).to.include("Новый заказ: 10 × Digital Accounts на сумму 5,00\u00a0$.");
      const zh = (await alert(admins.zh.email))!;
      expect(zh.subject).to.equal("新订单：US$5.00");
      expect(zh.bodyText).to.include("新订单：10 × Digital Accounts，金额 US$5.00。");
    });
  });

  describe("per-language content", () => {
    // From an untranslated shop: the seed's own translations (seed-translations.ts, test/api/seed-translations.test.ts) set aside.
    before(() => server.app.db.manager.getRepository(ContentTranslation).clear());

    it("answers product names and descriptions in the request's language, English per missing field; orders are named in it too but stored in English", async () => {
      const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
      const english = (await server.client().ok(PRODUCT)).product;
      const saved = (
        await admin.ok(SAVE, {
          input: { subjectType: "product", subjectId: ACCOUNT_PRODUCT_ID, language: "ru", fields: [{ field: "name", value: "  Цифровые аккаунты  " }] },
        })
      ).saveContentTranslations;
      expect(saved).to.deep.equal([{ field: "name", language: "ru", value: "Цифровые аккаунты" }]);
      await admin.ok(SAVE, {
        input: { subjectType: "product", subjectId: ACCOUNT_PRODUCT_ID, language: "zh", fields: [{ field: "description", value: "即时交付的现成账号。" }] },
      });

      const ru = server.client();
      ru.setCookie("lang", "ru");
      expect((await ru.ok(PRODUCT)).product).to.deep.equal({ ...english, name: "Цифровые аккаунты" });
      const listed = (await ru.ok(PRODUCTS)).products.find((p: { id: string }) => p.id === ACCOUNT_PRODUCT_ID);
      expect(listed).to.deep.equal({ ...english, name: "Цифровые аккаунты" });
      const zh = (await gqlWith(server.client(), { "accept-language": "zh-CN" }, PRODUCT)).data.product;
      expect(zh).to.deep.equal({ ...english, description: "即时交付的现成账号。" });
      expect((await server.client().ok(PRODUCT)).product).to.deep.equal(english);
      // The admin's own lists and forms stay English whatever the admin reads.
      admin.setCookie("lang", "ru");
      const adminList = (await admin.ok(`query { adminProducts { id name } }`)).adminProducts.find((p: { id: string }) => p.id === ACCOUNT_PRODUCT_ID);
      expect(adminList.name).to.equal(english.name);

      const buyer = server.client();
      buyer.setCookie("lang", "ru");
      signIn(server.app, buyer, await createCustomer(server.app, { balanceCents: 5000, language: "ru" }));
      const order = (await buyer.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() })).purchaseAccounts;
      // The order is answered in the reader's language (issue 33); its row keeps the English name it was sold under.
      expect(order.productName).to.equal("Цифровые аккаунты");
      expect((await server.app.db.manager.getRepository(Order).findOneByOrFail({ id: order.id })).productName).to.equal(english.name);

      await admin.ok(SAVE, { input: { subjectType: "product", subjectId: ACCOUNT_PRODUCT_ID, language: "ru", fields: [{ field: "name", value: "" }] } });
      expect((await ru.ok(PRODUCT)).product).to.deep.equal(english);
      const left = (await admin.ok(TRANSLATIONS, { t: "product", id: ACCOUNT_PRODUCT_ID })).contentTranslations;
      expect(left).to.deep.equal([{ field: "description", language: "zh", value: "即时交付的现成账号。" }]);
    });

    it("answers the site tagline and description per language", async () => {
      const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
      const english = (await server.client().ok(SITE)).siteSettings;
      await admin.ok(SAVE, {
        input: {
          subjectType: "site",
          subjectId: "main_settings",
          language: "ru",
          fields: [
            { field: "tagline", value: "Аккаунты оптом" },
            { field: "description", value: "Описание" },
          ],
        },
      });
      const ru = server.client();
      ru.setCookie("lang", "ru");
      expect((await ru.ok(SITE)).siteSettings).to.deep.equal({ siteTagline: "Аккаунты оптом", siteDescription: "Описание" });
      const zh = server.client();
      zh.setCookie("lang", "zh");
      expect((await zh.ok(SITE)).siteSettings).to.deep.equal(english);
    });

    it("audits each change, enforces the limits, and refuses customers and visitors", async () => {
      const adminRow = await createCustomer(server.app, { role: "admin" });
      const admin = signIn(server.app, server.client(), adminRow);
      const save = (input: Record<string, unknown>) =>
        admin.gql(SAVE, { input: { subjectType: "product", subjectId: ACCOUNT_PRODUCT_ID, language: "zh", ...input } });
      expect((await save({ fields: [{ field: "name", value: "数字账号" }] })).errors).to.equal(undefined);
      const audit = await server.app.db.manager.getRepository(AuditEntry).findOneByOrFail({ actorId: adminRow.id, action: "content.translate" });
      expect(audit).to.include({ entityType: "product", entityId: ACCOUNT_PRODUCT_ID });
      expect(JSON.parse(audit.details!)).to.deep.equal({ language: "zh", fields: ["name"], lengths: { name: 4 } });
      // Saving the same value again changes nothing and writes no audit row.
      await save({ fields: [{ field: "name", value: "数字账号" }] });
      expect(await server.app.db.manager.getRepository(AuditEntry).countBy({ actorId: adminRow.id, action: "content.translate" })).to.equal(1);

      const code = async (input: Record<string, unknown>) => (await save(input)).errors?.[0];
      expect((await code({ fields: [{ field: "name", value: "名".repeat(256) }] }))?.message).to.equal("The name can be at most 255 characters.");
      expect((await code({ fields: [{ field: "description", value: "x".repeat(20_001) }] }))?.extensions?.code).to.equal("INPUT_TOO_LONG");
      expect((await code({ fields: [{ field: "slug", value: "x" }] }))?.message).to.equal("The field must be one of name, description.");
      expect(
        (
          await code({
            fields: [
              { field: "name", value: "a" },
              { field: "name", value: "b" },
            ],
          })
        )?.extensions?.code,
      ).to.equal("BAD_USER_INPUT");
      expect((await code({ language: "en", fields: [{ field: "name", value: "x" }] }))?.extensions?.code).to.equal("UNSUPPORTED_LANGUAGE");
      expect((await code({ language: "de", fields: [{ field: "name", value: "x" }] }))?.extensions?.code).to.equal("UNSUPPORTED_LANGUAGE");
      expect((await code({ subjectType: "coupon", fields: [{ field: "name", value: "x" }] }))?.extensions?.code).to.equal("BAD_USER_INPUT");
      expect((await code({ subjectId: crypto.randomUUID(), fields: [{ field: "name", value: "x" }] }))?.extensions?.code).to.equal("NOT_FOUND");
      expect((await code({ subjectType: "site", subjectId: "other", fields: [{ field: "tagline", value: "x" }] }))?.extensions?.code).to.equal("NOT_FOUND");
      expect(await server.app.db.manager.getRepository(ContentTranslation).countBy({ value: "x" })).to.equal(0);

      const customer = signIn(server.app, server.client(), await createCustomer(server.app));
      const input = { subjectType: "product", subjectId: ACCOUNT_PRODUCT_ID, language: "ru", fields: [{ field: "name", value: "взлом" }] };
      expect((await customer.fails(SAVE, { input })).code).to.equal("FORBIDDEN");
      expect((await customer.fails(TRANSLATIONS, { t: "product", id: ACCOUNT_PRODUCT_ID })).code).to.equal("FORBIDDEN");
      expect((await server.client().fails(SAVE, { input })).code).to.equal("UNAUTHENTICATED");
      expect(await server.app.db.manager.getRepository(ContentTranslation).countBy({ value: "взлом" })).to.equal(0);
    });
  });
});
