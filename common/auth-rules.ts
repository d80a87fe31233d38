import { hasControlCharacters } from "./control-characters";

/**
 * The auth forms' rules and the spec's messages, once for both sides: the client checks first
 * to answer without a round trip, the server (server/modules/auth/auth.validation.ts) checks
 * again and refuses with the same message.
 */
export const AUTH_MESSAGES = {
  fillAllFields: "Please fill all fields.",
  passwordTooShort: "Password must be at least 6 characters long.",
  passwordsDoNotMatch: "Passwords do not match.",
  acceptTerms: "You must accept the Terms of Service to continue.",
  acceptPrivacy: "You must accept the Privacy Policy to continue.",
  invalidEmail: "Please enter a valid email address.",
  emailTaken: "This email address is already registered.",
  nameTooLong: "Name must be at most 100 characters long.",
  nameControlCharacters: "Name cannot contain line breaks or other control characters.",
  invalidToken: "This link is invalid or has expired.",
  alreadyConfirmed: "Your email address is already confirmed. Please log in.",
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

const M = AUTH_MESSAGES;
export const MIN_PASSWORD_LENGTH = 6;
/** Names are shown in headers and tables; 100 characters is plenty and fits the column. */
export const MAX_NAME_LENGTH = 100;
/** The longest address SMTP can deliver to. */
const MAX_EMAIL_LENGTH = 254;
/** Counted in characters, not UTF-16 units: "é" is one. */
export const characterCount = (s: string) => [...s].length;
/** One "@", no spaces, a dotted domain: what a person can type by mistake, not RFC 5321 in full. No part can match what the next one does, so it never backtracks. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const blank = (s: string | null | undefined) => (s ?? "").trim() === "";

/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(raw: string | null | undefined): string {
  return (raw ?? "").trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

/** The server's one refusal of a form: the first problem in the spec's order, and the field it belongs to. */
export interface FieldRefusal<T> {
  field: keyof T & string;
  message: string;
}

/**
 * The registration form's first problem in the spec's order (its message is the spec's), named by
 * its field so the form shows the server's refusal under that field.
 */
export function registrationRefusal(v: RegistrationValues): FieldRefusal<RegistrationValues> | null {
  const firstBlank = (["name", "email", "password", "confirmPassword"] as const).find((key) => blank(v[key]));
  if (firstBlank) return { field: firstBlank, message: M.fillAllFields };
  if (characterCount(v.password) < MIN_PASSWORD_LENGTH) return { field: "password", message: M.passwordTooShort };
  if (v.password !== v.confirmPassword) return { field: "confirmPassword", message: M.passwordsDoNotMatch };
  if (!v.acceptTerms) return { field: "acceptTerms", message: M.acceptTerms };
  if (!v.acceptPrivacy) return { field: "acceptPrivacy", message: M.acceptPrivacy };
  if (!isValidEmail(normalizeEmail(v.email))) return { field: "email", message: M.invalidEmail };
  const name = nameError(v.name);
  return name ? { field: "name", message: name } : null;
}

/** Each field's problem, for showing every one at once beside its field; empty when the form is valid. */
export type FieldProblems<T> = Partial<Record<keyof T, string>>;

function accountProblems(v: Omit<RegistrationValues, "acceptTerms" | "acceptPrivacy">): FieldProblems<RegistrationValues> {
  const problems: FieldProblems<RegistrationValues> = {};
  const name = nameError(v.name);
  if (name) problems.name = name;
  // The address's format is checked as soon as there is one, whatever else is missing.
  if (blank(v.email)) problems.email = M.enterEmail;
  else if (!isValidEmail(normalizeEmail(v.email))) problems.email = M.invalidEmail;
  if (characterCount(v.password) < MIN_PASSWORD_LENGTH || blank(v.password)) problems.password = M.passwordTooShort;
  if (blank(v.confirmPassword) || v.password !== v.confirmPassword) problems.confirmPassword = M.passwordsDoNotMatch;
  return problems;
}

/**
 * The registration rules answered per field, for the client to show every problem of the form at
 * once beside its field (the server answers the first, registrationError); the server accepts
 * exactly the forms with none.
 */
export function registrationProblems(v: RegistrationValues): FieldProblems<RegistrationValues> {
  const problems = accountProblems(v);
  if (!v.acceptTerms) problems.acceptTerms = M.acceptTerms;
  if (!v.acceptPrivacy) problems.acceptPrivacy = M.acceptPrivacy;
  return problems;
}

/** The first admin's setup form: the same rules without the consent boxes. */
export function adminSetupProblems(v: Omit<RegistrationValues, "acceptTerms" | "acceptPrivacy">): FieldProblems<RegistrationValues> {
  return accountProblems(v);
}

export const hasProblems = (problems: object) => Object.keys(problems).length > 0;

/** The profile form's name check (registration ends with it too). */
export function nameError(name: string): string | null {
  if (blank(name)) return M.nameEmpty;
  if (characterCount(name.trim()) > MAX_NAME_LENGTH) return M.nameTooLong;
  // A name is printed in e-mails, tables and the operator's log: line breaks and escape codes have no place in it.
  if (hasControlCharacters(name.trim())) return M.nameControlCharacters;
  return null;
}

/** The first admin's setup form: the registration's refusals without the consent boxes. */
export function adminSetupRefusal(v: Omit<RegistrationValues, "acceptTerms" | "acceptPrivacy">): FieldRefusal<RegistrationValues> | null {
  return registrationRefusal({ ...v, acceptTerms: true, acceptPrivacy: true });
}

export function resetPasswordError(password: string, confirmPassword: string): string | null {
  if (blank(password) || blank(confirmPassword)) return M.fillBothPasswords;
  if (password !== confirmPassword) return M.passwordsDoNotMatch;
  if (characterCount(password) < MIN_PASSWORD_LENGTH) return M.passwordTooShort;
  return null;
}

export function changePasswordError(newPassword: string, confirmPassword: string): string | null {
  if (blank(newPassword) || blank(confirmPassword)) return M.fillNewPasswords;
  if (newPassword !== confirmPassword) return M.newPasswordsDoNotMatch;
  if (characterCount(newPassword) < MIN_PASSWORD_LENGTH) return M.passwordTooShort;
  return null;
}

/** The login form per field: each blank one says what the spec says, and a typed address's format is checked. */
export function loginProblems(v: { email: string; password: string }): FieldProblems<{ email: string; password: string }> {
  const problems: FieldProblems<{ email: string; password: string }> = {};
  if (blank(v.email)) problems.email = M.enterEmailAndPassword;
  else if (!isValidEmail(normalizeEmail(v.email))) problems.email = M.invalidEmail;
  if (!v.password) problems.password = M.enterEmailAndPassword;
  return problems;
}

/** The forgotten-password form: the address, present and well-formed. */
export function forgotPasswordProblems(v: { email: string }): FieldProblems<{ email: string }> {
  if (blank(v.email)) return { email: M.enterEmail };
  if (!isValidEmail(normalizeEmail(v.email))) return { email: M.invalidEmail };
  return {};
}

type NewPasswordFields = { newPassword: string; confirmPassword: string };

/**
 * A new password and its confirmation per field, with the messages of resetPasswordError (reset)
 * or changePasswordError (change): each blank field, then the length, then the match.
 */
export function newPasswordProblems(v: NewPasswordFields, form: "reset" | "change"): FieldProblems<NewPasswordFields> {
  const fill = form === "reset" ? M.fillBothPasswords : M.fillNewPasswords;
  const problems: FieldProblems<NewPasswordFields> = {};
  if (blank(v.newPassword)) problems.newPassword = fill;
  else if (characterCount(v.newPassword) < MIN_PASSWORD_LENGTH) problems.newPassword = M.passwordTooShort;
  if (blank(v.confirmPassword)) problems.confirmPassword = fill;
  else if (!problems.newPassword && v.newPassword !== v.confirmPassword)
    problems.confirmPassword = form === "reset" ? M.passwordsDoNotMatch : M.newPasswordsDoNotMatch;
  return problems;
}
