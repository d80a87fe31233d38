import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { createApp, type App } from "../../server/app";
import type { Clock } from "../../server/clock";
import { loadConfig } from "../../server/config";
import { createScratchMysqlDatabase } from "../../server/cli/scratch-database";
import { HttpClient } from "./http-client";

export type TestDbKind = "sqlite" | "mariadb";

/** Which database the API suite runs on: set by test/run-all.ts (TEST_DB), SQLite by default. */
export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === "mariadb" ? "mariadb" : "sqlite";
}

export interface TestServer {
  url: string;
  app: App;
  /** A new visitor with an empty cookie jar. */
  client(): HttpClient;
  close(): Promise<void>;
}

/**
 * A real server, in this process, on a free port, with a database of its own: a fresh SQLite
 * file, or a scratch MariaDB database created on TEST_DATABASE_URL and dropped on close.
 * Migrations run exactly as in production.
 */
export async function startTestServer(env: Record<string, string> = {}, opts: { clock?: Clock } = {}): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-test-"));
  const baseEnv: Record<string, string> = {
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    NODE_ENV: "test",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "error",
    WEB_DIST_DIR: process.env.TEST_WEB_DIST_DIR ?? path.resolve("web/dist"),
    ...env,
  };
  if (testDbKind() === "mariadb") {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error("TEST_DB=mariadb needs TEST_DATABASE_URL");
    const scratch = await createScratchMysqlDatabase(url);
    try {
      const server = await boot({ ...baseEnv, DATABASE_URL: scratch.database.url, ...env }, opts.clock);
      return {
        ...server,
        close: async () => {
          await server.close();
          await scratch.drop();
          fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    } catch (err) {
      await scratch.drop();
      throw err;
    }
  }
  const server = await boot(baseEnv, opts.clock);
  return {
    ...server,
    close: async () => {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The configuration is read-only once loaded, so the port is chosen first and the links in
 * e-mails point at this server (unless the test names another PUBLIC_BASE_URL).
 */
async function boot(env: Record<string, string>, clock: Clock | undefined): Promise<TestServer> {
  const port = env.PORT && env.PORT !== "0" ? Number(env.PORT) : await freePort();
  const config = loadConfig({ PUBLIC_BASE_URL: `http://127.0.0.1:${port}`, ...env, PORT: String(port) });
  const app = await createApp(config, { clock });
  const url = await app.listen();
  return { url, app, client: () => new HttpClient(url), close: () => app.close() };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
