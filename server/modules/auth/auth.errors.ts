import { DomainError, badInput } from "../../errors";

/** The spec's wording, in one place, so the web pages and the tests read the same text. */
export const AuthMessages = {
  fillAllFields: "Please fill all fields.",
  passwordTooShort: "Password must be at least 6 characters long.",
  passwordsDoNotMatch: "Passwords do not match.",
  acceptTerms: "You must accept the Terms of Service to continue.",
  acceptPrivacy: "You must accept the Privacy Policy to continue.",
  invalidEmail: "Please enter a valid email address.",
  emailTaken: "This email address is already registered.",
  nameTooLong: "Name must be at most 100 characters long.",
  invalidToken: "This link is invalid or has expired.",
  enterEmailAndPassword: "Please enter email and password.",
  invalidCredentials: "Invalid email or password.",
  emailNotConfirmed: "Please confirm your email address.",
  totpRequired: "Enter the 6-digit code from your authenticator app.",
  invalidTotp: "Invalid authentication code.",
  enterEmail: "Please enter your email address.",
  fillBothPasswords: "Please fill both password fields.",
  nameEmpty: "Name cannot be empty.",
  fillNewPasswords: "Please fill new password fields.",
  newPasswordsDoNotMatch: "New passwords do not match.",
  wrongPassword: "Current password is incorrect.",
} as const;

export const emailTaken = () => new DomainError("EMAIL_TAKEN", AuthMessages.emailTaken, 409);
export const invalidToken = () => new DomainError("INVALID_TOKEN", AuthMessages.invalidToken, 400);
export const invalidCredentials = () => new DomainError("INVALID_CREDENTIALS", AuthMessages.invalidCredentials, 401);
export const emailNotConfirmed = () => new DomainError("EMAIL_NOT_CONFIRMED", AuthMessages.emailNotConfirmed, 403);
export const totpRequired = () => new DomainError("TOTP_REQUIRED", AuthMessages.totpRequired, 401);
export const invalidTotp = () => new DomainError("INVALID_TOTP", AuthMessages.invalidTotp, 401);
export const wrongPassword = () => new DomainError("WRONG_PASSWORD", AuthMessages.wrongPassword, 400);
