import { DomainError } from "../../errors";

/** The refusals of this domain, with the stable codes clients act on (common/error-codes.ts). */

/** The client asks `proofOfWorkChallenge`, solves it and sends the request again with the solution. */
export const challengeRequired = () => new DomainError("CHALLENGE_REQUIRED", "Please wait while your browser is checked, then try again.", 403);

/** Forged, expired, for another scene, wrongly solved or already used: the client asks for a new one. */
export const challengeInvalid = () => new DomainError("CHALLENGE_INVALID", "The browser check did not pass. Please try again.", 403);

export const emailBlocked = () =>
  new DomainError("EMAIL_BLOCKED", "This e-mail address cannot be used here. Please use another one.", 403, {}, { field: "email" });

export const addressBlocked = () =>
  new DomainError("ADDRESS_BLOCKED", "Requests from your network are not accepted. If this is a mistake, please write to us through the contact form.", 403);
