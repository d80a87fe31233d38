import crypto from "node:crypto";
import { Worker } from "node:worker_threads";
import { log } from "../../log";

/**
 * A batch goes to the thread as soon as it holds this many messages (else at the end of the
 * event loop's turn): small batches keep the thread signing while the loop serves the next
 * requests. With 50 checks at once, batches of 8 gave 0.70 of the floor, 4 gave 0.67, 16 gave
 * 0.68, and one batch per turn 0.51 (the loop then sat idle while the thread signed them all).
 */
export const BATCH_SIZE = 8;

/**
 * The thread's code, as CommonJS text: it signs each batch of messages with the Ed25519 key it
 * was started with and answers with their signatures, base64, in the same order.
 */
const WORKER_SOURCE = `
const crypto = require("node:crypto");
const { parentPort, workerData } = require("node:worker_threads");
const key = crypto.createPrivateKey({ key: workerData.pkcs8, format: "der", type: "pkcs8" });
parentPort.on("message", (batch) => {
  const signatures = new Array(batch.messages.length);
  for (let i = 0; i < signatures.length; i++) {
    signatures[i] = crypto.sign(null, Buffer.from(batch.messages[i], "utf8"), key).toString("base64");
  }
  parentPort.postMessage({ id: batch.id, signatures });
});
`;

interface Pending {
  message: string;
  resolve: (signature: string) => void;
  reject: (err: Error) => void;
}

/**
 * Ed25519 signatures made on a thread of their own, a batch at a time. The licence check signs
 * every answer (about 25 µs of CPU each). Handing each signature to libuv's thread pool moved
 * that work off the event loop, but each hand-off and its completion still cost the loop about
 * 20 µs (a job, a wake-up, a callback with its own microtask drain: bench/license-check.bench.ts,
 * 0.58 of the floor against 0.86 with no signing at all). Here answers go to the thread in
 * batches (see BATCH_SIZE) as one message and come back as one: under load the loop's share is a
 * small part of that per answer, and a lone check waits one round trip to the thread (well
 * under a millisecond). Should the thread fail, signatures are made on the thread pool as before.
 */
export class SigningThread {
  private worker: Worker | null = null;
  private failed = false;
  private queue: Pending[] = [];
  private flushScheduled = false;
  private nextId = 0;
  private readonly inFlight = new Map<number, Pending[]>();

  constructor(private readonly privateKey: crypto.KeyObject) {}

  sign(message: string): Promise<string> {
    if (this.failed) return signOnThreadPool(this.privateKey, message);
    return new Promise((resolve, reject) => {
      this.queue.push({ message, resolve, reject });
      if (this.queue.length >= BATCH_SIZE) return this.flush();
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // After this turn's I/O callbacks: every answer asked for meanwhile joins the batch.
        setImmediate(() => {
          this.flushScheduled = false;
          this.flush();
        });
      }
    });
  }

  /** Ends the thread once what it holds is signed; later signatures use the thread pool. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.failed = true;
    if (this.queue.length) this.flush();
    if (!worker) return;
    while (this.inFlight.size) await new Promise((resolve) => setTimeout(resolve, 1));
    this.worker = null;
    await worker.terminate();
  }

  private flush(): void {
    const queued = this.queue;
    this.queue = [];
    if (this.failed) return this.fallBack(queued);
    if (queued.length === 0) return;
    const worker = this.worker ?? this.start();
    const id = this.nextId++;
    this.inFlight.set(id, queued);
    worker.postMessage({ id, messages: queued.map((p) => p.message) });
  }

  private start(): Worker {
    const pkcs8 = this.privateKey.export({ type: "pkcs8", format: "der" });
    // execArgv: [] — the thread's code is plain CommonJS; inherited flags (a loader) would change how it is read.
    const worker = new Worker(WORKER_SOURCE, { eval: true, execArgv: [], workerData: { pkcs8 } });
    // Never what keeps a process alive: idle, the thread lets the process exit.
    worker.unref();
    worker.on("message", (answer: { id: number; signatures: string[] }) => {
      const batch = this.inFlight.get(answer.id);
      if (!batch) return;
      this.inFlight.delete(answer.id);
      batch.forEach((pending, i) => pending.resolve(answer.signatures[i]));
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

  private fallBack(batch: Pending[]): void {
    for (const pending of batch) signOnThreadPool(this.privateKey, pending.message).then(pending.resolve, pending.reject);
  }
}

/** One signature on libuv's thread pool. */
export function signOnThreadPool(privateKey: crypto.KeyObject, message: string): Promise<string> {
  return new Promise((resolve, reject) => {
    crypto.sign(null, Buffer.from(message, "utf8"), privateKey, (err, signature) => (err ? reject(err) : resolve(signature.toString("base64"))));
  });
}
