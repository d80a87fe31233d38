import { expect } from "chai";
import { screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { openAdminTab } from "./admin-session";

const ADMIN_PAGES = ["dashboard", "accounts", "orders", "customers", "settings", "inbox", "audit"];

describe("admin dashboard and layout (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("greets a new shop with the System entry and a low-stock warning, and Add Stock opens the bulk upload", async () => {
    await addStock(server().app, 20, "first");
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin/dashboard");
    const recent = page.getByTestId("recent-sales");
    await recent.getByText("Platform is live! Waiting for first order.").waitFor();
    await page.getByRole("alert").filter({ hasText: "Low Stock Warning" }).waitFor();
    await page.getByRole("heading", { name: "Accounts Sold (Last 30 Days)" }).waitFor();
    await page.getByTestId("sales-chart").locator("svg").first().waitFor();
    // The value axis reaches 10 even though nothing was sold.
    const labels = await page
      .getByTestId("sales-chart")
      .locator("svg text")
      .evaluateAll((els) => els.map((e) => e.textContent));
    expect(labels).to.include("10");

    for (const [name, path] of [
      ["Available Stock", "/admin/accounts"],
      ["Total Customers", "/admin/customers"],
      ["Total Orders", "/admin/orders"],
      ["Total Revenue", "/admin/settings"],
    ]) {
      expect(await page.getByRole("link", { name }).getAttribute("href")).to.equal(path);
    }
    await page.getByRole("button", { name: "Add Stock" }).click();
    await page.getByRole("dialog", { name: "Bulk Upload Accounts" }).waitFor();
    await context.close();
  });

  it("lists the newest sales with the buyer's name, or 'Unknown Customer' once the buyer is deleted", async () => {
    await addStock(server().app, 60, "more");
    const buyer = await createCustomer(server().app, { name: "Rita Recent", balanceCents: 10_000 });
    const gone = await createCustomer(server().app, { name: "Gone Soon", balanceCents: 10_000 });
    const buy = `mutation($key: String!, $q: Int!) { purchaseAccounts(quantity: $q, idempotencyKey: $key) { __typename } }`;
    await signIn(server().app, server().client(), gone).ok(buy, { key: "gone-1", q: 10 });
    await signIn(server().app, server().client(), buyer).ok(buy, { key: "rita-1", q: 12 });
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin/customers");
    await page.getByRole("button", { name: `Delete ${gone.email}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete Customer" }).click();
    await page.getByRole("button", { name: `Delete ${gone.email}` }).waitFor({ state: "detached" });

    await page.getByRole("link", { name: "Dashboard" }).click();
    const entries = page.getByTestId("recent-sales").locator("li");
    await entries.first().getByText("Rita Recent").waitFor();
    expect(await entries.count()).to.equal(2);
    expect(await entries.nth(0).innerText()).to.match(/Rita Recent[\s\S]*Purchased 12 accounts[\s\S]*\+\$6\.00/);
    expect(await entries.nth(1).innerText()).to.match(/Unknown Customer[\s\S]*Purchased 10 accounts[\s\S]*\+\$5\.00/);
    await page.getByTestId("sales-chart").locator("svg").first().waitFor();
    await screenshot(page, "admin-dashboard");
    await context.close();
  });

  it("collapses the sidebar to icons that keep their names", async () => {
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin/dashboard");
    const sidebar = page.locator("aside");
    expect((await sidebar.boundingBox())!.width).to.equal(256);
    await page.getByRole("button", { name: "Collapse sidebar" }).click();
    await page.waitForFunction(() => document.querySelector("aside")!.getBoundingClientRect().width === 80);
    await sidebar.getByRole("link", { name: "Stock Accounts" }).click();
    await waitForPath(page, "/admin/accounts");
    await screenshot(page, "admin-sidebar-collapsed");
    await page.getByRole("button", { name: "Expand sidebar" }).click();
    await page.waitForFunction(() => document.querySelector("aside")!.getBoundingClientRect().width === 256);
    await context.close();
  });

  it("fits every admin page on a 375 px screen, with the menu in a drawer", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 375, height: 812 });
    for (const name of ADMIN_PAGES) {
      await page.goto(`/admin/${name}`);
      await page
        .getByRole("heading", { level: 1 })
        .waitFor({ timeout: 10_000 })
        .catch(async (err) => {
          await screenshot(page, `admin-375-${name}-failed`);
          throw new Error(`/admin/${name}: ${(err as Error).message}`);
        });
      await page.waitForLoadState("networkidle");
      if (name === "dashboard") await page.getByTestId("sales-chart").locator("svg").first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `/admin/${name} scrolls sideways`).to.be.at.most(0);
      await screenshot(page, `admin-375-${name}`);
    }
    expect(await page.locator("aside").isVisible()).to.equal(false);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin Panel" });
    await drawer.getByRole("link", { name: "Orders" }).click();
    await waitForPath(page, "/admin/orders");
    await drawer.waitFor({ state: "hidden" });
    await context.close();
  });
});
