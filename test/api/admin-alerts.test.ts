import crypto from "node:crypto";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { JobLease } from "../../server/db/job-lease.entity";
import { checkLicenseCheckAbuse } from "../../server/modules/notifications/license-abuse-alert";
import { pruneWebhookAttemptLeases } from "../../server/modules/notifications/webhook-retention";
import { AdminAlertSettings } from "../../server/modules/notifications/admin-alert-settings.entity";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { TelegramAlert } from "../../server/modules/notifications/telegram-alert.entity";
import { waitFor } from "../helpers/fake-webhook-receiver";
import { everyEventFannedOut } from "../helpers/notification-settled";
import { startFakeTelegram } from "../helpers/fake-telegram";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "./purchase-documents";

const GOOD_TOKEN = "123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr";
const SETTINGS = `query { myAdminAlertSettings { events minOrderCents byEmail byTelegram telegramChatId hasTelegramBotToken } }`;
const UPDATE = `mutation($input: AdminAlertSettingsInput!) { updateAdminAlertSettings(input: $input) { events minOrderCents byEmail byTelegram telegramChatId hasTelegramBotToken } }`;
const TEST_MESSAGE = `mutation { sendTelegramTestMessage { ok description } }`;

describe("admin alerts by e-mail and Telegram", function () {
  this.timeout(60_000);
  let server: TestServer;
  let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
  before(async () => {
    telegram = await startFakeTelegram(GOOD_TOKEN);
    server = await startTestServer({ TELEGRAM_API_URL: telegram.url });
    await addStock(server.app, 100);
  });
  after(async () => {
    await server?.close();
    await telegram?.close();
  });

  it("sends a test message with the admin's bot and shows Telegram's real answer", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    expect((await admin.ok(TEST_MESSAGE)).sendTelegramTestMessage).to.deep.equal({ ok: false, description: "Save a bot token and a chat id first." });
    const base = { events: [], minOrderCents: null, byEmail: false, byTelegram: true, telegramChatId: "4242" };
    await admin.ok(UPDATE, { input: { ...base, telegramBotToken: "987654321:ZZbbCCddEEffGGhhIIjjKKllMMnnOOppQQr" } });
    expect((await admin.ok(TEST_MESSAGE)).sendTelegramTestMessage).to.deep.equal({ ok: false, description: "Telegram answered HTTP 401: Unauthorized" });
    const saved = (await admin.ok(UPDATE, { input: { ...base, telegramBotToken: GOOD_TOKEN } })).updateAdminAlertSettings;
    expect(saved).to.include({ hasTelegramBotToken: true, telegramChatId: "4242" });
    expect(JSON.stringify(saved)).not.to.include(GOOD_TOKEN);
    expect((await admin.ok(TEST_MESSAGE)).sendTelegramTestMessage).to.deep.equal({ ok: true, description: "Telegram accepted the message." });
    expect(telegram.messages.at(-1)).to.deep.include({ chatId: "4242", text: "Test message from your shop: Telegram alerts work." });
    // Kept encrypted at rest: the raw column holds no token.
    const [raw] = await server.app.db.manager.query(`SELECT telegram_bot_token AS t FROM admin_alert_settings WHERE telegram_chat_id = '4242'`);
    expect(raw.t).to.match(/^v1\./);
    expect(raw.t).not.to.include("AAbb");
  });

  it("alerts each admin on the channels they chose, for orders from their minimum amount", async () => {
    const bigSpender = await createCustomer(server.app, { role: "admin" });
    const everyOrder = await createCustomer(server.app, { role: "admin" });
    await signIn(server.app, server.client(), bigSpender).ok(UPDATE, {
      input: { events: ["order.completed"], minOrderCents: 1000, byEmail: false, byTelegram: true, telegramChatId: "777", telegramBotToken: GOOD_TOKEN },
    });
    await signIn(server.app, server.client(), everyOrder).ok(UPDATE, {
      input: { events: ["order.completed"], minOrderCents: null, byEmail: true, byTelegram: false, telegramChatId: null },
    });

    const buyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 5000 }));
    await buyer.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() }); // $5.00
    await waitFor("the small order's e-mail", () =>
      server.app.db.manager.getRepository(OutboxEmail).findOneBy({ toAddress: everyOrder.email, subject: "New order: $5.00" }),
    );
    await buyer.ok(PURCHASE, { quantity: 30, key: crypto.randomUUID() }); // $15.00
    await waitFor("the big order's Telegram alert", () => telegram.messages.find((m) => m.chatId === "777"));
    // Both orders are fanned out and the big spender's alerts are final (no attempt pending, now or
    // later): what Telegram holds for chat 777 is all it will ever get.
    await everyEventFannedOut(server.app);
    const alerts = await waitFor("the big spender's alerts final", async () => {
      const rows = await server.app.db.manager.getRepository(TelegramAlert).findBy({ adminId: bigSpender.id });
      return rows.every((a) => a.status !== "pending") && rows;
    });
    expect(alerts.map((a) => a.status)).to.deep.equal(["sent"]);
    expect(telegram.messages.filter((m) => m.chatId === "777").map((m) => m.text.split("\n")[0])).to.deep.equal([
      "New order: 30 × Digital Accounts for $15.00.",
    ]);
    expect(await server.app.db.manager.getRepository(OutboxEmail).countBy({ toAddress: everyOrder.email })).to.equal(2);
    expect(await server.app.db.manager.getRepository(OutboxEmail).countBy({ toAddress: bigSpender.email })).to.equal(0);
  });

  it("refuses Telegram without a token and chat id, and unknown events; customers cannot reach the settings", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const noBot = await admin.gql(UPDATE, { input: { events: [], minOrderCents: null, byEmail: true, byTelegram: true, telegramChatId: null } });
    expect(noBot.errors?.[0].message).to.equal("Enter the bot token and the chat id to get alerts on Telegram.");
    const unknown = await admin.gql(UPDATE, { input: { events: ["everything"], minOrderCents: null, byEmail: true, byTelegram: false, telegramChatId: null } });
    expect(unknown.errors?.[0].message).to.match(/^Unknown alert "everything"/);
    expect(await server.app.db.manager.getRepository(AdminAlertSettings).countBy({ events: "everything" })).to.equal(0);
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await customer.gql(SETTINGS)).errors?.[0].extensions?.code).to.equal("FORBIDDEN");
  });
});

