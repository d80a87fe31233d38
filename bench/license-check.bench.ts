/**
 * POST /api/check_license on the real app (SQLite, rate limit raised) against a bare Express
 * route answering fixed JSON, both in this process next to the load driver, 50 keep-alive
 * connections each, in interleaved slices. The check does a rate-limit hit, a licence lookup and
 * an Ed25519 signature (both on the signing thread on SQLite; see SigningThread) and records last
 * use (coalesced; see LastUsedRecorder). Afterwards: the newest last-use instant must be in the
 * database once the app has shut down. A third side checks a licence with seats from its one
 * activated machine (a `fingerprint`, #34): one SELECT on the event loop and a coalesced last-seen.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import express from "express";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { License } from "../server/modules/licenses/license.entity";
import { httpClient, printCheck, printResult, runLoad, summarize } from "./lib";

const requests = Number(process.env.BENCH_REQUESTS ?? 20_000);
const slices = 10;
const concurrency = 50;
const key = "BENC-HMAR-KKEY-0001";
const seatedKey = "BENC-HMAR-KSEA-0002";

/** One side's totals over all its slices: wall time, CPU time of this process, every latency. */
class Side {
  readonly latencies: number[] = [];
  wallMs = 0;
  cpuMicros = 0;
  errors = 0;
  lastFinishedAt = 0;
  private readonly client: ReturnType<typeof httpClient>;
  constructor(
    readonly label: string,
    baseUrl: string,
    private readonly body: Record<string, string> = { license_key: key },
  ) {
    this.client = httpClient(baseUrl, { maxSockets: concurrency });
  }
  async slice(count: number, measured = true): Promise<void> {
    const cpu = process.cpuUsage();
    const result = await runLoad({
      concurrency,
      requests: count,
      task: async () => {
        const started = performance.now();
        await this.client.request("POST", "/api/check_license", { body: this.body });
        if (measured) this.latencies.push(performance.now() - started);
      },
    });
    if (!measured) return;
    const used = process.cpuUsage(cpu);
    this.cpuMicros += used.user + used.system;
    this.wallMs += result.durationMs;
    this.errors += result.errors;
    this.lastFinishedAt = Date.now();
  }
  get throughput(): number {
    return (this.latencies.length / this.wallMs) * 1000;
  }
  get cpuPerRequest(): number {
    return this.cpuMicros / this.latencies.length;
  }
  describe(): string {
    const s = summarize(this.latencies);
    return `${this.label}: ${this.latencies.length} requests at concurrency ${concurrency} → ${this.throughput.toFixed(0)} req/s, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms, ${this.cpuPerRequest.toFixed(0)} µs CPU per request, ${this.errors} errors`;
  }
  close(): void {
    this.client.close();
  }
}

const bare = express();
bare.post("/api/check_license", (_req, res) => {
  res.json({ status: "success", message: "License is valid", expires_at: "2030-01-01T00:00:00.000Z", days_remaining: 30 });
});
const bareServer = bare.listen(0, "127.0.0.1");
await new Promise<void>((r) => bareServer.once("listening", () => r()));
const bareUrl = `http://127.0.0.1:${(bareServer.address() as { port: number }).port}`;

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
/** A 30-day licence for the bench, with a plan's fields when given. */
const benchLicense = (licenseKey: string, plan: Partial<License> = {}) =>
  app.db.manager.getRepository(License).save(
    app.db.manager.getRepository(License).create({
      licenseKey,
      email: "bench@example.test",
      plan: "standard",
      softwareName: "StoryTag",
      status: true,
      startDate: new Date(),
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
      lastUsedAt: null,
      customerId: null,
      orderId: null,
      ...plan,
    }),
  );
const license = await benchLicense(key);
await benchLicense(seatedKey, { maxMachines: 1, heartbeatSeconds: 3600 });
const appUrl = await app.listen();
const machineBody = { license_key: seatedKey, fingerprint: "bench-machine-0001" };
const firstActivation = performance.now();
const probeClient = httpClient(appUrl);
const activation = await probeClient.request("POST", "/api/check_license", { body: machineBody });
const activationMs = performance.now() - firstActivation;
if (activation.json().code !== "VALID") throw new Error(`the machine was not activated: ${activation.body}`);
const probe = await probeClient.request("POST", "/api/check_license", { body: { license_key: key } });
if (probe.json().status !== "success") throw new Error(`the licence does not check as valid: ${probe.body}`);
probeClient.close();

// Interleaved slices, alternating which side goes first: a noisy neighbour on the machine
// then slows both sides alike instead of whichever happened to run at that moment.
const floor = new Side("bare Express route", bareUrl);
const ours = new Side("app POST /api/check_license", appUrl);
const machine = new Side("app POST /api/check_license with an activated machine's fingerprint", appUrl, machineBody);
await floor.slice(2000, false);
await ours.slice(2000, false);
await machine.slice(2000, false);
for (let i = 0; i < slices; i++) {
  const order = i % 2 === 0 ? [floor, ours, machine] : [machine, ours, floor];
  for (const side of order) await side.slice(Math.ceil(requests / slices));
}
floor.close();
ours.close();
machine.close();
console.log(floor.describe());
console.log(ours.describe());
console.log(machine.describe());
console.log(`first activation of a machine: ${activationMs.toFixed(2)} ms (one request, the app idle)`);
await new Promise<void>((r) => bareServer.close(() => r()));
const lastCheckDone = ours.lastFinishedAt;
await app.close();

const file = new Database(path.join(dataDir, "bia.sqlite"), { readonly: true });
const row = file.prepare("SELECT last_used_at FROM licenses WHERE id = ?").get(license.id) as { last_used_at: string | null };
file.close();
fs.rmSync(dataDir, { recursive: true, force: true });
const stored = row.last_used_at ? new Date(row.last_used_at.replace(" ", "T") + "Z").getTime() : 0;
printResult({ name: "licence check throughput", value: ours.throughput, floor: floor.throughput, unit: "req/s", better: "higher", limit: 0.8 });
printResult({ name: "licence check CPU per request", value: ours.cpuPerRequest, floor: floor.cpuPerRequest, unit: "µs", limit: 2 });
printResult({ name: "licence check p50 latency", value: summarize(ours.latencies).p50, floor: summarize(floor.latencies).p50, unit: "ms", limit: 4 });
printResult({ name: "licence check p99 latency", value: summarize(ours.latencies).p99, floor: summarize(floor.latencies).p99, unit: "ms", limit: 6 });
printResult({
  name: "licence check with a fingerprint (activated machine) throughput",
  value: machine.throughput,
  floor: floor.throughput,
  unit: "req/s",
  better: "higher",
  limit: 0.8,
});
printResult({
  name: "licence check with a fingerprint p99 latency",
  value: summarize(machine.latencies).p99,
  floor: summarize(floor.latencies).p99,
  unit: "ms",
  limit: 6,
});
printCheck("last_used_at flushed on shutdown", stored > lastCheckDone - 2000 && stored <= lastCheckDone, `stored ${row.last_used_at}`);
if (ours.errors || floor.errors || machine.errors)
  throw new Error(`requests failed: app ${ours.errors}, with a fingerprint ${machine.errors}, bare ${floor.errors}`);
