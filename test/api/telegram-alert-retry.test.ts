import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { createScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { TelegramAlert } from "../../server/modules/notifications/telegram-alert.entity";
import { startFakeTelegram } from "../helpers/fake-telegram";
import { waitFor } from "../helpers/fake-webhook-receiver";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, testDbKind, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "./purchase-documents";

const GOOD_TOKEN = "123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr";
const UPDATE = `mutation($input: AdminAlertSettingsInput!) { updateAdminAlertSettings(input: $input) { byTelegram } }`;

/** Failed Telegram alerts are kept in telegram_alerts and retried with backoff by the dispatcher, through job leases. */
describe("Telegram alerts are retried until Telegram takes them", function () {
  this.timeout(120_000);
  let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
  let shared: { env: Record<string, string>; drop(): Promise<void> };
  let servers: TestServer[] = [];

  before(async () => {
    telegram = await startFakeTelegram(GOOD_TOKEN);
    // One database for every server of this file, so a second server sees what the first left.
    const env: Record<string, string> = {
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-tgretry-")),
      TELEGRAM_API_URL: telegram.url,
      WEBHOOK_RETRY_BASE_MS: "200",
    };
    if (testDbKind() === "sqlite") shared = { env, drop: async () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }) };
    else {
      const scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL!, "bia_tgretry");
      shared = {
        env: { ...env, DATABASE_URL: scratch.database.url },
        drop: async () => (await scratch.drop(), fs.rmSync(env.DATA_DIR, { recursive: true, force: true })),
      };
    }
  });
  afterEach(async () => {
    for (const s of servers) await s.close();
    servers = [];
    telegram.state.down = false;
  });
  after(async () => {
    await telegram?.close();
    await shared?.drop();
  });

  async function start(): Promise<TestServer> {
    const server = await startTestServer(shared.env);
    servers.push(server);
    return server;
  }

  /** An admin who wants every order on Telegram (chat `chatId`), and a buyer's order. */
  async function alertingAdmin(server: TestServer, chatId: string) {
    const admin = await createCustomer(server.app, { role: "admin" });
    await signIn(server.app, server.client(), admin).ok(UPDATE, {
      input: { events: ["order.completed"], minOrderCents: null, byEmail: false, byTelegram: true, telegramChatId: chatId, telegramBotToken: GOOD_TOKEN },
    });
    return admin;
  }
  async function buy(server: TestServer): Promise<void> {
    await addStock(server.app, 10, `tg${crypto.randomUUID().slice(0, 8)}-`);
    const buyer = await createCustomer(server.app, { balanceCents: 1000 });
    await signIn(server.app, server.client(), buyer).ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
  }
  const alertsOf = (server: TestServer, adminId: string) => server.app.db.manager.getRepository(TelegramAlert).findBy({ adminId });
  /**
   * The admin's one alert once it is final (sent or given up): no attempt is left pending, now or
   * later, so whatever Telegram has got by then is all it will ever get for it.
   */
  const settledAlert = (server: TestServer, adminId: string) =>
    waitFor("the alert final", async () => {
      const alerts = await alertsOf(server, adminId);
      return alerts.length === 1 && alerts[0].status !== "pending" && alerts[0];
    });

  it("keeps a refused alert with Telegram's answer, retries it with growing delays, and sends it once when Telegram is back", async () => {
    const server = await start();
    const admin = await alertingAdmin(server, "5151");
    telegram.state.down = true;
    await buy(server);
    await waitFor("three refused attempts", async () => ((await alertsOf(server, admin.id))[0]?.attempts ?? 0) >= 3, 20_000);
    const [failing] = await alertsOf(server, admin.id);
    expect(failing).to.include({ status: "pending", eventType: "order.completed" });
    expect(failing.lastError).to.equal("Telegram answered HTTP 502: Bad Gateway");
    // Backoff: the next attempt is at least base × 2^(attempts−1) after the last one.
    expect(failing.nextAttemptAt.getTime() - failing.lastAttemptAt!.getTime()).to.be.at.least(200 * 2 ** (failing.attempts - 1) - 5);

    telegram.state.down = false;
    await waitFor("the alert sent", () => telegram.messages.find((m) => m.chatId === "5151"), 20_000);
    const sent = await settledAlert(server, admin.id);
    expect(telegram.messages.filter((m) => m.chatId === "5151").map((m) => m.text.split("\n")[0])).to.deep.equal([
      "New order: 10 × Digital Accounts for $5.00.",
    ]);
    expect(sent).to.include({ status: "sent", lastError: null });
    expect(sent.attempts).to.be.at.least(4);
  });

  it("sends after a restart an alert that was failing when the server stopped", async () => {
    const first = await start();
    const admin = await alertingAdmin(first, "6262");
    telegram.state.down = true;
    await buy(first);
    await waitFor("a refused attempt", async () => ((await alertsOf(first, admin.id))[0]?.attempts ?? 0) >= 1, 20_000);
    await first.close();
    servers = [];
    expect(telegram.messages.filter((m) => m.chatId === "6262")).to.have.length(0);

    telegram.state.down = false;
    const second = await start();
    await waitFor("the alert sent by the new server", () => telegram.messages.find((m) => m.chatId === "6262"), 30_000);
    const sent = await settledAlert(second, admin.id);
    expect(sent.status).to.equal("sent");
    expect(telegram.messages.filter((m) => m.chatId === "6262")).to.have.length(1);
  });

  it("gives up on an alert whose admin switched Telegram off, without sending it", async () => {
    const server = await start();
    const admin = await alertingAdmin(server, "7373");
    telegram.state.down = true;
    await buy(server);
    await waitFor("a refused attempt", async () => ((await alertsOf(server, admin.id))[0]?.attempts ?? 0) >= 1, 20_000);
    await signIn(server.app, server.client(), admin).ok(UPDATE, {
      input: { events: ["order.completed"], minOrderCents: null, byEmail: true, byTelegram: false, telegramChatId: null },
    });
    telegram.state.down = false;
    await waitFor("the alert given up", async () => (await alertsOf(server, admin.id))[0]?.status === "failed", 20_000);
    const [given] = await alertsOf(server, admin.id);
    expect(given.lastError).to.equal("Telegram alerts were switched off or the bot was removed.");
    expect(telegram.messages.filter((m) => m.chatId === "7373")).to.have.length(0);
  });
});
