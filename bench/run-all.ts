/**
 * `npm run bench [name…]`: runs every bench/*.bench.ts (or those whose file name starts with a
 * given name) one after another, each in its own process so one cannot skew or crash another,
 * and ends with a summary of every BENCH and CHECK line. Exits 1 when a benchmark crashed, a
 * figure is OVER its limit or a check FAILED.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const benchDir = import.meta.dirname;
const only = process.argv.slice(2);
const timeoutMs = Number(process.env.BENCH_TIMEOUT_MS ?? 30 * 60_000);

const files = fs
  .readdirSync(benchDir)
  .filter((f) => f.endsWith(".bench.ts"))
  .filter((f) => !only.length || only.some((o) => f.startsWith(o)))
  .sort();

interface Outcome {
  file: string;
  status: string;
  seconds: number;
  lines: string[];
}

function runOne(file: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const lines: string[] = [];
    const child = spawn(process.execPath, ["--import", "tsx", path.join(benchDir, file)], { stdio: ["ignore", "pipe", "inherit"] });
    let pending = "";
    child.stdout.on("data", (chunk: Buffer) => {
      process.stdout.write(chunk);
      pending += chunk.toString("utf8");
      const parts = pending.split("\n");
      pending = parts.pop()!;
      lines.push(...parts.filter((l) => /^(BENCH|CHECK) /.test(l)));
    });
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      if (/^(BENCH|CHECK) /.test(pending)) lines.push(pending);
      const status = code === 0 ? "ok" : signal ? `killed by ${signal}${signal === "SIGKILL" ? ` (timeout ${timeoutMs / 1000} s?)` : ""}` : `exit ${code}`;
      resolve({ file, status, seconds: (Date.now() - started) / 1000, lines });
    });
  });
}

if (!files.length) {
  console.log(only.length ? `no benchmark matches ${only.join(", ")}` : "no benchmarks in bench/");
  process.exit(1);
}

const outcomes: Outcome[] = [];
for (const file of files) {
  console.log(`\n=== ${file} ===`);
  outcomes.push(await runOne(file));
}

const all = outcomes.flatMap((o) => o.lines);
const over = all.filter((l) => l.startsWith("BENCH ") && l.endsWith(" OVER")).length;
const failedChecks = all.filter((l) => l.startsWith("CHECK ") && /: FAILED/.test(l)).length;
const crashed = outcomes.filter((o) => o.status !== "ok").length;

console.log("\n=== benchmark summary ===");
for (const o of outcomes) {
  console.log(`${o.file} (${o.status}, ${o.seconds.toFixed(1)} s)`);
  for (const line of o.lines) console.log(`  ${line}`);
}
const figures = all.filter((l) => l.startsWith("BENCH ")).length;
console.log(`${files.length} benchmark file(s): ${figures} figure(s), ${over} over the limit, ${failedChecks} failed check(s), ${crashed} crashed`);
process.exit(over || failedChecks || crashed ? 1 : 0);
