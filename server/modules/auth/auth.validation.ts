import {
  adminSetupRefusal,
  changePasswordError,
  nameError,
  normalizeEmail,
  registrationRefusal,
  resetPasswordError,
  type FieldRefusal,
} from "../../../common/auth-rules";
import { badField, badInput } from "../../errors";

export interface RegistrationFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

/** The client's checks (common/auth-rules.ts), made again here: a refusal carries the same message. */
function refuseIf(problem: string | null): void {
  if (problem) throw badInput(problem);
}

/** A refusal of one field, named in the error so the form shows it under that field. */
function refuseField<T>(refusal: FieldRefusal<T> | null): void {
  if (refusal) throw badField(refusal.field, refusal.message);
}

/** The register form's checks in the spec's order; returns the cleaned name and e-mail. */
export function checkRegistration(input: RegistrationFields): { name: string; email: string; password: string } {
  refuseField(registrationRefusal(input));
  return { name: input.name.trim(), email: normalizeEmail(input.email), password: input.password };
}

/** The first admin's setup form: the same checks without the consent boxes; returns the cleaned name and e-mail. */
export function checkAdminSetup(input: { name: string; email: string; password: string; confirmPassword: string }): { name: string; email: string } {
  refuseField(adminSetupRefusal(input));
  return { name: input.name.trim(), email: normalizeEmail(input.email) };
}

/** The reset-password form: both fields, matching, long enough. */
export function checkNewPassword(password: string, confirmPassword: string): void {
  refuseIf(resetPasswordError(password, confirmPassword));
}

/** The settings page's change-password form, which words the same checks differently. */
export function checkChangedPassword(newPassword: string, confirmPassword: string): void {
  refuseIf(changePasswordError(newPassword, confirmPassword));
}

export function checkName(raw: string): string {
  refuseIf(nameError(raw));
  return raw.trim();
}
