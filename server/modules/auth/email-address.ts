/** E-mail addresses are stored and compared trimmed and lower-cased. */
export function normalizeEmail(raw: string | null | undefined): string {
  return (raw ?? "").trim().toLowerCase();
}

/** One "@", no spaces, a dotted domain: what a person can type by mistake, not RFC 5321 in full. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** 254 characters is the longest address SMTP can deliver to. */
export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}
