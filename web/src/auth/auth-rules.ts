/**
 * The same checks, in the same order and with the same messages, as the server's; the client
 * runs them first only to answer without a round trip.
 */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_NAME_LENGTH = 100;
/** The longest address SMTP can deliver to. */
const MAX_EMAIL_LENGTH = 254;
// Counted in characters, not UTF-16 units, like the server.
const length = (s: string) => [...s].length;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const blank = (s: string) => s.trim() === "";

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export function registrationError(v: RegistrationValues): string | null {
  if ([v.name, v.email, v.password, v.confirmPassword].some(blank)) return "Please fill all fields.";
  if (length(v.password) < MIN_PASSWORD_LENGTH) return "Password must be at least 6 characters long.";
  if (v.password !== v.confirmPassword) return "Passwords do not match.";
  if (!v.acceptTerms) return "You must accept the Terms of Service to continue.";
  if (!v.acceptPrivacy) return "You must accept the Privacy Policy to continue.";
  const email = v.email.trim().toLowerCase();
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return "Please enter a valid email address.";
  return nameError(v.name);
}

/** The profile form's name check (registration ends with it too). */
export function nameError(name: string): string | null {
  if (blank(name)) return "Name cannot be empty.";
  if (length(name.trim()) > MAX_NAME_LENGTH) return "Name must be at most 100 characters long.";
  return null;
}

export function adminSetupError(v: Omit<RegistrationValues, "acceptTerms" | "acceptPrivacy">): string | null {
  return registrationError({ ...v, acceptTerms: true, acceptPrivacy: true });
}

export function resetPasswordError(password: string, confirmPassword: string): string | null {
  if (blank(password) || blank(confirmPassword)) return "Please fill both password fields.";
  if (password !== confirmPassword) return "Passwords do not match.";
  if (length(password) < MIN_PASSWORD_LENGTH) return "Password must be at least 6 characters long.";
  return null;
}

export function changePasswordError(newPassword: string, confirmPassword: string): string | null {
  if (blank(newPassword) || blank(confirmPassword)) return "Please fill new password fields.";
  if (newPassword !== confirmPassword) return "New passwords do not match.";
  if (length(newPassword) < MIN_PASSWORD_LENGTH) return "Password must be at least 6 characters long.";
  return null;
}
