/**
 * A member's payment still waiting this long after it was opened is shown as Expired instead of
 * Pending for ever (server/modules/payments/expire-payments.ts); the buyer reads it beside their top-ups.
 */
export const PAYMENT_EXPIRY_HOURS = 24;
