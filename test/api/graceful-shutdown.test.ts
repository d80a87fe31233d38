import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { withScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { spawnServer } from "../helpers/spawn-server";
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
      const body = JSON.stringify({ query: "{ product { name } availableStockCount }" });
      const { port } = new URL(server.url);
      // Send half the request, stop the server, then send the rest: the answer must still come.
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            path: "/graphql",
            method: "POST",
            headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
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
          server.kill("SIGTERM");
          setTimeout(() => req.end(body.slice(10)), 300);
        }, 200);
      });
      const result = await answer;
      expect(result.status).to.equal(200);
      expect(JSON.parse(result.text).data.product.name).to.equal("Digital Accounts");
      expect(await server.exited).to.equal(0);
      let refused = false;
      await fetch(`${server.url}/healthz`).catch(() => (refused = true));
      expect(refused, "no new connections after shutdown").to.equal(true);
    });
  });
});
