/** A licence key: four groups of four uppercase letters or digits (the spec's format), for both sides. */
export const LICENSE_KEY_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;
export const INVALID_LICENSE_KEY_FORMAT = "Invalid license key format";
export const EMPTY_LICENSE_KEY = "Please enter a license key";

export type LicenseKeyCheck = { ok: true; key: string } | { ok: false; message: string };

/** Trims the input (pasted keys often carry spaces), then requires the exact format; case matters. */
export function parseLicenseKey(input: unknown): LicenseKeyCheck {
  if (typeof input !== "string" || input.trim() === "") return { ok: false, message: EMPTY_LICENSE_KEY };
  const key = input.trim();
  return LICENSE_KEY_PATTERN.test(key) ? { ok: true, key } : { ok: false, message: INVALID_LICENSE_KEY_FORMAT };
}
