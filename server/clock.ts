/**
 * Where the app reads the time. One per app instance (built in createInstance, carried by the
 * request context), so that tests move time forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
