import { daysRemaining, isExpiringSoon, isLicenseValid } from "./license-status";

/*
 * What a licence check answers for the row it found. Pure and free of the app's other modules:
 * the signing thread (signing-thread.worker.ts) imports it to answer checks on a SQLite file
 * itself, and the event loop's own path (license-check.service.ts) answers with the same code.
 */

export const LICENSE_VALID = "License is valid";
export const LICENSE_INVALID_OR_EXPIRED = "License is invalid or expired";

/**
 * The spec's check response; `success` only for an existing, active, unexpired licence,
 * `invalid` for any other key, `error` when the check itself could not run (rate limit, failure).
 */
export interface LicenseCheckAnswer {
  status: "success" | "invalid" | "error";
  message: string;
  expires_at: string | null;
  days_remaining: number;
}

/** One indexed SELECT: all a check needs of the licence. */
export const LICENSE_LOOKUP_SQL = "SELECT id, status, expires_at FROM licenses WHERE license_key = ?";

export type LicenseLookupRow = { id: string; status: number | boolean | string; expires_at: Date | string };

export interface CheckedLicense {
  id: string;
  status: boolean;
  expiresAt: Date;
}

export function checkedLicenseOf(row: LicenseLookupRow): CheckedLicense {
  return { id: row.id, status: Number(row.status) === 1 || row.status === true, expiresAt: parseStoredDate(row.expires_at) };
}

/** The answer for a well-formed key at `now`: the licence it names, or none. */
export function answerForLicense(license: CheckedLicense | null, now: Date): { answer: LicenseCheckAnswer; expiringSoon: boolean } {
  if (!license) return { answer: { status: "invalid", message: LICENSE_INVALID_OR_EXPIRED, expires_at: null, days_remaining: 0 }, expiringSoon: false };
  const valid = isLicenseValid(license, now);
  return {
    answer: {
      status: valid ? "success" : "invalid",
      message: valid ? LICENSE_VALID : LICENSE_INVALID_OR_EXPIRED,
      expires_at: license.expiresAt.toISOString(),
      days_remaining: daysRemaining(license.expiresAt, now),
    },
    expiringSoon: valid && isExpiringSoon(license.expiresAt, now),
  };
}

/** The body the REST shim sends and signs: the answer, with the client's nonce when it sent one. */
export function answerBody(answer: LicenseCheckAnswer, nonce: string | undefined): string {
  return JSON.stringify(nonce === undefined ? answer : { ...answer, nonce });
}

/**
 * The bytes an answer's signature covers: `${date}\n${nonce}\n${body}`. The date limits replay,
 * the client's nonce binds the answer to its own request, and the body is verified exactly as sent.
 */
export function signedMessage(date: string, nonce: string, body: string): string {
  return `${date}\n${nonce}\n${body}`;
}

/** MySQL/MariaDB hand back Date objects; SQLite keeps TypeORM's UTC text form `YYYY-MM-DD HH:MM:SS.SSS`. */
function parseStoredDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value.replace(" ", "T") + (/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? "" : "Z"));
}
