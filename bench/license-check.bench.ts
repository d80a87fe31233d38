/**
 * POST /api/check_license on the real app (SQLite, rate limit raised) against a bare Express
 * route answering fixed JSON, both in this process next to the load driver, 50 keep-alive
 * connections each. The check does a rate-limit hit, a licence lookup, an Ed25519 signature
 * and records last use (coalesced; see LastUsedRecorder). Afterwards: the newest last-use
 * instant must be in the database once the app has shut down.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import express from "express";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { License } from "../server/modules/licenses/license.entity";
import { describeLoad, httpClient, printCheck, printResult, runLoad } from "./lib";

const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const concurrency = 50;
const key = "BENC-HMAR-KKEY-0001";

async function load(baseUrl: string, label: string) {
  const client = httpClient(baseUrl, { maxSockets: concurrency });
  const task = () => client.request("POST", "/api/check_license", { body: { license_key: key } });
  await runLoad({ concurrency, requests: 2000, task });
  const result = await runLoad({ concurrency, requests, task });
  client.close();
  console.log(describeLoad(label, result));
  return result;
}

const bare = express();
bare.post("/api/check_license", (_req, res) => {
  res.json({ status: "success", message: "License is valid", expires_at: "2030-01-01T00:00:00.000Z", days_remaining: 30 });
});
const bareServer = bare.listen(0, "127.0.0.1");
await new Promise<void>((r) => bareServer.once("listening", () => r()));
const floor = await load(`http://127.0.0.1:${(bareServer.address() as { port: number }).port}`, "bare Express route");
await new Promise<void>((r) => bareServer.close(() => r()));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-"));
const app = await createApp(
  loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "error",
    WEB_DIST_DIR: path.join(dataDir, "no-client"),
    LICENSE_CHECK_RATE_LIMIT: String(requests * 10),
  }),
);
const license = await app.db.manager.getRepository(License).save(
  app.db.manager.getRepository(License).create({
    licenseKey: key,
    email: "bench@example.test",
    plan: "standard",
    softwareName: "StoryTag",
    status: true,
    startDate: new Date(),
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
    lastUsedAt: null,
    customerId: null,
    orderId: null,
  }),
);
const baseUrl = await app.listen();
const probe = await httpClient(baseUrl).request("POST", "/api/check_license", { body: { license_key: key } });
if (probe.json().status !== "success") throw new Error(`the licence does not check as valid: ${probe.body}`);
const ours = await load(baseUrl, "app POST /api/check_license");
const lastCheckDone = Date.now();
await app.close();

const file = new Database(path.join(dataDir, "bia.sqlite"), { readonly: true });
const row = file.prepare("SELECT last_used_at FROM licenses WHERE id = ?").get(license.id) as { last_used_at: string | null };
file.close();
fs.rmSync(dataDir, { recursive: true, force: true });
const stored = row.last_used_at ? new Date(row.last_used_at.replace(" ", "T") + "Z").getTime() : 0;

printResult({ name: "licence check throughput", value: ours.throughput, floor: floor.throughput, unit: "req/s", better: "higher", limit: 0.5 });
printResult({ name: "licence check p50 latency", value: ours.latency.p50, floor: floor.latency.p50, unit: "ms", limit: 4 });
printResult({ name: "licence check p99 latency", value: ours.latency.p99, floor: floor.latency.p99, unit: "ms", limit: 6 });
printCheck("last_used_at flushed on shutdown", stored > lastCheckDone - 2000 && stored <= lastCheckDone, `stored ${row.last_used_at}`);
if (ours.errors || floor.errors) throw new Error(`requests failed: app ${ours.errors}, bare ${floor.errors}`);
