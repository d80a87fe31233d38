/**
 * Benchmark helpers. The rule (see bench/README.md): every benchmark measures a FLOOR in the
 * same run — the least work that could do the same job (raw SQL, a bare HTTP server) — and
 * reports its own figure as a ratio to that floor. Benchmarks are never timed tests.
 *
 * The whole API:
 *   measure(fn, { iterations, warmup })     → Stats of fn's duration in ms (runs fn one at a time)
 *   time(fn)                                → { ms, result } of one call
 *   summarize(samplesMs) / percentile(sorted, p)
 *   runLoad({ concurrency, requests, task }) → LoadResult: `requests` calls of task(i), at most
 *                                              `concurrency` in flight; latencies, errors, throughput
 *   httpClient(baseUrl)                     → keep-alive HTTP client for load: request() rejects on
 *                                              status >= 400 unless `expect` lists the status
 *   printResult({ name, value, floor, unit, limit, better?, ratio? })
 *                                           → prints `BENCH <name>: <value> vs floor <floor> → ratio <r> (limit <= x) PASS|OVER`
 *   printCheck(name, ok, detail?)           → prints `CHECK <name>: ok|FAILED` (invariants after a load)
 *   describeLoad(label, loadResult)         → one readable line: throughput, p50, p99, errors
 *
 * A benchmark file is `bench/<name>.bench.ts`, run alone with `node --import tsx bench/<name>.bench.ts`
 * or with all others by `npm run bench`. Example:
 *
 *   const floor = await measure(() => db.query("SELECT ..."), { iterations: 500, warmup: 50 });
 *   const ours = await measure(() => service.doTheSameWork(), { iterations: 500, warmup: 50 });
 *   printResult({ name: "purchase p50", value: ours.p50, floor: floor.p50, unit: "ms", limit: 5 });
 */
import http from "node:http";

export interface Stats {
  count: number;
  minMs: number;
  meanMs: number;
  p50: number;
  p90: number;
  p99: number;
  maxMs: number;
  totalMs: number;
}

export interface LoadResult {
  requests: number;
  concurrency: number;
  errors: number;
  /** The first few distinct error messages, to say what went wrong. */
  errorSamples: string[];
  durationMs: number;
  /** Completed calls (successful or not) per second. */
  throughput: number;
  /** Latency of every call, failed ones included. */
  latency: Stats;
}

export interface BenchResult {
  name: string;
  value: number;
  floor: number;
  unit: string;
  /** The verdict: ratio <= limit when lower is better (times), ratio >= limit when higher is better (throughput). */
  limit: number;
  better?: "lower" | "higher";
  /** Defaults to value / floor. */
  ratio?: number;
}

const elapsedMs = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

export async function time<T>(fn: () => Promise<T> | T): Promise<{ ms: number; result: T }> {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: elapsedMs(start), result };
}

/** The p-th percentile (0–100) of ascending samples, nearest-rank. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(samplesMs: number[]): Stats {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const totalMs = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    minMs: sorted[0] ?? NaN,
    meanMs: sorted.length ? totalMs / sorted.length : NaN,
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    maxMs: sorted[sorted.length - 1] ?? NaN,
    totalMs,
  };
}

/** Runs fn `warmup` times unmeasured (JIT, caches, connection pools), then `iterations` times measured, one at a time. */
export async function measure(fn: (i: number) => Promise<unknown> | unknown, opts: { iterations: number; warmup?: number }): Promise<Stats> {
  for (let i = 0; i < (opts.warmup ?? Math.ceil(opts.iterations / 10)); i++) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < opts.iterations; i++) {
    const start = process.hrtime.bigint();
    await fn(i);
    samples.push(elapsedMs(start));
  }
  return summarize(samples);
}

/** A fixed number of calls at a fixed concurrency; a call that throws counts as an error, and the load goes on. */
/**
 * Times each side once a round, p50 of each, the order rotated every round (with two sides, the
 * other one goes first each time) so the machine's load weighs on all alike; `warmup` rounds first.
 */
