import { ConfigError, loadConfig } from "./config";
import { createApp } from "./app";
import { StartupRefusal } from "./errors";
import { log, setLogLevel } from "./log";

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
  const started = Date.now();
  const app = await createApp(config);
  const url = await app.listen();
  log.info("BIA Marketplace is running", {
    url: config.publicBaseUrl,
    listening: url,
    database: config.database.kind,
    startupMs: Date.now() - started,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down: finishing requests in flight", { signal });
    // A request that never ends must not keep the process alive forever.
    setTimeout(() => {
      log.error("shutdown took longer than 30 s; exiting");
      process.exit(1);
    }, 30_000).unref();
    await app.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((err) => {
  if (err instanceof StartupRefusal) {
    console.error(err.message);
    process.exit(2);
  }
  log.error("server failed to start", { err });
  process.exit(1);
});
