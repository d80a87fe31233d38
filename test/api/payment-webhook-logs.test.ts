import { expect } from "chai";
import { log } from "../../server/log";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { createCustomer, signIn } from "../helpers/fixtures";
import { cryptomusWebhookSign } from "../helpers/fake-cryptomus";
import { paymentRow, postWebhook, startTopUp } from "../helpers/payment-fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

type Line = { msg: string; fields: Record<string, unknown> };

/** The info lines written while `work` runs (the logger's own output is kept). */
async function infoLines(work: () => Promise<void>): Promise<Line[]> {
  const lines: Line[] = [];
  const original = log.info;
  log.info = (msg, fields) => {
    lines.push({ msg, fields: fields ?? {} });
    original(msg, fields);
  };
  try {
    await work();
  } finally {
    log.info = original;
  }
  return lines;
}

describe("payment webhook log lines for operators", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("logs one info line per refused webhook (bad signature, unknown invoice) and one per credited top-up", async () => {
    const customer = await createCustomer(server.app);
    const { paymentId } = await startTopUp(signIn(server.app, server.client(), customer), 700);
    const invoice = (await paymentRow(server.app, paymentId)).providerInvoiceId;
    const payload = { type: "payment", uuid: invoice, order_id: paymentId, amount: "7.00", currency: "USD", status: "paid", is_final: true };
    const key = sandboxPaymentKey(server.app.config);
    const unknown = { ...payload, order_id: "00000000-0000-4000-8000-000000000000" };

    const lines = await infoLines(async () => {
      expect((await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, "guessed") })).status).to.equal(401);
      expect((await postWebhook(server.client(), { ...unknown, sign: cryptomusWebhookSign(unknown, key) })).status).to.equal(404);
      expect((await postWebhook(server.client(), { ...payload, sign: cryptomusWebhookSign(payload, key) })).status).to.equal(200);
    });
    // Other info lines (the request log, the top-up receipt e-mail) are not the webhook's.
    const ours = lines.filter((l) => l.msg === "payment webhook refused" || l.msg === "top-up credited");
    expect(ours.map((l) => [l.msg, l.fields.code ?? l.fields.amountCents])).to.deep.equal([
      ["payment webhook refused", "INVALID_SIGNATURE"],
      ["payment webhook refused", "UNKNOWN_ORDER"],
      ["top-up credited", 700],
    ]);
    expect(ours[0].fields.requestId).to.be.a("string").and.not.equal("");
    expect(ours[2].fields).to.include({ paymentId, customerId: customer.id });
  });
});

describe("payment webhook from an address that is not allowed", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ PAYMENT_WEBHOOK_IP_ALLOWLIST: "203.0.113.7" });
  });
  after(() => server?.close());

  it("logs the refusal with the source address", async () => {
    const lines = await infoLines(async () => {
      expect((await postWebhook(server.client(), { order_id: "x" })).status).to.equal(403);
    });
    const refused = lines.filter((l) => l.msg === "payment webhook refused");
    expect(refused).to.have.length(1);
    expect(refused[0].fields).to.include({ code: "FORBIDDEN_SOURCE" });
    expect(refused[0].fields.sourceIp).to.match(/127\.0\.0\.1/);
  });
});
