import { AsyncLocalStorage } from "node:async_hooks";
import { coalescedRunner, type CoalescedRunner, type CoalescedRunnerOptions } from "./coalesced-runner";

const background = new AsyncLocalStorage<string>();

/**
 * Runs work that no request asked for marked as such, so that what a request costs can be told
 * apart from what runs beside it — for example by the statement counters of the tests and
 * benchmarks. Untracked: work of an app instance goes through its `BackgroundWork` instead.
 */
export function runAsBackgroundWork<T>(name: string, work: () => Promise<T>): Promise<T> {
  return background.run(name, work);
}

/** The name of the background work the caller runs inside, or undefined inside a request. */
export function backgroundWorkName(): string | undefined {
  return background.getStore();
}

/**
 * What one app instance runs beside its requests (scheduled jobs, the notification dispatcher,
 * the low-stock check, e-mail deliveries after commit), so that closing the app stops it before
 * the database closes: `close()` stops the coalesced runners, then waits for every run in flight
 * (and for what those start in turn). Built with the instance (createInstance).
 */
export class BackgroundWork {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly runners = new Set<CoalescedRunner>();
  private closing: Promise<void> | null = null;
  private closed = false;

  /** Runs `work` as background work of this instance; close() waits for it. Refused once the instance has closed. */
  run<T>(name: string, work: () => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error(`background work "${name}" started after the app closed`));
    const result = runAsBackgroundWork(name, work);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.inFlight.add(settled);
    void settled.finally(() => this.inFlight.delete(settled));
    return result;
  }

  /** A coalesced runner (see coalescedRunner) whose runs are this instance's background work; close() stops it. */
  coalesced(name: string, work: () => Promise<void>, settleMs: number, opts?: CoalescedRunnerOptions): CoalescedRunner {
    const runner = coalescedRunner(() => this.run(name, work), settleMs, opts);
    this.runners.add(runner);
    if (this.closing) void runner.stop();
    return runner;
  }

  /**
   * Runs at once what the runners were asked to run, and waits until no background work is in
   * flight, the instance staying open: for tests, before they look at what the work wrote or do
   * the same work themselves.
   */
  async settle(): Promise<void> {
    do {
      await Promise.all([...this.runners].map((r) => r.flush()));
      while (this.inFlight.size) await Promise.all([...this.inFlight]);
    } while (this.inFlight.size);
  }

  /** Stops the runners, then waits until no background work is in flight; called by the app's close before the database closes. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.runners].map((r) => r.stop()));
      while (this.inFlight.size) await Promise.all([...this.inFlight]);
      this.closed = true;
    })();
    return this.closing;
  }
}
