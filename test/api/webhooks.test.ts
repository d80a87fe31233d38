import crypto from "node:crypto";
import fs from "node:fs";
import vm from "node:vm";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { NotificationEvent } from "../../server/modules/notifications/notification-event.entity";
import { WebhookDelivery } from "../../server/modules/notifications/webhook-delivery.entity";
import { WebhookEndpoint } from "../../server/modules/notifications/webhook-endpoint.entity";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { purchase } from "../../server/modules/orders/checkout.service";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { startFakeReceiver, waitFor } from "../helpers/fake-webhook-receiver";
import { everyEventFannedOut, settledDeliveries } from "../helpers/notification-settled";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { PURCHASE } from "./purchase-documents";

const CREATE = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { secret endpoint { id url events enabled } } }`;
const DELIVERIES = `query($id: ID!) { webhookDeliveries(endpointId: $id) { id eventId eventType status attempts lastResponseCode lastError lastAttemptAt } }`;
const RESEND = `mutation($id: Int!) { resendWebhookDelivery(id: $id) { id status } }`;

/** The verification recipe exactly as docs/api.md prints it, run as the integrator would. */
function verifyWebhookFromDocs(): (secret: string, rawBody: string, header: string, now?: number) => boolean {
  const doc = fs.readFileSync("docs/api.md", "utf8");
  const block = /<!-- webhook-verify:start -->\s*```js\n([\s\S]*?)```\s*<!-- webhook-verify:end -->/.exec(doc);
  if (!block) throw new Error("docs/api.md lost its webhook verification recipe");
  const sandbox = { Buffer, require: (m: string) => (m === "node:crypto" ? crypto : undefined), result: undefined as unknown };
  vm.runInNewContext(`${block[1]}\nresult = verifyWebhook;`, sandbox);
  return sandbox.result as never;
}

describe("outbound webhooks", function () {
  this.timeout(60_000);
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", WEBHOOK_RETRY_BASE_MS: "100" });
    await addStock(server.app, 100);
  });
  after(() => server?.close());

  const buyer = async (balanceCents = 1000) => {
    const customer = await createCustomer(server.app, { balanceCents });
    return { customer, client: signIn(server.app, server.client(), customer) };
  };

  it("delivers an order once with a valid signature after the receiver was down for three attempts", async () => {
    const receiver = await startFakeReceiver((nth) => (nth <= 3 ? 503 : 200));
    try {
      const { client } = await buyer();
      const { createWebhookEndpoint } = await client.ok(CREATE, { url: receiver.url, events: ["order.completed"] });
      expect(createWebhookEndpoint.secret).to.match(/^whsec_/);
      const order = (await client.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() })).purchaseAccounts;
      expect(order.__typename).to.equal("Order");

      await waitFor("the fourth attempt", () => receiver.accepted().length === 1);
      // Nothing is left to attempt, and the receiver got one request per recorded attempt: no repeat.
      const settled = await settledDeliveries(server.app, createWebhookEndpoint.endpoint.id);
      expect(settled.rows.map((d) => d.status)).to.deep.equal(["delivered"]);
      expect(receiver.received).to.have.length(settled.attempts);
      expect(receiver.received.map((r) => r.answeredWith)).to.deep.equal([503, 503, 503, 200]);
      const delivered = receiver.accepted()[0];
      const body = JSON.parse(delivered.body);
      expect(body).to.include({ type: "order.completed" });
      expect(body.data).to.deep.equal({ orderId: order.id, productName: "Digital Accounts", quantity: 10, totalCents: 500, orderType: "account" });
      expect(delivered.body).not.to.include("pw0"); // credentials stay in the shop
      expect(new Set(receiver.received.map((r) => JSON.parse(r.body).id))).to.deep.equal(new Set([body.id]));
      expect(delivered.headers["webhook-id"]).to.equal(body.id);
      expect(delivered.headers["user-agent"], "the sender names no product: the shop carries the seller's name").to.equal("Shop-Webhooks/1");

      const verify = verifyWebhookFromDocs();
      const header = String(delivered.headers["webhook-signature"]);
      expect(verify(createWebhookEndpoint.secret, delivered.body, header)).to.equal(true);
      expect(verify(createWebhookEndpoint.secret, delivered.body.replace('"quantity":10', '"quantity":11'), header)).to.equal(false);
      expect(verify("whsec_wrong", delivered.body, header)).to.equal(false);
      expect(verify(createWebhookEndpoint.secret, delivered.body, header, Math.floor(Date.now() / 1000) + 3600)).to.equal(false);

      const log = (await client.ok(DELIVERIES, { id: createWebhookEndpoint.endpoint.id })).webhookDeliveries;
      expect(log).to.have.length(1);
      expect(log[0]).to.include({ eventId: body.id, eventType: "order.completed", status: "delivered", attempts: 4, lastResponseCode: 200, lastError: null });
    } finally {
      await receiver.close();
    }
  });

  it("resends a delivered event with the same id and body", async () => {
    const receiver = await startFakeReceiver();
    try {
      const { client } = await buyer();
      const { createWebhookEndpoint } = await client.ok(CREATE, { url: receiver.url, events: ["order.completed"] });
      await client.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      await waitFor("the delivery", () => receiver.accepted().length === 1);
      const [row] = (await client.ok(DELIVERIES, { id: createWebhookEndpoint.endpoint.id })).webhookDeliveries;
      await waitFor(
        "the delivered status",
        async () => (await server.app.db.manager.getRepository(WebhookDelivery).findOneByOrFail({ id: row.id })).status === "delivered",
      );

      const stranger = (await buyer()).client;
      expect((await stranger.gql(RESEND, { id: row.id })).errors?.[0].extensions?.code).to.equal("NOT_FOUND");
      expect((await client.ok(RESEND, { id: row.id })).resendWebhookDelivery.status).to.equal("pending");
      await waitFor("the resent delivery", () => receiver.accepted().length === 2);
      expect(receiver.received[1].body).to.equal(receiver.received[0].body);
    } finally {
      await receiver.close();
    }
  });

  it("does not let a customer see, switch or delete another customer's endpoint", async () => {
    const { client } = await buyer();
    const { createWebhookEndpoint } = await client.ok(CREATE, { url: "http://127.0.0.1:9/hook", events: ["order.completed"] });
    const id = createWebhookEndpoint.endpoint.id;
    const stranger = (await buyer()).client;
    const code = async (query: string, vars: Record<string, unknown>) => (await stranger.gql(query, vars)).errors?.[0].extensions?.code;
    expect(await code(DELIVERIES, { id })).to.equal("NOT_FOUND");
    expect(await code(`mutation($id: ID!) { setWebhookEndpointEnabled(id: $id, enabled: false) { id } }`, { id })).to.equal("NOT_FOUND");
    expect(await code(`mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }`, { id })).to.equal("NOT_FOUND");
    const row = await server.app.db.manager.getRepository(WebhookEndpoint).findOneByOrFail({ id });
    expect(row.enabled).to.equal(true);
  });

  it("sends only what the endpoint chose, and a customer hears only of their own events", async () => {
    const receiver = await startFakeReceiver();
    try {
      const { client } = await buyer();
      const { createWebhookEndpoint } = await client.ok(CREATE, { url: receiver.url, events: ["balance.credited"] });
      const other = await buyer();
      await other.client.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      await client.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      // Both orders' events are fanned out, and neither made a delivery (the only thing a send starts from).
      await everyEventFannedOut(server.app);
      expect(await server.app.db.manager.getRepository(WebhookDelivery).countBy({ endpointId: createWebhookEndpoint.endpoint.id })).to.equal(0);
      expect(receiver.received).to.have.length(0);
      const refused = await client.gql(CREATE, { url: receiver.url, events: ["stock.low"] });
      expect(refused.errors?.[0].message).to.match(/^Unknown event "stock.low"/);
    } finally {
      await receiver.close();
    }
  });

  it("sends nothing for a purchase whose transaction rolled back", async () => {
    const receiver = await startFakeReceiver();
    try {
      const { customer, client } = await buyer();
      const { createWebhookEndpoint } = await client.ok(CREATE, { url: receiver.url, events: ["order.completed"] });
      const eventsBefore = await server.app.db.manager.getRepository(NotificationEvent).count();
      const mailsBefore = await server.app.db.manager.getRepository(OutboxEmail).count();
      const system = RequestContext.system(server.app).withActor({ customer, via: "session" });
      const rolledBack = system.transaction(async (tx) => {
        const done = await purchase(tx, { productId: ACCOUNT_PRODUCT_ID, quantity: 10, idempotencyKey: crypto.randomUUID() });
        expect(done).to.have.nested.property("order.productName");
        throw new Error("a later step of the same transaction failed");
      });
      const failure = await rolledBack.then(
        () => null,
        (err: Error) => err,
      );
      expect(failure?.message).to.equal("a later step of the same transaction failed");
      await everyEventFannedOut(server.app);
      expect(await server.app.db.manager.getRepository(WebhookDelivery).countBy({ endpointId: createWebhookEndpoint.endpoint.id })).to.equal(0);
      expect(await server.app.db.manager.getRepository(NotificationEvent).count()).to.equal(eventsBefore);
      expect(await server.app.db.manager.getRepository(OutboxEmail).count()).to.equal(mailsBefore);
      expect(receiver.received).to.have.length(0);
    } finally {
      await receiver.close();
    }
  });

  it("disables an endpoint after a whole retry window of failures and tells its owner by e-mail", async () => {
    const receiver = await startFakeReceiver(() => 500);
    try {
      const { customer, client } = await buyer();
      const { createWebhookEndpoint } = await client.ok(CREATE, { url: receiver.url, events: ["order.completed"] });
      await client.ok(PURCHASE, { quantity: 10, key: crypto.randomUUID() });
      await waitFor("a first failed attempt", () => receiver.received.length >= 1);
      // Move the window's start a day back: the next failure ends it.
      await server.app.db.transaction((em) =>
        em
          .getRepository(WebhookDelivery)
          .update({ endpointId: createWebhookEndpoint.endpoint.id }, { windowStartedAt: new Date(Date.now() - 25 * 3600 * 1000) }),
      );
      await waitFor(
        "the endpoint switched off",
        async () => !(await server.app.db.manager.getRepository(WebhookEndpoint).findOneByOrFail({ id: createWebhookEndpoint.endpoint.id })).enabled,
      );
      const [row] = (await client.ok(DELIVERIES, { id: createWebhookEndpoint.endpoint.id })).webhookDeliveries;
      expect(row).to.include({ status: "failed", lastResponseCode: 500 });
      const mail = await waitFor("the owner's e-mail", () =>
        server.app.db.manager.getRepository(OutboxEmail).findOneBy({ toAddress: customer.email, subject: "Your webhook endpoint was disabled" }),
      );
      expect(mail!.bodyText).to.include(receiver.url);
      // The delivery gave up: no attempt is pending, now or later, and each one made was a single request.
      const settled = await settledDeliveries(server.app, createWebhookEndpoint.endpoint.id);
      expect(settled.rows.map((d) => d.status)).to.deep.equal(["failed"]);
      expect(receiver.received).to.have.length(settled.attempts);
    } finally {
      await receiver.close();
    }
  });
});

describe("outbound webhooks without private targets allowed", function () {
  this.timeout(30_000);
  let server: TestServer;
  before(async () => (server = await startTestServer()));
  after(() => server?.close());

  for (const url of [
    "http://127.0.0.1:9/hook",
    "http://10.1.2.3/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://[::1]:8080/hook",
    "http://localhost:8080/hook",
  ]) {
    it(`refuses to register ${url}`, async () => {
      const customer = await createCustomer(server.app);
      const res = await signIn(server.app, server.client(), customer).gql(CREATE, { url, events: ["order.completed"] });
      expect(res.errors?.[0].extensions?.code).to.equal("WEBHOOK_TARGET_PRIVATE");
    });
  }
});
