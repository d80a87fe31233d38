/**
 * What the server's HTTP stack (Express, cookie and body parsing, the caller lookup, the
 * error handler) costs per request: GET /healthz on the real app against a bare node:http
 * server answering the same JSON. Both run in this process next to the load driver.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { describeLoad, httpClient, printResult, runLoad } from "./lib";

const requests = Number(process.env.BENCH_REQUESTS ?? 10_000);
const concurrency = 32;

async function load(baseUrl: string, label: string) {
  const client = httpClient(baseUrl);
  await runLoad({ concurrency, requests: 1000, task: () => client.request("GET", "/healthz") });
  const result = await runLoad({ concurrency, requests, task: () => client.request("GET", "/healthz") });
  client.close();
  console.log(describeLoad(label, result));
  return result;
}

const bare = http.createServer((_req, res) => {
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify({ status: "ok" }));
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
const floor = await load(`http://127.0.0.1:${(bare.address() as { port: number }).port}`, "bare node:http");
await new Promise<void>((r) => bare.close(() => r()));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-"));
const app = await createApp(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", WEB_DIST_DIR: path.join(dataDir, "no-client") }));
const ours = await load(await app.listen(), "app /healthz");
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

printResult({ name: "http stack throughput (/healthz)", value: ours.throughput, floor: floor.throughput, unit: "req/s", better: "higher", limit: 0.2 });
printResult({ name: "http stack p99 latency (/healthz)", value: ours.latency.p99, floor: floor.latency.p99, unit: "ms", limit: 8 });
if (ours.errors || floor.errors) throw new Error(`requests failed: app ${ours.errors}, bare ${floor.errors}`);
