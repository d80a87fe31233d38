import crypto from "node:crypto";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { log } from "../../log";
import type { SigningBatch, SigningThreadData, ThreadCheck, ThreadCheckAnswer, ThreadCheckResult } from "./signing-thread.worker";

export type { ThreadCheck, ThreadCheckAnswer };

/**
 * A batch goes to the thread as soon as it holds this many messages (else at the end of the
 * event loop's turn): small batches keep the thread signing while the loop serves the next
 * requests. With 50 checks at once, batches of 8 gave 0.70 of the floor, 4 gave 0.67, 16 gave
 * 0.68, and one batch per turn 0.51 (the loop then sat idle while the thread signed them all).
 */
export const BATCH_SIZE = 8;

type Pending =
  | { job: string; resolve: (signature: string) => void; reject: (err: Error) => void }
  | { job: ThreadCheck; resolve: (result: ThreadCheckResult | null) => void; reject: (err: Error) => void };

/** The thread's code is TypeScript, read through the same loader (tsx) as the app's. */
const WORKER_URL = new URL("./signing-thread.worker.ts", import.meta.url);
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;

/**
 * Ed25519 signatures made on a thread of their own, a batch at a time. The licence check signs
 * every answer (about 40 µs of CPU each here). Handing each signature to libuv's thread pool
 * moved that work off the event loop, but each hand-off and its completion still cost the loop
 * about 20 µs (a job, a wake-up, a callback with its own microtask drain). Here jobs go to the
 * thread in batches (see BATCH_SIZE) as one message and come back as one: under load the loop's
 * share is a small part of that per answer, and a lone check waits one round trip to the thread
 * (well under a millisecond).
 *
 * Given the shop's SQLite file, the thread also answers checks whole (see check()): the lookup
 * on its own connection, the answer and its signature, so the loop no longer runs the SQLite
 * statement, which with its two file locks cost it more than anything else of the check
 * (bench/license-check.bench.ts). Should the thread fail, signatures are made on the thread
 * pool and checks are answered `null`, which tells the caller to look the licence up itself.
 */
export class SigningThread {
  private worker: Worker | null = null;
  private failed = false;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private nextId = 0;
  private readonly inFlight = new Map<number, Pending[]>();

  constructor(
    private readonly privateKey: crypto.KeyObject,
    /** The SQLite file the thread may answer checks from; without one, check() always answers null. */
    private readonly sqliteFile?: string,
  ) {}

  sign(message: string): Promise<string> {
    if (this.failed) return signOnThreadPool(this.privateKey, message);
    return new Promise((resolve, reject) => this.enqueue({ job: message, resolve, reject }));
  }

  /** A check answered and signed on the thread; null when it cannot be (no SQLite file, thread lost, lookup failed). */
  check(job: ThreadCheck): Promise<ThreadCheckAnswer | null> | null {
    if (this.failed || !this.sqliteFile) return null;
    return new Promise<ThreadCheckResult | null>((resolve, reject) => this.enqueue({ job, resolve, reject })).then((result) =>
      result && "failed" in result ? this.lookupFailed(result.failed) : result,
    );
  }

  /** Ends the thread once what it holds is done; later signatures use the thread pool. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.failed = true;
    if (this.queue.length) this.flush();
    if (!worker) return;
    while (this.inFlight.size) await new Promise((resolve) => setTimeout(resolve, 1));
    this.worker = null;
    // The thread closes its SQLite connection and ends; terminate() only if it does not.
    const ended = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
    worker.postMessage("close");
    const timeout = setTimeout(() => void worker.terminate(), 2000);
    await ended;
    clearTimeout(timeout);
  }

  private enqueue(pending: Pending): void {
    this.queue.push(pending);
    if (this.queue.length >= BATCH_SIZE) return this.flush();
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      // After this turn's I/O callbacks: every job asked for meanwhile joins the batch.
      setImmediate(() => {
        this.flushScheduled = false;
        this.flush();
      });
    }
  }

  private flush(): void {
    const queued = this.queue;
    this.queue = [];
    if (this.failed) return this.fallBack(queued);
    if (queued.length === 0) return;
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    this.inFlight.set(id, queued);
    worker.postMessage({ id, jobs: queued.map((p) => p.job) } satisfies SigningBatch);
  }

  private start(): Worker {
    const workerData: SigningThreadData = { pkcs8: this.privateKey.export({ type: "pkcs8", format: "der" }), sqliteFile: this.sqliteFile };
    // The loader only: other flags of this process (--watch, an inspector port) are not the thread's.
    const worker = new Worker(WORKER_URL, { execArgv: ["--import", TSX_LOADER], workerData });
    // Never what keeps a process alive: idle, the thread lets the process exit.
    worker.unref();
    worker.on("message", (answer: { id: number; results: Array<string | ThreadCheckResult> }) => {
      const batch = this.inFlight.get(answer.id);
      if (!batch) return;
      this.inFlight.delete(answer.id);
      batch.forEach((pending, i) => (pending.resolve as (result: string | ThreadCheckResult) => void)(answer.results[i]));
    });
    const lost = (reason: string) => {
      if (this.worker !== worker) return;
      if (!this.failed) log.error("licence signing thread stopped; signing on the thread pool", { reason });
      this.failed = true;
      this.worker = null;
      const batches = [...this.inFlight.values()];
      this.inFlight.clear();
      for (const batch of batches) this.fallBack(batch);
    };
    worker.on("error", (err) => lost(err.message));
    worker.on("exit", (code) => lost(`exit ${code}`));
    this.worker = worker;
    return worker;
  }

  private lookupFailed(reason: string): null {
    log.warn("licence lookup on the signing thread failed; looking it up on the event loop", { reason });
    return null;
  }

  /** Signatures on the thread pool; checks answered null, so their callers look the licence up themselves. */
  private fallBack(batch: Pending[]): void {
    for (const pending of batch) {
      if (typeof pending.job === "string") signOnThreadPool(this.privateKey, pending.job).then(pending.resolve as (s: string) => void, pending.reject);
      else (pending.resolve as (result: null) => void)(null);
    }
  }
}

/** One signature on libuv's thread pool. */
export function signOnThreadPool(privateKey: crypto.KeyObject, message: string): Promise<string> {
  return new Promise((resolve, reject) => {
    crypto.sign(null, Buffer.from(message, "utf8"), privateKey, (err, signature) => (err ? reject(err) : resolve(signature.toString("base64"))));
  });
}
