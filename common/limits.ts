/**
 * Limits on every money and count field, enforced by the server and checked first by the client,
 * so a person reads the same message either way. GraphQL's Int is 32-bit (up to 2,147,483,647):
 * every limit sits below it, so a value the form accepts never fails GraphQL's own coercion.
 */

/** The largest amount of money one field can hold: $10,000,000.00. */
export const MAX_MONEY_CENTS = 1_000_000_000;
/** The largest count one field can hold (purchase quantities, thresholds). */
export const MAX_COUNT = 1_000_000;

const MAX_MONEY_TEXT = "$10,000,000.00";
const MAX_COUNT_TEXT = "1,000,000";

export const moneyLimitMessage = (what: string) => `${what} must be at most ${MAX_MONEY_TEXT}.`;
export const countLimitMessage = (what: string) => `${what} must be at most ${MAX_COUNT_TEXT}.`;

/** An absolute session lifetime, customer or admin: whole hours from 1 to a year. */
export const SESSION_LIFETIME_HOURS = { min: 1, max: 24 * 365 } as const;
