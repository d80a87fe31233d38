import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config";
import { openDatabase, prepareStart } from "./app";
import { RequestContext } from "./context";
import { scheduledJobs } from "./jobs/scheduled-jobs";
import { startScheduler } from "./jobs/scheduler";
import { log } from "./log";
import { noteRunningShop } from "./running-shops";
import { resolveJwtSecret } from "./modules/auth/session";
import { loadLicenseSigner } from "./modules/licenses/license-signing";
import { checkSigningKeyOnRecord } from "./modules/licenses/signing-key-record";
import { sandboxPaymentKey } from "./modules/payments/sandbox-key";
import { createInstance } from "./services";

/** What a worker tells the primary once its server accepts connections. */
export const WORKER_LISTENING = "bia:listening";

/** A request that never ends must not keep the shop from stopping. */
const SHUTDOWN_LIMIT_MS = 30_000;

/**
 * The node:cluster primary of `npm start` with WEB_CONCURRENCY > 1. It does what must happen
 * once per start before any worker serves (migrations, key files, the catalogue seed, the
 * first-start banner), runs the scheduled jobs itself, then forks the workers, which share the
 * port and serve every request (see createApp's `worker` option). A worker that dies is
 * replaced; one that dies before it ever listened stops the shop, since its siblings would too.
 * SIGTERM/SIGINT: every worker drains its requests in flight, then the primary exits.
 */
export async function runClusterPrimary(config: Config): Promise<void> {
  const started = Date.now();
  const db = await openDatabase(config);
  // Generated on the first start when not configured: made here, so workers only read them.
  resolveJwtSecret(config);
  sandboxPaymentKey(config);
  // Here, where a missing key file is noticed as generated now: a worker would see only a mismatch.
  await checkSigningKeyOnRecord(db, loadLicenseSigner(config), config);
  const instance = createInstance({ db, config });
  await prepareStart(RequestContext.system(instance));
  const stopJobs = startScheduler(instance, scheduledJobs);

  const listened = new WeakSet<Worker>();
  let announced = false;
  let stopping = false;
  cluster.on("message", (worker, message: { type?: string; url?: string }) => {
    if (message?.type !== WORKER_LISTENING) return;
    listened.add(worker);
    const ready = Object.values(cluster.workers ?? {}).filter((w) => w && listened.has(w)).length;
    if (!announced && ready === config.webConcurrency) {
      announced = true;
      noteRunningShop(config, message.url!);
      log.info("BIA Marketplace is running", {
        url: config.publicBaseUrl,
        listening: message.url,
        database: config.database.kind,
        workers: ready,
        startupMs: Date.now() - started,
      });
    }
  });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker)) {
      log.error("a worker exited before it could serve; stopping", { pid: worker.process.pid, code, signal });
      void stop("worker failure", 1);
      return;
    }
    log.error("a worker exited; starting another", { pid: worker.process.pid, code, signal });
    cluster.fork();
  });

  const stop = async (reason: string, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down: workers finish requests in flight", { reason });
    setTimeout(() => {
      log.error("shutdown took longer than 30 s; exiting");
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS + 5_000).unref();
    const codes = await Promise.all(Object.values(cluster.workers ?? {}).flatMap((w) => (w ? [stopWorker(w, listened.has(w))] : [])));
    await stopJobs();
    await instance.background.close();
    await db.close();
    process.exit(codes.every((c) => c === 0) ? exitCode : 1);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  for (let i = 0; i < config.webConcurrency; i++) cluster.fork();
}

/**
 * SIGTERM, once the worker can take it: one still loading its code has no handler yet and
 * would die of the signal with requests unanswered, so it is told once it has listened.
 */
function stopWorker(worker: Worker, listened: boolean): Promise<number | null> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve(worker.process.exitCode);
    worker.once("exit", (code) => resolve(code));
    if (listened) worker.process.kill("SIGTERM");
    else worker.on("message", (message: { type?: string }) => message?.type === WORKER_LISTENING && worker.process.kill("SIGTERM"));
  });
}
