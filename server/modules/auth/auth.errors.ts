import { AUTH_MESSAGES } from "../../../common/auth-rules";
import { DomainError } from "../../errors";

/** The spec's wording lives in common/, shared with the client's forms. */
export const AuthMessages = AUTH_MESSAGES;

export const emailTaken = () => new DomainError("EMAIL_TAKEN", AuthMessages.emailTaken, 409);
export const alreadyConfirmed = () => new DomainError("ALREADY_CONFIRMED", AuthMessages.alreadyConfirmed, 409);
export const invalidToken = () => new DomainError("INVALID_TOKEN", AuthMessages.invalidToken, 400);
export const invalidCredentials = () => new DomainError("INVALID_CREDENTIALS", AuthMessages.invalidCredentials, 401);
export const emailNotConfirmed = () => new DomainError("EMAIL_NOT_CONFIRMED", AuthMessages.emailNotConfirmed, 403);
export const totpRequired = () => new DomainError("TOTP_REQUIRED", AuthMessages.totpRequired, 401);
export const invalidTotp = () => new DomainError("INVALID_TOTP", AuthMessages.invalidTotp, 401);
export const wrongPassword = () => new DomainError("WRONG_PASSWORD", AuthMessages.wrongPassword, 400);
