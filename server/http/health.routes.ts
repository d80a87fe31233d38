import type { Database } from "../db/transaction";
import { log } from "../log";
import type { LeanExchange, LeanRoutes } from "./lean-routes";
import { HSTS_HEADER } from "./security-headers";

/** A probe that hangs is as bad as one that fails: orchestrators need an answer. */
const READINESS_TIMEOUT_MS = 3000;

const ALIVE = JSON.stringify({ status: "ok" });
const NO_STORE = { "Cache-Control": "no-store" };

/**
 * Probes for process managers and load balancers, on the lean path (a load balancer may call
 * them several times a second per instance). `/healthz` says the process answers; `/readyz`
 * says this instance can serve traffic: the database answers and its schema is at the
 * migration level this code expects.
 */
export function mountProbes(lean: LeanRoutes, deps: { db: Database; securityHeaders: Readonly<Record<string, string>> }): void {
  const { db } = deps;
  const answer = (x: LeanExchange, status: number, body: string, cacheable = false) =>
    x.answer(status, body, deps.securityHeaders, x.secure ? HSTS_HEADER : undefined, cacheable ? undefined : NO_STORE);

  lean.get("/healthz", (x) => answer(x, 200, ALIVE));

  // The first probe this server had; kept for monitors that already call it.
  const health = JSON.stringify({ status: "ok", database: db.kind });
  lean.get("/api/health", (x) => answer(x, 200, health, true));

  lean.get("/readyz", async (x) => {
    const reason = await withTimeout(notReadyReason(db), READINESS_TIMEOUT_MS, "the database did not answer in time");
    if (reason) answer(x, 503, JSON.stringify({ status: "unavailable", reason }));
    else answer(x, 200, health);
  });
}

/** Why this instance cannot serve, or undefined when it can. */
async function notReadyReason(db: Database): Promise<string | undefined> {
  try {
    await db.dataSource.query("SELECT 1");
  } catch (err) {
    log.warn("readiness: database unreachable", { err });
    return "the database is not reachable";
  }
  try {
    if (await db.dataSource.showMigrations()) return "database migrations are pending (run npm run db:migrate)";
  } catch (err) {
    log.warn("readiness: cannot read the migrations table", { err });
    return "the database migrations cannot be read";
  }
  return undefined;
}

async function withTimeout<T>(work: Promise<T>, ms: number, timeoutValue: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(timeoutValue), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
