/**
 * `npm test`: every suite this machine can run, one after another, each in its own mocha
 * process. A suite that cannot run says so loudly; with CI=true that fails the run.
 * A suite also fails when mocha exits non-zero, when a test is marked `.only` or pending, or
 * when fewer tests ran than test/expected-counts.json expects of it.
 * The last line is `N passed, N failed`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "./helpers/browser";
import { ensureClientBuilt } from "./helpers/client-build";
import { galeraUnavailableReason } from "./helpers/galera";
import { mochaArguments, suiteProblems, type SuiteStats } from "./helpers/suite-verdict";
import { systemNodePath } from "./helpers/system-node";

interface Suite {
  name: string;
  files: string;
  env?: Record<string, string>;
  timeoutMs: number;
  /** Why it cannot run here, or undefined when it can. */
  cannotRun?: () => string | undefined;
  prepare?: () => void;
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

let passed = 0;
let failed = 0;
const report: string[] = [];
const skippedFiles: string[] = [];
let slowest = { suite: "", file: "", ms: 0 };
for (const check of failedChecks) {
  failed += 1;
  report.push(`${check}: failed (before the test suites)`);
}

for (const suite of suites) {
  if (only.length && !only.some((o) => suite.name.startsWith(o))) continue;
  const reason = suite.cannotRun?.();
  if (reason) {
    const line = `SUITE NOT RUN: ${suite.name} — ${reason}`;
    console.log(`\n${"!".repeat(line.length)}\n${line}\n${"!".repeat(line.length)}`);
    report.push(`${suite.name}: not run (${reason})`);
    if (ci) {
      failed += 1;
      report[report.length - 1] += " — counts as a failure under CI=true";
    }
    continue;
  }
  console.log(`\n=== ${suite.name} ===`);
  try {
    suite.prepare?.();
  } catch (err) {
    console.error(`${suite.name}: preparation failed`, err);
    failed += 1;
    report.push(`${suite.name}: preparation failed`);
    continue;
  }
  const statsDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-stats-"));
  const statsFile = path.join(statsDir, "stats.json");
  const skipsFile = path.join(statsDir, "skipped-files.jsonl");
  const result = spawnSync(process.execPath, mochaArguments(suite.files, suite.timeoutMs), {
    stdio: "inherit",
    env: { ...process.env, ...suite.env, TEST_STATS_FILE: statsFile, TEST_SKIPS_FILE: skipsFile },
  });
  const stats: SuiteStats | undefined = fs.existsSync(statsFile) ? JSON.parse(fs.readFileSync(statsFile, "utf8")) : undefined;
  const problems = suiteProblems(stats, result, expectedCounts[suite.name], suite.name);
  if (fs.existsSync(skipsFile)) {
    for (const line of fs.readFileSync(skipsFile, "utf8").split("\n").filter(Boolean)) {
      const { file, why } = JSON.parse(line) as { file: string; why: string };
      skippedFiles.push(`${suite.name}: ${file} not run (${why})`);
    }
  }
  for (const [file, ms] of Object.entries(stats?.fileMs ?? {})) if (ms > slowest.ms) slowest = { suite: suite.name, file, ms };
  const suiteFailures = (stats?.failures ?? 0) + problems.length;
  passed += stats?.passes ?? 0;
  failed += suiteFailures;
  for (const problem of problems) console.log(`${suite.name}: ${problem} — counts as a failure`);
  report.push(`${suite.name}: ${stats?.passes ?? 0} passed, ${suiteFailures} failed${problems.length ? ` (${problems.join("; ")})` : ""}`);
  for (const test of stats?.failed ?? []) report.push(`  ✗ ${test.file}: ${test.title} — ${test.why}`);
}

console.log("\n=== summary ===");
for (const line of report) console.log(line);
for (const line of skippedFiles) console.log(line);
if (slowest.file) console.log(`slowest file: ${slowest.file} (${slowest.suite}), ${(slowest.ms / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
