/** Money rules both sides state: amounts are integer cents; a top-up is positive and bounded. */
export const MAX_TOP_UP_CENTS = 1_000_000;

export const MONEY_MESSAGES = {
  invalidAmount: "Please enter a valid positive amount to add.",
  paymentFailed: "Could not initiate payment. Please try again.",
} as const;
