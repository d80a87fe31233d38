import { expect } from "chai";
import type { Page } from "playwright-core";
import { openTab, screenshot, waitForPath } from "../helpers/browser";
import { createCustomer } from "../helpers/fixtures";
import { useBrowserAndServer } from "../helpers/browser-server";
import { openAdminTab, toast } from "./admin-session";

const lines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`).join("\n");

describe("catalogue (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  async function addProduct(page: Page, p: { name: string; slug: string; category?: string; price: string; tiers: string }) {
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Name").fill(p.name);
    await dialog.getByLabel("URL slug").fill(p.slug);
    if (p.category) await dialog.getByLabel("Category").selectOption({ label: p.category });
    await dialog.getByLabel("Visibility").selectOption("listed");
    await dialog.getByLabel("Price per unit ($)").fill(p.price);
    await dialog.getByLabel("Volume prices").fill(p.tiers);
    await dialog.getByRole("button", { name: "Save" }).click();
    await toast(page, "Product Added", p.name);
    await page.getByRole("table", { name: "Products" }).getByText(p.name, { exact: true }).waitFor();
  }

  async function uploadStock(page: Page, product: string, text: string, added: number) {
    await page.goto("/admin/accounts");
    await page.getByRole("button", { name: "Add Stock" }).click();
    const dialog = page.getByRole("dialog", { name: "Bulk Upload Accounts" });
    await dialog.getByLabel("Product").selectOption({ label: product });
    await dialog.getByLabel("Account data").fill(text);
    await dialog.getByRole("button", { name: "Upload" }).click();
    await toast(page, "Upload Complete", `${added} account(s) added.`);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
  }

  it("lets an admin create a category, two products with tiers, their stock and a coupon; a customer filters, applies the coupon, buys and sees the pack", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 1366, height: 900 });
    await page.goto("/admin/catalogue");
    await page.getByRole("tab", { name: "Categories" }).click();
    await page.getByLabel("New category").fill("Email");
    await page.getByRole("button", { name: "Add Category" }).click();
    await toast(page, "Category Added", "Email");

    await page.getByRole("tab", { name: "Products" }).click();
    await addProduct(page, { name: "Gmail aged", slug: "gmail-aged", category: "Email", price: "0.50", tiers: "100 = 0.45" });
    await addProduct(page, { name: "VPN accounts", slug: "vpn", price: "3.00", tiers: "10 = 2.50" });
    await screenshot(page, "catalogue-admin-products-1366");

    await page.getByRole("tab", { name: "Coupons" }).click();
    await page.getByRole("button", { name: "Add Coupon" }).click();
    const coupon = page.getByRole("dialog", { name: "Add Coupon" });
    await coupon.getByLabel("Code").fill("save10");
    await coupon.getByLabel("Percent").fill("10");
    await coupon.getByRole("button", { name: "Save" }).click();
    await toast(page, "Coupon Added", "SAVE10");

    await uploadStock(page, "Gmail aged", lines("gm", 150), 150);
    await uploadStock(page, "VPN accounts", lines("vpn", 12), 12);
    await page.getByLabel("Product").selectOption({ label: "VPN accounts" });
    await page.getByRole("heading", { name: "Available Accounts (12)" }).waitFor();
    await context.close();

    const buyer = await createCustomer(server().app, { name: "Cora Customer", balanceCents: 10_000 });
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 375, height: 800 },
    ]) {
      const tab = await openTab(browser(), server(), { viewport });
      await tab.page.goto("/");
      await tab.page.getByTestId("product-card").filter({ hasText: "Gmail aged" }).waitFor();
      expect(await tab.page.getByTestId("product-card").count()).to.equal(3);
      await screenshot(tab.page, `catalogue-home-${viewport.width}`);
      await tab.context.close();
    }

    const { page: shop, context: shopContext } = await openTab(browser(), server(), { as: buyer, viewport: { width: 1366, height: 900 } });
    await shop.goto("/");
    const vpnCard = shop.getByTestId("product-card").filter({ hasText: "VPN accounts" });
    await vpnCard.getByText("12 accounts left!").waitFor();
    expect(await vpnCard.innerText()).to.match(/from\s*\$2\.50/);
    await shop.getByLabel("Category").selectOption({ label: "Email" });
    await shop.getByTestId("product-card").filter({ hasText: "VPN accounts" }).waitFor({ state: "detached" });
    await shop.getByTestId("product-card").filter({ hasText: "Gmail aged" }).waitFor();
    expect(await shop.getByTestId("product-card").count()).to.equal(1);
    await shop.getByTestId("product-card").filter({ hasText: "Gmail aged" }).click();
    await waitForPath(shop, "/products/gmail-aged");

    await shop.getByRole("table", { name: "Volume prices" }).getByText("$0.45").waitFor();
    await shop.getByLabel("Quantity").fill("100");
    await shop.getByTestId("purchase-total").getByText("$45.00").waitFor();
    await shop.getByLabel("Coupon").fill("nope");
    await shop.getByText("This coupon code is not valid.").waitFor();
    await shop.getByLabel("Coupon").fill("save10");
    await shop.getByTestId("purchase-total").getByText("$40.50").waitFor();
    await screenshot(shop, "catalogue-product-1366");
    await shop.setViewportSize({ width: 375, height: 800 });
    await screenshot(shop, "catalogue-product-375");
    await shop.setViewportSize({ width: 1366, height: 900 });

    await shop.getByRole("button", { name: "Purchase" }).click();
    await waitForPath(shop, "/customer/dashboard");
    await toast(shop, "Purchase Successful", "100 accounts were added to your account.");
    const pack = shop.getByTestId("account-pack").filter({ has: shop.getByRole("heading", { name: "Gmail aged", level: 3 }) });
    await pack.waitFor();
    // 100 lines from Gmail's own pool, oldest first, at the tier price less the coupon.
    await pack.getByText(/100 accounts · \$40\.50/).waitFor();
    await pack.getByRole("button", { name: "Copy gm0" }).waitFor();
    expect(await pack.getByRole("button", { name: /^Copy vpn/ }).count()).to.equal(0);
    await screenshot(shop, "catalogue-bought-pack-1366");
    await shopContext.close();
  });
});
