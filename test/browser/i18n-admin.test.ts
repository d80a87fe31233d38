import { expect } from "chai";
import fs from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import { useBrowserAndServer } from "../helpers/browser-server";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { openAdminTab } from "./admin-session";

const BUY = `mutation Buy($quantity: Int!, $key: String!) {
  purchaseAccounts(quantity: $quantity, idempotencyKey: $key) { __typename ... on Order { id } ... on ErrorResult { message } }
}`;

/** Where the screenshots of this walk go, to be looked at (issue 18: no clipped or overlapping text). */
const SHOTS = "/tmp/i18n-admin-shots";

/** What each admin page shows in each language: its heading and one more text of the page. */
const PAGES = {
  ru: [
    { path: "/admin", heading: "Панель управления", text: "Быстрые действия" },
    { path: "/admin/customers", heading: "Управление клиентами", text: "Всего заказов" },
    { path: "/admin/orders", heading: "Управление заказами", text: "Экспорт заказов" },
    { path: "/admin/accounts", heading: /^Доступные аккаунты \(\d+\)$/, text: "(строки запаса всех товаров)" },
    { path: "/admin/settings", heading: "Настройки платформы", text: "Сохранить настройки товара" },
  ],
  zh: [
    { path: "/admin", heading: "仪表盘", text: "快捷操作" },
    { path: "/admin/customers", heading: "客户管理", text: "订单总数" },
    { path: "/admin/orders", heading: "订单管理", text: "导出订单" },
    { path: "/admin/accounts", heading: /^可用账号（\d+）$/, text: "（所有商品的库存行）" },
    { path: "/admin/settings", heading: "平台设置", text: "保存商品设置" },
  ],
} as const;

/** English words of the admin pages that must be gone once the page speaks another language. */
const ENGLISH = /\b(Dashboard|Quick Actions|Customer Management|Order Management|Available Accounts|Platform Settings|Save Product Settings|Total Orders)\b/;

/** No text box of the main area is wider than the box that holds it (Russian runs ~30% longer). */
async function overflowingTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>("main h1, main h2, main button, main th, main label, main [role=tab], main p")) {
      const style = getComputedStyle(el);
      // Truncation on purpose (an ellipsis) and scroll areas are not clipping.
      if (style.textOverflow === "ellipsis" || style.overflowX === "auto" || style.overflowX === "scroll") continue;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0) found.push(el.innerText.slice(0, 60));
    }
    return found;
  });
}

async function switchTo(page: Page, language: "ru" | "zh") {
  await page.getByTestId("language-switcher").selectOption(language);
  await page.waitForFunction((lang) => document.documentElement.lang.startsWith(lang), language);
}

describe("the admin panel in Russian and Chinese (browser)", function () {
  this.timeout(300_000);
  const { server, browser } = useBrowserAndServer();

  before(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    await addStock(server().app, 14, "i18n");
    const buyer = await createCustomer(server().app, { name: "Борис Покупатель", email: "boris@example.test", balanceCents: 10_000 });
    const bought = (await signIn(server().app, server().client(), buyer).ok(BUY, { quantity: 10, key: "i18n-admin-order" })) as {
      purchaseAccounts: { __typename: string };
    };
    expect(bought.purchaseAccounts.__typename).to.equal("Order");
  });

  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 375, height: 812 },
  ]) {
    it(`shows the dashboard, customers, orders, stock and settings in Russian, then Chinese, at ${viewport.width} px`, async () => {
      const { page, context } = await openAdminTab(browser(), server(), viewport);
      await page.goto("/admin");
      await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
      for (const language of ["ru", "zh"] as const) {
        await switchTo(page, language);
        for (const { path: route, heading, text } of PAGES[language]) {
          await page.goto(route);
          await page.getByRole("heading", { level: 1, name: heading }).waitFor();
          await page.getByText(text, { exact: true }).first().waitFor();
          const main = await page.locator("main").innerText();
          expect(main, `${language} ${route}`).not.to.match(ENGLISH);
          const name = `${language}-${route.split("/").pop()}-${viewport.width}`;
          await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
          expect(await overflowingTexts(page), `${language} ${route} at ${viewport.width} px`).to.deep.equal([]);
        }
      }
      // The choice is remembered: a reload keeps Chinese.
      await page.reload();
      await page.getByRole("heading", { level: 1, name: "平台设置" }).waitFor();
      await context.close();
    });
  }

  it("renders Russian plurals and money in the admin's language", async () => {
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin");
    await switchTo(page, "ru");
    await page.goto("/admin");
    // The seed's product bought 10 at a time: "Куплено 10 аккаунтов" (many), not the English "accounts".
    await page.getByTestId("recent-sales").getByText("Куплено 10 аккаунтов", { exact: true }).first().waitFor();
    await page.goto("/admin/customers");
    const row = page.getByRole("row").filter({ hasText: "boris@example.test" });
    // 100.00 less 10 purchased accounts, written the Russian way: comma decimals, the sign after.
    expect(await row.innerText()).to.match(/,\d{2}\s\$/);
    await context.close();
  });
});