describe("licence-check abuse alert", function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => (server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "5" })));
  after(() => server?.close());

  it("alerts once a day about an address over the license-check limit in three minutes of the hour", async () => {
    const admin = await createCustomer(server.app, { role: "admin" });
    await signIn(server.app, server.client(), admin).ok(UPDATE, {
      input: { events: ["license_check.abuse"], minOrderCents: null, byEmail: true, byTelegram: false, telegramChatId: null },
    });
    const minute = Math.floor(Date.now() / 60_000) * 60;
    const hits = (ip: string, windows: number[], count: number) =>
      Promise.all(
        windows.map((w) =>
          server.app.db.manager.query("INSERT INTO rate_limit_hits (bucket_key, window_start, hits) VALUES (?, ?, ?)", [
            `license-check:${ip}`,
            minute - w * 60,
            count,
          ]),
        ),
      );
    await hits("203.0.113.9", [0, 5, 10], 40); // refused in three minutes: abuse
    await hits("198.51.100.7", [0, 5], 40); // refused twice: a client that backs off
    await hits("192.0.2.1", [0, 1, 2, 3], 5); // at the limit, never over it

    const system = RequestContext.system(server.app);
    expect(await checkLicenseCheckAbuse(system)).to.equal(1);
    expect(await checkLicenseCheckAbuse(system)).to.equal(0);
    const mail = await waitFor("the alert e-mail", () => server.app.db.manager.getRepository(OutboxEmail).findOneBy({ toAddress: admin.email }));
    expect(mail!.subject).to.equal("License check abuse from 203.0.113.9");
    expect(mail!.bodyText).to.include("went over the license-check limit of 5 per minute in 3 minutes of the last hour");
    expect(await server.app.db.manager.getRepository(OutboxEmail).countBy({ toAddress: admin.email })).to.equal(1);
  });
});

describe("lease housekeeping", function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => (server = await startTestServer()));
  after(() => server?.close());

  it("deletes webhook-attempt and abuse-alert leases a day after they lapsed, and keeps the scheduler's own", async () => {
    const old = new Date(Date.now() - 3 * 24 * 3600 * 1000);
    const fresh = new Date(Date.now() + 3600 * 1000);
    const repo = server.app.db.manager.getRepository(JobLease);
    await repo.insert([
      { name: "webhook:1:1", owner: "x", lockedUntil: old },
      { name: "license-abuse:203.0.113.9", owner: "x", lockedUntil: old },
      { name: "webhook:2:1", owner: "x", lockedUntil: fresh },
      { name: "some-scheduled-job", owner: "x", lockedUntil: old },
    ]);
    expect(await pruneWebhookAttemptLeases(RequestContext.system(server.app))).to.equal(2);
    expect(
      (await repo.find({ order: { name: "ASC" } }))
        .map((l) => l.name)
        .filter((n) => ["webhook:1:1", "license-abuse:203.0.113.9", "webhook:2:1", "some-scheduled-job"].includes(n)),
    ).to.deep.equal(["some-scheduled-job", "webhook:2:1"]);
  });
});
