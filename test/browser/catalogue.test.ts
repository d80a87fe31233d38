import { expect } from "chai";
import type { Page } from "playwright-core";
import { openTab, screenshot, waitForPath } from "../helpers/browser";
import { createCustomer } from "../helpers/fixtures";
import { useBrowserAndServer } from "../helpers/browser-server";
import { openAdminTab, toast } from "./admin-session";

/** A description as a seller writes one: a heading, a list, a table, links (one of them a javascript: one) and typed HTML. */
const DESCRIPTION = [
  "# What you get",
  "",
  "* Aged **2019** inboxes",
  "* Recovery e-mail included",
  "    - with its password",
  "",
  "| Format | Example |",
  "|---|---|",
  "| Full | `username:password:email:emailpass:a-very-long-recovery-address-without-spaces@example.com` |",
  "",
  "Read the [terms](/legal/terms-of-service), the [provider](https://example.com/gmail) and [this](javascript:window.__xss=1).",
  "",
  "<script>window.__xss=2</script>",
].join("\n");

const lines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`).join("\n");

describe("catalogue (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  async function addProduct(page: Page, p: { name: string; slug: string; category?: string; price: string; tiers: string; description?: string }) {
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Name").fill(p.name);
    if (p.description) await dialog.getByLabel("Description (Markdown)").fill(p.description);
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
    await toast(page, "Upload Complete", `${added} account${added === 1 ? "" : "s"} added.`);
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
    await addProduct(page, { name: "Gmail aged", slug: "gmail-aged", category: "Email", price: "0.50", tiers: "100 = 0.45", description: DESCRIPTION });
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
    // The description in Markdown: its heading under the product's h1, a nested list, a table, the links it may have.
    const description = shop.getByTestId("product-description");
    await description.getByRole("heading", { level: 2, name: "What you get" }).waitFor();
    expect(await description.getByRole("listitem").count()).to.equal(3);
    await description
      .getByRole("listitem")
      .filter({ hasText: "Recovery e-mail included" })
      .getByRole("list")
      .getByRole("listitem", { name: "with its password" })
      .or(description.getByRole("listitem").filter({ hasText: "Recovery e-mail included" }).getByRole("list").getByText("with its password"))
      .first()
      .waitFor();
    await description.getByRole("listitem").filter({ hasText: "Aged 2019 inboxes" }).locator("strong", { hasText: "2019" }).waitFor();
    await description.getByRole("table").getByRole("cell", { name: "Full", exact: true }).waitFor();
    expect(await description.getByRole("link", { name: "terms" }).getAttribute("href")).to.equal("/legal/terms-of-service");
    expect(await description.getByRole("link", { name: "provider" }).getAttribute("href")).to.equal("https://example.com/gmail");
    expect(await description.getByRole("link", { name: "this" }).count(), "a javascript: link stays text").to.equal(0);
    await description.getByText("<script>window.__xss=2</script>").waitFor();
    expect(await shop.evaluate(() => ({ xss: (window as { __xss?: unknown }).__xss, scripts: document.querySelectorAll("main script").length }))).to.deep.equal(
      {
        xss: undefined,
        scripts: 0,
      },
    );
    // A same-site link goes through the client's router: no page load.
    await shop.evaluate(() => ((window as { __samePage?: boolean }).__samePage = true));
    await description.getByRole("link", { name: "terms" }).click();
    await waitForPath(shop, "/legal/terms-of-service");
    expect(await shop.evaluate(() => (window as { __samePage?: boolean }).__samePage)).to.equal(true);
    await shop.goBack();
    await waitForPath(shop, "/products/gmail-aged");
    await description.getByRole("heading", { level: 2, name: "What you get" }).waitFor();
    await shop.getByLabel("Quantity").fill("100");
    await shop.getByTestId("purchase-total").getByText("$45.00").waitFor();
    await shop.getByLabel("Coupon").fill("nope");
    await shop.getByText("This coupon code is not valid.").waitFor();
    await shop.getByLabel("Coupon").fill("save10");
    await shop.getByTestId("purchase-total").getByText("$40.50").waitFor();
    await screenshot(shop, "catalogue-product-1366");
    await shop.setViewportSize({ width: 375, height: 800 });
    // The long code in the table scrolls inside the table's frame; the page itself stays 375 px wide.
    expect(await shop.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(shop, "catalogue-product-375");
    await shop.setViewportSize({ width: 1366, height: 900 });

    await shop.getByRole("button", { name: "Purchase" }).click();
    await shop.getByRole("alertdialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Buy", exact: true }).click();
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
