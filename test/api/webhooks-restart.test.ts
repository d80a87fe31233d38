import "reflect-metadata";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { createScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { RequestContext } from "../../server/context";
import { ACCOUNT_PRODUCT_ID } from "../../server/modules/catalog/product.entity";
import { purchase } from "../../server/modules/orders/checkout.service";
import { WebhookDelivery } from "../../server/modules/notifications/webhook-delivery.entity";
import { startFakeReceiver, waitFor } from "../helpers/fake-webhook-receiver";
import { addStock, createCustomer } from "../helpers/fixtures";
import { openSharedDatabase, type SharedDatabase } from "../helpers/shared-database";
import { spawnServer, type ServerProcess } from "../helpers/spawn-server";
import { testDbKind } from "../helpers/test-server";

const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename } }`;
const CREATE = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { secret endpoint { id } } }`;

/** A data dir (and on MariaDB a scratch database) that outlives the server processes in it. */
async function sharedEnvironment(prefix: string): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  const env: Record<string, string> = {
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `bia-${prefix}-`)),
    GRAPHQL_RATE_LIMIT_PER_IP: "0",
    WEBHOOK_ALLOW_PRIVATE_TARGETS: "true",
    WEBHOOK_RETRY_BASE_MS: "200",
  };
  if (testDbKind() === "sqlite") return { env, drop: async () => fs.rmSync(env.DATA_DIR, { recursive: true, force: true }) };
  const scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL!, `bia_${prefix}`);
  env.DATABASE_URL = scratch.database.url;
  return {
    env,
    drop: async () => {
      await scratch.drop();
      fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}

describe("webhook deliveries survive a SIGKILL", function () {
  this.timeout(180_000);
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  let server: ServerProcess | undefined;
  let shared: SharedDatabase;

  before(async () => {
    ({ env, drop } = await sharedEnvironment("hookcrash"));
    server = await spawnServer(env);
    shared = await openSharedDatabase(env);
    await addStock(shared.asApp, 50);
  });
  after(async () => {
    server?.kill("SIGKILL");
    await shared?.close();
    await drop();
  });

  it("sends, after a restart, a delivery that was failing and an event committed while no server ran", async () => {
    let up = false;
    const receiver = await startFakeReceiver(() => (up ? 200 : 503));
    try {
      const customer = await createCustomer(shared.asApp, { balanceCents: 5000 });
      const client = shared.clientFor(server!.url, customer);
      const { createWebhookEndpoint } = await client.ok(CREATE, { url: receiver.url, events: ["order.completed"] });
      await client.ok(PURCHASE, { q: 10, k: crypto.randomUUID() });
      await waitFor("a failed attempt", () => receiver.received.length >= 1);
      server!.kill("SIGKILL");
      await server!.exited;

      // Committed while no server ran: only the outbox row knows about it.
      const asBuyer = RequestContext.system(shared.asApp).withActor({ customer, via: "session" });
      const offline = await purchase(asBuyer, { productId: ACCOUNT_PRODUCT_ID, quantity: 10, idempotencyKey: crypto.randomUUID() });
      expect(offline).to.have.nested.property("order.productName");

      up = true;
      server = await spawnServer(env);
      // An attempt the killed instance had leased is retried once its lease (60 s) lapses.
      await waitFor("both events delivered", () => receiver.accepted().length >= 2, 90_000);
      // Both deliveries are final, and the server stopped gracefully (its dispatcher run in
      // flight ends first): no process is left that could send anything more.
      await waitFor("both deliveries recorded", async () => {
        const rows = await shared.asApp.db.manager.getRepository(WebhookDelivery).findBy({ endpointId: createWebhookEndpoint.endpoint.id });
        return rows.length === 2 && rows.every((d) => d.status === "delivered");
      });
      server!.kill("SIGTERM");
      expect(await server!.exited).to.equal(0);
      server = undefined;
      const ids = receiver.accepted().map((r) => JSON.parse(r.body).id);
      expect(ids).to.have.length(2);
      expect(new Set(ids).size).to.equal(2);
      expect(receiver.accepted().map((r) => JSON.parse(r.body).data.orderId)).to.include((offline as { order: { id: string } }).order.id);
    } finally {
      await receiver.close();
    }
  });
});

/** Several app processes share one MariaDB: each retry is claimed through a job lease, so each happens once. */
if (testDbKind() === "mariadb") {
  describe("webhook attempts with two app instances on one MariaDB", function () {
    this.timeout(180_000);
    let env: Record<string, string>;
    let drop: () => Promise<void>;
    let a: ServerProcess;
    let b: ServerProcess;
    let shared: SharedDatabase;

    before(async () => {
      ({ env, drop } = await sharedEnvironment("hookmulti"));
      a = await spawnServer(env);
      b = await spawnServer(env);
      shared = await openSharedDatabase(env);
      await addStock(shared.asApp, 400);
    });
    after(async () => {
      a?.kill("SIGKILL");
      b?.kill("SIGKILL");
      await shared?.close();
      await drop();
    });

    it("makes every attempt once: two failures, then one delivery per event", async () => {
      const seen = new Map<string, number>();
      const receiver = await startFakeReceiver(
        (_nth, body) => {
          const id = JSON.parse(body).id as string;
          seen.set(id, (seen.get(id) ?? 0) + 1);
          return seen.get(id)! <= 2 ? 500 : 200;
        },
        { delayMs: 400 },
      ); // slow answers: both instances find the same due attempts while one is in flight
      try {
        const admin = await createCustomer(shared.asApp, { role: "admin" });
        await shared.clientFor(a.url, admin).ok(CREATE, { url: receiver.url, events: ["order.completed"] });
        const buyers = await Promise.all(Array.from({ length: 12 }, () => createCustomer(shared.asApp, { balanceCents: 1000 })));
        await Promise.all(buyers.map((buyer, i) => shared.clientFor(i % 2 ? a.url : b.url, buyer).ok(PURCHASE, { q: 10, k: crypto.randomUUID() })));

        await waitFor("every order delivered", () => receiver.accepted().length >= buyers.length, 60_000);
        // Every delivery final, then both instances stopped gracefully (each finishes its
        // dispatcher run in flight): an attempt made twice has reached the receiver by now.
        await waitFor("every delivery recorded", async () => {
          const rows = await shared.asApp.db.manager.getRepository(WebhookDelivery).find();
          return rows.length === buyers.length && rows.every((d) => d.status === "delivered");
        });
        a.kill("SIGTERM");
        b.kill("SIGTERM");
        expect(await Promise.all([a.exited, b.exited])).to.deep.equal([0, 0]);
        expect(receiver.accepted()).to.have.length(buyers.length);
        expect(seen.size).to.equal(buyers.length);
        for (const [id, requests] of seen) expect(requests, `requests for event ${id}`).to.equal(3);
      } finally {
        await receiver.close();
      }
    });
  });
}
