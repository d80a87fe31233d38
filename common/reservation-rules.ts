/**
 * Pay the difference: the admin's limits on how long a reservation holds its items, how many
 * unpaid reservations one customer may hold, what share of a product's stock one customer (or one
 * address) may hold, and how many reservations one customer may make in an hour. The Settings screen checks them before saving and
 * the server checks them again, with the same messages.
 */
export const RESERVATION_MINUTES_RANGE = { min: 1, max: 24 * 60 } as const;
export const MAX_PENDING_RESERVATIONS_RANGE = { min: 1, max: 100 } as const;
export const HOLD_SHARE_PERCENT_RANGE = { min: 1, max: 100 } as const;
export const RESERVATIONS_PER_HOUR_RANGE = { min: 1, max: 1000 } as const;

export const RESERVATION_RULE_MESSAGES = {
  minutes: `A reservation lasts from ${RESERVATION_MINUTES_RANGE.min} to ${RESERVATION_MINUTES_RANGE.max} minutes.`,
  cap: `A customer may hold from ${MAX_PENDING_RESERVATIONS_RANGE.min} to ${MAX_PENDING_RESERVATIONS_RANGE.max} reservations.`,
  share: `A customer may hold from ${HOLD_SHARE_PERCENT_RANGE.min} to ${HOLD_SHARE_PERCENT_RANGE.max} % of a product's stock.`,
  perHour: `A customer may reserve from ${RESERVATIONS_PER_HOUR_RANGE.min} to ${RESERVATIONS_PER_HOUR_RANGE.max} times an hour.`,
} as const;

const inRange = (n: number, r: { min: number; max: number }) => Number.isSafeInteger(n) && n >= r.min && n <= r.max;

export function reservationMinutesProblem(minutes: number): string | null {
  return inRange(minutes, RESERVATION_MINUTES_RANGE) ? null : RESERVATION_RULE_MESSAGES.minutes;
}

export function maxPendingReservationsProblem(cap: number): string | null {
  return inRange(cap, MAX_PENDING_RESERVATIONS_RANGE) ? null : RESERVATION_RULE_MESSAGES.cap;
}

export function holdSharePercentProblem(percent: number): string | null {
  return inRange(percent, HOLD_SHARE_PERCENT_RANGE) ? null : RESERVATION_RULE_MESSAGES.share;
}

export function reservationsPerHourProblem(count: number): string | null {
  return inRange(count, RESERVATIONS_PER_HOUR_RANGE) ? null : RESERVATION_RULE_MESSAGES.perHour;
}
