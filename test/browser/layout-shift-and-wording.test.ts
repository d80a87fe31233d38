import { expect } from "chai";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, newPage, openTab, screenshot, signInBrowser } from "../helpers/browser";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTopUp } from "../helpers/payment-fixtures";
import { openAdminTab } from "./admin-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

const PHONE = { width: 375, height: 812 };
const LAPTOP = { width: 1366, height: 768 };

/**
 * The page's cumulative layout shift once the cookie bar is up (it comes 1 s after load): every
 * layout-shift entry since navigation, buffered, without user input. Google's "good" is 0.1.
 */
async function layoutShiftAfterCookieBar(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.getByRole("region", { name: "Cookie consent" }).waitFor();
  await page.waitForTimeout(300);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

describe("layout shift and wording (browser)", function () {
  this.timeout(180_000);
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    // Enough lines that a hold of 10 stays within one buyer's share of the stock.
    await addStock(server.app, 400, "calm");
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const viewport of [PHONE, LAPTOP]) {
    it(`the cookie bar arrives without moving the home, product and dashboard pages at ${viewport.width} px (CLS ≤ 0.05)`, async () => {
      const customer = await createCustomer(server.app);
      const { context, page } = await newPage(browser, server.url, viewport);
      const shifts: Record<string, number> = {};
      for (const path of ["/", "/products/digital-accounts"]) shifts[path] = await layoutShiftAfterCookieBar(page, path);
      // On a phone the bar is one line and a row of buttons (it was some 200 px of an 812 px window).
      const bar = (await page.getByRole("region", { name: "Cookie consent" }).boundingBox())!;
      expect(bar.height, "the cookie bar's height").to.be.at.most(viewport.width === 375 ? 100 : 110);
      await screenshot(page, `cookie-bar-product-${viewport.width}`);
      await signInBrowser(context, server, customer);
      shifts["/customer/dashboard"] = await layoutShiftAfterCookieBar(page, "/customer/dashboard");
      for (const [path, shift] of Object.entries(shifts)) expect(shift, `${path} at ${viewport.width} px`).to.be.at.most(0.05);
      await context.close();
    });
  }

  it("says what the admin's licence pages, customer count and empty coupons are, and that test-mode payments are simulated (1366 px)", async () => {
    const { context, page } = await openAdminTab(browser, server, LAPTOP);
    await page.goto("/admin/dashboard");
    await page.getByText("Platform is live! Waiting for first order.", { exact: true }).waitFor();
    await page.getByTestId("test-mode-note").getByText("Test mode is on: payments are simulated and no real money moves.").waitFor();
    await page.getByText("Buyers' accounts; admins are not counted", { exact: true }).waitFor();
    await page.goto("/admin/licenses");
    await page
      .getByTestId("page-purpose")
      .getByText(/^Every license the shop has issued/)
      .waitFor();
    await page.getByTestId("page-purpose").getByRole("link", { name: "Open License Management" }).click();
    await page.getByRole("heading", { name: "License Management" }).waitFor();
    await page
      .getByTestId("page-purpose")
      .getByText(/^Create a license for a customer or for an e-mail address/)
      .waitFor();
    await page.goto("/admin/catalogue");
    await page.getByRole("tab", { name: "Coupons" }).click();
    await page.getByTestId("coupons-empty").getByText("No coupons yet", { exact: true }).waitFor();
    expect(await page.getByRole("table", { name: "Coupons" }).count()).to.equal(0);
    await screenshot(page, "coupons-empty-1366");
    await context.close();
  });

  it("after paying the difference in the sandbox, the checkout says it pays an order and the success page links to the ready order (375 px)", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 100 });
    const { context, page } = await openTab(browser, server, { as: customer, viewport: PHONE });
    await page.goto("/");
    await page.getByRole("button", { name: "Purchase" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Insufficient Balance" });
    await dialog.getByRole("button", { name: "Pay $4.00 and buy" }).click();
    await page.waitForURL("**/sandbox/checkout/*");
    // Opened again without its return address (from a bookmark, the provider's e-mail): still an order's payment.
    await page.goto(page.url().split("?")[0]);
    await page.getByRole("heading", { name: "Order payment" }).waitFor();
    await page.getByText(/^This payment completes your order [0-9a-f-]{12}: it is delivered as soon as the payment arrives\.$/).waitFor();
    expect(await page.getByText("Balance top-up").count()).to.equal(0);
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL(/\/payment\/success\?order=/);
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    await page.getByText("Your balance has been updated.", { exact: true }).waitFor();
    const paid = page.getByTestId("paid-order");
    await paid.getByText("Your order is ready.").waitFor();
    await screenshot(page, "pay-difference-success-375");
    await paid.getByRole("link", { name: /^View order / }).click();
    await page.getByTestId("payment-return-notice").getByText("Payment received").waitFor();
    await context.close();
  });

  it("keeps a buyer's settings short, the license check on top, and says when an unpaid top-up expires (375 px)", async () => {
    const customer = await createCustomer(server.app);
    await startTopUp(signIn(server.app, server.client(), customer), 2500);
    const { context, page } = await openTab(browser, server, { as: customer, viewport: PHONE });
    await page.goto("/customer/add-balance");
    const topUps = page.getByRole("region", { name: "Recent Top-ups" });
    await topUps.getByText("$25.00", { exact: true }).waitFor();
    expect(await topUps.getByText("USD").count(), "no '$25.00 USD'").to.equal(0);
    await topUps.getByText("A top-up that is not paid within 24 hours is marked Expired. Money that still arrives for it is added to your balance.").waitFor();
    await page.goto("/customer/settings");
    await page.getByRole("region", { name: "Profile" }).waitFor();
    expect(await page.getByRole("region", { name: "API Tokens" }).count(), "developer features wait behind a button").to.equal(0);
    await page.getByRole("button", { name: "Show API tokens and webhooks" }).click();
    await page.getByRole("region", { name: "API Tokens" }).waitFor();
    await page.getByRole("region", { name: "Webhooks" }).waitFor();
    await page.goto("/license-check");
    await page.getByRole("button", { name: "Check License" }).waitFor();
    expect(await page.getByRole("heading", { name: "Request" }).count(), "the manual is a link away").to.equal(0);
    await page.getByTestId("license-api-link").getByRole("link", { name: "API for desktop applications" }).waitFor();
    await context.close();
  });
});
