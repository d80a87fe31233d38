import { expect } from "chai";
import type { Page } from "playwright-core";
import { Coupon, CouponProduct } from "../../server/modules/coupons/coupon.entity";
import { screenshot } from "../helpers/browser";
import { createOrder } from "../helpers/admin-fixtures";
import { useBrowserAndServer } from "../helpers/browser-server";
import { openAdminTab, toast } from "./admin-session";

const CATEGORIES = `{ categories { name } }`;

describe("admin catalogue categories and the revenue-by-product chart (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  const listed = (page: Page) => page.getByRole("list", { name: "Categories" }).getByRole("listitem").allInnerTexts();
  const storefrontOrder = async () => ((await server().client().ok(CATEGORIES)).categories as Array<{ name: string }>).map((c) => c.name);

  it("renames a category and moves it with the keyboard; the storefront follows", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 1366, height: 900 });
    await page.goto("/admin/catalogue");
    await page.getByRole("tab", { name: "Categories" }).click();
    await page.getByLabel("New category").fill("Email");
    await page.getByRole("button", { name: "Add Category" }).click();
    await toast(page, "Category Added", "Email");
    expect(await storefrontOrder()).to.deep.equal(["Digital Accounts", "Software", "Email"]);

    await page.getByRole("button", { name: "Rename Email" }).click();
    const field = page.getByLabel("New name for Email");
    expect(await field.evaluate((el) => el === document.activeElement)).to.equal(true);
    await field.fill("E-mail accounts");
    await page.keyboard.press("Enter");
    await toast(page, "Category Renamed", "Email → E-mail accounts");
    await page.getByRole("button", { name: "Move E-mail accounts up" }).waitFor();

    // Escape leaves a rename unchanged (asking first, since a new name was typed).
    await page.getByRole("button", { name: "Rename Software" }).click();
    await page.getByLabel("New name for Software").fill("Apps");
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog", { name: "Leave without saving?" }).getByRole("button", { name: "Leave without saving" }).click();
    await page.getByRole("button", { name: "Rename Software" }).waitFor();

    await page.getByRole("button", { name: "Move E-mail accounts up" }).focus();
    await page.keyboard.press("Enter");
    // The button had focus before the press: the announcement says the move was saved.
    await page.getByText("E-mail accounts moved to position 2 of 3.").waitFor({ state: "attached" });
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Move E-mail accounts up");
    expect(await storefrontOrder()).to.deep.equal(["Digital Accounts", "E-mail accounts", "Software"]);
    await page.keyboard.press("Enter");
    // At the top, focus moves to the button still enabled.
    await page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Move E-mail accounts down");
    expect(await storefrontOrder()).to.deep.equal(["E-mail accounts", "Digital Accounts", "Software"]);
    expect((await listed(page)).map((t) => t.trim())).to.deep.equal(["E-mail accounts", "Digital Accounts", "Software"]);
    expect(await page.getByRole("button", { name: "Move E-mail accounts up" }).isDisabled()).to.equal(true);
    await page.getByText("E-mail accounts moved to position 1 of 3.").waitFor({ state: "attached" });
    await screenshot(page, "catalogue-categories-1366");
    await context.close();

    const phone = await openAdminTab(browser(), server(), { width: 375, height: 800 });
    await phone.page.goto("/admin/catalogue");
    await phone.page.getByRole("tab", { name: "Categories" }).click();
    await phone.page.getByRole("button", { name: "Move Software up" }).click();
    await phone.page.getByText("Software moved to position 2 of 3.").waitFor({ state: "attached" });
    await phone.page.waitForFunction(() => document.activeElement?.getAttribute("aria-label") === "Move Software up");
    expect(await storefrontOrder()).to.deep.equal(["E-mail accounts", "Software", "Digital Accounts"]);
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).to.be.at.most(0);
    await screenshot(phone.page, "catalogue-categories-375");
    await phone.context.close();
  });

  it("shows the revenue split by product with a legend and a table to read instead of the chart", async () => {
    await createOrder(server().app, { customerId: null, productId: "main_insta_product", productName: "Digital Accounts", totalPriceCents: 1250 });
    await createOrder(server().app, {
      customerId: null,
      productId: "storytag_software",
      productName: "StoryTag",
      orderType: "software",
      totalPriceCents: 1500,
    });
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 375, height: 800 },
    ]) {
      const { page, context } = await openAdminTab(browser(), server(), viewport);
      await page.goto("/admin/dashboard");
      const card = page.getByTestId("revenue-by-product");
      await card.getByRole("heading", { name: "Revenue by Product (Last 30 Days)" }).waitFor();
      const legend = card.getByRole("list", { name: "Products in the chart" });
      await legend.getByRole("listitem").nth(1).waitFor(); // allInnerTexts does not wait for the data
      expect((await legend.getByRole("listitem").allInnerTexts()).map((t) => t.trim())).to.deep.equal(["StoryTag: $15.00", "Digital Accounts: $12.50"]);
      const chart = card.getByRole("img");
      expect(await chart.getAttribute("aria-label")).to.equal(
        "Revenue per day over the last 30 days, by product: $27.50 in total; StoryTag $15.00, Digital Accounts $12.50",
      );
      await card.locator("svg rect").first().waitFor();
      await card.screenshot({ path: `test-results/dashboard-revenue-chart-${viewport.width}.png` });
      const toggle = card.getByRole("button", { name: "Show as table" });
      expect(await toggle.getAttribute("aria-expanded")).to.equal("false");
      await toggle.click();
      const table = card.getByRole("table");
      await table.waitFor();
      const today = new Date().toISOString().slice(0, 10);
      expect(await table.getByRole("row", { name: new RegExp(`^${today}`) }).innerText()).to.match(/\$15\.00\s+\$12\.50\s+\$27\.50/);
      expect(await card.getByRole("button", { name: "Show chart" }).getAttribute("aria-expanded")).to.equal("true");
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).to.be.at.most(0);
      await screenshot(page, `dashboard-revenue-by-product-${viewport.width}`);
      await context.close();
    }
  });

  it("creates a coupon for two products by ticking them, with the keyboard, at 375 and 1366 px", async () => {
    for (const [viewport, code] of [
      [{ width: 1366, height: 900 }, "PAIR"],
      [{ width: 375, height: 800 }, "PAIRPHONE"],
    ] as const) {
      const { page, context } = await openAdminTab(browser(), server(), viewport);
      await page.goto("/admin/catalogue");
      await page.getByRole("tab", { name: "Coupons" }).click();
      await page.getByRole("button", { name: "Add Coupon" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Coupon" });
      await dialog.getByLabel("Code").fill(code);
      await dialog.getByLabel("Percent").fill("15");
      const group = dialog.getByRole("group", { name: "Applies to" });
      const all = group.getByRole("checkbox", { name: "All products" });
      expect(await all.isChecked()).to.equal(true);
      await group.getByRole("checkbox", { name: "Digital Accounts" }).focus();
      await page.keyboard.press("Space");
      expect(await all.isChecked()).to.equal(false);
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("label")?.textContent)).to.equal("StoryTag");
      await page.keyboard.press("Space");
      await group.getByText("2 of 2 products.").waitFor();
      if (viewport.width === 375) await screenshot(page, "coupon-products-375");
      // Ticking "All products" clears the list; the products are ticked again by hand.
      await group.getByText("All products", { exact: true }).click();
      await group.getByText("Every product.").waitFor();
      expect(await group.getByRole("checkbox", { name: "StoryTag" }).isChecked()).to.equal(false);
      await group.getByText("Digital Accounts", { exact: true }).click();
      await group.getByText("StoryTag", { exact: true }).click();
      await dialog.getByRole("button", { name: "Save" }).click();
      await toast(page, "Coupon Added", code);
      const row = page.getByRole("row").filter({ hasText: code });
      await row.getByText("Digital Accounts, StoryTag").or(row.getByText("StoryTag, Digital Accounts")).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).to.be.at.most(0);
      await context.close();
    }
    const coupon = await server().app.db.manager.getRepository(Coupon).findOneByOrFail({ code: "PAIR" });
    const links = await server().app.db.manager.getRepository(CouponProduct).findBy({ couponId: coupon.id });
    expect(coupon.allProducts).to.equal(false);
    expect(links.map((l) => l.productId).sort()).to.deep.equal(["main_insta_product", "storytag_software"]);
  });
});
