/**
 * What the concurrent benches share (bench/concurrent-purchase.bench.ts, bench/concurrent-cart.bench.ts):
 * bursts of many buyers buying at once, summed per side; the wait for the shop's outbox; the
 * shop's CPU time; and the bare node:http server the floor's transaction answers behind.
 */
import fs from "node:fs";
import http from "node:http";
import type { Database } from "../server/db/transaction";
import { runLoad, summarize } from "./lib";

export interface Side {
  label: string;
  perSecond: number;
  p99: number;
  errors: number;
}

/** Bursts of buyers × perBuyer calls at once, one per round, summed into one side's figures. */
export class BurstSide {
  private readonly latencies: number[] = [];
  private wallMs = 0;
  private errors = 0;

  constructor(
    readonly label: string,
    private readonly shape: { buyers: number; perBuyer: number; noun?: string },
  ) {}

  /**
   * One burst; `buy(buyer, n)` makes one call. `settled`, when given, waits for the work the
   * burst left behind (the shop's receipts and webhooks, fanned out after commit): its time counts
   * in the side's throughput, and the next burst (the floor's) does not run beside it.
   */
  async round(buy: (buyer: number, n: number) => Promise<unknown>, settled?: () => Promise<void>): Promise<void> {
    const { buyers, perBuyer } = this.shape;
    const result = await runLoad({
      concurrency: buyers * perBuyer,
      requests: buyers * perBuyer,
      task: async (i) => {
        const started = performance.now();
        await buy(i % buyers, Math.floor(i / buyers));
        this.latencies.push(performance.now() - started);
      },
    });
    const settleStarted = performance.now();
    await settled?.();
    this.wallMs += result.durationMs + (performance.now() - settleStarted);
    this.errors += result.errors;
    if (result.errors) console.log(`${this.label}: ${result.errors} failed, e.g. ${result.errorSamples.join(" | ").slice(0, 300)}`);
  }

  summary(): Side {
    const side = {
      label: this.label,
      perSecond: (this.latencies.length / this.wallMs) * 1000,
      p99: summarize(this.latencies).p99,
      errors: this.errors,
    };
    console.log(
      `${this.label}: ${this.latencies.length} ${this.shape.noun ?? "purchases"} in bursts of ${this.shape.buyers * this.shape.perBuyer} → ${side.perSecond.toFixed(0)}/s, p99 ${side.p99.toFixed(1)} ms, ${this.errors} errors`,
    );
    return side;
  }
}

/** Resolves once every outbox event has been fanned out (receipts written, webhooks queued). */
export async function outboxDrained(db: Database): Promise<void> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const [row] = await db.manager.query("SELECT COUNT(*) AS n FROM notification_outbox WHERE fanned_out_at IS NULL");
    if (Number(row.n) === 0) return;
  }
  throw new Error("the outbox was not drained within 2 minutes");
}

/**
 * CPU milliseconds used so far by a process and its live children (the cluster's workers), from
 * /proc (0 elsewhere): the shop's CPU per purchase is printed beside the ratio, a figure that
 * other work on a shared machine moves less than throughput.
 */
export function cpuMsOf(pid: number): number {
  const ticks = (stat: string) => {
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { ppid: Number(fields[1]), cpu: Number(fields[11]) + Number(fields[12]) };
  };
  try {
    let total = 0;
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const { ppid, cpu } = ticks(fs.readFileSync(`/proc/${entry}/stat`, "utf8"));
        if (Number(entry) === pid || ppid === pid) total += cpu;
      } catch {
        // the process ended meanwhile
      }
    }
    return (total * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

/** A bare node:http server that hands each request's JSON body to `handle`: the floor's side of the wire, with no framework. */
export async function floorServer(handle: (body: any) => Promise<void>): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      handle(JSON.parse(body)).then(
        () => res.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}'),
        (err) => res.writeHead(500).end(String(err)),
      );
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, close: () => new Promise((r) => server.close(() => r())) };
}
