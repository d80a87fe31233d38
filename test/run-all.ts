/**
 * `npm test`: every suite this machine can run, each in its own mocha process, on one lane per
 * two cores (TEST_LANES overrides; at most 2 by default). The first lane runs the suites one
 * after another, so the suites that share a database server never overlap each other; with more
 * than one lane the browser suite runs one process per file, longest first, taken by whichever
 * lane is free. On a 2-core machine that is one lane: two lanes there measured slower (each
 * suite took 1.5–3× as long beside the other lane, 2026-11-28). A process's output is printed
 * whole when it ends.
 * A suite that cannot run says so loudly; with CI=true that fails the run.
 * A suite also fails when mocha exits non-zero, when a test is marked `.only` or pending, or
 * when fewer tests ran than test/expected-counts.json expects of it.
 * The last line is `N passed, N failed`.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "./helpers/browser";
import { ensureClientBuilt } from "./helpers/client-build";
import { galeraUnavailableReason } from "./helpers/galera";
import { countProblems, mergeStats, mochaArguments, processProblems, type MochaExit, type SuiteStats } from "./helpers/suite-verdict";
import { systemNodePath } from "./helpers/system-node";

interface Suite {
  name: string;
  files: string;
  env?: Record<string, string>;
  timeoutMs: number;
  /** Why it cannot run here, or undefined when it can. */
  cannotRun?: () => string | undefined;
  prepare?: () => void;
  /** Run one mocha process per file, on any free lane (the browser suite: its files are independent and long). */
  perFile?: boolean;
}

const ci = /^(1|true)$/i.test(process.env.CI ?? "");
const only = process.argv.slice(2);
/** Each suite's floor: tests may be added freely, but a run with fewer tests is a failure. */
const expectedCounts: Record<string, number> = JSON.parse(fs.readFileSync(path.resolve("test/expected-counts.json"), "utf8"));
/** Checks that ran before this runner (e.g. the linter in .ci/run) and failed, by name. */
const failedChecks = (process.env.CI_FAILED_CHECKS ?? "").split(",").filter(Boolean);

const suites: Suite[] = [
  { name: "unit", files: "test/unit/**/*.test.ts", timeoutMs: 20_000 },
  { name: "checks", files: "test/checks/**/*.test.ts", timeoutMs: 120_000 },
  { name: "api (sqlite)", files: "test/api/**/*.test.ts", env: { TEST_DB: "sqlite" }, timeoutMs: 60_000 },
  {
    name: "api (mariadb)",
    files: "test/api/**/*.test.ts",
    env: { TEST_DB: "mariadb" },
    timeoutMs: 60_000,
    cannotRun: () => (process.env.TEST_DATABASE_URL ? undefined : "TEST_DATABASE_URL is not set (e.g. mariadb://root@127.0.0.1:3306/test)"),
  },
  { name: "security (sqlite)", files: "test/security/**/*.test.ts", env: { TEST_DB: "sqlite" }, timeoutMs: 60_000 },
  {
    name: "security (mariadb)",
    files: "test/security/**/*.test.ts",
    env: { TEST_DB: "mariadb" },
    timeoutMs: 60_000,
    cannotRun: () => (process.env.TEST_DATABASE_URL ? undefined : "TEST_DATABASE_URL is not set (e.g. mariadb://root@127.0.0.1:3306/test)"),
  },
  {
    // Forms its own three-node cluster on loopback; a cluster that cannot form fails the suite loudly.
    name: "galera",
    files: "test/galera/**/*.test.ts",
    timeoutMs: 300_000,
    cannotRun: galeraUnavailableReason,
  },
  {
    name: "browser",
    files: "test/browser/**/*.test.ts",
    timeoutMs: 90_000,
    cannotRun: () => (chromiumPath() ? undefined : "Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH)"),
    prepare: ensureClientBuilt,
    perFile: true,
  },
  {
    // A fresh clone, npm ci, build and start under the system Node: a minute or more, so opt-in
    // outside CI (.ci/run sets TEST_QUICKSTART=1).
    name: "quickstart",
    files: "test/quickstart/**/*.test.ts",
    timeoutMs: 600_000,
    cannotRun: () => {
      if (!ci && process.env.TEST_QUICKSTART !== "1") return "set TEST_QUICKSTART=1 to run it (CI runs it)";
      return systemNodePath() ? undefined : "no system Node at /usr/bin/node (set SYSTEM_NODE)";
    },
  },
];

/** Browser files known to take longest, started first so that no lane waits on one at the end. */
const LONGEST_FIRST = ["test/browser/accessibility.test.ts"];
const lanes = Math.max(1, Number(process.env.TEST_LANES ?? Math.min(2, Math.floor(os.availableParallelism() / 2))));

interface Run {
  stats: SuiteStats | undefined;
  /** Wall time of the process, ms. */
  ms: number;
  exit: MochaExit;
}

/**
 * One mocha process over `files`, under `title`. On one lane its output streams as it comes; on
 * several it is held and printed whole when the process ends, so that lanes do not interleave.
 */
