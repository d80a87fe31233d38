import type { Clock } from "../../server/clock";

/**
 * A clock that tests move instead of sleeping: it runs with real time from `start`, and
 * `advance` jumps it forward. Handed to the app with startTestServer(env, { clock }).
 */
export class TestClock implements Clock {
  private offsetMs: number;

  constructor(start = new Date()) {
    this.offsetMs = start.getTime() - Date.now();
  }

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /**
   * Jumps to one second into the next fixed window of `windowSeconds` (the rate limits' windows),
   * so a test that fills a window cannot see it roll over half-way.
   */
  startFreshWindow(windowSeconds: number): void {
    const windowMs = windowSeconds * 1000;
    this.advance(windowMs - (this.now().getTime() % windowMs) + 1000);
  }
}

/** A TestClock one second into a fresh fixed window of `windowSeconds`: for a test that counts up to a rate limit. */
export function clockAtFreshWindow(windowSeconds: number): TestClock {
  const clock = new TestClock();
  clock.startFreshWindow(windowSeconds);
  return clock;
}
