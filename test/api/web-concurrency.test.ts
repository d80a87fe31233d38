import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { createScratchMysqlDatabase, type ScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { addStock, createCustomer } from "../helpers/fixtures";
import { checkStoreInvariants, openSharedDatabase, type SharedDatabase } from "../helpers/shared-database";
import { requestAcrossSigterm, spawnServer, type ServerProcess } from "../helpers/spawn-server";
import { testDbKind } from "../helpers/test-server";

const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) {
  __typename ... on Order { id quantity } ... on ErrorResult { errorCode } } }`;

/** The worker processes of the primary `pid` (Linux /proc; tsx's esbuild helper is left out). */
function childPids(pid: number): number[] {
  return fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        // Field 4 of /proc/<pid>/stat is the parent pid; the command name (field 2) may hold spaces.
        const stat = fs.readFileSync(`/proc/${d}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid && fs.readFileSync(`/proc/${d}/cmdline`, "utf8").includes("server/main.ts");
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function waitFor(condition: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return true;
}

describe("npm start with WEB_CONCURRENCY workers (node:cluster)", () => {
  it("refuses more than one worker on SQLite, naming the variable", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-cluster-"));
    try {
      const failed = await spawnServer({ DATA_DIR: dataDir, DATABASE_URL: "", WEB_CONCURRENCY: "2" }).then(
        () => "started",
        (err: Error) => err.message,
      );
      expect(failed).to.match(/WEB_CONCURRENCY above 1 needs MySQL\/MariaDB/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

if (testDbKind() === "mariadb") {
  describe("two workers on MariaDB", function () {
    this.timeout(120_000);
    let scratch: ScratchMysqlDatabase;
    let env: Record<string, string>;
    let server: ServerProcess;
    let shared: SharedDatabase;

    before(async () => {
      scratch = await createScratchMysqlDatabase(process.env.TEST_DATABASE_URL!, "bia_cluster");
      env = {
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bia-cluster-")),
        DATABASE_URL: scratch.database.url,
        LOG_LEVEL: "info",
        GRAPHQL_RATE_LIMIT_PER_IP: "0",
      };
      server = await spawnServer({ ...env, WEB_CONCURRENCY: "2" });
      shared = await openSharedDatabase(env);
    });
    after(async () => {
      server?.kill("SIGKILL");
      for (const pid of server ? childPids(server.child.pid!) : []) process.kill(pid, "SIGKILL");
      await shared?.close();
      await scratch?.drop();
      if (env) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    });

    it("forks two workers and prints the first-start banner and the running line once", async () => {
      expect(await waitFor(() => childPids(server.child.pid!).length === 2, 20_000), "two worker processes").to.equal(true);
      expect(await waitFor(() => server.output().includes("BIA Marketplace is running"), 20_000)).to.equal(true);
      expect(server.output().match(/Create the first admin with this one-time link/g)).to.have.length(1);
      expect(server.output().match(/BIA Marketplace is running/g)).to.have.length(1);
    });

    it("sells through both workers with no line delivered twice and the ledger equal to the balances", async () => {
      await addStock(shared.asApp, 200, "cluster");
      const buyers = await Promise.all(Array.from({ length: 20 }, () => createCustomer(shared.asApp, { balanceCents: 2000 })));
      const results = await Promise.all(
        buyers.flatMap((buyer, i) => [0, 1].map((n) => shared.clientFor(server.url, buyer).ok(PURCHASE, { q: 10 + ((i + n) % 6), k: `${buyer.id}-${n}` }))),
      );
      const orders = results.map((r) => r.purchaseAccounts).filter((r) => r.__typename === "Order");
      const invariants = await checkStoreInvariants(shared);
      expect(orders.length).to.be.greaterThan(10);
      expect(invariants).to.include({ orphanStock: 0, ordersWithWrongItemCount: 0, soldWithoutOrder: 0, ledgerMismatches: 0, negativeBalances: 0 });
      expect(invariants.soldRows).to.equal(orders.reduce((n, o) => n + o.quantity, 0));
    });

    it("replaces a worker that dies", async () => {
      const [victim] = childPids(server.child.pid!);
      process.kill(victim, "SIGKILL");
      expect(
        await waitFor(() => {
          const pids = childPids(server.child.pid!);
          return pids.length === 2 && !pids.includes(victim);
        }, 20_000),
      ).to.equal(true);
      expect((await fetch(`${server.url}/readyz`)).status).to.equal(200);
    });

    it("on SIGTERM lets the workers finish a request in flight, then every process exits 0", async () => {
      const workers = childPids(server.child.pid!);
      // Send half the request, stop the server, then send the rest: the answer must still come.
      const result = await requestAcrossSigterm(server, "{ product { name } availableStockCount }");
      expect(result.status).to.equal(200);
      expect(JSON.parse(result.text).data.product.name).to.equal("Digital Accounts");
      expect(await server.exited).to.equal(0);
      expect(workers.filter((pid) => fs.existsSync(`/proc/${pid}`))).to.deep.equal([]);
    });
  });
}
