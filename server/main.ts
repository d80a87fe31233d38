import cluster from "node:cluster";
import { ConfigError, loadConfig, type Config } from "./config";
import { createApp } from "./app";
import { runClusterPrimary, WORKER_LISTENING } from "./cluster";
import { StartupRefusal } from "./errors";
import { log, setLogLevel } from "./log";
import { noteRunningShop } from "./running-shops";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  setLogLevel(config.logLevel);
  if (config.webConcurrency > 1 && cluster.isPrimary) return runClusterPrimary(config);
  await serve(config);
}

/** One process serving requests: the whole shop, or one node:cluster worker of it. */
async function serve(config: Config): Promise<void> {
  const started = Date.now();
  // Signals are handled from the first moment: a worker told to stop while it is still starting
  // finishes starting, then closes, instead of dying mid-migration-check or mid-listen.
  const starting = createApp(config, { worker: cluster.isWorker });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    if (!cluster.isWorker) log.info("shutting down: finishing requests in flight", { signal });
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      log.error("shutdown took longer than 30 s; exiting");
      process.exit(1);
    }, 30_000).unref();
    await (await starting).close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  const app = await starting;
  if (stopping) return;
  const url = await app.listen();
  if (cluster.isWorker) {
    process.send!({ type: WORKER_LISTENING, url });
    return;
  }
  noteRunningShop(config, url);
  log.info("BIA Marketplace is running", { url: config.publicBaseUrl, listening: url, database: config.database.kind, startupMs: Date.now() - started });
}

main().catch((err) => {
  if (err instanceof StartupRefusal) {
    console.error(err.message);
    process.exit(2);
  }
  log.error("server failed to start", { err });
  process.exit(1);
});
