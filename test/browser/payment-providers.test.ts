import { expect } from "chai";
import type { Browser } from "playwright-core";
import { launchBrowser, openTab, screenshot } from "../helpers/browser";
import { SETTINGS_ID, SiteSettings } from "../../server/modules/catalog";
import { FakeCryptomus } from "../helpers/fake-cryptomus";
import { FakeEpusdt } from "../helpers/fake-payment-providers";
import { createCustomer } from "../helpers/fixtures";
import { balanceOf, paymentRow } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { openAdminTab, toast } from "./admin-session";

describe("payment providers (browser)", () => {
  let server: TestServer;
  let fake: FakeEpusdt;
  let browser: Browser;
  before(async () => {
    fake = await new FakeEpusdt().listen();
    server = await startTestServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await fake?.close();
  });

  it("an admin sets up and tests a provider; a buyer sees its fee, pays through it and finds the method in the history", async () => {
    const { context: adminContext, page: adminPage } = await openAdminTab(browser, server, { width: 1366, height: 900 });
    await adminPage.goto("/admin/settings");
    await adminPage.getByRole("tab", { name: "Payment" }).click();
    const card = adminPage.getByRole("region", { name: "USDT (TRC-20)" });
    await card.getByLabel("Gateway address (https://…)").fill(fake.url);
    await card.getByLabel("The gateway's fiat currency (must be the shop's, USD)").fill("USD");
    await card.getByLabel("API token").fill(fake.apiToken);
    await card.getByLabel("Display name").fill("USDT on Tron");
    await card.getByLabel("Fee (percent)").fill("2.5");
    await card.getByLabel("Fee (fixed, USD)").fill("0.30");
    await card.getByText("Enabled: buyers can pay with USDT (TRC-20)").click();
    await card.getByRole("button", { name: "Save USDT (TRC-20)" }).click();
    await toast(adminPage, "Settings Saved", "USDT on Tron has been updated.");
    await card.getByRole("button", { name: "Test connection" }).click();
    await card.getByTestId("test-result-epusdt").getByText("The epusdt gateway answered 400: amount must be at least 0.01").waitFor();
    // The token is stored, shown masked, never echoed back into the field.
    expect(await card.getByLabel("API token").inputValue()).to.equal("");
    await screenshot(adminPage, "payment-providers-admin-1366");
    await adminContext.close();

    for (const width of [1366, 375]) {
      const customer = await createCustomer(server.app);
      const { context, page } = await openTab(browser, server, { as: customer, viewport: { width, height: 900 } });
      await page.goto("/customer/add-balance");
      await page.getByLabel("Payment method").selectOption({ label: "USDT on Tron" });
      await page.getByLabel("Amount (USD)").fill("10");
      await page.getByTestId("fee-total").getByText("You pay $10.55 ($10.00 + $0.55 fee); $10.00 is added to your balance.").waitFor();
      await screenshot(page, `payment-providers-add-funds-${width}`);
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      // A crypto gateway: its address, amount and QR code on the page, or its own payment page.
      const payTo = page.getByRole("region", { name: "Pay to this address" });
      await payTo.getByText("Send exactly 10.55 USDT to the address below. Your wallet can scan the QR code.").waitFor();
      await payTo.getByRole("link", { name: "Open the payment page instead" }).click();
      await page.waitForURL(`${fake.url}/pay/checkout-counter/*`);
      const order = [...fake.orders.values()].at(-1)!;
      expect(order.amount).to.equal(10.55);
      // The gateway's callback after the buyer paid on its page.
      const n = fake.callback(order.order_id, 2);
      const res = await fetch(`${server.url}/api/payments/epusdt/notify`, { method: "POST", headers: n.headers, body: n.body });
      expect(await res.text()).to.equal("ok");
      expect(await balanceOf(server.app, customer.id)).to.equal(1000);
      expect((await paymentRow(server.app, order.order_id)).status).to.equal("paid");
      await page.goto("/customer/add-balance");
      const history = page.getByRole("region", { name: "Recent Top-ups" });
      await history.getByText("USDT").waitFor();
      await history.getByText("Paid", { exact: true }).waitFor();
      await screenshot(page, `payment-providers-history-${width}`);
      await context.close();
    }
  });

  describe("Cryptomus among the providers", () => {
    let cryptomus: FakeCryptomus;
    let live: TestServer;
    before(async () => {
      cryptomus = await FakeCryptomus.start();
      live = await startTestServer({ CRYPTOMUS_API_URL: cryptomus.url });
    });
    after(async () => {
      await live?.close();
      await cryptomus?.close();
    });

    it("an admin names Cryptomus and sets its fee on its card; a buyer sees that name and fee on the top-up page and pays through Cryptomus", async () => {
      const { context: adminContext, page: adminPage } = await openAdminTab(browser, live, { width: 1366, height: 900 });
      // Live mode with Cryptomus's merchant and key, as the payment settings form saves them (its own tests drive the form).
      await live.app.db.manager
        .getRepository(SiteSettings)
        .update({ id: SETTINGS_ID }, { paymentMode: "live", cryptomusMerchantId: cryptomus.merchantId, cryptomusApiKey: cryptomus.apiKey });
      await adminPage.goto("/admin/settings");
      await adminPage.getByRole("tab", { name: "Payment" }).click();
      const card = adminPage.getByRole("region", { name: "Cryptomus", exact: true });
      // Switched by the payment mode above: a note instead of a checkbox, and no second place for its key.
      await card.getByText("On while the shop is in live mode", { exact: false }).waitFor();
      await card.getByText("Buyers can pay with it now.", { exact: false }).waitFor();
      expect(await card.getByRole("checkbox").count()).to.equal(0);
      expect(await card.getByLabel("Payment API key").count()).to.equal(0);
      await card.getByLabel("Display name").fill("Crypto (USDT, BTC)");
      await card.getByLabel("Fee (percent)").fill("1.5");
      await card.getByRole("button", { name: "Save Cryptomus" }).click();
      await toast(adminPage, "Settings Saved", "Crypto (USDT, BTC) has been updated.");
      await screenshot(adminPage, "payment-providers-cryptomus-admin-1366");
      await adminContext.close();

      for (const width of [1366, 375]) {
        const customer = await createCustomer(live.app);
        const { context, page } = await openTab(browser, live, { as: customer, viewport: { width, height: 900 } });
        // Cryptomus's hosted page is not on loopback: the browser is answered here instead.
        await page.route("https://pay.cryptomus.test/**", (route) => route.fulfill({ contentType: "text/html", body: "<h1>Cryptomus checkout</h1>" }));
        await page.goto("/customer/add-balance");
        await page.getByLabel("Payment method").selectOption({ label: "Crypto (USDT, BTC)" });
        await page.getByText("1.5%", { exact: false }).first().waitFor();
        await page.getByLabel("Amount (USD)").fill("10");
        await page.getByTestId("fee-total").getByText("You pay $10.15 ($10.00 + $0.15 fee); $10.00 is added to your balance.").waitFor();
        await screenshot(page, `payment-providers-cryptomus-add-funds-${width}`);
        await page.getByRole("button", { name: "Proceed to Payment" }).click();
        await page.waitForURL("https://pay.cryptomus.test/pay/*");
        const invoice = [...cryptomus.invoices.values()].at(-1)!;
        expect(invoice.amount).to.equal("10.15");
        await context.close();
      }
    });
  });
});
