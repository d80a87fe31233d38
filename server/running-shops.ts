/**
 * A started shop notes itself in RUNNING_SHOPS_DIR (one small file per process: its data folder,
 * database, address and process id) and removes the note when it stops, so that a command run
 * beside it (`npm run admin:create`) works on the shop that runs, whatever DATA_DIR and PORT it
 * was started with, instead of opening a new ./data. A note whose process is gone (killed, power
 * cut) is ignored and removed by the next reader. No secret is written: a MySQL/MariaDB address
 * is noted without its password.
 */
import fs from "node:fs";
import path from "node:path";
import type { Config } from "./config";

export interface RunningShop {
  pid: number;
  dataDir: string;
  /** "sqlite", or the MySQL/MariaDB address without its password. */
  database: string;
  publicBaseUrl: string;
  /** The address it listens on, e.g. http://127.0.0.1:3000. */
  listening: string;
  startedAt: string;
}

/** The label of the embedded SQLite database, whose file is in the data folder. */
export const EMBEDDED_DATABASE = "sqlite";

/** The database a config opens, as noted (never with a password). */
export function databaseLabel(config: Config): string {
  if (!("url" in config.database)) return EMBEDDED_DATABASE;
  const url = new URL(config.database.url);
  url.password = "";
  return url.toString();
}

/** Notes this process as a running shop; the note is removed when the process exits. */
export function noteRunningShop(config: Config, listening: string): void {
  const shop: RunningShop = {
    pid: process.pid,
    dataDir: config.dataDir,
    database: databaseLabel(config),
    publicBaseUrl: config.publicBaseUrl,
    listening,
    startedAt: new Date().toISOString(),
  };
  const file = path.join(config.runningShopsDir, `${process.pid}.json`);
  try {
    fs.mkdirSync(config.runningShopsDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, JSON.stringify(shop) + "\n", { mode: 0o600 });
  } catch {
    // A read-only home must not stop the shop: the commands then say that they found no running shop.
    return;
  }
  process.once("exit", () => fs.rmSync(file, { force: true }));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The shops running now, oldest first; notes of ended processes are removed. */
export function runningShops(dir: string): RunningShop[] {
  let names: string[];
  try {
    names = fs.readdirSync(dir).filter((n) => /^\d+\.json$/.test(n));
  } catch {
    return [];
  }
  const shops: RunningShop[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    let shop: RunningShop;
    try {
      shop = JSON.parse(fs.readFileSync(file, "utf8")) as RunningShop;
    } catch {
      continue; // being written, or not ours
    }
    if (alive(shop.pid)) shops.push(shop);
    else fs.rmSync(file, { force: true });
  }
  return shops.sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}
