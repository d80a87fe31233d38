import { expect } from "chai";
import { openTab, screenshot } from "../helpers/browser";
import { createCouponAsAdmin } from "../helpers/catalogue-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import { useBrowserAndServer } from "../helpers/browser-server";
import { openAdminTab, toast } from "./admin-session";

/**
 * Issue 18: the admin writes a Russian home card and a Russian legal page in Settings → Pages; a
 * Russian visitor reads them, an English and a Chinese visitor keep their own texts.
 */
describe("home cards and legal pages per language (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  const visitor = async (language: string | null, viewport = { width: 1366, height: 900 }) => {
    const tab = await openTab(browser(), server(), { viewport });
    if (language) await tab.context.addCookies([{ name: "lang", value: language, url: server().url }]);
    return tab;
  };

  it("an admin edits a home card and the Terms in Russian; Russian visitors see them, English and Chinese ones do not", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 1366, height: 900 });
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Pages" }).click();
    const tabs = page.getByRole("tablist", { name: "Language of the texts" });
    // allTextContents does not wait: read the tabs once the last one is there (CI once read []).
    await tabs.getByRole("tab").nth(2).waitFor();
    expect(await tabs.getByRole("tab").allTextContents()).to.deep.equal(["English", "Русский", "简体中文"]);

    // Home cards: the Russian tab shows the shipped Russian title as its placeholder.
    await tabs.getByRole("tab", { name: "Русский" }).click();
    const cardTitle = page.getByLabel("Card 1: title (Русский)");
    await cardTitle.waitFor();
    expect(await cardTitle.getAttribute("placeholder")).to.equal("Мгновенная выдача");
    await cardTitle.fill("Аккаунты за секунды");
    await page.getByRole("button", { name: "Save Русский" }).click();
    await toast(page, "Translation Saved", "Русский");

    // Terms: start from the current Russian text, then change its first section.
    await page.getByLabel("Page", { exact: true }).selectOption("terms");
    await tabs.getByRole("tab", { name: "Русский" }).click();
    const body = page.getByLabel("Text (Markdown) (Русский)");
    await body.waitFor();
    await page.getByRole("button", { name: "Start from the current text" }).click();
    const shipped = await body.inputValue();
    expect(shipped).to.include("## 1. Право на использование").and.to.include("{{site}}");
    await body.fill(shipped.replace("## 1. Право на использование", "## 1. Кто может покупать") + "\n\n<script>alert(1)</script>");
    await screenshot(page, "page-content-admin-terms-ru-1366");
    await page.getByRole("button", { name: "Save Русский" }).click();
    await toast(page, "Translation Saved", "Русский");
    await context.close();

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 375, height: 800 },
    ]) {
      const ru = await visitor("ru", viewport);
      await ru.page.goto("/");
      await ru.page.getByRole("heading", { level: 3, name: "Аккаунты за секунды" }).waitFor();
      // The other cards keep their shipped Russian texts.
      await ru.page.getByRole("heading", { level: 3, name: "Отзывчивая поддержка" }).waitFor();
      await screenshot(ru.page, `page-content-home-ru-${viewport.width}`);
      await ru.page.goto("/legal/terms-of-service");
      await ru.page.getByRole("heading", { level: 2, name: "1. Кто может покупать" }).waitFor();
      await ru.page.getByText(/Настоящие Условия обслуживания регулируют использование BIA/).waitFor();
      // Markdown only: the script tag is shown as text, never run or inserted as an element.
      expect(await ru.page.locator("main script").count()).to.equal(0);
      await ru.page.getByText("<script>alert(1)</script>").waitFor();
      await screenshot(ru.page, `page-content-terms-ru-${viewport.width}`);
      await ru.context.close();
    }

    const en = await visitor(null);
    await en.page.goto("/");
    await en.page.getByRole("heading", { level: 3, name: "Instant Delivery" }).waitFor();
    expect(await en.page.getByText("Аккаунты за секунды").count()).to.equal(0);
    await en.page.goto("/legal/terms-of-service");
    await en.page.getByRole("heading", { level: 2, name: "1. Eligibility" }).waitFor();
    await en.page.getByText("Last updated: January 1, 2026").waitFor();
    expect(await en.page.getByText("Кто может покупать").count()).to.equal(0);
    await en.context.close();

    const zh = await visitor("zh", { width: 375, height: 800 });
    await zh.page.goto("/");
    await zh.page.getByRole("heading", { level: 3, name: "即时交付" }).waitFor();
    await screenshot(zh.page, "page-content-home-zh-375");
    await zh.page.goto("/legal/terms-of-service");
    await zh.page.getByRole("heading", { level: 2, name: "1. 使用资格" }).waitFor();
    await screenshot(zh.page, "page-content-terms-zh-375");
    await zh.page.goto("/legal/privacy-policy");
    await zh.page.getByRole("heading", { level: 2, name: "3. 数据保存期限" }).waitFor();
    await screenshot(zh.page, "page-content-privacy-zh-375");
    await zh.context.close();
  });

  it("the Disclaimer keeps its warning box; a Russian visitor reads it in Russian and an English one word for word", async () => {
    const ru = await visitor("ru", { width: 375, height: 800 });
    await ru.page.goto("/legal/disclaimer");
    await ru.page.getByRole("button", { name: "Важное предупреждение (нажмите, чтобы развернуть)" }).click();
    await ru.page.getByText(/BIA продаёт цифровые товары/).waitFor();
    await screenshot(ru.page, "page-content-disclaimer-ru-375");
    await ru.context.close();

    const en = await visitor(null);
    await en.page.goto("/legal/disclaimer");
    await en.page.getByRole("button", { name: "Critical Disclaimer (click to expand)" }).click();
    await en.page.getByText(/BIA sells digital goods as they are\. We are not affiliated with/).waitFor();
    await en.page.getByRole("heading", { level: 2, name: "No Warranties" }).waitFor();
    await en.context.close();
  });

  it("COUPON_MINIMUM_NOT_MET names the minimum in the reader's language and money format", async () => {
    const admin = signIn(server().app, server().client(), await createCustomer(server().app, { role: "admin" }));
    await createCouponAsAdmin(admin, { code: "BIGORDER", minOrderCents: 2500 });
    const cases: Array<[string | null, string, RegExp]> = [
      ["ru", "Купон", /^Этот купон действует для заказа от 25,00\s\$\.$/],
      ["zh", "优惠券", /^此优惠券要求订单金额至少为 US\$25\.00。$/],
      [null, "Coupon", /^This coupon needs an order of at least \$25\.00\.$/],
    ];
    for (const [language, label, message] of cases) {
      const tab = await visitor(language, { width: 375, height: 800 });
      await tab.page.goto("/products/digital-accounts");
      await tab.page.getByLabel(label, { exact: true }).fill("bigorder");
      await tab.page.getByText(message).waitFor();
      await tab.context.close();
    }
  });

  it("an admin names a category in Chinese in the rename row; Chinese visitors see it on the product page, English ones the English name", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 375, height: 800 });
    await page.goto("/admin/catalogue");
    await page.getByRole("tab", { name: "Categories" }).click();
    await page.getByRole("button", { name: "Rename Digital Accounts" }).click();
    const row = page.getByTestId("category-list");
    await row.getByRole("tab", { name: "简体中文" }).click();
    const name = row.getByLabel("Category name (简体中文)");
    expect(await name.getAttribute("placeholder")).to.equal("Digital Accounts");
    await name.fill("数字账户分类");
    // The rename row's one Save writes the English name and every language tab.
    await row.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Category Renamed", "Digital Accounts → Digital Accounts");
    await screenshot(page, "page-content-category-zh-admin-375");
    await context.close();

    const zh = await visitor("zh", { width: 375, height: 800 });
    await zh.page.goto("/products/digital-accounts");
    await zh.page.getByText("数字账户分类").waitFor();
    await zh.context.close();
    const en = await visitor(null);
    await en.page.goto("/products/digital-accounts");
    await en.page.getByRole("heading", { level: 1, name: "Digital Accounts" }).waitFor();
    expect(await en.page.getByText("数字账户分类").count()).to.equal(0);
    await en.context.close();
  });
});
