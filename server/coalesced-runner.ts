import { log } from "./log";

/** The timers a coalesced runner waits with: the real ones (unref'd), or a test's fake. */
export interface RunnerTimers {
  setTimeout(fire: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: RunnerTimers = {
  setTimeout: (fire, ms) => setTimeout(fire, ms).unref(),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface CoalescedRunner {
  /** Asks for a run: it starts `settleMs` after the first kick, and a kick during a run asks for one more after it. */
  kick(): void;
  /**
   * No run starts any more: a run waiting for its settle delay is cancelled (or, with
   * `runPendingOnStop`, run at once), and the run in progress is awaited.
   */
  stop(): Promise<void>;
  /** Runs at once a run that is waiting for its settle delay, and resolves when no run is waiting or in progress. */
  flush(): Promise<void>;
}

export interface CoalescedRunnerOptions {
  /**
   * On stop, a run that was asked for and not started yet (waiting for its settle delay, or asked
   * for during the run in progress) runs once more before stop resolves, instead of being dropped.
   */
  runPendingOnStop?: boolean;
  timers?: RunnerTimers;
}

/**
 * "Coalesce the kicks, run once after a settle delay, never two runs at once": a burst of kicks
 * shares one run, and the work that asked for it last is always followed by a run. `work`'s
 * failures are logged, never thrown at the kicker.
 */
export function coalescedRunner(work: () => Promise<void>, settleMs: number, opts: CoalescedRunnerOptions = {}): CoalescedRunner {
  const timers = opts.timers ?? realTimers;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let waiting: { handle: unknown } | null = null;

  const runNow = (): Promise<void> =>
    Promise.resolve()
      .then(work)
      .catch((err: unknown) => log.error("background run failed", { err }));

  const start = (): void => {
    waiting = null;
    if (stopped) return;
    again = false;
    running = runNow().finally(() => {
      running = null;
      // Kicks during the run asked for another: it follows after the same settle delay.
      if (again && !stopped) {
        again = false;
        kick();
      }
    });
  };

  const kick = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (waiting) return;
    waiting = { handle: timers.setTimeout(start, settleMs) };
  };

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      stopped = true;
      let pending = again;
      again = false;
      if (waiting) {
        timers.clearTimeout(waiting.handle);
        waiting = null;
        pending = true;
      }
      await running;
      if (pending && opts.runPendingOnStop) await runNow();
    })();
    return stopping;
  };

  const flush = async (): Promise<void> => {
    while (waiting || running) {
      if (waiting && !running) {
        timers.clearTimeout(waiting.handle);
        start();
      }
      await running;
    }
  };

  return { kick, stop, flush };
}
