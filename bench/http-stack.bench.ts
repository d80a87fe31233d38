/**
 * What the server's HTTP stack (Express, cookie and body parsing, the caller lookup, the
 * error handler) costs per request: GET /healthz on the real app against a bare node:http
 * server answering the same JSON. Both run in this process next to the load driver. The probe
 * is on the lean path (server/http/lean-routes.ts): no middleware stack, only its headers.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { httpClient, printResult, runLoad, summarize } from "./lib";

const requests = Number(process.env.BENCH_REQUESTS ?? 10_000);
const concurrency = 32;
const slices = 10;

/**
 * Interleaved slices, alternating which side goes first, as in license-check.bench.ts: on a
 * shared machine a noisy neighbour then slows both sides alike.
 */
async function compare(sides: Array<{ label: string; url: string }>) {
  const clients = sides.map((s) => httpClient(s.url));
  const latencies: number[][] = sides.map(() => []);
  const wall = sides.map(() => 0);
  const errors = sides.map(() => 0);
  for (const c of clients) await runLoad({ concurrency, requests: 1000, task: () => c.request("GET", "/healthz") });
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) {
      const r = await runLoad({
        concurrency,
        requests: Math.ceil(requests / slices),
        task: async () => {
          const started = performance.now();
          await clients[k].request("GET", "/healthz");
          latencies[k].push(performance.now() - started);
        },
      });
      wall[k] += r.durationMs;
      errors[k] += r.errors;
    }
  }
  for (const c of clients) c.close();
  return sides.map((s, k) => {
    const latency = summarize(latencies[k]);
    const throughput = (latencies[k].length / wall[k]) * 1000;
    console.log(
      `${s.label}: ${latencies[k].length} requests at concurrency ${concurrency} → ${throughput.toFixed(0)} req/s, p50 ${latency.p50.toFixed(2)} ms, p99 ${latency.p99.toFixed(2)} ms, ${errors[k]} errors`,
    );
    return { throughput, latency, errors: errors[k] };
  });
}

const bare = http.createServer((_req, res) => {
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.end(JSON.stringify({ status: "ok" }));
});
await new Promise<void>((r) => bare.listen(0, "127.0.0.1", r));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-"));
const app = await createApp(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", WEB_DIST_DIR: path.join(dataDir, "no-client") }));
const [floor, ours] = await compare([
  { label: "bare node:http", url: `http://127.0.0.1:${(bare.address() as { port: number }).port}` },
  { label: "app /healthz", url: await app.listen() },
]);
await new Promise<void>((r) => bare.close(() => r()));
await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });

printResult({ name: "http stack throughput (/healthz)", value: ours.throughput, floor: floor.throughput, unit: "req/s", better: "higher", limit: 0.7 });
printResult({ name: "http stack p99 latency (/healthz)", value: ours.latency.p99, floor: floor.latency.p99, unit: "ms", limit: 8 });
if (ours.errors || floor.errors) throw new Error(`requests failed: app ${ours.errors}, bare ${floor.errors}`);
