import crypto from "node:crypto";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { PaymentEvent } from "../../server/modules/payments/payment-event.entity";
import { pruneRefusedPaymentEvents } from "../../server/modules/payments/payment-events";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { scheduledJobs } from "../../server/jobs/scheduled-jobs";
import { createCustomer, signIn } from "../helpers/fixtures";
import { cryptomusWebhookSign } from "../helpers/fake-cryptomus";
import { balanceOf, paymentRow, postWebhook, startTopUp } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const forged = (i: number) => ({ type: "payment", order_id: `forged-${i}`, status: "paid", is_final: true, padding: "x".repeat(60_000), sign: "0".repeat(32) });

/** Bytes the payment_events rows hold in their text columns. */
async function storedBytes(server: TestServer): Promise<number> {
  const rows = await server.app.db.manager.getRepository(PaymentEvent).find();
  return rows.reduce((sum, e) => sum + (e.payload?.length ?? 0) + (e.outcome?.length ?? 0) + (e.sourceIp?.length ?? 0), 0);
}

describe("security: forged payment webhooks (issue #13, item 2)", () => {
  let server: TestServer;
  afterEach(() => server?.close());

  it("keeps a hash, the size and a short sample of each refused delivery: 200 forged 60 KB posts store under 100 KB", async () => {
    server = await startTestServer();
    const before = await storedBytes(server);
    for (let i = 0; i < 200; i++) expect((await postWebhook(server.client(), forged(i))).status).to.equal(401);
    const added = (await storedBytes(server)) - before;
    // Before: 12 MB (60,000 characters of each payload).
    expect(added).to.be.below(100_000);

    const [event] = await server.app.db.manager.getRepository(PaymentEvent).find({ order: { id: "ASC" }, take: 1 });
    const json = JSON.stringify(forged(0));
    expect(event.outcome).to.equal("rejected: invalid signature");
    expect(JSON.parse(event.payload!)).to.deep.equal({
      refusedPayload: { sha256: crypto.createHash("sha256").update(json).digest("hex"), bytes: json.length, sample: json.slice(0, 200) },
    });
  });

  it("keeps an accepted report as received", async () => {
    server = await startTestServer();
    const customer = await createCustomer(server.app);
    const { paymentId } = await startTopUp(signIn(server.app, server.client(), customer), 400);
    const payload = {
      type: "payment",
      uuid: (await paymentRow(server.app, paymentId)).providerInvoiceId,
      order_id: paymentId,
      amount: "4.00",
      currency: "USD",
      status: "paid",
      is_final: true,
    };
    const webhook = { ...payload, sign: cryptomusWebhookSign(payload, sandboxPaymentKey(server.app.config)) };
    expect((await postWebhook(server.client(), webhook)).status).to.equal(200);
    const events = await server.app.db.manager.getRepository(PaymentEvent).findBy({ paymentId, source: "webhook" });
    expect(events.map((e) => JSON.parse(e.payload!))).to.deep.equal([webhook]);
    expect(await balanceOf(server.app, customer.id)).to.equal(400);
  });

  it("limits webhook posts per source address, and a spoofed X-Forwarded-For does not make a new address behind one trusted proxy", async () => {
    server = await startTestServer({ TRUST_PROXY: "1", PAYMENT_WEBHOOK_RATE_LIMIT: "5" });
    const statuses: number[] = [];
    // The proxy appends the real client (198.51.100.7); whatever the client wrote before it is ignored.
    for (let i = 0; i < 8; i++) statuses.push((await postWebhook(server.client(), forged(i), { "x-forwarded-for": `10.0.0.${i}, 198.51.100.7` })).status);
    expect(statuses).to.deep.equal([401, 401, 401, 401, 401, 429, 429, 429]);
    const other = await postWebhook(server.client(), forged(9), { "x-forwarded-for": "198.51.100.8" });
    expect(other.status).to.equal(401);
    expect(await server.app.db.manager.getRepository(PaymentEvent).count()).to.equal(6);
  });

  it("deletes refused deliveries older than the retention period in a daily job, and keeps the rest", async () => {
    server = await startTestServer({ PAYMENT_REFUSED_EVENT_RETENTION_DAYS: "7" });
    const repo = server.app.db.manager.getRepository(PaymentEvent);
    const days = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000);
    const row = (outcome: string, createdAt: Date) => ({
      paymentId: null,
      source: "webhook",
      providerStatus: null,
      isFinal: false,
      sourceIp: "203.0.113.1",
      outcome,
      payload: null,
      createdAt,
    });
    await repo.insert([
      row("rejected: invalid signature", days(8)),
      row("rejected: unknown order_id", days(30)),
      row("rejected: invalid signature", days(6)),
      row("credited", days(400)),
    ]);
    const job = scheduledJobs.find((j) => j.name === "prune-refused-payment-events");
    expect(job?.everySeconds).to.equal(24 * 3600);
    await job!.run(RequestContext.system(server.app));
    const left = await repo.find({ order: { id: "ASC" } });
    expect(left.map((e) => e.outcome)).to.deep.equal(["rejected: invalid signature", "credited"]);
    expect(await pruneRefusedPaymentEvents(RequestContext.system(server.app), 1)).to.equal(1);
  });
});
