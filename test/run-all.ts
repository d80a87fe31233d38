/**
 * `npm test`: every suite this machine can run, one after another, each in its own mocha
 * process. A suite that cannot run says so loudly; with CI=true that fails the run.
 * The last line is `N passed, N failed`.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "./helpers/browser";
import { ensureClientBuilt } from "./helpers/client-build";

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
  {
    name: "browser",
    files: "test/browser/**/*.test.ts",
    timeoutMs: 90_000,
    cannotRun: () => (chromiumPath() ? undefined : "Chromium not found (apt-get install -y chromium, or set CHROMIUM_PATH)"),
    prepare: ensureClientBuilt,
  },
];

let passed = 0;
let failed = 0;
const report: string[] = [];
const mochaBin = path.resolve("node_modules/mocha/bin/mocha.js");

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
  const statsFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bia-stats-")), "stats.json");
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", mochaBin, "--reporter", path.resolve("test/helpers/counting-reporter.cjs"), "--timeout", String(suite.timeoutMs), "--exit", suite.files],
    { stdio: "inherit", env: { ...process.env, ...suite.env, TEST_STATS_FILE: statsFile } },
  );
  let stats = { passes: 0, failures: 0, pending: 0 };
  if (fs.existsSync(statsFile)) stats = JSON.parse(fs.readFileSync(statsFile, "utf8"));
  else if (result.status !== 0) stats.failures = 1; // crashed before reporting
  if (stats.pending > 0) {
    console.log(`${suite.name}: ${stats.pending} pending test(s) — pending tests count as failures`);
    stats.failures += stats.pending;
  }
  passed += stats.passes;
  failed += stats.failures;
  report.push(`${suite.name}: ${stats.passes} passed, ${stats.failures} failed`);
}

console.log("\n=== summary ===");
for (const line of report) console.log(line);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
