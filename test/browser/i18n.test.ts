import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import type { Browser, Page } from "playwright-core";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { launchBrowser, openTab, waitForPath } from "../helpers/browser";
import { addStock, createCustomer } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * Issue 18 in the browser: a Russian and a Chinese reader walk the whole purchase in their
 * language; the switcher's choice survives a reload; Accept-Language picks the first language;
 * a server error code reads in each language. The expected texts come from the resource files
 * themselves, so the test checks that the page shows them, not a second copy of them.
 */
const LOCALES = path.resolve("web/src/locales");
const SHOTS = "/tmp/i18n-shots";
type Resources = Record<string, unknown>;

function resources(language: string, namespace: string): Resources {
  return JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8")) as Resources;
}

/** A text of the resources with its {{placeholders}} filled: text("ru", "auth", "login.title"). */
function text(language: string, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = resources(language, namespace);
  for (const part of key.split(".")) node = (node as Resources | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`no ${language}/${namespace}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

/** The plural form of a key for a count, by the language's own rules (as i18next picks it). */
function plural(language: string, namespace: string, key: string, count: number, values: Record<string, string | number> = {}): string {
  const form = new Intl.PluralRules(language).select(count);
  return text(language, namespace, `${key}_${form}`, { count, ...values });
}

const intlLocale = (language: string) => ({ ru: "ru-RU", zh: "zh-CN" })[language] ?? "en-US";
const money = (language: string, cents: number) =>
  new Intl.NumberFormat(intlLocale(language), { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

describe("the shop in Russian and Chinese (browser)", () => {
  let server: TestServer;
  let browser: Browser;
  let productSlug: string;
  let unitPriceCents: number;
  before(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await addStock(server.app, 60, "pack");
    const rows: Array<{ slug: string; price: number }> = await server.app.db.manager.query(
      "SELECT slug, price_per_account_cents AS price FROM products WHERE id = ?",
      [ACCOUNT_PRODUCT_ID],
    );
    productSlug = rows[0].slug;
    unitPriceCents = Number(rows[0].price);
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  async function emailedLink(to: string, linkPath: string): Promise<string> {
    const rows: Array<{ body_text: string }> = await server.app.db.manager.query("SELECT body_text FROM email_outbox WHERE to_address = ? ORDER BY id DESC", [
      to,
    ]);
    const pattern = new RegExp(`https?://[^\\s/]+${linkPath.replace(/[/-]/g, "\\$&")}\\?token=[\\w-]+`);
    const link = rows.map((r) => pattern.exec(r.body_text)?.[0]).find(Boolean);
    if (!link) throw new Error(`no ${linkPath} link e-mailed to ${to}`);
    const url = new URL(link);
    return server.url + url.pathname + url.search;
  }

  /** The whole page, and at phone width its first screen at full size too; nothing may stick out sideways. */
  async function shoot(page: Page, name: string) {
    await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
    if ((page.viewportSize()?.width ?? 0) < 500) await page.screenshot({ path: path.join(SHOTS, `${name}-top.png`) });
    // Nothing wider than the window: long Russian words wrap instead of pushing the page sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${name} scrolls sideways`).to.equal(true);
  }

  async function switchTo(page: Page, language: string) {
    await page.getByTestId("language-switcher").first().selectOption(language);
    await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), language);
  }

  /** The hero's stock line reads as the language's plural form of the number it shows. */
  async function expectStockLine(page: Page, language: string) {
    const line = page.getByTestId("available-stock");
    await page.waitForFunction(() => /\d/.test(document.querySelector("[data-testid=available-stock]")?.textContent ?? ""));
    const shown = (await line.innerText()).trim();
    const n = Number(/\d+/.exec(shown)?.[0]);
    expect(shown).to.equal(plural(language, "public", "hero.available", n, { n: String(n) }));
  }

  for (const language of ["ru", "zh"]) {
    it(`${language}: registers, confirms, tops up in the sandbox, buys and sees the pack, all in that language`, async function () {
      // A whole purchase walk and six screenshots: longer than one page's test.
      this.timeout(300_000);
      const { context, page } = await openTab(browser, server);
      const t = (ns: string, key: string, values?: Record<string, string | number>) => text(language, ns, key, values);
      await page.goto("/");
      await page.getByTestId("available-stock").waitFor();
      await switchTo(page, language);
      await page.getByRole("link", { name: t("common", "header.register") }).waitFor();
      await expectStockLine(page, language);
      await page.getByRole("link", { name: t("common", "header.register") }).click();

      const email = `reader-${language}-${Date.now()}@example.test`;
      await page.getByRole("heading", { name: t("auth", "register.title") }).waitFor();
      await page.getByLabel(t("auth", "fields.fullName")).fill(language === "ru" ? "Анна Петрова" : "王芳");
      await page.getByLabel(t("auth", "fields.email")).fill(email);
      await page.getByLabel(t("auth", "fields.password"), { exact: true }).fill("secret123");
      await page.getByLabel(t("auth", "fields.confirmPassword")).fill("secret123");
      await page
        .getByText(t("auth", "register.iAccept"))
        .first()
        .click({ position: { x: 4, y: 4 } });
      await page
        .getByText(t("auth", "register.iAccept"))
        .nth(1)
        .click({ position: { x: 4, y: 4 } });
      await page.getByRole("button", { name: t("auth", "register.submit") }).click();
      await page.getByRole("heading", { name: t("auth", "checkEmail.title") }).waitFor();

      await page.goto(await emailedLink(email, "/auth/confirm-email"));
      await page.getByText(t("auth", "confirm.confirmed")).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).to.equal(language === "zh" ? "zh-CN" : "ru");
      await page.getByRole("link", { name: t("auth", "goToLogin") }).click();
      await page.getByLabel(t("auth", "fields.email")).fill(email);
      await page.getByLabel(t("auth", "fields.password")).fill("secret123");
      await page.getByRole("button", { name: t("auth", "login.submit") }).click();
      await waitForPath(page, "/customer/dashboard");
      await page.getByRole("heading", { name: t("customer", "dashboard.title"), level: 1 }).waitFor();

      await page.goto("/customer/add-balance");
      await page.getByRole("heading", { name: t("customer", "addFunds.title"), level: 1 }).waitFor();
      await page.getByRole("button", { name: "$25" }).click();
      await page.getByRole("button", { name: t("customer", "addFunds.proceed") }).click();
      await page.waitForURL("**/sandbox/checkout/*");
      await page.locator("button.pay").click();
      await page.waitForURL("**/payment/success");
      await page.getByRole("heading", { name: t("public", "payment.successTitle") }).waitFor();
      await page.getByRole("link", { name: t("public", "payment.toDashboard") }).click();
      await page.getByText(t("panel", "balance", { amount: money(language, 2500) })).waitFor();

      await page.goto("/");
      await page.getByLabel(t("public", "purchase.quantity")).fill("10");
      await page.getByRole("button", { name: t("public", "purchase.purchase") }).click();
      // Spending the balance asks first, in the reader's language (issue 33 item 8).
      await page
        .getByRole("alertdialog", { name: t("public", "purchase.confirmTitle") })
        .getByRole("button", { name: t("public", "purchase.confirmBuy"), exact: true })
        .click();
      await waitForPath(page, "/customer/dashboard");
      const pack = page.getByTestId("account-pack");
      await pack.getByText(t("customer", "pack.new")).waitFor();
      const usernames = pack.getByRole("cell", { name: /^pack\d+$/ });
      await usernames.first().waitFor();
      expect(await usernames.count()).to.equal(10);
      await pack.getByRole("button", { name: t("customer", "pack.copyAllLogin") }).waitFor();
      await page.getByText(t("panel", "balance", { amount: money(language, 2500 - 10 * unitPriceCents) })).waitFor();
      // The pack's line: the count in the language's plural form, and the total in its money format.
      expect(await pack.innerText()).to.include(
        plural(language, "customer", "pack.summary", 10, { total: money(language, 10 * unitPriceCents), date: "" }).split(" · ")[0],
      );
      expect(await pack.innerText()).to.include(money(language, 10 * unitPriceCents));

      for (const width of [1366, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/customer/dashboard");
        await page.getByRole("heading", { name: t("customer", "dashboard.title"), level: 1 }).waitFor();
        await page.getByTestId("account-pack").first().waitFor();
        await shoot(page, `${language}-dashboard-${width}`);
        await page.goto("/");
        await expectStockLine(page, language);
        await shoot(page, `${language}-home-${width}`);
        await page.goto(`/products/${productSlug}`);
        await page.getByRole("button", { name: t("public", "purchase.purchase") }).waitFor();
        await shoot(page, `${language}-product-${width}`);
      }
      await context.close();
    });
  }

  it("remembers the switcher's choice across reloads in the lang cookie, which Reject All keeps", async () => {
    const { context, page } = await openTab(browser, server);
    await page.goto("/");
    await page.getByTestId("available-stock").waitFor();
    await switchTo(page, "zh");
    await page.getByRole("link", { name: text("zh", "common", "header.login") }).waitFor();
    await page.reload();
    await page.getByRole("link", { name: text("zh", "common", "header.login") }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).to.equal("zh-CN");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).to.equal("zh");
    expect(await page.getByRole("combobox", { name: text("zh", "common", "language.label") }).inputValue()).to.equal("zh");

    // A visitor who rejects cookies keeps the language: it is an essential cookie.
    await context.clearCookies({ name: "cookie_consent" });
    await page.reload();
    await page.getByRole("button", { name: text("zh", "common", "cookies.rejectAll") }).click();
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).to.equal("zh");
    await switchTo(page, "en");
    await page.getByRole("link", { name: "Login" }).waitFor();
    await context.close();
  });

  it("speaks Russian on the first visit of a browser whose Accept-Language prefers it", async () => {
    const context = await browser.newContext({ baseURL: server.url, locale: "ru-RU", viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto("/");
    await page.getByRole("link", { name: text("ru", "common", "header.login") }).waitFor();
    await page.getByRole("heading", { name: text("ru", "public", "why.heading") }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).to.equal("ru");
    // Nothing was chosen yet, so nothing was stored.
    expect((await context.cookies()).find((c) => c.name === "lang")).to.equal(undefined);
    await context.close();
  });

  it("gives a signed-in customer whose profile language is Russian the Russian shop on a fresh browser, and saves a switch on the profile", async () => {
    const customer = await createCustomer(server.app, { language: "ru" });
    const customerLanguage = async () =>
      ((await server.app.db.manager.query("SELECT language FROM customers WHERE id = ?", [customer.id])) as Array<{ language: string }>)[0].language;
    // A fresh context: no lang cookie, and a browser that asks for English.
    const { context, page } = await openTab(browser, server, { as: customer });
    await page.setExtraHTTPHeaders({ "Accept-Language": "en-US,en;q=0.9" });
    expect((await context.cookies()).find((c) => c.name === "lang")).to.equal(undefined);
    await page.goto("/");
    await page.getByRole("heading", { name: text("ru", "public", "why.heading") }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === "ru");
    expect(await page.getByRole("combobox", { name: text("ru", "common", "language.label") }).inputValue()).to.equal("ru");

    // The switcher's choice goes onto the profile too (the typed SetLanguage mutation), so the next device follows it.
    const saved = page.waitForResponse((r) => r.url().endsWith("/graphql") && r.request().postDataJSON()?.operationName === "SetLanguage");
    await switchTo(page, "zh");
    expect(await (await saved).json()).to.deep.equal({ data: { setLanguage: true } });
    expect(await customerLanguage()).to.equal("zh");
    await context.close();

    const other = await openTab(browser, server, { as: customer });
    await other.page.goto("/");
    await other.page.getByRole("heading", { name: text("zh", "public", "why.heading") }).waitFor();
    await other.context.close();
  });

  it("renders a server error code in each language (wrong password: INVALID_CREDENTIALS)", async () => {
    const customer = await createCustomer(server.app, { password: "right-pass" });
    for (const language of ["en", "ru", "zh"]) {
      const { context, page } = await openTab(browser, server);
      await context.addCookies([{ name: "lang", value: language, url: server.url }]);
      await page.goto("/auth/login");
      await page.getByLabel(text(language, "auth", "fields.email")).fill(customer.email);
      await page.getByLabel(text(language, "auth", "fields.password")).fill("wrong-pass");
      await page.getByRole("button", { name: text(language, "auth", "login.submit") }).click();
      const alert = page.getByRole("alert");
      await alert.waitFor();
      expect((await alert.innerText()).trim()).to.equal(text(language, "errors", "INVALID_CREDENTIALS"));
      await context.close();
    }
    expect(text("en", "errors", "INVALID_CREDENTIALS")).to.equal("Invalid email or password.");
  });

  it("renders the server's English messages without a fixed code text in each language: word for word, from a template, or the code's generic text", async () => {
    const server_ = (language: string) => resources(language, "server") as Record<string, string>;
    const fill = (template: string, values: Record<string, string>) => template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name]);
    // What the login mutation answers with, in turn: a literal message the server throws, one
    // built from a template (`The host ${url.hostname} could not be found.`) and one no resource has.
    const answers = [
      { message: "Admins only.", code: "FORBIDDEN" },
      { message: "The host shop.example could not be found.", code: "BAD_USER_INPUT" },
      { message: "Something no resource knows.", code: "NOT_FOUND" },
    ];
    expect(Object.keys(server_("en"))).to.include.members(["Admins only.", "The host {{hostname}} could not be found."]);
    for (const language of ["en", "ru", "zh"]) {
      const expected = [
        server_(language)["Admins only."],
        fill(server_(language)["The host {{hostname}} could not be found."], { hostname: "shop.example" }),
        language === "en" ? "Something no resource knows." : text(language, "errors", "byCode.NOT_FOUND"),
      ];
      const { context, page } = await openTab(browser, server);
      await context.addCookies([{ name: "lang", value: language, url: server.url }]);
      let next = 0;
      await page.route("**/graphql", async (route) => {
        const body = route.request().postDataJSON() as { operationName?: string } | null;
        if (body?.operationName !== "Login") return route.continue();
        const { message, code } = answers[next++];
        await route.fulfill({
          status: 200,
          contentType: "application/json",
          body: JSON.stringify({ errors: [{ message, extensions: { code } }], data: null }),
        });
      });
      await page.goto("/auth/login");
      await page.getByLabel(text(language, "auth", "fields.email")).fill("someone@example.com");
      await page.getByLabel(text(language, "auth", "fields.password")).fill("a-password");
      for (const want of expected) {
        await page.getByRole("button", { name: text(language, "auth", "login.submit") }).click();
        await page.getByRole("alert").filter({ hasText: want }).waitFor();
        expect((await page.getByRole("alert").innerText()).trim()).to.equal(want);
      }
      await context.close();
    }
    expect(server_("ru")["Admins only."]).to.equal("Только для администраторов.");
  });
});
