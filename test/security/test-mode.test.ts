import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { LedgerEntry } from "../../server/modules/balance/ledger-entry.entity";
import { SANDBOX_REVERSAL_REASON } from "../../server/modules/payments/sandbox-credit";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { balanceOf, runLedgerCheck, startTopUp } from "../helpers/payment-fixtures";
import { spawnServer } from "../helpers/spawn-server";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SETTINGS = `{ paymentSettings { mode testMode sandboxCreditCustomers sandboxCreditCents } }`;
const UPDATE = `mutation($input: PaymentSettingsInput!) { updatePaymentSettings(input: $input) { mode testMode sandboxCreditCents } }`;
const LIVE = { merchantId: "merchant-1", apiKey: "live-api-key-0123456789", mode: "LIVE" };

/** Pays a sandbox top-up on its checkout page, as the customer's browser would. */
async function paySandboxTopUp(client: HttpClient, amountCents: number): Promise<void> {
  const { paymentId } = await startTopUp(client, amountCents);
  const html = await (await client.request("GET", `/sandbox/checkout/${paymentId}`)).text();
  const token = /name="token" value="([^"]+)"/.exec(html)![1];
  const res = await client.request("POST", `/sandbox/checkout/${paymentId}/pay`, new URLSearchParams({ token }).toString(), {
    "content-type": "application/x-www-form-urlencoded",
  });
  expect(res.status).to.equal(303);
}

describe("a shop started without NODE_ENV is production-safe", () => {
  it("hides error details and keeps the sandbox off, as `npm start` runs it", async function () {
    this.timeout(90_000);
    // NODE_ENV blank means unset; LOG_LEVEL error keeps the banner-free start quiet.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-prod-"));
    const proc = await spawnServer({ NODE_ENV: "", LOG_LEVEL: "error", DATA_DIR: dataDir });
    try {
      const invalid = await fetch(`${proc.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ nope }" }),
      });
      const body = await invalid.text();
      expect(body).to.include("GRAPHQL_VALIDATION_FAILED");
      expect(body).to.not.include("stacktrace");
      expect(body).to.not.include(process.cwd());
      const mode = await fetch(`${proc.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ paymentTestMode }" }),
      });
      expect(await mode.json()).to.deep.equal({ data: { paymentTestMode: false } });
    } finally {
      proc.kill("SIGTERM");
      await proc.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe("test mode is explicit, visible, and its money never becomes real", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ NODE_ENV: "production", PAYMENT_SANDBOX: "true" });
  });
  after(() => server?.close());

  it("says so to every visitor while the sandbox takes top-ups, and stops once the admin switches to live", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    expect((await server.client().ok(`{ paymentTestMode }`)).paymentTestMode).to.equal(true);
    expect((await admin.ok(SETTINGS)).paymentSettings).to.include({ mode: "SANDBOX", testMode: true });

    const ann = await createCustomer(server.app, { balanceCents: 300 });
    const annClient = signIn(server.app, server.client(), ann);
    await paySandboxTopUp(annClient, 2000);
    await paySandboxTopUp(annClient, 500);
    // Ann spends 1,000 of her 2,800 on 20 accounts. Test money counts as spent last, so all 1,800 left
    // may be test money and goes back (an admin can credit the 300 again).
    await addStock(server.app, 20, "testmode");
    const bought = await annClient.ok(`mutation { purchaseAccounts(quantity: 20, idempotencyKey: "tm-1") { __typename } }`);
    expect(bought.purchaseAccounts.__typename).to.not.match(/Error$/);
    expect(await balanceOf(server.app, ann.id)).to.equal(1800);
    const bo = await createCustomer(server.app);
    const boClient = signIn(server.app, server.client(), bo);
    await paySandboxTopUp(boClient, 700);
    await createCustomer(server.app, { balanceCents: 900 });

    expect((await admin.ok(SETTINGS)).paymentSettings).to.deep.equal({ mode: "SANDBOX", testMode: true, sandboxCreditCustomers: 2, sandboxCreditCents: 2500 });

    const switched = (await admin.ok(UPDATE, { input: LIVE })).updatePaymentSettings;
    expect(switched).to.deep.equal({ mode: "LIVE", testMode: false, sandboxCreditCents: 0 });
    expect((await server.client().ok(`{ paymentTestMode }`)).paymentTestMode).to.equal(false);

    expect(await balanceOf(server.app, ann.id)).to.equal(0);
    expect(await balanceOf(server.app, bo.id)).to.equal(0);
    const reversals = await server.app.db.manager.getRepository(LedgerEntry).find({ where: { kind: "sandbox_reversal" }, order: { id: "ASC" } });
    expect(reversals.map((r) => [r.customerId, r.amountCents, r.reason])).to.have.deep.members([
      [ann.id, -1800, SANDBOX_REVERSAL_REASON],
      [bo.id, -700, SANDBOX_REVERSAL_REASON],
    ]);
    expect((await runLedgerCheck(server.app)).code).to.equal(0);

    // Back to sandbox and live again: what was taken back is not taken twice.
    await admin.ok(UPDATE, { input: { ...LIVE, mode: "SANDBOX" } });
    await admin.ok(`mutation($id: ID!) { setCustomerBalance(customerId: $id, balanceCents: 300, reason: "real credit restored") { id } }`, { id: ann.id });
    await admin.ok(UPDATE, { input: LIVE });
    expect(await balanceOf(server.app, ann.id)).to.equal(300);
    expect(await server.app.db.manager.getRepository(LedgerEntry).countBy({ kind: "sandbox_reversal" })).to.equal(2);
  });
});
