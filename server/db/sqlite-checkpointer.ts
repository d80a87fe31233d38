import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import { log } from "../log";

/** How often the background thread copies the WAL's new pages into the database file. */
export const CHECKPOINT_INTERVAL_MS = 500;
/**
 * The app's own connection checkpoints only past this many WAL pages (about 40 MB): a safety
 * net should the background thread stop, never the normal path. SQLite's default is 1000.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;
export const SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES = 1000;

export interface CheckpointStats {
  /** Checkpoints that found new WAL pages to copy. */
  runs: number;
  /** WAL pages copied into the database file, in all. */
  pages: number;
}

/**
 * The thread's code, as CommonJS text: it opens its own connection to the same file and runs
 * PRAGMA wal_checkpoint(PASSIVE) on a timer. PASSIVE never waits for a lock and never blocks
 * the app's writer; what it cannot copy yet, the next run copies.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Sqlite = require(workerData.driver);
const db = new Sqlite(workerData.file, { fileMustExist: true });
const stats = { runs: 0, pages: 0 };
const checkpoint = () => {
  try {
    const [row] = db.pragma("wal_checkpoint(PASSIVE)");
    if (row && row.checkpointed > 0) {
      stats.runs += 1;
      stats.pages += row.checkpointed;
    }
  } catch (err) {
    parentPort.postMessage({ type: "error", message: String(err && err.message || err) });
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", (message) => {
  if (message.type === "stats") {
    checkpoint();
    parentPort.postMessage({ type: "stats", id: message.id, stats });
  } else if (message.type === "stop") {
    clearInterval(timer);
    checkpoint();
    db.close();
    parentPort.close();
  }
});
`;

/**
 * Checkpoints a SQLite file's write-ahead log from a worker thread. With SQLite's default, the
 * commit that pushes the WAL past 1000 pages copies them into the database file and syncs it
 * on the app's one thread: about 6 ms in which no request is served, every ~40 purchases
 * (bench/concurrent-purchase.bench.ts). Here that work runs beside the event loop, and a quiet
 * shop's last commits reach the database file within CHECKPOINT_INTERVAL_MS instead of waiting
 * for 1000 more pages.
 */
export class SqliteCheckpointer {
  private readonly worker: Worker;
  private readonly exited: Promise<void>;
  private nextRequest = 0;
  private readonly waiting = new Map<number, (stats: CheckpointStats) => void>();
  private ended = false;
  private stopping = false;

  /** `onEnded` is told if the thread ends before stop() asked it to (its connection could not open, say). */
  constructor(file: string, intervalMs = CHECKPOINT_INTERVAL_MS, onEnded: () => void = () => undefined) {
    const driver = createRequire(import.meta.url).resolve("better-sqlite3");
    // execArgv: [] — the thread's code is plain CommonJS, and inherited flags (--input-type=module,
    // a loader) would change how it is read.
    this.worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { file, driver, intervalMs } });
    // Never what keeps a process alive: a CLI that forgets close() still exits.
    this.worker.unref();
    this.worker.on("message", (message: { type: string; id?: number; stats?: CheckpointStats; message?: string }) => {
      if (message.type === "error") log.warn("background WAL checkpoint failed", { error: message.message });
      if (message.type === "stats" && message.id !== undefined) {
        this.waiting.get(message.id)?.(message.stats!);
        this.waiting.delete(message.id);
      }
    });
    this.worker.on("error", (err) => log.error("the WAL checkpoint thread stopped", { err }));
    this.exited = new Promise((resolve) =>
      this.worker.once("exit", () => {
        if (!this.stopping) onEnded();
        this.ended = true;
        for (const answer of this.waiting.values()) answer({ runs: 0, pages: 0 });
        this.waiting.clear();
        resolve();
      }),
    );
  }

  /** Runs a checkpoint now and answers the counts so far (for tests and diagnostics). */
  stats(): Promise<CheckpointStats> {
    const id = this.nextRequest++;
    if (this.ended) return Promise.resolve({ runs: 0, pages: 0 });
    this.worker.ref();
    return new Promise<CheckpointStats>((resolve) => {
      this.waiting.set(id, resolve);
      this.worker.postMessage({ type: "stats", id });
    }).finally(() => {
      if (this.waiting.size === 0 && !this.ended && !this.stopping) this.worker.unref();
    });
  }

  /** A last checkpoint, then the thread's connection closes and the thread ends. */
  async stop(): Promise<void> {
    // Held by the thread from here on: an unreferenced thread's end would not keep the process
    // alive until this resolves, and a caller awaiting it would be dropped mid-await.
    this.stopping = true;
    this.worker.ref();
    this.worker.postMessage({ type: "stop" });
    await this.exited;
  }
}
