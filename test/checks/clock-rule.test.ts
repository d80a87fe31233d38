import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";

/**
 * ARCHITECTURE.md, "State belongs to the app instance": domain and data code reads "now" from the
 * instance's clock (`ctx.clock.now()`), so that tests move a TestClock instead of sleeping. The
 * files below still read the wall clock, each with how many times and why; the test fails on a
 * new call elsewhere and when a listed count is no longer right (a call moved: lower the count).
 */
const root = path.resolve(import.meta.dirname, "../..");

type Allowed = Record<string, { calls: number; reason: string }>;

function sameReason(reason: string, calls: Record<string, number>): Allowed {
  return Object.fromEntries(Object.entries(calls).map(([file, n]) => [file, { calls: n, reason }]));
}

const WALL_CLOCK_ALLOWED: Allowed = {
  "server/db/job-lease.ts": { calls: 1, reason: "acquireLease's default `now`, for tests; every caller passes the instance's clock" },
  "server/modules/dashboard/dashboard.service.ts": { calls: 1, reason: "lastDays' default `now`, for tests; the services pass ctx.clock.now()" },
  "server/modules/auth/session.ts": {
    calls: 10,
    reason: "the long-lived session service (createServices) signs and checks JWTs, whose iat/exp jsonwebtoken verifies against the wall clock",
  },
  "server/modules/auth/customer-sessions.service.ts": {
    calls: 5,
    reason: "session rows the session service stamps with the wall clock; compared with its times",
  },
  "server/modules/auth/link-tokens.ts": { calls: 4, reason: "not moved yet: the e-mail link tokens' issue, consume and prune times" },
  "server/modules/api-tokens/api-token-auth.ts": { calls: 1, reason: "runs in the request middleware before the request context (and its clock) exists" },
  "server/modules/downloads/archive-publish-lock.ts": {
    calls: 1,
    reason: "a lock file's age: its mtime is the file system's wall clock, shared with the other processes of the host",
  },
  "server/modules/notifications/webhook-sender.ts": { calls: 1, reason: "the signature's timestamp, which receivers check against their own wall clock" },
  "server/modules/rate-limit/rate-limit.service.ts": {
    calls: 1,
    reason: "pruneRateLimits' default `now`, for tests; the scheduled job passes the instance's clock",
  },
  ...sameReason("not moved yet: the licences' expiry comparisons and answer times", {
    "server/modules/licenses/licenses.admin.resolver.ts": 2,
    "server/modules/licenses/licenses.service.ts": 5,
    "server/modules/licenses/license-check.service.ts": 1,
    "server/modules/licenses/licenses.resolver.ts": 3,
    "server/modules/licenses/signing-key-record.ts": 1,
  }),
  ...sameReason("not moved yet: payment rows' created and credited times", {
    "server/modules/payments/apply-status-report.ts": 1,
    "server/modules/payments/payment-events.ts": 2,
    "server/modules/payments/payments.service.ts": 1,
  }),
  "server/modules/licenses/licenses.routes.ts": {
    calls: 1,
    reason: "the signed licence answer's date, which the shipped app checks against its own wall clock",
  },
};

const WALL_CLOCK = /\bnew Date\(\)|\bDate\.now\(\)/g;

/** Wall-clock reads of a source text, comment lines left out. */
export function wallClockCalls(text: string): number {
  return text
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .reduce((n, line) => n + (line.match(WALL_CLOCK)?.length ?? 0), 0);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(rel);
    return /\.ts$/.test(e.name) ? [rel] : [];
  });
}

describe("domain and data code read the instance's clock, not the wall clock", () => {
  const counts = new Map(
    [...sourceFiles("server/modules"), ...sourceFiles("server/db")]
      .map((f) => [f, wallClockCalls(fs.readFileSync(path.join(root, f), "utf8"))] as const)
      .filter(([, n]) => n > 0),
  );

  it("no `new Date()` or `Date.now()` outside the allowed files, and the allowed counts are current", () => {
    const wrong = [...new Set([...counts.keys(), ...Object.keys(WALL_CLOCK_ALLOWED)])]
      .sort()
      .filter((f) => (counts.get(f) ?? 0) !== (WALL_CLOCK_ALLOWED[f]?.calls ?? 0))
      .map((f) => `${f}: ${counts.get(f) ?? 0} wall-clock read(s), ${WALL_CLOCK_ALLOWED[f]?.calls ?? 0} allowed`);
    expect(wrong, "read ctx.clock.now() (or lower the count when a call moved)").to.deep.equal([]);
  });

  it("counts calls, not comments or dates built from a value", () => {
    expect(wallClockCalls("  const now = new Date();\n  if (Date.now() > t) stop();")).to.equal(2);
    expect(wallClockCalls("  // new Date() here\n   * Date.now() there\n  const d = new Date(ms);\n  const n = ctx.clock.now();")).to.equal(0);
  });
});
