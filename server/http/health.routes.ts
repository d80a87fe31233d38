import express from "express";
import type { Database } from "../db/transaction";
import { log } from "../log";

/** A probe that hangs is as bad as one that fails: orchestrators need an answer. */
const READINESS_TIMEOUT_MS = 3000;

/**
 * Probes for process managers and load balancers. `/healthz` says the process answers;
 * `/readyz` says this instance can serve traffic: the database answers and its schema is
 * at the migration level this code expects.
 */
export function healthRouter(db: Database): express.Router {
  const router = express.Router();

  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });

  // The first probe this server had; kept for monitors that already call it.
  router.get("/api/health", (_req, res) => {
    res.json({ status: "ok", database: db.kind });
  });

  router.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const reason = await withTimeout(notReadyReason(db), READINESS_TIMEOUT_MS, "the database did not answer in time");
    if (reason) res.status(503).json({ status: "unavailable", reason });
    else res.json({ status: "ok", database: db.kind });
  });

  return router;
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
