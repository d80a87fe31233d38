import { expect } from "chai";
import type { Browser } from "playwright-core";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { fieldProblem, launchBrowser, openTab, screenshot } from "../helpers/browser";
import { FakeCryptomus } from "../helpers/fake-cryptomus";
import { createCustomer, signIn } from "../helpers/fixtures";
import { balanceOf, paymentRow, postWebhook, startTopUp } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("adding funds (browser)", () => {
  let server: TestServer;
  let fake: FakeCryptomus;
  let browser: Browser;
  before(async () => {
    fake = await FakeCryptomus.start();
    server = await startTestServer({ CRYPTOMUS_API_URL: fake.url });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await fake?.close();
  });

  const signedIn = (customer: Customer, viewport?: { width: number; height: number }) => openTab(browser, server, { as: customer, viewport });

  it("tops up through the sandbox checkout and sees the new balance on the dashboard and in the header", async () => {
    const customer = await createCustomer(server.app);
    const { context, page } = await signedIn(customer);
    await page.goto("/customer/add-balance");
    await page.getByRole("heading", { name: "Add Funds", level: 1 }).waitFor();
    await page.getByRole("button", { name: "$25" }).click();
    expect(await page.getByLabel("Amount (USD)").inputValue()).to.equal("25");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();

    await page.waitForURL("**/sandbox/checkout/*");
    await page.getByText("TEST MODE").waitFor();
    await page.getByText("25.00 USD").waitFor();
    await page.getByRole("button", { name: "Pay" }).click();

    await page.waitForURL("**/payment/success");
    await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
    await page.getByText("Your balance has been updated.").waitFor();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await page.waitForURL("**/customer/dashboard");
    await page.getByText("Balance: $25.00").waitFor();
    await page.getByText("$25.00", { exact: true }).first().waitFor();
    expect(await balanceOf(server.app, customer.id)).to.equal(2500);
    await screenshot(page, "payments-dashboard-after-top-up");

    await page.goto("/customer/add-balance");
    await page.getByRole("region", { name: "Recent Top-ups" }).getByText("Paid", { exact: true }).waitFor();
    await context.close();
  });

  it("accepts only digits with at most two decimals and refuses zero with the spec's message, on a phone-sized screen", async () => {
    const customer = await createCustomer(server.app);
    const { context, page } = await signedIn(customer, { width: 375, height: 800 });
    await page.goto("/customer/add-balance");
    const amount = page.getByLabel("Amount (USD)");
    await amount.pressSequentially("12.345");
    expect(await amount.inputValue()).to.equal("12.34");
    await amount.fill("");
    await amount.pressSequentially("ab-1e");
    expect(await amount.inputValue()).to.equal("1");
    await amount.fill("0");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    expect(await fieldProblem(amount)).to.equal("Please enter a valid positive amount to add.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    expect(new URL(page.url()).pathname).to.equal("/customer/add-balance");
    await screenshot(page, "payments-add-balance-375");
    await context.close();
  });

  it("admin Payment tab: copy-only webhook URL, key stored masked and kept unless retyped, live mode saved", async () => {
    const admin = await createCustomer(server.app, { role: "admin" });
    const { context, page } = await signedIn(admin);
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Payment" }).click();
    const webhookUrl = page.getByRole("textbox", { name: "Webhook URL" });
    expect(await webhookUrl.inputValue()).to.equal(`${server.url}/functions/v1/cryptomus-webhook-handler`);
    expect(await webhookUrl.getAttribute("readonly")).not.to.equal(null);
    await page.getByRole("button", { name: "Copy webhook URL" }).waitFor();

    await page.getByLabel("Merchant ID").fill(fake.merchantId);
    await page.getByLabel("Payment API Key").fill(fake.apiKey);
    await page.getByLabel("Mode").selectOption("LIVE");
    // The first test's sandbox top-up is test money that going live takes back: the tab says how much and asks first.
    await page
      .getByTestId("sandbox-credit")
      .getByText(/^Customers hold \$\d+\.\d\d of test money/)
      .waitFor();
    await page.getByRole("button", { name: "Save Payment Settings" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Switch to Live" }).click();
    await page.getByText("Settings Saved").waitFor();
    const keyField = page.getByLabel("Payment API Key");
    expect(await keyField.inputValue()).to.equal("");
    expect(await keyField.getAttribute("placeholder")).to.equal(`Stored: ••••${fake.apiKey.slice(-4)}`);
    expect(await page.content()).not.to.contain(fake.apiKey);

    await page.reload();
    await page.getByRole("tab", { name: "Payment" }).click();
    expect(await page.getByLabel("Mode").inputValue()).to.equal("LIVE");
    expect(await page.getByLabel("Merchant ID").inputValue()).to.equal(fake.merchantId);
    await screenshot(page, "payments-admin-tab");
    await context.close();
  });

  async function liveMode(): Promise<void> {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await admin.ok(`mutation($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { mode } }`, {
      input: { merchantId: fake.merchantId, apiKey: fake.apiKey, mode: "LIVE" },
    });
  }

  it("admin credits a wrong_amount top-up from the review list, once", async () => {
    await liveMode();
    const customer = await createCustomer(server.app);
    const { paymentId } = await startTopUp(signIn(server.app, server.client(), customer), 5000);
    fake.setStatus(paymentId, "wrong_amount");
    expect((await postWebhook(server.client(), fake.webhook(paymentId))).status).to.equal(200);
    expect(await balanceOf(server.app, customer.id)).to.equal(0);

    const { context, page } = await signedIn(await createCustomer(server.app, { role: "admin" }));
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Payment" }).click();
    const review = page.getByRole("region", { name: /Top-ups Needing Review/ });
    await review.getByText(customer.email).waitFor();
    await review.getByText("needs review: the customer paid a wrong amount").waitFor();
    await review.getByLabel("Reason").fill("Paid 45.00 of 50.00");
    await review.getByLabel("Amount to credit (USD)").fill("45.00");
    await review.getByRole("button", { name: "Credit" }).click();
    await page.getByText("Top-up Credited").waitFor();
    await review.getByText("No top-ups need review.").waitFor();
    expect(await balanceOf(server.app, customer.id)).to.equal(4500);
    expect((await paymentRow(server.app, paymentId)).status).to.equal("paid");
    await context.close();
  });

  it("shows 'Payment Error' with the provider's message when Cryptomus refuses the invoice", async () => {
    await liveMode();
    fake.nextCreateAnswer = { status: 422, body: JSON.stringify({ state: 1, errors: { amount: ["Minimum amount 1 USD"] } }) };

    const { context, page } = await signedIn(await createCustomer(server.app));
    await page.goto("/customer/add-balance");
    await page.getByLabel("Amount (USD)").fill("0.50");
    await page.getByRole("button", { name: "Proceed to Payment" }).click();
    await page.getByText("Payment Error").waitFor();
    await page.getByText("Minimum amount 1 USD").waitFor();
    expect(new URL(page.url()).pathname).to.equal("/customer/add-balance");
    expect(await page.getByRole("button", { name: "Proceed to Payment" }).isEnabled()).to.equal(true);
    await context.close();
  });
});
