import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { mochaArguments, suiteProblems, type SuiteStats } from "../helpers/suite-verdict";

const root = path.resolve(import.meta.dirname, "../..");

/** Runs one throw-away spec file the way test/run-all.ts runs a suite. */
function runSpec(source: string): { stats: SuiteStats | undefined; status: number | null; signal: string | null } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-runner-"));
  try {
    const spec = path.join(dir, "sample.test.ts");
    fs.writeFileSync(spec, source);
    const statsFile = path.join(dir, "stats.json");
    const r = spawnSync(process.execPath, mochaArguments(spec, 10_000), {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, TEST_STATS_FILE: statsFile },
    });
    const stats = fs.existsSync(statsFile) ? (JSON.parse(fs.readFileSync(statsFile, "utf8")) as SuiteStats) : undefined;
    return { stats, status: r.status, signal: r.signal };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe("the test runner", function () {
  this.timeout(60_000);

  it("passes a suite whose tests all pass and reach the expected count", () => {
    const run = runSpec(`describe("s", () => { it("a", () => {}); it("b", () => {}); });`);
    expect(run.stats).to.include({ tests: 2, passes: 2, failures: 0 });
    expect(suiteProblems(run.stats, run, 2, "sample")).to.deep.equal([]);
  });

  it("refuses a suite that marks a test .only", () => {
    // The sample's focused test is spelled out here so that this file itself holds no focus marker.
    const focused = ["it", "only"].join(".");
    const run = runSpec(`describe("s", () => { ${focused}("a", () => {}); it("b", () => {}); });`);
    expect(run.status).to.not.equal(0);
    expect(suiteProblems(run.stats, run, 2, "sample")).to.not.be.empty;
  });

  it("names each failed test, its file and its error's first line, for the summary", () => {
    const run = runSpec(`describe("s", () => { it("a", () => {}); it("b", () => { throw new Error("lines differ\\nsecond line"); }); });`);
    expect(run.stats).to.include({ passes: 1, failures: 1 });
    expect(run.stats?.failed).to.have.length(1);
    expect(run.stats?.failed?.[0]).to.include({ title: "s b", why: "lines differ" });
    expect(run.stats?.failed?.[0]?.file).to.match(/sample\.test\.ts$/);
  });

  it("fails a suite that ran fewer tests than its floor", () => {
    const run = runSpec(`describe("s", () => { it("a", () => {}); });`);
    expect(suiteProblems(run.stats, run, 2, "sample")).to.deep.equal(["1 tests ran, at least 2 expected (test/expected-counts.json)"]);
  });

  it("fails a suite whose process crashed after the counts were written", () => {
    const run = runSpec(`process.on("exit", () => { process.exitCode = 3; }); describe("s", () => { it("a", () => {}); });`);
    expect(run.stats).to.include({ passes: 1, failures: 0 });
    expect(suiteProblems(run.stats, run, 1, "sample")).to.deep.equal(["mocha exited with status 3"]);
  });

  it("fails pending tests, missing counts and a suite with no floor", () => {
    const stats: SuiteStats = { tests: 1, passes: 0, failures: 0, pending: 1 };
    expect(suiteProblems(stats, { status: 0, signal: null }, 1, "sample")).to.deep.equal(["1 pending test(s)"]);
    expect(suiteProblems(undefined, { status: 1, signal: null }, 0, "sample")).to.deep.equal(["mocha wrote no counts (it crashed or refused to start)"]);
    expect(suiteProblems(stats, { status: 0, signal: "SIGKILL" }, undefined, "sample")).to.deep.equal([
      "mocha was stopped by SIGKILL",
      "1 pending test(s)",
      'no expected test count for "sample" in test/expected-counts.json',
    ]);
  });
});
