import { AsyncLocalStorage } from "node:async_hooks";

const background = new AsyncLocalStorage<string>();

/**
 * Runs work that no request asked for (scheduled jobs, the notification dispatcher) marked as
 * such, so that what a request costs can be told apart from what runs beside it — for example
 * by the statement counters of the tests and benchmarks.
 */
export function runAsBackgroundWork<T>(name: string, work: () => Promise<T>): Promise<T> {
  return background.run(name, work);
}

/** The name of the background work the caller runs inside, or undefined inside a request. */
export function backgroundWorkName(): string | undefined {
  return background.getStore();
}
