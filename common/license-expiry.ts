/**
 * Rules for an expiry an admin picks (create by e-mail, extend): it lies in the future and, when
 * extending, after the current expiry, so "extend" can never shorten or expire a licence.
 */
export const PAST_EXPIRY_MESSAGE = "The expiry date must be in the future.";
export const EARLIER_EXPIRY_MESSAGE = "Extending must move the expiry later: choose a date after the current expiry.";

export function expiryProblem(chosen: Date, now: Date, currentExpiry?: Date): string | null {
  if (chosen.getTime() <= now.getTime()) return PAST_EXPIRY_MESSAGE;
  if (currentExpiry && chosen.getTime() <= currentExpiry.getTime()) return EARLIER_EXPIRY_MESSAGE;
  return null;
}
