import { expect } from "chai";
import type { Browser, Locator } from "playwright-core";
import QRCode from "qrcode";
import { launchBrowser, openTab, screenshot } from "../helpers/browser";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { FakeEpusdt } from "../helpers/fake-payment-providers";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { allowLargeHolds, balanceOf } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { openAdminTab, toast } from "./admin-session";

const ADDRESS = "TXyzFakeTronAddress";

/**
 * The QR code beside the address: an image named after the address (its text alternative) whose
 * SVG is exactly the one the qrcode library draws for the address, so a wallet reads the address.
 */
async function expectQrOfAddress(scope: Locator): Promise<void> {
  const img = scope.getByRole("img", { name: `QR code of the payment address ${ADDRESS}` });
  await img.waitFor();
  const src = (await img.getAttribute("src"))!;
  expect(src.startsWith("data:image/svg+xml;charset=utf-8,")).to.equal(true);
  const expected = await QRCode.toString(ADDRESS, { type: "svg", errorCorrectionLevel: "M", margin: 2, color: { dark: "#000000", light: "#ffffff" } });
  expect(decodeURIComponent(src.slice(src.indexOf(",") + 1))).to.equal(expected);
  expect(await img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0)).to.equal(true);
  await scope.getByTestId("payment-address-text").getByText(ADDRESS, { exact: true }).waitFor();
  await scope.getByRole("button", { name: "Copy address" }).waitFor();
  await scope.getByRole("button", { name: "Copy amount" }).waitFor();
}

