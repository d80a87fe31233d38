import crypto from "node:crypto";
import http from "node:http";
import { expect } from "chai";
import { SESSION_COOKIE } from "../../server/modules/auth/session";
import { startFakeReceiver } from "../helpers/fake-webhook-receiver";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer } from "../helpers/test-server";

const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename } }`;
const CREATE = `mutation($url: String!, $events: [String!]!) { createWebhookEndpoint(url: $url, events: $events) { endpoint { id } } }`;

/** POSTs `body` to /graphql in two halves, calling `between` after the first: a request in flight. */
function postInTwoHalves(url: string, cookie: string, body: string, between: () => void): Promise<{ status: number; text: string }> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/graphql",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), cookie },
      },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 10));
    setTimeout(() => {
      between();
      setTimeout(() => req.end(body.slice(10)), 200);
    }, 200);
  });
}

describe("app.close with a purchase in flight", function () {
  this.timeout(60_000);

  it("answers the purchase, then sends its webhook before close() resolves", async () => {
    const receiver = await startFakeReceiver();
    const server = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: "true", GRAPHQL_RATE_LIMIT_PER_IP: "0" });
    let closed = false;
    try {
      await addStock(server.app, 20);
      const customer = await createCustomer(server.app, { balanceCents: 100_000 });
      const client = signIn(server.app, server.client(), customer);
      await client.ok(CREATE, { url: receiver.url, events: ["order.completed"] });

      let closing: Promise<void> | undefined;
      const cookie = `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}`;
      const body = JSON.stringify({ query: PURCHASE, variables: { q: 10, k: crypto.randomUUID() } });
      const answer = await postInTwoHalves(server.url, cookie, body, () => {
        closing = server.close().then(() => {
          closed = true;
        });
      });
      expect(answer.status).to.equal(200);
      expect(JSON.parse(answer.text)).to.deep.equal({ data: { purchaseAccounts: { __typename: "Order" } } });
      await closing;
      // The order committed while the instance was closing; its notification went out before
      // close() resolved, not at the next start.
      const events = receiver.accepted().map((r) => JSON.parse(r.body).type);
      expect(events).to.deep.equal(["order.completed"]);
    } finally {
      if (!closed) await server.close().catch(() => undefined);
      await receiver.close();
    }
  });
});
