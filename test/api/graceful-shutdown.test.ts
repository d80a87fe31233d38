import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { withScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { requestAcrossSigterm, spawnServer } from "../helpers/spawn-server";
import { testDbKind } from "../helpers/test-server";

async function withDatabaseEnv<T>(work: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-proc-"));
  if (testDbKind() === "sqlite") return work({ DATA_DIR: dataDir });
  return withScratchMysqlDatabase(process.env.TEST_DATABASE_URL!, (db) => work({ DATA_DIR: dataDir, DATABASE_URL: db.url }));
}

describe("graceful shutdown", () => {
  it("on SIGTERM finishes a request already in flight, then exits 0", async () => {
    await withDatabaseEnv(async (env) => {
      const server = await spawnServer(env);
      // Send half the request, stop the server, then send the rest: the answer must still come.
      const result = await requestAcrossSigterm(server, "{ product { name } availableStockCount }");
      expect(result.status).to.equal(200);
      expect(JSON.parse(result.text).data.product.name).to.equal("Digital Accounts");
      expect(await server.exited).to.equal(0);
      let refused = false;
      await fetch(`${server.url}/healthz`).catch(() => (refused = true));
      expect(refused, "no new connections after shutdown").to.equal(true);
    });
  });
});
