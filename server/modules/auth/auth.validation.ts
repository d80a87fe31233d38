import { badInput } from "../../errors";
import { AuthMessages as M } from "./auth.errors";
import { isValidEmail, normalizeEmail } from "./email-address";
import { MIN_PASSWORD_LENGTH, passwordLength } from "./passwords";

/** Names are shown in headers and tables; 100 characters is plenty and fits the column. */
export const MAX_NAME_LENGTH = 100;

export interface RegistrationFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

const blank = (s: string | null | undefined) => (s ?? "").trim() === "";

/** The register form's checks in the spec's order; returns the cleaned name and e-mail. */
export function checkRegistration(input: RegistrationFields): { name: string; email: string; password: string } {
  if ([input.name, input.email, input.password, input.confirmPassword].some(blank)) throw badInput(M.fillAllFields);
  if (passwordLength(input.password) < MIN_PASSWORD_LENGTH) throw badInput(M.passwordTooShort);
  if (input.password !== input.confirmPassword) throw badInput(M.passwordsDoNotMatch);
  if (!input.acceptTerms) throw badInput(M.acceptTerms);
  if (!input.acceptPrivacy) throw badInput(M.acceptPrivacy);
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw badInput(M.invalidEmail);
  return { name: checkName(input.name), email, password: input.password };
}

/** The reset-password form: both fields, matching, long enough. */
export function checkNewPassword(password: string, confirmPassword: string): void {
  if (blank(password) || blank(confirmPassword)) throw badInput(M.fillBothPasswords);
  if (password !== confirmPassword) throw badInput(M.passwordsDoNotMatch);
  if (passwordLength(password) < MIN_PASSWORD_LENGTH) throw badInput(M.passwordTooShort);
}

/** The settings page's change-password form, which words the same checks differently. */
export function checkChangedPassword(newPassword: string, confirmPassword: string): void {
  if (blank(newPassword) || blank(confirmPassword)) throw badInput(M.fillNewPasswords);
  if (newPassword !== confirmPassword) throw badInput(M.newPasswordsDoNotMatch);
  if (passwordLength(newPassword) < MIN_PASSWORD_LENGTH) throw badInput(M.passwordTooShort);
}

export function checkName(raw: string): string {
  const name = raw.trim();
  if (name === "") throw badInput(M.nameEmpty);
  if ([...name].length > MAX_NAME_LENGTH) throw badInput(M.nameTooLong);
  return name;
}
