import crypto from "node:crypto";
import { expect } from "chai";
import { WebhookDelivery } from "../../server/modules/notifications/webhook-delivery.entity";
import { WebhookEndpoint } from "../../server/modules/notifications/webhook-endpoint.entity";
import { WEBHOOK_SEND_LIMITS } from "../../server/modules/notifications/webhook-send-queue";
import { WEBHOOK_RESEND_RATE_LIMIT } from "../../server/modules/notifications/webhooks.service";
import { PURCHASE } from "../api/purchase-documents";
import { startFakeTelegram } from "../helpers/fake-telegram";
import { startFakeReceiver, waitFor } from "../helpers/fake-webhook-receiver";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { settledDeliveries } from "../helpers/notification-settled";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const CREATE = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { endpoint { id } } }`;
const DELIVERIES = `query($id: ID!) { webhookDeliveries(endpointId: $id) { id status } }`;
const RESEND = `mutation($id: Int!) { resendWebhookDelivery(id: $id) { id status } }`;
const ALERTS = `mutation($input: AdminAlertSettingsInput!) { updateAdminAlertSettings(input: $input) { byTelegram } }`;
const TELEGRAM_TOKEN = "123456789:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQr";

/**
 * Issue 31, item 4: one customer's slow webhook receivers delayed every other customer's webhooks
 * (and the admins' Telegram alerts) by minutes, because a dispatcher run waited for the slowest
 * send of its batch; and a delivery could be resent without limit.
 */
describe("security: one customer's slow webhook receivers delay no one else (issue 31)", function () {
  this.timeout(120_000);
  let server: TestServer;
  let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
  const clock = new TestClock();

  before(async () => {
    telegram = await startFakeTelegram(TELEGRAM_TOKEN);
    server = await startTestServer(
      { WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", WEBHOOK_RETRY_BASE_MS: "30000", GRAPHQL_RATE_LIMIT_PER_IP: "0", TELEGRAM_API_URL: telegram.url },
      { clock },
    );
    await addStock(server.app, 300);
  });
  after(async () => {
    await server?.close();
    await telegram?.close();
  });

  const customer = async () => {
    const row = await createCustomer(server.app, { balanceCents: 100_000 });
    return signIn(server.app, server.client(), row);
  };

  it("sends another customer's webhook and the admin's Telegram alert while ten endpoints hold their answers", async () => {
    const slow = await Promise.all(Array.from({ length: 10 }, () => startFakeReceiver(() => 200, { hold: true })));
    const fast = await startFakeReceiver();
    try {
      const a = await customer();
      const endpointsOfA: string[] = [];
      for (const receiver of slow)
        endpointsOfA.push((await a.ok(CREATE, { url: receiver.url, events: ["order.completed"] })).createWebhookEndpoint.endpoint.id);
      const b = await customer();
      await b.ok(CREATE, { url: fast.url, events: ["order.completed"] });
      for (let i = 0; i < 20; i++) expect((await a.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() })).purchaseAccounts.__typename).to.equal("Order");
      // A's 200 deliveries are due; every endpoint of A holds as many sends as one endpoint may.
      const perEndpoint = WEBHOOK_SEND_LIMITS.perEndpoint;
      await waitFor("A's endpoints holding their sends", () => slow.every((r) => r.held() === perEndpoint));

      // The admin hears of orders from $8 up by Telegram: B's, not A's ($5 each).
      const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
      await admin.ok(ALERTS, {
        input: { events: ["order.completed"], minOrderCents: 800, byEmail: false, byTelegram: true, telegramChatId: "3131", telegramBotToken: TELEGRAM_TOKEN },
      });
      const boughtAt = Date.now();
      expect((await b.ok(PURCHASE, { quantity: 20, key: crypto.randomUUID() })).purchaseAccounts.__typename).to.equal("Order");
      const [webhookOfB] = await waitFor("B's webhook", () => fast.received.length > 0 && fast.received, 8_000);
      const alert = await waitFor("the admin's Telegram alert of B's order", () => telegram.messages.find((m) => m.chatId === "3131"), 8_000);
      console.log(`      B's webhook arrived ${webhookOfB.receivedAt - boughtAt} ms after its purchase, with A's ${perEndpoint * slow.length} sends held`);

      expect(JSON.parse(webhookOfB.body).data).to.include({ quantity: 20 });
      expect(alert.text).to.include("20 × Digital Accounts");
      // A's sends were still held when both arrived, and A's endpoints got no more than their share.
      expect(slow.map((r) => r.held())).to.deep.equal(slow.map(() => perEndpoint));
      expect(slow.map((r) => r.received.length)).to.deep.equal(slow.map(() => perEndpoint));

      // Released, A's receivers get every event once per recorded attempt: nothing was lost or repeated.
      for (const receiver of slow) receiver.release();
      for (const [i, endpointId] of endpointsOfA.entries()) {
        const settled = await settledDeliveries(server.app, endpointId, 60_000);
        expect(settled.rows.map((d) => d.status)).to.deep.equal(settled.rows.map(() => "delivered"));
        expect(settled.rows).to.have.length(20);
        expect(slow[i].received).to.have.length(settled.attempts);
        expect(new Set(slow[i].accepted().map((r) => JSON.parse(r.body).id)).size).to.equal(20);
      }
    } finally {
      for (const receiver of slow) await receiver.close();
      await fast.close();
    }
  });

  it("backs off a failing endpoint on its own: its deliveries wait for its pause, another endpoint's do not", async () => {
    const receiver = { up: false };
    const flaky = await startFakeReceiver(() => (receiver.up ? 200 : 503));
    const other = await startFakeReceiver();
    try {
      const a = await customer();
      const failing = (await a.ok(CREATE, { url: flaky.url, events: ["order.completed"] })).createWebhookEndpoint.endpoint.id;
      for (let i = 0; i < 4; i++) await a.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      const deliveries = () => server.app.db.manager.getRepository(WebhookDelivery).findBy({ endpointId: failing });
      const endpoint = () => server.app.db.manager.getRepository(WebhookEndpoint).findOneByOrFail({ id: failing });
      // Settled: every request the receiver got is recorded, and every pending delivery waits for
      // the endpoint's pause, so nothing more can be sent to it before the pause ends.
      const paused = await waitFor("the failing endpoint paused", async () => {
        const [rows, row] = await Promise.all([deliveries(), endpoint()]);
        const recorded = rows.reduce((n, d) => n + d.attempts, 0);
        const waiting = !!row.pausedUntil && rows.every((d) => d.status === "pending" && d.nextAttemptAt >= row.pausedUntil!);
        return rows.length === 4 && recorded > 0 && recorded === flaky.received.length && waiting && row;
      });
      expect(paused.failureStreak).to.equal(1);
      expect(paused.pausedUntil!.getTime() - clock.now().getTime()).to.be.greaterThan(20_000); // the first step: WEBHOOK_RETRY_BASE_MS, 30 s
      // Its sends in flight when the first refusal came in were all it got: no more than its share.
      expect(flaky.received.length).to.be.at.most(WEBHOOK_SEND_LIMITS.perEndpoint);

      const b = await customer();
      await b.ok(CREATE, { url: other.url, events: ["order.completed"] });
      await b.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      await waitFor("B's webhook", () => other.accepted().length === 1, 8_000);

      // Once the pause is over and the receiver is back, every delivery goes out and the streak ends.
      receiver.up = true;
      clock.advance(paused.pausedUntil!.getTime() - clock.now().getTime());
      const settled = await settledDeliveries(server.app, failing);
      expect(settled.rows.map((d) => d.status)).to.deep.equal(["delivered", "delivered", "delivered", "delivered"]);
      expect(flaky.received).to.have.length(settled.attempts);
      expect(await endpoint()).to.include({ failureStreak: 0, pausedUntil: null });
    } finally {
      await flaky.close();
      await other.close();
    }
  });

  it(`limits resends to ${WEBHOOK_RESEND_RATE_LIMIT.limit} a minute per customer, with a code of its own`, async () => {
    const receiver = await startFakeReceiver();
    try {
      const owners = [await customer(), await customer()];
      const deliveryOf = async (owner: Awaited<ReturnType<typeof customer>>) => {
        const { createWebhookEndpoint } = await owner.ok(CREATE, { url: receiver.url, events: ["order.completed"] });
        await owner.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
        return waitFor(
          "the delivery row",
          async () => (await owner.ok(DELIVERIES, { id: createWebhookEndpoint.endpoint.id })).webhookDeliveries[0]?.id as number,
        );
      };
      const [mine, theirs] = [await deliveryOf(owners[0]), await deliveryOf(owners[1])];
      clock.startFreshWindow(WEBHOOK_RESEND_RATE_LIMIT.windowSeconds);

      for (let i = 0; i < WEBHOOK_RESEND_RATE_LIMIT.limit; i++) await owners[0].ok(RESEND, { id: mine });
      const refused = await owners[0].gql(RESEND, { id: mine });
      expect(refused.status).to.equal(429);
      expect(refused.errors?.[0].extensions).to.deep.include({ code: "WEBHOOK_RESEND_LIMITED" });
      expect(refused.errors?.[0].extensions?.params).to.include({ max: WEBHOOK_RESEND_RATE_LIMIT.limit });
      expect(refused.errors?.[0].message).to.match(/^You can resend at most 10 deliveries a minute\./);
      // Another customer's count is their own.
      expect((await owners[1].ok(RESEND, { id: theirs })).resendWebhookDelivery.status).to.equal("pending");
      clock.advance(WEBHOOK_RESEND_RATE_LIMIT.windowSeconds * 1000);
      expect((await owners[0].ok(RESEND, { id: mine })).resendWebhookDelivery.status).to.equal("pending");
    } finally {
      await receiver.close();
    }
  });
});
