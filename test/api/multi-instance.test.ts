import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { createScratchMysqlDatabase, type ScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { signWebhookPayload } from "../../server/modules/payments/cryptomus-signature";
import { sandboxPaymentKey } from "../../server/modules/payments/sandbox-key";
import { Payment } from "../../server/modules/payments/payment.entity";
import { License } from "../../server/modules/licenses/license.entity";
import { addStock, createCustomer } from "../helpers/fixtures";
import { checkStoreInvariants, openSharedDatabase, type SharedDatabase } from "../helpers/shared-database";
import { spawnServer, type ServerProcess } from "../helpers/spawn-server";
import { runsOnlyOn } from "../helpers/database-only";

const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) {
  __typename ... on Order { id quantity } ... on ErrorResult { errorCode } } }`;

/** Several stateless app processes share one MySQL/MariaDB: the scale path of PRODUCT.md. */
if (runsOnlyOn("mariadb", import.meta.url, "several processes share one server database")) {
  describe("two app instances on one MariaDB", function () {
    this.timeout(180_000);
    let scratch: ScratchMysqlDatabase;
    let env: Record<string, string>;
    let a: ServerProcess;
    let b: ServerProcess;
    let shared: SharedDatabase;

    before(async () => {
      scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL!, "bia_multi");
      env = {
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-multi-")),
        DATABASE_URL: scratch.database.url,
        LICENSE_CHECK_RATE_LIMIT: "1000000",
        GRAPHQL_RATE_LIMIT_PER_IP: "0",
      };
      a = await spawnServer(env); // runs the migrations first
      b = await spawnServer(env);
      shared = await openSharedDatabase(env);
    });

    after(async () => {
      a?.kill("SIGKILL");
      b?.kill("SIGKILL");
      await shared?.close();
      await scratch?.drop();
      if (env) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    });

    it("races purchases across both instances: no double delivery, the ledger equals the balances", async () => {
      await addStock(shared.asApp, 400, "multi");
      const buyers = await Promise.all(Array.from({ length: 40 }, () => createCustomer(shared.asApp, { balanceCents: 1000 })));
      const attempts = buyers.flatMap((buyer, i) =>
        [0, 1, 2].map((n) => {
          const target = (i + n) % 2 === 0 ? a : b;
          return shared.clientFor(target.url, buyer).ok(PURCHASE, { q: 10 + ((i * 3 + n) % 6), k: `${buyer.id}-${n}` });
        }),
      );
      const results = (await Promise.all(attempts)).map((r) => r.purchaseAccounts);
      const orders = results.filter((r) => r.__typename === "Order");
      const invariants = await checkStoreInvariants(shared);
      console.log(`      ${orders.length} orders, ${invariants.soldRows} items sold across 2 instances; refusals: ${results.length - orders.length}`);
      expect(orders.length).to.be.greaterThan(20);
      expect(invariants).to.include({ orphanStock: 0, ordersWithWrongItemCount: 0, soldWithoutOrder: 0, ledgerMismatches: 0, negativeBalances: 0 });
      expect(invariants.soldRows).to.equal(invariants.itemsInOrders);
      expect(invariants.soldRows).to.equal(orders.reduce((n, o) => n + o.quantity, 0));
    });

    it("credits each top-up exactly once when duplicate webhooks reach both instances at once", async () => {
      const customer = await createCustomer(shared.asApp);
      const client = shared.clientFor(a.url, customer);
      const key = sandboxPaymentKey(shared.config);
      for (let i = 0; i < 5; i++) {
        const { createTopUp } = await client.ok(`mutation { createTopUp(amountCents: 2500) { paymentId } }`);
        const payment = await shared.db.manager.getRepository(Payment).findOneByOrFail({ id: createTopUp.paymentId });
        const body = {
          type: "payment",
          uuid: payment.providerInvoiceId,
          order_id: payment.id,
          amount: "25.00",
          payment_amount: "25.00",
          is_final: true,
          status: "paid",
          currency: "USD",
          txid: crypto.randomBytes(16).toString("hex"),
        };
        const signed = JSON.stringify({ ...body, sign: signWebhookPayload(body, key) });
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            fetch(`${(n % 2 ? a : b).url}/functions/v1/cryptomus-webhook-handler`, {
              method: "POST",
              headers: { "content-type": "application/json" },
              body: signed,
            }),
          ),
        );
        expect(answers.map((r) => r.status).every((s) => s === 200)).to.equal(true);
        const credits = await shared.db.manager.query("SELECT COUNT(*) AS n FROM balance_ledger WHERE payment_id = ?", [payment.id]);
        expect(Number(credits[0].n)).to.equal(1);
      }
      const balance = await shared.db.manager.query("SELECT balance_cents FROM customers WHERE id = ?", [customer.id]);
      expect(Number(balance[0].balance_cents)).to.equal(5 * 2500);
      expect((await checkStoreInvariants(shared)).ledgerMismatches).to.equal(0);
    });

    it("answers licence checks on both instances and records the latest use", async () => {
      const repo = shared.db.manager.getRepository(License);
      const keys = ["AAAA-BBBB-CCCC-0001", "AAAA-BBBB-CCCC-0002"];
      for (const licenseKey of keys) {
        await repo.insert({
          licenseKey,
          email: "desk@example.test",
          plan: "standard",
          softwareName: "StoryTag",
          status: true,
          startDate: new Date(),
          expiresAt: new Date(Date.now() + 10 * 86_400_000),
          lastUsedAt: null,
          customerId: null,
          orderId: null,
        });
      }
      const started = new Date();
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          fetch(`${(n % 2 ? a : b).url}/api/check_license`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ license_key: keys[n % 2] }),
          }).then((r) => r.json()),
        ),
      );
      expect(answers.every((x) => x.status === "success")).to.equal(true);
      // last_used_at writes are coalesced per instance (flushed within about a second).
      let rows: License[] = [];
      for (let i = 0; i < 40; i++) {
        rows = await repo.findBy(keys.map((licenseKey) => ({ licenseKey })));
        if (rows.every((r) => r.lastUsedAt && r.lastUsedAt.getTime() >= started.getTime() - 1000)) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(rows.every((r) => r.lastUsedAt !== null && r.lastUsedAt.getTime() >= started.getTime() - 1000)).to.equal(true);
    });
  });
}
