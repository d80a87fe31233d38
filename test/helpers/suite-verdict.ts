import path from "node:path";

/** What the counting reporter writes for one mocha run. */
export interface SuiteStats {
  tests: number;
  passes: number;
  failures: number;
  pending: number;
  fileMs?: Record<string, number>;
  /** Each failed test (or hook): its file, full title and the first line of its error. */
  failed?: { file: string; title: string; why: string }[];
}

export interface MochaExit {
  status: number | null;
  signal: string | null;
}

/**
 * Why a suite failed beyond its failing tests: each problem counts as one failure. Mocha exits
 * with its failure count (at most 255); any other exit — a crash after the counts were written,
 * a `.only` refused by --forbid-only, a signal — is a failure the counts do not show.
 */
export function suiteProblems(stats: SuiteStats | undefined, exit: MochaExit, floor: number | undefined, suiteName: string): string[] {
  return [...processProblems(stats, exit), ...countProblems(stats, floor, suiteName)];
}

/** What one mocha process did wrong beyond its failing tests: no counts, a signal, an exit status its failures do not explain. */
export function processProblems(stats: SuiteStats | undefined, exit: MochaExit): string[] {
  const problems: string[] = [];
  if (!stats) problems.push("mocha wrote no counts (it crashed or refused to start)");
  if (exit.signal) problems.push(`mocha was stopped by ${exit.signal}`);
  else if (stats && exit.status !== Math.min(stats.failures, 255)) problems.push(`mocha exited with status ${exit.status}`);
  return problems;
}

/** What a suite's counts (one process's, or its files' merged) say is wrong: pending tests, fewer tests than its floor. */
export function countProblems(stats: SuiteStats | undefined, floor: number | undefined, suiteName: string): string[] {
  const problems: string[] = [];
  if (stats && stats.pending > 0) problems.push(`${stats.pending} pending test(s)`);
  if (floor === undefined) problems.push(`no expected test count for "${suiteName}" in test/expected-counts.json`);
  else if ((stats?.tests ?? 0) < floor) problems.push(`${stats?.tests ?? 0} tests ran, at least ${floor} expected (test/expected-counts.json)`);
  return problems;
}

/** The counts of a suite run as several mocha processes (one per file), added up. */
export function mergeStats(parts: (SuiteStats | undefined)[]): SuiteStats | undefined {
  const present = parts.filter((p): p is SuiteStats => p !== undefined);
  if (!present.length) return undefined;
  return present.reduce((sum, p) => ({
    tests: sum.tests + p.tests,
    passes: sum.passes + p.passes,
    failures: sum.failures + p.failures,
    pending: sum.pending + p.pending,
    fileMs: { ...sum.fileMs, ...p.fileMs },
    failed: [...(sum.failed ?? []), ...(p.failed ?? [])],
  }));
}

/** The mocha command line of one suite (node arguments after the executable). */
export function mochaArguments(files: string, timeoutMs: number): string[] {
  return [
    "--import",
    "tsx",
    path.resolve("node_modules/mocha/bin/mocha.js"),
    "--forbid-only",
    "--reporter",
    path.resolve("test/helpers/counting-reporter.cjs"),
    "--timeout",
    String(timeoutMs),
    "--exit",
    files,
  ];
}
