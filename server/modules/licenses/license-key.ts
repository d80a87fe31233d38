import crypto from "node:crypto";

export const LICENSE_KEY_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const LICENSE_KEY_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;
export const INVALID_LICENSE_KEY_FORMAT = "Invalid license key format";
export const EMPTY_LICENSE_KEY = "Please enter a license key";

/** 16 uniformly random uppercase letters or digits in four hyphen-separated groups (about 82 bits). */
export function generateLicenseKey(randomIndex: (max: number) => number = crypto.randomInt): string {
  const groups: string[] = [];
  for (let g = 0; g < 4; g++) {
    let group = "";
    for (let i = 0; i < 4; i++) group += LICENSE_KEY_ALPHABET[randomIndex(LICENSE_KEY_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}

export type LicenseKeyCheck = { ok: true; key: string } | { ok: false; message: string };

/** Trims the input (pasted keys often carry spaces), then requires the exact format; case matters. */
export function parseLicenseKey(input: unknown): LicenseKeyCheck {
  if (typeof input !== "string" || input.trim() === "") return { ok: false, message: EMPTY_LICENSE_KEY };
  const key = input.trim();
  return LICENSE_KEY_PATTERN.test(key) ? { ok: true, key } : { ok: false, message: INVALID_LICENSE_KEY_FORMAT };
}
