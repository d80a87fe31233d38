import crypto from "node:crypto";
import { expect } from "chai";
import type { Browser } from "playwright-core";
import { launchBrowser, openTab, screenshot } from "../helpers/browser";
import { startFakeTelegram } from "../helpers/fake-telegram";
import { startFakeReceiver } from "../helpers/fake-webhook-receiver";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "../api/purchase-documents";

const PREFS = `query { myEmailPreferences { orderReceipts balanceCredits licenseExpiry } }`;

describe("notification settings and webhooks (browser)", function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
  const GOOD_TOKEN = "123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr";
  before(async () => {
    telegram = await startFakeTelegram(GOOD_TOKEN);
    // Retries far apart: the delivery log shows the failed attempt until Resend.
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", WEBHOOK_RETRY_BASE_MS: "600000", TELEGRAM_API_URL: telegram.url });
    browser = await launchBrowser();
    await addStock(server.app, 30);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
    await telegram?.close();
  });

  it("switches an e-mail kind off in Settings → Notifications, and the choice stays after a reload", async () => {
    const customer = await createCustomer(server.app);
    const { context, page } = await openTab(browser, server, { as: customer });
    await page.goto("/customer/settings");
    const card = page.getByRole("region", { name: "Notifications" });
    const receipts = card.getByRole("checkbox", { name: /Order receipts/ });
    await receipts.waitFor();
    expect(await receipts.isChecked()).to.equal(true);
    await card.getByText(/Order receipts/).click();
    for (let i = 0; i < 50; i++) {
      if ((await signIn(server.app, server.client(), customer).ok(PREFS)).myEmailPreferences.orderReceipts === false) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect((await signIn(server.app, server.client(), customer).ok(PREFS)).myEmailPreferences).to.deep.equal({
      orderReceipts: false,
      balanceCredits: true,
      licenseExpiry: true,
    });
    await page.reload();
    await card.getByRole("checkbox", { name: /Top-ups/ }).waitFor();
    expect(await card.getByRole("checkbox", { name: /Order receipts/ }).isChecked()).to.equal(false);
    expect(await card.getByRole("checkbox", { name: /Top-ups/ }).isChecked()).to.equal(true);
    await card.getByText("Account security e-mails", { exact: false }).waitFor();
    await context.close();
  });

  it("adds an endpoint, shows its secret once, and resends a failed delivery from the log", async () => {
    let up = false;
    const receiver = await startFakeReceiver(() => (up ? 200 : 500));
    try {
      const customer = await createCustomer(server.app, { balanceCents: 1000 });
      const { context, page } = await openTab(browser, server, { as: customer });
      await page.goto("/customer/settings#developers");
      const card = page.getByRole("region", { name: "Webhooks" });
      await card.getByLabel("Endpoint URL").fill(receiver.url);
      await card.getByText("order.completed", { exact: true }).click();
      await card.getByRole("button", { name: "Add Endpoint" }).click();
      const secret = await card.getByLabel("Signing secret").textContent();
      expect(secret).to.match(/^whsec_/);
      await card.getByRole("listitem").filter({ hasText: receiver.url }).getByText("On", { exact: true }).waitFor();

      await signIn(server.app, server.client(), customer).ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      for (let i = 0; i < 100 && receiver.received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(receiver.received).to.have.length(1);

      await card.getByRole("button", { name: `Delivery log of ${receiver.url}` }).click();
      const log = card.getByRole("table", { name: `Deliveries to ${receiver.url}` });
      await log.getByRole("cell", { name: "500", exact: true }).waitFor();
      await log.getByText("pending", { exact: true }).waitFor();
      await screenshot(page, "webhooks-delivery-log");

      up = true;
      await log.getByRole("button", { name: /^Resend order.completed delivery/ }).click();
      await page.getByText("Delivery queued").waitFor();
      for (let i = 0; i < 100 && receiver.accepted().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(receiver.accepted()).to.have.length(1);
      expect(receiver.accepted()[0].body).to.equal(receiver.received[0].body);
      await card.getByRole("button", { name: "Refresh" }).click();
      await log.getByRole("cell", { name: "200", exact: true }).waitFor();
      await log.getByText("delivered", { exact: true }).waitFor();
      await context.close();
    } finally {
      await receiver.close();
    }
  });

  it("lets an admin choose alerts, and Send test message shows Telegram's real answer", async () => {
    const admin = await createCustomer(server.app, { role: "admin" });
    const { context, page } = await openTab(browser, server, { as: admin });
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Alerts" }).click();
    const card = page.getByRole("region", { name: "Alerts" });
    await card.getByText("New order", { exact: true }).click();
    await card.getByLabel("Only orders from (USD, empty for every order)").fill("25.00");
    await card.getByText("Telegram", { exact: true }).click();
    await card.getByLabel("Telegram chat id").fill("4242");
    await card.getByLabel("Telegram bot token").fill("987654321:ZZbbCCddEEffGGhhIIjjKKllMMnnOOppQQr");
    await card.getByRole("button", { name: "Save Alerts" }).click();
    await page.getByText("Alerts saved").waitFor();
    await card.getByRole("button", { name: "Send test message" }).click();
    await card.getByText("Telegram answered HTTP 401: Unauthorized").waitFor();

    await card.getByLabel("Telegram bot token").fill(GOOD_TOKEN);
    await card.getByRole("button", { name: "Save Alerts" }).click();
    await card.getByRole("button", { name: "Send test message" }).click();
    await card.getByText("Telegram accepted the message.").waitFor();
    expect(telegram.messages.map((m) => m.chatId)).to.deep.equal(["4242"]);

    await page.reload();
    await page.getByRole("tab", { name: "Alerts" }).click();
    await card.getByLabel("Telegram chat id").waitFor();
    expect(await card.getByLabel("Only orders from (USD, empty for every order)").inputValue()).to.equal("25.00");
    expect(await card.getByLabel("Telegram bot token").getAttribute("placeholder")).to.equal("Saved (leave empty to keep it)");
    expect(await card.getByLabel("Telegram bot token").inputValue()).to.equal("");

    await page.getByRole("tab", { name: "Webhooks" }).click();
    await page.getByRole("region", { name: "Webhooks" }).getByText("stock.low", { exact: true }).waitFor();
    await context.close();
  });
});