describe("pay the difference (browser)", function () {
  this.timeout(180_000);
  let server: TestServer;
  let fake: FakeEpusdt;
  let browser: Browser;
  before(async () => {
    fake = await new FakeEpusdt().listen();
    // Without the sandbox, so that the only way to pay is the provider the admin enables.
    server = await startTestServer({ PAYMENT_SANDBOX: "false" });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await fake?.close();
  });

  it("an admin enables a provider; a customer short on balance pays the difference and lands on the delivered pack", async () => {
    const { context: adminContext, page: adminPage } = await openAdminTab(browser, server, { width: 1366, height: 900 });
    await adminPage.goto("/admin/settings");
    await adminPage.getByRole("tab", { name: "Payment" }).click();
    const card = adminPage.getByRole("region", { name: "USDT (TRC-20)" });
    await card.getByLabel("Gateway address (https://…)").fill(fake.url);
    await card.getByLabel("The gateway's fiat currency (must be the shop's, USD)").fill("USD");
    await card.getByLabel("API token").fill(fake.apiToken);
    await card.getByLabel("Display name").fill("USDT on Tron");
    await card.getByText("Enabled: buyers can pay with USDT (TRC-20)").click();
    await card.getByRole("button", { name: "Save USDT (TRC-20)" }).click();
    await toast(adminPage, "Settings Saved", "USDT on Tron has been updated.");
    await adminContext.close();

    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const product = await createProductAsAdmin(admin, { name: "Aged Mail Pack", slug: "aged-mail", pricePerAccountCents: 120, minPurchaseQuantity: 1 });
    // Enough lines that the two holds of 5 stay within one address's share (10 % of the unsold lines).
    await addStock(server.app, 100, "agedmail", product.id);

    for (const width of [1366, 375]) {
      const customer = await createCustomer(server.app, { balanceCents: 200 });
      const { context, page } = await openTab(browser, server, { as: customer, viewport: { width, height: 900 } });
      await page.goto("/products/aged-mail");
      await page.getByLabel("Quantity").fill("5");
      await page.getByTestId("purchase-total").getByText("$6.00").waitFor();
      await page.getByRole("button", { name: "Purchase" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Insufficient Balance" });
      await dialog.getByText("You don't have enough funds to complete this transaction. Please add more to your balance.").waitFor();
      await dialog.getByText("Your balance is $2.00; this purchase costs $6.00.").waitFor();
      expect(await dialog.getByLabel("Payment method").locator("option:checked").textContent()).to.equal("USDT on Tron — $4.00");
      await dialog.getByRole("button", { name: "Add Funds" }).waitFor();
      await screenshot(page, `pay-difference-dialog-${width}`);
      await dialog.getByRole("button", { name: "Pay $4.00 and buy" }).click();

      // A crypto gateway: the reserved order's address, amount and QR code, paid from a wallet.
      const payTo = page.getByRole("dialog", { name: "Pay to this address" });
      await payTo.getByText("Send exactly 4 USDT to the address below. Your wallet can scan the QR code.").waitFor();
      await expectQrOfAddress(payTo);
      await payTo.getByTestId("payment-amount-text").getByText("4 USDT", { exact: true }).waitFor();
      await screenshot(page, `pay-difference-address-${width}`);
      const order = [...fake.orders.values()].at(-1)!;
      expect(order.amount).to.equal(4);
      const created = JSON.parse(fake.calls.filter((c) => c.path === "/api/v1/order/create-transaction").at(-1)!.body);
      expect(created.redirect_url).to.match(new RegExp(`^${server.url}/customer/dashboard\\?order=`));
      if (width === 1366) {
        // Or the provider's own page; the buyer pays there and is sent back.
        await payTo.getByRole("link", { name: "Open the payment page instead" }).click();
        await page.waitForURL(`${fake.url}/pay/checkout-counter/*`);
      } else {
        // "I have paid": the order page waits for the payment.
        await payTo.getByRole("button", { name: "I have paid: show my order" }).click();
        await page.waitForURL(created.redirect_url);
        await page.getByTestId("payment-return-notice").waitFor();
      }
      const n = fake.callback(order.order_id, 2);
      const res = await fetch(`${server.url}/api/payments/epusdt/notify`, { method: "POST", headers: n.headers, body: n.body });
      expect(await res.text()).to.equal("ok");
      if (width === 1366) await page.goto(created.redirect_url);

      await page.getByTestId("payment-return-notice").getByText("Payment received").waitFor();
      const orderId = new URL(created.redirect_url).searchParams.get("order")!;
      const [{ n: sold }] = await server.app.db.manager.query(`SELECT COUNT(*) AS n FROM stock_accounts WHERE order_id = '${orderId}' AND status = 'sold'`);
      expect(Number(sold)).to.equal(5);
      await page.getByRole("heading", { name: "Purchased Accounts" }).waitFor();
      await page.getByText("Aged Mail Pack").first().waitFor();
      expect(await balanceOf(server.app, customer.id)).to.equal(0);
      // The page was open before the payment (375 px): its figures follow the delivery too.
      await page.getByText("Accounts Bought", { exact: true }).locator("xpath=../..").getByText("5", { exact: true }).waitFor();
      await screenshot(page, `pay-difference-delivered-${width}`);
      await context.close();
    }
  });

  it("the buyer's order view offers the payment again or cancels the reservation, and says when one ended unpaid (375 px)", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const product = await createProductAsAdmin(admin, { name: "Held Mail Pack", slug: "held-mail", pricePerAccountCents: 100, minPurchaseQuantity: 1 });
    await addStock(server.app, 10, "heldmail", product.id);
    await allowLargeHolds(admin);
    const customer = await createCustomer(server.app, { balanceCents: 0 });
    const api = signIn(server.app, server.client(), customer);
    const reserve = async (key: string) =>
      (
        await api.ok(
          `mutation($p: ID!, $k: String!) { purchase(productId: $p, quantity: 4, idempotencyKey: $k, payWith: "epusdt") { ... on PendingPurchase { id paymentId paymentUrl } } }`,
          { p: product.id, k: key },
        )
      ).purchase;
    const available = async () =>
      Number((await server.app.db.manager.query(`SELECT COUNT(*) AS n FROM stock_accounts WHERE product_id = '${product.id}' AND status = 'available'`))[0].n);

    const { context, page } = await openTab(browser, server, { as: customer, viewport: { width: 375, height: 800 } });
    const notice = page.getByTestId("payment-return-notice");
    // Still waiting: "Go to payment" opens the payment already open, with no second invoice. First,
    // because the two reservations ended unpaid below start the buyer's cool-down.
    const waiting = await reserve("view-pay");
    const invoices = fake.orders.size;
    await page.goto(`/customer/dashboard?order=${waiting.id}`);
    await notice.getByRole("button", { name: "Go to payment" }).click();
    await page.waitForURL(waiting.paymentUrl);
    expect(fake.orders.size).to.equal(invoices);

    const held = await reserve("view-cancel");
    await page.goto(`/customer/dashboard?order=${held.id}`);
    await notice.getByText("Waiting for your payment").waitFor();
    await notice.getByRole("button", { name: "Go to payment" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(page, "reservation-waiting-375");
    await notice.getByRole("button", { name: "Cancel reservation" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this reservation?" });
    await confirm.getByText("The items go back on sale. If you still pay the payment you started, the money is added to your balance.").waitFor();
    await confirm.getByRole("button", { name: "Cancel reservation" }).click();
    await notice.getByText("This order was not delivered").waitFor();
    expect(await available()).to.equal(6); // the waiting reservation still holds its 4
    await screenshot(page, "reservation-cancelled-375");

    // A payment the provider reports cancelled ends its reservation at once.
    const failed = await reserve("view-failed");
    const n = fake.callback(failed.paymentId, 3);
    await fetch(`${server.url}/api/payments/epusdt/notify`, { method: "POST", headers: n.headers, body: n.body });
    await page.goto(`/customer/dashboard?order=${failed.id}`);
    await notice.getByText("This order was not delivered").waitFor();
    expect(await notice.getByRole("button").count()).to.equal(0);

    await context.close();
  });

  it("a top-up through a crypto gateway shows the address, the amount and its QR code on the top-up page (375 px)", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 0 });
    const { context, page } = await openTab(browser, server, { as: customer, viewport: { width: 375, height: 800 } });
    await page.goto("/customer/add-balance");
    await page.locator("input[name=amount]").fill("12.50");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    const card = page.getByRole("region", { name: "Pay to this address" });
    await card.getByText("Send exactly 12.5 USDT to the address below. Your wallet can scan the QR code.").waitFor();
    await expectQrOfAddress(card);
    expect(page.url()).to.equal(`${server.url}/customer/add-balance`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).to.be.at.most(375);
    await screenshot(page, "top-up-address-375");
    await context.close();
  });

  it("keeps the plain Insufficient Balance dialog when no method can take the payment", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await admin.ok(`mutation($input: PaymentProviderInput!) { updatePaymentProvider(input: $input) { id } }`, {
      input: {
        provider: "epusdt",
        enabled: false,
        displayName: "USDT on Tron",
        sortOrder: 1,
        minAmountCents: 100,
        maxAmountCents: 500_000,
        feeBasisPoints: 0,
        feeFixedCents: 0,
        settings: [],
      },
    });
    const customer = await createCustomer(server.app, { balanceCents: 100 });
    const { context, page } = await openTab(browser, server, { as: customer, viewport: { width: 375, height: 800 } });
    await page.goto("/products/aged-mail");
    await page.getByLabel("Quantity").fill("5");
    await page.getByTestId("purchase-total").getByText("$6.00").waitFor();
    await page.getByRole("button", { name: "Purchase" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Insufficient Balance" });
    await dialog.getByText("You don't have enough funds to complete this transaction. Please add more to your balance.").waitFor();
    expect(await dialog.getByRole("button", { name: /and buy/ }).count()).to.equal(0);
    await dialog.getByRole("button", { name: "Add Funds" }).click();
    await page.waitForURL(/\/customer\/add-balance$/);
    await context.close();
  });
});
