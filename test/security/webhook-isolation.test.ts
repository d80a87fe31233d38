import crypto from "node:crypto";
import { expect } from "chai";
import { In } from "typeorm";
import { WEBHOOK_SLOW_ANSWER_MS } from "../../server/modules/notifications/webhook-attempts";
import { WebhookDelivery } from "../../server/modules/notifications/webhook-delivery.entity";
import { WebhookEndpoint } from "../../server/modules/notifications/webhook-endpoint.entity";
import { WEBHOOK_SEND_LIMITS } from "../../server/modules/notifications/webhook-send-queue";
import { WEBHOOK_RESEND_RATE_LIMIT } from "../../server/modules/notifications/webhooks.service";
import { PURCHASE } from "../api/purchase-documents";
import { startFakeTelegram } from "../helpers/fake-telegram";
import { startFakeReceiver, waitFor } from "../helpers/fake-webhook-receiver";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { everyEventFannedOut, settledDeliveries } from "../helpers/notification-settled";
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
 * send of its batch; and a delivery could be resent without limit. Then a review: a few customers
 * together could still hold every send slot of the process, and a receiver answering 2xx just
 * under the timeout was never backed off.
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
    await addStock(server.app, 900);
  });
  after(async () => {
    await server?.close();
    await telegram?.close();
  });

  const customer = async () => {
    const row = await createCustomer(server.app, { balanceCents: 100_000 });
    return signIn(server.app, server.client(), row);
  };

  it("sends a fourth customer's webhook and the admin's Telegram alert while three customers' thirty endpoints hold their answers", async () => {
    const { perEndpoint, perOwner, total, reserve } = WEBHOOK_SEND_LIMITS;
    const up = { now: false };
    const owners = await Promise.all(
      [0, 1, 2].map(async () => ({
        session: await customer(),
        receivers: await Promise.all(Array.from({ length: 10 }, () => startFakeReceiver(() => (up.now ? 200 : 503)))),
        endpointIds: [] as string[],
      })),
    );
    const slow = owners.flatMap((o) => o.receivers);
    const heldBy = (o: (typeof owners)[number]) => o.receivers.reduce((n, r) => n + r.held(), 0);
    let heldWhenDArrived: number[] = [];
    const fast = await startFakeReceiver(() => {
      heldWhenDArrived = owners.map(heldBy);
      return 200;
    });
    try {
      for (const owner of owners)
        for (const receiver of owner.receivers)
          owner.endpointIds.push((await owner.session.ok(CREATE, { url: receiver.url, events: ["order.completed"] })).createWebhookEndpoint.endpoint.id);
      const endpointIds = owners.flatMap((o) => o.endpointIds);
      // The backlog is built while every endpoint is paused (its first send refused, the test
      // clock standing still), so that it is all due at once, however long the purchases take.
      await Promise.all(
        owners.map(async (owner) => {
          for (let i = 0; i < 21; i++)
            expect((await owner.session.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() })).purchaseAccounts.__typename).to.equal("Order");
        }),
      );
      await everyEventFannedOut(server.app);
      const endpoints = () => server.app.db.manager.getRepository(WebhookEndpoint).findBy({ id: In(endpointIds) });
      await waitFor("every endpoint of the three paused", async () => (await endpoints()).every((e) => e.pausedUntil && e.pausedUntil > clock.now()));
      up.now = true;
      for (const receiver of slow) receiver.hold();
      clock.advance(Math.max(...(await endpoints()).map((e) => e.pausedUntil!.getTime())) - clock.now().getTime() + 1000);
      // Between them the three hold at least as many sends as their shares add up to.
      await waitFor("the three customers holding their sends", () => owners.reduce((n, o) => n + heldBy(o), 0) >= perOwner * owners.length, 30_000);
      expect(perOwner * owners.length).to.be.at.most(total - reserve);

      // The admin hears of orders from $8 up by Telegram: D's, not the others' ($5 each).
      const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
      await admin.ok(ALERTS, {
        input: { events: ["order.completed"], minOrderCents: 800, byEmail: false, byTelegram: true, telegramChatId: "3131", telegramBotToken: TELEGRAM_TOKEN },
      });
      const d = await customer();
      await d.ok(CREATE, { url: fast.url, events: ["order.completed"] });
      const boughtAt = Date.now();
      expect((await d.ok(PURCHASE, { quantity: 20, key: crypto.randomUUID() })).purchaseAccounts.__typename).to.equal("Order");
      const [webhookOfD] = await waitFor("D's webhook", () => fast.received.length > 0 && fast.received, 8_000);
      const alert = await waitFor("the admin's Telegram alert of D's order", () => telegram.messages.find((m) => m.chatId === "3131"), 8_000);
      console.log(
        `      D's webhook arrived ${webhookOfD.receivedAt - boughtAt} ms after its purchase, with ${heldWhenDArrived.join(" + ")} sends of three customers held`,
      );

      expect(JSON.parse(webhookOfD.body).data).to.include({ quantity: 20 });
      expect(alert.text).to.include("20 × Digital Accounts");
      // The others' sends were all still held when D's arrived: each customer its own share, one
      // per endpoint in turn, and no more.
      expect(heldWhenDArrived).to.deep.equal(owners.map(() => perOwner));
      expect(Math.max(...slow.map((r) => r.held()))).to.be.at.most(perEndpoint);

      // Released, their receivers get every event once per recorded attempt: nothing was lost or
      // repeated. Sends held for long count as slow answers and pause their endpoints: let those end.
      for (const receiver of slow) receiver.release();
      const deliveries = () => server.app.db.manager.getRepository(WebhookDelivery).findBy({ endpointId: In(endpointIds) });
      await waitFor(
        "every delivery sent or waiting for its endpoint's pause",
        async () => {
          const [rows, paused] = await Promise.all([deliveries(), endpoints()]);
          const pausedIds = new Set(paused.filter((e) => e.pausedUntil && e.pausedUntil > clock.now()).map((e) => e.id));
          return rows.every((r) => r.status === "delivered" || (r.status === "pending" && pausedIds.has(r.endpointId)));
        },
        60_000,
      );
      const pauses = (await endpoints()).map((e) => e.pausedUntil?.getTime() ?? 0);
      clock.advance(Math.max(clock.now().getTime(), ...pauses) - clock.now().getTime() + 1000);
      for (const owner of owners)
        for (const [i, endpointId] of owner.endpointIds.entries()) {
          const settled = await settledDeliveries(server.app, endpointId, 60_000);
          expect(settled.rows.map((r) => r.status)).to.deep.equal(settled.rows.map(() => "delivered"));
          expect(settled.rows).to.have.length(21);
          expect(owner.receivers[i].received).to.have.length(settled.attempts);
          expect(new Set(owner.receivers[i].accepted().map((r) => JSON.parse(r.body).id)).size).to.equal(21);
        }
    } finally {
      for (const receiver of slow) await receiver.close();
      await fast.close();
    }
  });

  it("pauses an endpoint that answers 2xx slowly: delivered, not retried, and its next sends wait", async () => {
    const slowFirst = await startFakeReceiver(() => 200, { delayMs: (nth) => (nth <= 2 ? WEBHOOK_SLOW_ANSWER_MS + 500 : 0) });
    try {
      const a = await customer();
      const id = (await a.ok(CREATE, { url: slowFirst.url, events: ["order.completed"] })).createWebhookEndpoint.endpoint.id;
      for (let i = 0; i < 3; i++) await a.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      const deliveries = () => server.app.db.manager.getRepository(WebhookDelivery).find({ where: { endpointId: id }, order: { id: "ASC" } });
      const endpoint = () => server.app.db.manager.getRepository(WebhookEndpoint).findOneByOrFail({ id });
      const paused = await waitFor(
        "the slow endpoint paused",
        async () => {
          const [rows, row] = await Promise.all([deliveries(), endpoint()]);
          const waiting = rows.filter((r) => r.status === "pending");
          const delivered = rows.filter((r) => r.status === "delivered");
          const settled = rows.length === 3 && delivered.length === 2 && waiting.length === 1 && !!row.pausedUntil;
          return settled && waiting[0].nextAttemptAt >= row.pausedUntil! && row;
        },
        30_000,
      );
      // Its two sends in flight were delivered once each; the third waits for the pause.
      expect(paused.failureStreak).to.equal(1);
      expect(slowFirst.received).to.have.length(2);
      expect((await deliveries()).filter((r) => r.status === "delivered").map((r) => r.attempts)).to.deep.equal([1, 1]);

      // After the pause, an answer in time ends the streak.
      clock.advance(paused.pausedUntil!.getTime() - clock.now().getTime());
      const settled = await settledDeliveries(server.app, id);
      expect(settled.rows.map((r) => r.status)).to.deep.equal(["delivered", "delivered", "delivered"]);
      expect(slowFirst.received).to.have.length(3);
      expect(await endpoint()).to.include({ failureStreak: 0, pausedUntil: null });
    } finally {
      await slowFirst.close();
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
