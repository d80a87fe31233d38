import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { findLedgerMismatches } from "../../server/modules/balance/ledger.service";
import { SiteSettings } from "../../server/modules/catalog/site-settings.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { addStock, createCustomer } from "../helpers/fixtures";
import { runsOnlyOn } from "../helpers/database-only";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** Runs an npm script's entry file the way `npm run` does, against the given data dir and database. */
function runCli(script: string, args: string[], target: { dataDir: string; databaseUrl?: string }) {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: target.dataDir };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const r = spawnSync(process.execPath, ["--import", "tsx", script, ...args], { env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`${script} failed (${r.status}): ${r.stderr}\n${r.stdout}`);
  return r.stdout;
}

function targetOf(server: TestServer) {
  const db = server.app.config.database;
  return { dataDir: server.app.config.dataDir, databaseUrl: db.kind === "sqlite" ? undefined : db.url };
}

function rawValues(rows: Array<Record<string, string | null>>): string[] {
  return rows.flatMap((r) => Object.values(r)).filter((v): v is string => typeof v === "string");
}

describe("keys:rotate", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("re-encrypts every secret under a new key while the server keeps reading them", async () => {
    await addStock(server.app, 1200, "rot");
    await server.app.db.transaction((em) => em.getRepository(SiteSettings).update({ id: "main_settings" }, { cryptomusApiKey: "api-key-secret" }));
    const before = rawValues(await server.app.db.manager.query("SELECT password, email_password FROM stock_accounts"));
    const oldKeyId = before[0].split(".")[1];

    const out = runCli("server/cli/keys-rotate.ts", [], targetOf(server));
    expect(out).to.match(/stock_accounts\.password: 1200 values re-encrypted/);

    const after = rawValues(await server.app.db.manager.query("SELECT password, email_password FROM stock_accounts"));
    expect(after).to.have.length(2400);
    const newKeyIds = new Set(after.map((v) => v.split(".")[1]));
    expect(newKeyIds.size).to.equal(1);
    expect([...newKeyIds][0]).not.to.equal(oldKeyId);
    const settingsRaw = await server.app.db.manager.query("SELECT cryptomus_api_key FROM site_settings");
    expect(settingsRaw[0].cryptomus_api_key.split(".")[1]).to.equal([...newKeyIds][0]);

    // The running server never saw the new key: it must pick it up and still read every row.
    const rows = await server.app.db.manager.getRepository(StockAccount).find({ order: { id: "ASC" } });
    expect(rows).to.have.length(1200);
    expect(rows[0].password).to.equal("pw0");
    expect(rows[1199].emailPassword).to.equal("epw1199");
    const settings = await server.app.db.manager.getRepository(SiteSettings).findOneByOrFail({ id: "main_settings" });
    expect(settings.cryptomusApiKey).to.equal("api-key-secret");
  });

  it("a second rotation finds nothing left under an old key after it finishes", async () => {
    runCli("server/cli/keys-rotate.ts", [], targetOf(server));
    const values = rawValues(await server.app.db.manager.query("SELECT password, email_password FROM stock_accounts"));
    expect(new Set(values.map((v) => v.split(".")[1])).size).to.equal(1);
  });
});

// The online backup is SQLite's; MySQL/MariaDB use their own dump tools (README).
if (runsOnlyOn("sqlite", import.meta.url, "the online backup is SQLite's")) {
  describe("backup and restore (SQLite)", () => {
    let server: TestServer;
    before(async () => {
      server = await startTestServer();
    });
    after(() => server?.close());

    it("backs up while the shop runs and restores every order and balance", async () => {
      const alice = await createCustomer(server.app, { balanceCents: 5000 });
      const bob = await createCustomer(server.app, { balanceCents: 1234 });
      await addStock(server.app, 50, "bk");
      await server.app.db.transaction((em) =>
        em.query(
          "INSERT INTO orders (id, customer_id, product_id, product_name, quantity, total_price_cents, purchase_date, order_type, created_at) VALUES ('order-1', ?, 'main_insta_product', 'Digital Accounts', 10, 500, ?, 'account', ?)",
          [alice.id, new Date().toISOString(), new Date().toISOString()],
        ),
      );
      const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bia-backup-")), "copy.sqlite");
      // Writes continue during the backup; the copy is still consistent.
      const writer = (async () => {
        for (let i = 0; i < 20; i++) await createCustomer(server.app, { balanceCents: 100 });
      })();
      expect(runCli("server/cli/backup.ts", ["--out", out], targetOf(server))).to.match(
        /backup written[\s\S]*license signing key file included, encrypted: license-signing\.key/,
      );
      await writer;
      const signingKey = fs.readFileSync(path.join(server.app.config.dataDir, "license-signing.key"), "utf8");
      expect(fs.readFileSync(out).includes(signingKey.split("\n")[1]), "the key is in the backup only encrypted").to.equal(false);

      // A new machine: an empty data dir with the same key, the backup restored into it.
      const restoreDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-restore-"));
      fs.copyFileSync(path.join(server.app.config.dataDir, "encryption.key"), path.join(restoreDir, "encryption.key"));
      expect(runCli("server/cli/restore.ts", [out], { dataDir: restoreDir })).to.match(
        /license signing key file put back: license-signing\.key[\s\S]*restored/,
      );
      expect(fs.readFileSync(path.join(restoreDir, "license-signing.key"), "utf8")).to.equal(signingKey);

      const again = await startTestServer({ DATA_DIR: restoreDir });
      try {
        const customers = again.app.db.manager.getRepository(Customer);
        expect((await customers.findOneByOrFail({ id: alice.id })).balanceCents).to.equal(5000);
        expect((await customers.findOneByOrFail({ id: bob.id })).balanceCents).to.equal(1234);
        const orders = await again.app.db.manager.query("SELECT id, quantity FROM orders");
        expect(orders).to.deep.equal([{ id: "order-1", quantity: 10 }]);
        const stock = await again.app.db.manager.getRepository(StockAccount).find({ order: { id: "ASC" } });
        expect(stock).to.have.length(50);
        expect(stock[0].password).to.equal("pw0");
        expect(await findLedgerMismatches(RequestContext.system(again.app))).to.deep.equal([]);
        // The restored shop signs with the key that shipped apps pin.
        expect(again.app.services.licenseChecks.signer.keyId).to.equal(server.app.services.licenseChecks.signer.keyId);
        const tables = await again.app.db.manager.query("SELECT name FROM sqlite_master WHERE name = 'backup_license_signing_keys'");
        expect(tables).to.deep.equal([]);
      } finally {
        await again.close();
      }
    });
  });
}