export async function rotate<K extends string>(
  sides: Record<K, () => Promise<unknown>>,
  opts: { iterations: number; warmup: number },
): Promise<Record<K, number>> {
  const names = Object.keys(sides) as K[];
  const samples = new Map<K, number[]>(names.map((n) => [n, []]));
  for (let i = -opts.warmup; i < opts.iterations; i++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(((i + k) % names.length) + names.length) % names.length];
      const started = process.hrtime.bigint();
      await sides[name]();
      if (i >= 0) samples.get(name)!.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  }
  return Object.fromEntries(names.map((n) => [n, summarize(samples.get(n)!).p50])) as Record<K, number>;
}

export async function runLoad(opts: { concurrency: number; requests: number; task: (i: number) => Promise<unknown> }): Promise<LoadResult> {
  const latencies: number[] = [];
  const errorSamples = new Set<string>();
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < opts.requests) {
      const i = next++;
      const start = process.hrtime.bigint();
      try {
        await opts.task(i);
      } catch (err) {
        errors++;
        if (errorSamples.size < 5) errorSamples.add(err instanceof Error ? err.message : String(err));
      }
      latencies.push(elapsedMs(start));
    }
  };
  const start = process.hrtime.bigint();
  await Promise.all(Array.from({ length: Math.min(opts.concurrency, opts.requests) }, worker));
  const durationMs = elapsedMs(start);
  return {
    requests: opts.requests,
    concurrency: opts.concurrency,
    errors,
    errorSamples: [...errorSamples],
    durationMs,
    throughput: (opts.requests / durationMs) * 1000,
    latency: summarize(latencies),
  };
}

export interface HttpResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = any>(): T;
}

export interface HttpClient {
  request(method: string, path: string, opts?: { body?: unknown; headers?: Record<string, string>; expect?: number[] }): Promise<HttpResponse>;
  /** GraphQL POST; rejects when the answer carries errors. */
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<T>;
  close(): void;
}

/** node:http with a keep-alive agent, so a load measures the server rather than TCP handshakes. */
export function httpClient(baseUrl: string, opts: { maxSockets?: number } = {}): HttpClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets ?? 256 });
  const base = new URL(baseUrl);
  const request: HttpClient["request"] = (method, path, { body, headers = {}, expect = [] } = {}) =>
    new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          host: base.hostname,
          port: base.port || 80,
          method,
          path,
          headers: {
            ...(payload === undefined ? {} : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            const status = res.statusCode ?? 0;
            if (status >= 400 && !expect.includes(status)) reject(new Error(`${method} ${path} → ${status} ${text.slice(0, 200)}`));
            else resolve({ status, headers: res.headers, body: text, json: () => JSON.parse(text) });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  return {
    request,
    gql: async (query, variables, headers) => {
      const res = await request("POST", "/graphql", { body: { query, variables }, headers });
      const json = res.json<{ data?: any; errors?: Array<{ message: string }> }>();
      if (json.errors?.length) throw new Error(`GraphQL: ${json.errors.map((e) => e.message).join("; ")}`);
      return json.data;
    },
    close: () => agent.destroy(),
  };
}

const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));

/** One line per figure, in a fixed shape that bench/run-all.ts collects into its summary. Returns true on PASS. */
export function printResult(r: BenchResult): boolean {
  const better = r.better ?? "lower";
  const ratio = r.ratio ?? r.value / r.floor;
  const pass = better === "lower" ? ratio <= r.limit : ratio >= r.limit;
  const op = better === "lower" ? "<=" : ">=";
  console.log(
    `BENCH ${r.name}: ${fmt(r.value)} ${r.unit} vs floor ${fmt(r.floor)} ${r.unit} → ratio ${ratio.toFixed(2)} (limit ${op} ${r.limit}) ${pass ? "PASS" : "OVER"}`,
  );
  return pass;
}

/** An invariant checked after a load (no double delivery, ledger equals balances…). */
export function printCheck(name: string, ok: boolean, detail = ""): boolean {
  console.log(`CHECK ${name}: ${ok ? "ok" : "FAILED"}${detail ? ` — ${detail}` : ""}`);
  return ok;
}

/** A load's figures on one line, for the reader (not collected). */
export function describeLoad(label: string, r: LoadResult): string {
  return `${label}: ${r.requests} requests at concurrency ${r.concurrency} in ${fmt(r.durationMs)} ms → ${fmt(r.throughput)} req/s, p50 ${fmt(r.latency.p50)} ms, p99 ${fmt(r.latency.p99)} ms, ${r.errors} errors${r.errorSamples.length ? ` (${r.errorSamples.join(" | ")})` : ""}`;
}