function runMocha(suite: Suite, files: string, title: string): Promise<Run> {
  const statsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-stats-"));
  const statsFile = path.join(statsDir, "stats.json");
  const skipsFile = path.join(statsDir, "skipped-files.jsonl");
  const started = Date.now();
  const live = lanes === 1;
  if (live) console.log(`\n=== ${title} ===`);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, mochaArguments(files, suite.timeoutMs), {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...suite.env, TEST_STATS_FILE: statsFile, TEST_SKIPS_FILE: skipsFile },
    });
    const output: Buffer[] = [];
    const take = (chunk: Buffer) => (live ? process.stdout.write(chunk) : output.push(chunk));
    child.stdout.on("data", take);
    child.stderr.on("data", take);
    child.on("close", (status, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (live) console.log(`--- ${title}: ${seconds} s`);
      else {
        console.log(`\n=== ${title} (${seconds} s) ===`);
        process.stdout.write(Buffer.concat(output));
      }
      const stats: SuiteStats | undefined = fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, "utf8")) : undefined;
      if (fs.existsSync(skipsFile)) {
        for (const line of fs.readFileSync(skipsFile, "utf8").split("\n").filter(Boolean)) {
          const { file, why } = JSON.parse(line) as { file: string; why: string };
          skippedFiles.push(`${suite.name}: ${file} not run (${why})`);
        }
      }
      fs.rmSync(statsDir, { recursive: true, force: true });
      resolve({ stats, exit: { status, signal }, ms: Date.now() - started });
    });
  });
}

/** The files of a per-file suite, the known long ones first, then the larger before the smaller. */
function filesOf(pattern: string): string[] {
  const size = (f: string) => (LONGEST_FIRST.includes(f) ? Infinity : fs.statSync(f).size);
  return fs.globSync(pattern).sort((a, b) => size(b) - size(a) || a.localeCompare(b));
}

let passed = 0;
let failed = 0;
const report: string[] = [];
const skippedFiles: string[] = [];
for (const check of failedChecks) {
  failed += 1;
  report.push(`${check}: failed (before the test suites)`);
}

const chosen = suites.filter((suite) => !only.length || only.some((o) => suite.name.startsWith(o)));
const runnable: Suite[] = [];
for (const suite of chosen) {
  const reason = suite.cannotRun?.();
  if (reason) {
    const line = `SUITE NOT RUN: ${suite.name} — ${reason}`;
    console.log(`\n${"!".repeat(line.length)}\n${line}\n${"!".repeat(line.length)}`);
    report.push(`${suite.name}: not run (${reason})${ci ? " — counts as a failure under CI=true" : ""}`);
    if (ci) failed += 1;
    continue;
  }
  try {
    suite.prepare?.();
    runnable.push(suite);
  } catch (err) {
    console.error(`${suite.name}: preparation failed`, err);
    failed += 1;
    report.push(`${suite.name}: preparation failed`);
  }
}

/** Each suite's runs, in the order of `suites`, filled as they end. */
const runs = new Map<Suite, Run[]>(runnable.map((suite) => [suite, []]));
// One lane runs every suite whole, in order; more lanes share the per-file suites' files.
const serial = runnable.filter((suite) => lanes === 1 || !suite.perFile);
const shared = runnable.filter((suite) => lanes > 1 && suite.perFile).flatMap((suite) => filesOf(suite.files).map((file) => ({ suite, file })));
const lane = async (first: Suite[]) => {
  for (const suite of first) runs.get(suite)!.push(await runMocha(suite, suite.files, suite.name));
  for (let next = shared.shift(); next; next = shared.shift())
    runs.get(next.suite)!.push(await runMocha(next.suite, next.file, `${next.suite.name}: ${next.file}`));
};
const startedAt = Date.now();
await Promise.all(Array.from({ length: lanes }, (_, i) => lane(i === 0 ? serial : [])));

let slowest = { suite: "", file: "", ms: 0 };
for (const [suite, suiteRuns] of runs) {
  const stats = mergeStats(suiteRuns.map((r) => r.stats));
  const problems = [...suiteRuns.flatMap((r) => processProblems(r.stats, r.exit)), ...countProblems(stats, expectedCounts[suite.name], suite.name)];
  for (const [file, ms] of Object.entries(stats?.fileMs ?? {})) if (ms > slowest.ms) slowest = { suite: suite.name, file, ms };
  const suiteFailures = (stats?.failures ?? 0) + problems.length;
  passed += stats?.passes ?? 0;
  failed += suiteFailures;
  for (const problem of problems) console.log(`${suite.name}: ${problem} — counts as a failure`);
  const seconds = Math.round(suiteRuns.reduce((sum, r) => sum + r.ms, 0) / 1000);
  report.push(`${suite.name}: ${stats?.passes ?? 0} passed, ${suiteFailures} failed${problems.length ? ` (${problems.join("; ")})` : ""} — ${seconds} s`);
  for (const test of stats?.failed ?? []) report.push(`  ✗ ${test.file}: ${test.title} — ${test.why}`);
}

console.log("\n=== summary ===");
for (const line of report) console.log(line);
for (const line of skippedFiles) console.log(line);
if (slowest.file) console.log(`slowest file: ${slowest.file} (${slowest.suite}), ${(slowest.ms / 1000).toFixed(1)} s`);
console.log(`tests took ${((Date.now() - startedAt) / 60_000).toFixed(1)} min on ${lanes} lane(s)`);
// .ci/run notes when it started (CI_STARTED_AT, unix seconds): a whole run past the limit fails
// here, long before CI's own 90 minutes, so that growth is seen while there is room to act. 70
// today (a run takes 35–50 minutes on the 2-core CI machine); issue 39 lowers it to 45 once the
// suites are faster.
const ciStartedAt = Number(process.env.CI_STARTED_AT);
if (ciStartedAt > 0) {
  const minutes = (Date.now() / 1000 - ciStartedAt) / 60;
  const limit = Number(process.env.CI_TIME_LIMIT_MINUTES ?? 70);
  console.log(`the whole CI run took ${minutes.toFixed(1)} min (limit ${limit})`);
  if (minutes > limit) {
    failed += 1;
    console.log(
      `CI TOO SLOW: ${minutes.toFixed(1)} min, more than ${limit}; make the slowest suite or file faster (see the times above) — counts as a failure`,
    );
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
