import { parseEntitlements } from "../../../common/license-entitlements";
import { DAY_MS, daysRemaining, isExpiringSoon, licenseState } from "./license-status";

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
  /** Why, for a program (docs/api.md lists them); the seed's four fields above keep their meaning. */
  code: LicenseCheckCode;
  /** In a GRACE_PERIOD answer only: when the grace ends. */
  grace_ends_at?: string;
  /** In a success answer for a licence whose plan names features. */
  entitlements?: string[];
}

/** Every `code` a check answers with (/openapi.json lists them from here; docs/api.md says what each means). */
export const LICENSE_CHECK_CODES = [
  "VALID",
  "GRACE_PERIOD",
  "NOT_FOUND",
  "EXPIRED",
  "SUSPENDED",
  "TOO_MANY_MACHINES",
  "FINGERPRINT_SCOPE_REQUIRED",
  "HEARTBEAT_DEAD",
  "MALFORMED_KEY",
  "BAD_REQUEST",
  "RATE_LIMITED",
  "SERVER_ERROR",
] as const;

export type LicenseCheckCode = (typeof LICENSE_CHECK_CODES)[number];

/** One indexed SELECT: all a check needs of the licence, its plan included. */
export const LICENSE_LOOKUP_SQL =
  "SELECT id, status, expires_at, max_machines, heartbeat_seconds, grace_days, entitlements FROM licenses WHERE license_key = ?";

export type LicenseLookupRow = {
  id: string;
  status: number | boolean | string;
  expires_at: Date | string;
  max_machines: number | string | null;
  heartbeat_seconds: number | string | null;
  grace_days: number | string | null;
  entitlements: string | null;
};

export interface CheckedLicense {
  id: string;
  status: boolean;
  expiresAt: Date;
  /** Seats; null, unlimited (machines are not tracked). */
  maxMachines: number | null;
  heartbeatSeconds: number | null;
  graceDays: number;
  entitlements: string[];
}

export function checkedLicenseOf(row: LicenseLookupRow): CheckedLicense {
  return {
    id: row.id,
    status: Number(row.status) === 1 || row.status === true,
    expiresAt: parseStoredDate(row.expires_at),
    maxMachines: row.max_machines == null ? null : Number(row.max_machines),
    heartbeatSeconds: row.heartbeat_seconds == null ? null : Number(row.heartbeat_seconds),
    graceDays: Number(row.grace_days ?? 0),
    entitlements: parseEntitlements(row.entitlements),
  };
}

/**
 * What a machine's check came to (machine-activation.ts): it holds a seat, or it was refused one.
 * Left out for a check without a fingerprint.
 */
export type SeatVerdict = "held" | "TOO_MANY_MACHINES" | "HEARTBEAT_DEAD";

/**
 * The answer for a well-formed key at `now`: the licence it names, or none. The licence's own
 * state comes first (not found, expired past its grace, suspended); then, for a licence with
 * seats, the machine: no fingerprint, or the seat verdict.
 */
export function answerForLicense(license: CheckedLicense | null, now: Date, seat?: SeatVerdict): { answer: LicenseCheckAnswer; expiringSoon: boolean } {
  if (!license) return { answer: refusal("NOT_FOUND", null, 0), expiringSoon: false };
  const expiresAt = license.expiresAt.toISOString();
  const days = daysRemaining(license.expiresAt, now);
  const own = ownCode(license, now);
  if (own !== "VALID" && own !== "GRACE_PERIOD") return { answer: refusal(own, expiresAt, days), expiringSoon: false };
  if (license.maxMachines !== null && seat !== "held") return { answer: refusal(seat ?? "FINGERPRINT_SCOPE_REQUIRED", expiresAt, days), expiringSoon: false };
  const answer: LicenseCheckAnswer = { status: "success", message: LICENSE_VALID, expires_at: expiresAt, days_remaining: days, code: own };
  if (own === "GRACE_PERIOD") answer.grace_ends_at = graceEnd(license).toISOString();
  if (license.entitlements.length) answer.entitlements = license.entitlements;
  return { answer, expiringSoon: own === "VALID" && isExpiringSoon(license.expiresAt, now) };
}

/** Whether the licence works at `now` on its own: valid, in its grace period, expired, or suspended (expired wins, as in licenseState). */
export function ownCode(license: CheckedLicense, now: Date): "VALID" | "GRACE_PERIOD" | "EXPIRED" | "SUSPENDED" {
  const state = licenseState(license, now);
  if (state === "active") return "VALID";
  if (state === "inactive") return "SUSPENDED";
  return license.status && now.getTime() < graceEnd(license).getTime() ? "GRACE_PERIOD" : "EXPIRED";
}

/** A machine silent longer than the licence's heartbeat holds no seat. */
export function isDead(license: CheckedLicense, lastSeenAt: Date, now: Date): boolean {
  return license.heartbeatSeconds !== null && now.getTime() - lastSeenAt.getTime() > license.heartbeatSeconds * 1000;
}

/** A machine's last-seen instant: the stored one, or the one still waiting in the recorder's batch if later. */
export function latest(stored: Date, pending: Date | undefined): Date {
  return pending && pending > stored ? pending : stored;
}

/** The instant a licence's grace period ends (its expiry when it has none). */
export function graceEnd(license: CheckedLicense): Date {
  return new Date(license.expiresAt.getTime() + license.graceDays * DAY_MS);
}

function refusal(code: LicenseCheckCode, expiresAt: string | null, days: number): LicenseCheckAnswer {
  return { status: "invalid", message: LICENSE_INVALID_OR_EXPIRED, expires_at: expiresAt, days_remaining: days, code };
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
export function parseStoredDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value.replace(" ", "T") + (/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? "" : "Z"));
}
