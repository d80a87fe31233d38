/**
 * Bulk upload end to end: BENCH_UPLOAD_LINES lines (default 100,000) sent to a real server
 * through `uploadStockChunk` in chunks of 1000, one after another as the admin page does,
 * against a floor: raw better-sqlite3 inserting the same rows (the same two fields encrypted
 * the same way) in one transaction. Also reports the process's peak RSS (server and client
 * share this process), which is the figure to watch with BENCH_UPLOAD_LINES=1000000.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { createApp, openDatabase } from "../server/app";
import { loadConfig } from "../server/config";
import { SecretBox } from "../server/db/secret-box";
import { Customer } from "../server/modules/customers/customer.entity";
import { SESSION_COOKIE } from "../server/modules/auth/session";
import { STOCK_UPLOAD_CHUNK_SIZE } from "../common/stock-lines";
import { httpClient, printCheck, printResult, time } from "./lib";

const LINES = Number(process.env.BENCH_UPLOAD_LINES ?? 100_000);
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-upload-"));
const env = {
  DATA_DIR: workDir,
  LOG_LEVEL: "error",
  PORT: "0",
  HOST: "127.0.0.1",
  GRAPHQL_RATE_LIMIT_PER_IP: "0",
  ENCRYPTION_KEY: crypto.randomBytes(32).toString("hex"),
};
const configFor = (file: string) => ({ ...loadConfig(env), database: { kind: "sqlite" as const, file } });

/** Line i of the upload; built on demand so the client side holds one chunk at a time. */
const line = (i: number) => `user${i}:pass${i}:user${i}@mail.test:mailpass${i}`;

function peakRssMb(): number {
  const status = fs.readFileSync("/proc/self/status", "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? process.resourceUsage().maxRSS);
  return kb / 1024;
}

async function floor(): Promise<number> {
  const file = path.join(workDir, "floor.sqlite");
  await (await openDatabase(configFor(file))).close();
  const secrets = SecretBox.forConfig(configFor(file));
  const raw = new Sqlite(file);
  raw.pragma("journal_mode = WAL");
  raw.pragma("synchronous = NORMAL");
  const insert = raw.prepare(
    "INSERT INTO stock_accounts (username, password, email, email_password, status, variant_id) VALUES (?, ?, ?, ?, 'available', 'main_insta_product')",
  );
  const { ms } = await time(() =>
    raw.transaction(() => {
      for (let i = 0; i < LINES; i++) insert.run(`user${i}`, secrets.encrypt(`pass${i}`), `user${i}@mail.test`, secrets.encrypt(`mailpass${i}`));
    })(),
  );
  raw.close();
  return ms;
}

async function throughTheApi(): Promise<{ ms: number; added: number; stored: number }> {
  const app = await createApp(configFor(path.join(workDir, "api.sqlite")));
  const url = await app.listen();
  const repo = app.db.manager.getRepository(Customer);
  const admin = await repo.save(
    repo.create({
      email: "admin@example.test",
      name: "Admin",
      role: "admin",
      joinDate: new Date(),
      passwordHash: "x",
      emailConfirmedAt: new Date(),
      tokenVersion: 0,
    }),
  );
  const cookie = `${SESSION_COOKIE}=${app.services.sessions.token(admin)}`;
  const client = httpClient(url);
  const mutation = `mutation($lines: [String!]!) { uploadStockChunk(lines: $lines) { added skippedInvalid skippedDuplicates } }`;
  let added = 0;
  const { ms } = await time(async () => {
    for (let start = 0; start < LINES; start += STOCK_UPLOAD_CHUNK_SIZE) {
      const lines = Array.from({ length: Math.min(STOCK_UPLOAD_CHUNK_SIZE, LINES - start) }, (_, j) => line(start + j));
      const data = await client.gql(mutation, { lines }, { cookie });
      added += data.uploadStockChunk.added;
    }
  });
  const [{ n }] = await app.db.manager.query("SELECT COUNT(*) AS n FROM stock_accounts WHERE status = 'available'");
  client.close();
  await app.close();
  return { ms, added, stored: Number(n) };
}

const floorMs = await floor();
const api = await throughTheApi();
console.log(
  `${LINES} lines: API ${(api.ms / 1000).toFixed(2)} s (${Math.round(LINES / (api.ms / 1000))} lines/s), floor ${(floorMs / 1000).toFixed(2)} s; peak RSS ${peakRssMb().toFixed(0)} MB`,
);
printCheck(`bulk upload stored all ${LINES} lines`, api.added === LINES && api.stored === LINES, `added ${api.added}, stored ${api.stored}`);
printResult({ name: `bulk upload ${LINES} lines via API vs raw insert`, value: api.ms, floor: floorMs, unit: "ms", limit: 3 });
fs.rmSync(workDir, { recursive: true, force: true });
