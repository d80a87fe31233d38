import crypto from "node:crypto";
import fs from "node:fs";
import { expect } from "chai";
import { generateSecret } from "otplib";
import type { Locator } from "playwright-core";
import { RequestContext } from "../../server/context";
import { issueLink } from "../../server/modules/auth/link-tokens";
import { Product, SOFTWARE_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { SETTINGS_ID, SiteSettings } from "../../server/modules/catalog/site-settings.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { License } from "../../server/modules/licenses/license.entity";
import { addSoldAccounts, createOrder } from "../helpers/admin-fixtures";
import { createCouponAsAdmin } from "../helpers/catalogue-fixtures";
import { fieldProblem, inWindow, newPage, openTab, screenshot, uncovered } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { openAdminTab, toast } from "./admin-session";

const PHONE = { width: 375, height: 667 };
const LAPTOP = { width: 1366, height: 768 };
const DAY = 86_400_000;

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => (await locator.boundingBox())!;
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("rough edges a first customer and a first admin hit (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  const signInClient = (customer: Pick<Customer, "id" | "tokenVersion">) => signIn(server().app, server().client(), customer);

  describe("numbers out of range and GraphQL's own messages", () => {
    it("refuses a balance above the limit with a human message, never GraphQL's", async () => {
      const customer = await createCustomer(server().app, { email: `big-${Date.now()}@example.test`, balanceCents: 500 });
      const { page, context } = await openAdminTab(browser(), server());
      await page.goto("/admin/customers");
      await page.getByRole("button", { name: `Edit balance of ${customer.email}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Balance" });
      await dialog.getByLabel("New Balance ($)").fill("100000000000");
      await dialog.getByLabel("Reason").fill("too much");
      await dialog.getByRole("button", { name: "Save Balance" }).click();
      expect(await fieldProblem(dialog.getByLabel("New Balance ($)"))).to.equal("Balance must be at most $10,000,000.00.");
      expect(await page.getByText(/cannot represent|Variable "\$/).count()).to.equal(0);
      expect((await server().app.db.manager.getRepository(Customer).findOneByOrFail({ id: customer.id })).balanceCents).to.equal(500);
      await context.close();
    });

    it("refuses a product price above the limit with a human message", async () => {
      const { page, context } = await openAdminTab(browser(), server());
      await page.goto("/admin/settings");
      await page.getByLabel("Price per Account ($)").fill("99999999999");
      await page.getByRole("button", { name: "Save Product Settings" }).click();
      expect(await fieldProblem(page.getByLabel("Price per Account ($)"))).to.equal("Price per account must be at most $10,000,000.00.");
      await context.close();
    });

    it("says a negative low-stock threshold is negative", async () => {
      const { page, context } = await openAdminTab(browser(), server());
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: /Security/ }).click();
      await page.getByLabel("Low-Stock Warning Below").fill("-3");
      await page.getByRole("button", { name: "Save Security Settings" }).click();
      expect(await fieldProblem(page.getByLabel("Low-Stock Warning Below"))).to.equal("Low-stock threshold cannot be negative.");
      await context.close();
    });
  });

  describe("licences", () => {
    it("refuses to extend a licence to a past date or to shorten it, and keeps its expiry", async () => {
      const owner = await createCustomer(server().app, { email: `ext-${Date.now()}@example.test` });
      const { page, context } = await openAdminTab(browser(), server(), LAPTOP);
      await page.goto("/admin/license-management");
      await page.getByRole("button", { name: "Create License" }).waitFor();
      const license = await server()
        .app.db.manager.getRepository(License)
        .save(
          server()
            .app.db.manager.getRepository(License)
            .create({
              licenseKey: `EXTD-${String(Date.now()).slice(-4)}-ABCD-EFGH`,
              email: owner.email,
              plan: "standard",
              softwareName: "StoryTag",
              status: true,
              startDate: new Date(),
              expiresAt: new Date(Date.now() + 20 * DAY),
              lastUsedAt: null,
              customerId: owner.id,
              orderId: null,
            }),
        );
      await page.goto("/admin/licenses");
      const row = page.locator(`tr[data-license-key="${license.licenseKey}"]`);
      const extend = row.getByRole("button", { name: `Extend ${license.licenseKey}` });
      // At 1366 px the actions stay on screen even though the table is wider than its box.
      expect(await inWindow(page, extend)).to.equal(true);
      expect(await inWindow(page, row.getByRole("button", { name: `Delete ${license.licenseKey}` }))).to.equal(true);
      await screenshot(page, "rough-edges-licences-1366");

      const localDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
      await extend.click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("New expiry date").fill(localDate(new Date(Date.now() - 2 * DAY)));
      await dialog.getByRole("button", { name: "Extend" }).click();
      await dialog.getByText("The expiry date must be in the future.").waitFor();
      await dialog.getByLabel("New expiry date").fill(localDate(new Date(Date.now() + 5 * DAY)));
      await dialog.getByRole("button", { name: "Extend" }).click();
      await dialog.getByText("Extending must move the expiry later: choose a date after the current expiry.").waitFor();
      const stored = await server().app.db.manager.getRepository(License).findOneByOrFail({ id: license.id });
      expect(stored.expiresAt.getTime()).to.equal(license.expiresAt.getTime());
      await context.close();
    });

    it("refuses a licence by e-mail with a past expiry", async () => {
      const { page, context } = await openAdminTab(browser(), server());
      await page.goto("/admin/license-management");
      const email = `past-${Date.now()}@example.test`;
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Plan").last().selectOption("premium");
      await page.getByLabel("Expiry date").fill("2020-01-01");
      await page.getByRole("button", { name: "Create by Email" }).click();
      await page.getByText("The expiry date must be in the future.").waitFor();
      expect(await server().app.db.manager.getRepository(License).countBy({ email })).to.equal(0);
      await context.close();
    });

    it("names accounts and licences with the right plural in Recent Sales Activity", async () => {
      const buyer = await createCustomer(server().app, { name: "Plural Buyer" });
      await createOrder(server().app, { customerId: buyer.id, quantity: 25, purchaseDate: new Date(Date.now() - 3000) });
      await createOrder(server().app, { customerId: buyer.id, quantity: 1, purchaseDate: new Date(Date.now() - 2000) });
      await createOrder(server().app, {
        customerId: buyer.id,
        quantity: 1,
        orderType: "software",
        totalPriceCents: 1500,
        purchaseDate: new Date(Date.now() - 1000),
      });
      const { page, context } = await openAdminTab(browser(), server());
      await page.goto("/admin/dashboard");
      const entries = page.getByTestId("recent-sales").locator("li");
      await entries.first().getByText("Plural Buyer").waitFor();
      expect(await entries.nth(0).innerText()).to.include("Purchased 1 × StoryTag license");
      expect(await entries.nth(1).innerText()).to.include("Purchased 1 account");
      expect(await entries.nth(1).innerText()).not.to.include("1 accounts");
      expect(await entries.nth(2).innerText()).to.include("Purchased 25 accounts");
      await context.close();
    });
  });

  describe("layout at phone width", () => {
    it("keeps the customer header on one row without drawing the greeting over the site name", async () => {
      await server().app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteName: "Nova Store" });
      const customer = await createCustomer(server().app, { name: 'Sam "The Very Long Named Customer" Smith' });
      const { page, context } = await openTab(browser(), server(), { as: customer, viewport: PHONE });
      await page.goto("/customer/dashboard");
      const header = page.locator("header").first();
      const greeting = header.getByText(/^Welcome, Sam/);
      await greeting.waitFor();
      const logo = header.getByRole("link", { name: "Nova Store home" });
      expect(overlaps(await boxOf(logo), await boxOf(greeting))).to.equal(false);
      expect((await boxOf(greeting)).x + (await boxOf(greeting)).width).to.be.at.most(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);
      await screenshot(page, "rough-edges-customer-header-375");

      const visitor = await newPage(browser(), server().url, PHONE);
      await visitor.context.addCookies([{ name: "cookie_consent", value: "accepted", url: server().url }]);
      await visitor.page.goto("/");
      const publicHeader = visitor.page.locator("header").first();
      await publicHeader.getByRole("link", { name: "Register" }).waitFor();
      const tops = await Promise.all(
        [publicHeader.getByRole("link", { name: "Nova Store home" }), publicHeader.getByRole("link", { name: "Register" })].map(
          async (l) => (await boxOf(l)).y,
        ),
      );
      expect(Math.max(...tops) - Math.min(...tops)).to.be.below(12);
      // The renamed shop's name shows on a phone (issue 33); its tools link, named after it, is in the footer there.
      expect(await publicHeader.getByText("Nova Store", { exact: true }).isVisible()).to.equal(true);
      expect(await visitor.page.locator("footer").getByRole("link", { name: "Nova Store Tools" }).isVisible()).to.equal(true);
      expect((await boxOf(publicHeader)).height).to.be.below(70);
      expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);
      await screenshot(visitor.page, "rough-edges-public-header-375");
      await server().app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteName: "BIA" });
      await visitor.context.close();
      await context.close();
    });

    it("keeps the public header on one row at 375 px in every language, the logo drawn clear of the next link", async () => {
      const names = { en: ["Register", "Login"], ru: ["Регистрация", "Войти"], zh: ["注册", "登录"] } as const;
      for (const language of ["en", "ru", "zh"] as const) {
        const visitor = await newPage(browser(), server().url, PHONE);
        await visitor.context.addCookies([
          { name: "cookie_consent", value: "accepted", url: server().url },
          { name: "lang", value: language, url: server().url },
        ]);
        await visitor.page.goto("/");
        const header = visitor.page.locator("header").first();
        const [register, login] = names[language].map((name) => header.getByRole("link", { name, exact: true }));
        await register!.waitFor();
        const logo = header.locator(`a[href="/"]`).first();
        // The logo's box holds its icon (it was squeezed to a few pixels, the icon drawn over the next link), and the shop's name shows beside it.
        expect((await boxOf(logo)).width, language).to.be.at.least(28);
        expect(await logo.getByText("BIA", { exact: true }).isVisible(), language).to.equal(true);
        const switcherBox = await boxOf(header.getByTestId("language-switcher"));
        expect(overlaps(await boxOf(logo), switcherBox), language).to.equal(false);
        // On a phone the seed's B.I.A-TOOLS link is in the footer.
        expect(await visitor.page.locator("footer").getByRole("link", { name: "B.I.A-TOOLS" }).isVisible(), language).to.equal(true);
        const tops = await Promise.all([logo, login!, register!].map(async (l) => (await boxOf(l)).y));
        expect(Math.max(...tops) - Math.min(...tops), language).to.be.below(12);
        const edge = await boxOf(register!);
        expect(edge.x + edge.width, language).to.be.at.most(PHONE.width);
        expect(await visitor.page.evaluate(() => document.documentElement.scrollWidth), language).to.be.at.most(PHONE.width);
        // The language switcher reads short on a phone, its options' accessible names keeping their full names.
        const switcher = header.getByTestId("language-switcher");
        expect(await switcher.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent)).to.equal(
          { en: "EN", ru: "RU", zh: "中文" }[language],
        );
        expect(await switcher.evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.getAttribute("aria-label"))).to.equal(
          { en: "EN English", ru: "RU Русский", zh: "中文 简体中文" }[language],
        );
        await screenshot(visitor.page, `rough-edges-public-header-375-${language}`);
        await visitor.context.close();
      }
    });

    it("shows the admin header's site name in full at 375 px, leaving the greeting to wider screens", async () => {
      await server().app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteName: "Nova Store" });
      const { page, context } = await openAdminTab(browser(), server(), PHONE);
      await page.goto("/admin/settings");
      const header = page.locator("header").first();
      const name = header.getByRole("link", { name: "Nova Store home" }).getByText("Nova Store");
      await name.waitFor();
      // Not cut to its first letters: the text fits its box.
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).to.equal(true);
      expect(await header.getByText(/^Welcome, /).isVisible()).to.equal(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(PHONE.width);
      await screenshot(page, "rough-edges-admin-header-375");
      await page.setViewportSize({ width: 1366, height: 900 });
      await header.getByText(/^Welcome, /).waitFor();
      await server().app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteName: "BIA" });
      await context.close();
    });

    it("keeps the key action of every admin table and the customer's order status in view at 375 px", async () => {
      const stamp = Date.now();
      const buyer = await createCustomer(server().app, { name: "Table Buyer", email: `table-${stamp}@example.test`, balanceCents: 100 });
      const order = await createOrder(server().app, { customerId: buyer.id, quantity: 3 });
      await addSoldAccounts(server().app, { customerId: buyer.id, orderId: order.id, count: 3 });
      await addStock(server().app, 2, `phone${stamp}`);
      const admin = signInClient(await createCustomer(server().app, { role: "admin" }));
      await admin.ok(`mutation($id: ID!) { setCustomerBalance(customerId: $id, balanceCents: 700, reason: "phone check") { id } }`, { id: buyer.id });
      await createCouponAsAdmin(admin, { code: `PHONE${stamp}` });
      await signInClient(buyer).ok(`mutation { createApiToken(name: "phone bot") { token } }`);
      const licenseKey = `PHON-${String(stamp).slice(-4)}-ABCD-EFGH`;
      await server()
        .app.db.manager.getRepository(License)
        .insert({
          licenseKey,
          email: buyer.email,
          plan: "standard",
          softwareName: "StoryTag",
          status: true,
          startDate: new Date(),
          expiresAt: new Date(Date.now() + 20 * DAY),
          lastUsedAt: null,
          customerId: buyer.id,
          orderId: null,
        });
      const { page, context } = await openAdminTab(browser(), server(), PHONE);

      await page.goto("/admin/customers");
      expect(await inWindow(page, page.getByRole("button", { name: `Delete ${buyer.email}` }))).to.equal(true);
      await screenshot(page, "rough-edges-admin-customers-375");

      // The customer details dialog: its tables scroll sideways, and a keyboard can scroll them.
      await page.getByRole("button", { name: `View details of ${buyer.email}` }).click();
      const details = page.getByRole("dialog");
      expect(await inWindow(page, details.getByRole("button", { name: "Revoke token phone bot" }))).to.equal(true);
      const ledger = details.getByRole("region", { name: "Balance Ledger" });
      await ledger.focus();
      expect(await ledger.evaluate((el) => el === document.activeElement && el.scrollWidth > el.clientWidth)).to.equal(true);
      await page.keyboard.press("ArrowRight");
      await page.waitForFunction(() => document.activeElement!.scrollLeft > 0);
      const tokens = details.getByRole("region", { name: "Table of API tokens" });
      expect(await tokens.getAttribute("tabindex")).to.equal("0");
      await details.getByRole("button", { name: /Digital Accounts × 3/ }).click();
      expect(await details.getByRole("region", { name: /^Accounts in order / }).getAttribute("tabindex")).to.equal("0");
      await screenshot(page, "rough-edges-admin-customer-details-375");
      await page.keyboard.press("Escape");
      await details.waitFor({ state: "detached" });

      await page.goto("/admin/orders");
      const view = page.getByRole("button", { name: /^View order / }).first();
      await view.waitFor();
      expect(await inWindow(page, view)).to.equal(true);
      await screenshot(page, "rough-edges-admin-orders-375");

      await page.goto("/admin/licenses");
      expect(await inWindow(page, page.getByRole("button", { name: `Delete ${licenseKey}` }))).to.equal(true);
      await screenshot(page, "rough-edges-admin-licenses-375");

      await page.goto("/admin/accounts");
      const stockDelete = page
        .getByTestId("stock-table")
        .getByRole("button", { name: /^Delete / })
        .first();
      await stockDelete.waitFor();
      expect(await inWindow(page, stockDelete)).to.equal(true);
      await screenshot(page, "rough-edges-admin-stock-375");

      await page.goto("/admin/catalogue");
      expect(await inWindow(page, page.getByRole("button", { name: "Edit Digital Accounts" }))).to.equal(true);
      await page.getByRole("tab", { name: "Coupons" }).click();
      expect(await inWindow(page, page.getByRole("button", { name: `Delete PHONE${stamp}` }))).to.equal(true);
      await screenshot(page, "rough-edges-admin-coupons-375");

      // The audit log as cards: every field labelled, money as money, nothing off to the side.
      await page.goto("/admin/audit");
      const card = page.getByTestId("audit-table-cards").locator("li").filter({ hasText: "phone check" });
      await card.waitFor();
      expect(await page.getByTestId("audit-table").isVisible()).to.equal(false);
      expect(await inWindow(page, card)).to.equal(true);
      const text = await card.innerText();
      expect(text).to.include("customer.balance_set");
      expect(text)
        .to.match(/When\s+\S/)
        .and.to.match(/Who\s+\S/)
        .and.to.match(/Entity\s+customer/)
        .and.to.match(/From\s+\$1\.00/)
        .and.to.match(/To\s+\$7\.00/)
        .and.to.match(/Reason\s+phone check/);
      await screenshot(page, "rough-edges-admin-audit-375");
      await context.close();

      const mine = await openTab(browser(), server(), { as: buyer, viewport: PHONE });
      await mine.page.goto("/customer/orders");
      const invoice = mine.page.getByRole("link", { name: /^Invoice for order/ }).first();
      await invoice.waitFor();
      expect(await inWindow(mine.page, invoice)).to.equal(true);
      await screenshot(mine.page, "rough-edges-customer-orders-375");
      await mine.context.close();
    });
  });

  describe("cookie banner and sign-in prompts", () => {
    for (const viewport of [PHONE, LAPTOP]) {
      it(`leaves the submit buttons of login, register and admin setup uncovered at ${viewport.width} px`, async () => {
        const { page, context } = await newPage(browser(), server().url, viewport);
        for (const path of ["/auth/login", "/auth/register", "/auth/setup-admin?token=x"]) {
          await page.goto(path);
          const banner = page.getByRole("region", { name: "Cookie consent" });
          await banner.waitFor();
          const submit = page.locator("main form button[type=submit]").last();
          expect(await uncovered(submit), `${path} submit button`).to.equal(true);
        }
        await screenshot(page, `rough-edges-cookie-banner-${viewport.width}`);
        await context.close();
      });
    }

    it("asks for the two-factor code as a next step, not as an error, and keeps the button uncovered", async () => {
      const admin = await createCustomer(server().app, { role: "admin", password: "admin-pass" });
      await server().app.db.manager.getRepository(Customer).update({ id: admin.id }, { totpSecret: generateSecret(), totpEnabledAt: new Date() });
      const { page, context } = await newPage(browser(), server().url, PHONE);
      await page.goto("/auth/login");
      await page.getByRole("region", { name: "Cookie consent" }).waitFor();
      await page.getByLabel("Email").fill(admin.email);
      await page.getByLabel("Password").fill("admin-pass");
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByRole("status").getByText("Enter the 6-digit code from your authenticator app.").waitFor();
      expect(await page.getByRole("alert").filter({ hasText: "6-digit code" }).count()).to.equal(0);
      expect(await uncovered(page.getByRole("button", { name: "Login" }))).to.equal(true);
      await screenshot(page, "rough-edges-two-factor-375");
      await context.close();
    });
  });

  it("shows the API token instruction as code, not as literal Markdown", async () => {
    const customer = await createCustomer(server().app);
    const { page, context } = await openTab(browser(), server(), { as: customer });
    await page.goto("/customer/settings#developers");
    const section = page.getByRole("region", { name: "API Tokens" });
    await section.getByLabel("Token Name").fill("markdown-check");
    await section.getByRole("button", { name: "Create Token" }).click();
    const box = page.getByTestId("new-api-token");
    await box.getByText("Authorization: Bearer <token>", { exact: true }).waitFor();
    expect(await box.innerText()).not.to.include("`");
    await context.close();
  });

  describe("smaller ones", () => {
    it("says a used confirmation link is already confirmed, as a next step rather than an error", async () => {
      const customer = await createCustomer(server().app, { confirmed: false });
      const link = await issueLink(RequestContext.system(server().app), "confirm_email", customer.id);
      const token = new URL(link).searchParams.get("token")!;
      const { page, context } = await newPage(browser(), server().url);
      await page.goto(`/auth/confirm-email?token=${token}`);
      await page.getByText("Your email address has been confirmed. You can now log in.").waitFor();
      await page.goto(`/auth/confirm-email?token=${token}`);
      await page.getByRole("status").getByText("Your email address is already confirmed. Please log in.").waitFor();
      expect(await page.getByRole("alert").count()).to.equal(0);
      await page.getByRole("link", { name: "Go to Login" }).waitFor();
      await context.close();
    });

    it("shows the new key with 'License created successfully', and a licence order's key in the admin order details", async () => {
      const owner = await createCustomer(server().app, { name: "Key Owner", email: `key-${Date.now()}@example.test`, balanceCents: 2000 });
      const { page, context } = await openAdminTab(browser(), server());
      await page.goto("/admin/license-management");
      await page.getByLabel("Find customer").fill("Key Owner");
      await page.getByLabel("Customer", { exact: true }).selectOption({ label: `Key Owner (${owner.email})` });
      await page.getByRole("button", { name: "Create License" }).click();
      const created = await server().app.db.manager.getRepository(License).findOneByOrFail({ customerId: owner.id });
      await toast(page, "License created successfully", `License key: ${created.licenseKey}`);

      const buyer = signInClient(owner);
      const bought = (
        await buyer.ok(`mutation { purchaseSoftwareLicense(idempotencyKey: "key-order-1") { ... on SoftwarePurchase { license { licenseKey } } } }`)
      ).purchaseSoftwareLicense;
      const order = (await buyer.ok(`{ myOrders(limit: 1) { items { id } } }`)).myOrders.items[0];
      await page.goto("/admin/orders");
      await page.getByRole("button", { name: `View order ${order.id.slice(0, 12)}` }).click();
      const dialog = page.getByRole("dialog", { name: "Order Details" });
      await dialog.getByText(bought.license.licenseKey, { exact: true }).waitFor();
      await context.close();
    });

    it("names the copy format on the admin's order copy buttons", async () => {
      const buyer = await createCustomer(server().app);
      const order = await createOrder(server().app, { customerId: buyer.id, quantity: 2 });
      const { page, context } = await openAdminTab(browser(), server());
      await page.goto("/admin/orders");
      await page.getByRole("button", { name: `View order ${order.id.slice(0, 12)}` }).click();
      const dialog = page.getByRole("dialog", { name: "Order Details" });
      await dialog.getByRole("button", { name: "Copy All Accounts in Order (username:password:email:emailpass)" }).waitFor();
      expect(await dialog.getByRole("button", { name: /as username:password:email:emailpass$/ }).count()).to.equal(2);
      await context.close();
    });

    it("clears a stale error toast when the Insufficient Balance dialog opens", async () => {
      const customer = await createCustomer(server().app, { balanceCents: 100 });
      await addStock(server().app, 30, "stale");
      const { page, context } = await openTab(browser(), server(), { as: customer });
      await page.goto("/");
      await page.getByLabel("Quantity").fill("1");
      await page.getByRole("button", { name: "Purchase" }).click();
      const notifications = page.getByRole("region", { name: /notifications/i });
      await notifications.getByRole("status").or(notifications.getByRole("alert")).first().waitFor();
      await page.getByLabel("Quantity").fill("10");
      await page.getByRole("button", { name: "Purchase" }).click();
      await page.getByRole("alertdialog", { name: "Insufficient Balance" }).waitFor();
      await page.waitForTimeout(500);
      expect(await notifications.getByRole("status").or(notifications.getByRole("alert")).count()).to.equal(0);
      await context.close();
    });

    it("shows audit details as labelled fields, not raw JSON", async () => {
      const customer = await createCustomer(server().app, { email: `audit-${Date.now()}@example.test`, balanceCents: 100 });
      const admin = await createCustomer(server().app, { role: "admin" });
      const adminClient = signInClient(admin);
      await adminClient.ok(`mutation($id: ID!) { setCustomerBalance(customerId: $id, balanceCents: 700, reason: "audit check") { id } }`, { id: customer.id });
      const { page, context } = await openTab(browser(), server(), { as: admin });
      await page.goto("/admin/audit");
      const details = page.getByTestId("audit-details").first();
      await details.waitFor();
      const text = await details.innerText();
      expect(text)
        .to.match(/From\s+\$1\.00/)
        .and.to.match(/To\s+\$7\.00/)
        .and.to.match(/Reason\s+audit check/);
      expect(text).not.to.include("{");
      // A coupon's audit entry has unset values and yes/no ones: a dash and Yes, never "null" or "true".
      await adminClient.ok(`mutation($input: CouponInput!) { createCoupon(input: $input) { id } }`, {
        input: { code: `AUDIT${Date.now()}`, kind: "PERCENT", amount: 10 },
      });
      await page.reload();
      const coupon = page.getByTestId("audit-details").first();
      await coupon.waitFor();
      const couponText = await coupon.innerText();
      expect(couponText)
        .to.match(/All products\s+Yes/)
        .and.to.match(/Starts at\s+—/);
      expect(couponText).not.to.match(/\b(null|true|false)\b/);
      await context.close();
    });

    it("shows the read-only e-mail as a filled field that does not look editable", async () => {
      const customer = await createCustomer(server().app);
      const { page, context } = await openTab(browser(), server(), { as: customer });
      await page.goto("/customer/settings");
      const profile = page.getByRole("region", { name: "Profile" });
      const [email, name] = await Promise.all(
        [profile.getByLabel("Email"), profile.getByLabel("Name")].map((l) =>
          l.evaluate((el) => ({ bg: getComputedStyle(el).backgroundColor, border: getComputedStyle(el).borderTopColor })),
        ),
      );
      expect(email.bg).not.to.equal(name.bg);
      await context.close();
    });

    it("gives the GraphiQL console the page's width", async () => {
      const { page, context } = await openTab(browser(), server(), { viewport: LAPTOP });
      await page.goto("/api-docs");
      await page.getByRole("button", { name: "Open the API Console" }).click();
      const consoleBox = page.getByTestId("api-console");
      await consoleBox.waitFor();
      expect((await boxOf(consoleBox)).width).to.be.above(LAPTOP.width * 0.85);
      await context.close();
    });

    it("opens the order's printable invoice from the customer's Order History", async () => {
      const buyer = await createCustomer(server().app, { name: "Receipt Reader" });
      const order = await createOrder(server().app, { customerId: buyer.id, quantity: 4 });
      const { page, context } = await openTab(browser(), server(), { as: buyer });
      await page.goto("/customer/orders");
      const [receipt] = await Promise.all([
        context.waitForEvent("page"),
        page.getByRole("link", { name: `Invoice for order ${order.id.slice(0, 12)}` }).click(),
      ]);
      await receipt.getByRole("heading", { name: "BIA" }).waitFor();
      await receipt.getByText("Receipt Reader", { exact: false }).waitFor();
      await receipt.getByRole("cell", { name: "$2.00" }).first().waitFor();
      await screenshot(receipt, "rough-edges-invoice");
      await context.close();
    });

    it("downloads my data and deletes my account after the password is entered again", async () => {
      const customer = await createCustomer(server().app, { name: "Del Eted", password: "delete-me-1" });
      const order = await createOrder(server().app, { customerId: customer.id, quantity: 2 });
      const { page, context } = await openTab(browser(), server(), { as: customer });
      await page.goto("/customer/settings");
      const privacy = page.getByRole("region", { name: "Privacy" });
      const [download] = await Promise.all([page.waitForEvent("download"), privacy.getByRole("link", { name: "Download My Data" }).click()]);
      const exported = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
      expect(exported.profile.name).to.equal("Del Eted");
      expect(exported.orders[0].id).to.equal(order.id);

      await privacy.getByRole("button", { name: "Delete My Account" }).click();
      const dialog = page.getByRole("dialog", { name: "Delete Your Account" });
      await dialog.getByRole("button", { name: "Delete My Account" }).click();
      await dialog.getByText("Please enter your password to delete your account.").waitFor();
      await dialog.getByLabel("Password").fill("wrong-one");
      await dialog.getByRole("button", { name: "Delete My Account" }).click();
      await dialog.getByText("Current password is incorrect.").waitFor();
      await dialog.getByLabel("Password").fill("delete-me-1");
      await dialog.getByRole("button", { name: "Delete My Account" }).click();
      await toast(page, "Account Deleted");
      await page.waitForURL((url) => url.pathname === "/");
      await page.locator("header").getByRole("link", { name: "Login" }).waitFor();
      expect(await server().app.db.manager.getRepository(Customer).existsBy({ id: customer.id })).to.equal(false);
      await context.close();
    });

    it("lets an admin upload the StoryTag archive in Settings, and /story-tag offers it with version, size and SHA-256", async () => {
      const { page, context } = await openAdminTab(browser(), server());
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: "Software" }).click();
      await page.getByRole("button", { name: "Upload Archive" }).click();
      await page.getByText("Please choose the archive to upload.").waitFor();
      await page.getByText("Please enter the version of the archive.").waitFor();
      const archive = Buffer.concat([Buffer.from("PK\u0003\u0004", "latin1"), Buffer.from("StoryTag 3.1.0 build")]);
      await page.getByLabel("Archive (.zip, at most 256 MB)").setInputFiles({ name: "storytag-3.1.0.zip", mimeType: "application/zip", buffer: archive });
      await page.getByLabel("Version").fill("3.1.0");
      await page.getByRole("button", { name: "Upload Archive" }).click();
      await toast(page, "Archive Uploaded");
      const sha256 = crypto.createHash("sha256").update(archive).digest("hex");
      await page.getByTestId("current-archive").getByText(sha256).waitFor();
      await screenshot(page, "rough-edges-admin-software-1366");

      const visitor = await openTab(browser(), server(), { viewport: PHONE });
      await visitor.page.goto("/story-tag");
      const facts = visitor.page.getByTestId("download-facts");
      await facts.getByText(`Version 3.1.0 · ${archive.length} bytes`).waitFor();
      await facts.getByText(sha256).waitFor();
      expect(await visitor.page.getByRole("link", { name: "Download" }).getAttribute("href")).to.equal("/downloads/storytag.zip");
      await screenshot(visitor.page, "rough-edges-story-tag-375");
      await visitor.context.close();
      await context.close();
    });

    it("asks before buying a StoryTag licence, with the price and the balance after", async () => {
      const buyer = await createCustomer(server().app, { balanceCents: 4000 });
      const { page, context } = await openTab(browser(), server(), { as: buyer });
      await page.goto("/story-tag");
      await page.getByRole("button", { name: "Purchase Now" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Confirm Purchase" });
      await confirm.getByText("Buy StoryTag license for $15.00? Your balance after: $25.00.").waitFor();
      await confirm.getByRole("button", { name: "Cancel" }).click();
      await confirm.waitFor({ state: "detached" });
      expect(await server().app.db.manager.getRepository(License).countBy({ customerId: buyer.id })).to.equal(0);
      await context.close();
    });

    it("states and charges the StoryTag price configured on the product, not a fixed $15", async () => {
      const products = () => server().app.db.manager.getRepository(Product);
      await products().update({ id: SOFTWARE_PRODUCT_ID }, { pricePerAccountCents: 999 });
      try {
        const buyer = await createCustomer(server().app, { balanceCents: 4000 });
        const { page, context } = await openTab(browser(), server(), { as: buyer, viewport: PHONE });
        await page.goto("/story-tag");
        await page.getByTestId("storytag-price").getByText("$9.99").waitFor();
        await screenshot(page, "rough-edges-story-tag-price-375");
        await page.getByRole("button", { name: "Purchase Now" }).click();
        const confirm = page.getByRole("alertdialog", { name: "Confirm Purchase" });
        await confirm.getByText("Buy StoryTag license for $9.99? Your balance after: $30.01.").waitFor();
        await confirm.getByRole("button", { name: "Buy License" }).click();
        await page.waitForURL("**/customer/dashboard");
        expect((await server().app.db.manager.getRepository(Customer).findOneByOrFail({ id: buyer.id })).balanceCents).to.equal(3001);
        await context.close();
      } finally {
        await products().update({ id: SOFTWARE_PRODUCT_ID }, { pricePerAccountCents: 1500 });
      }
    });
  });
});
