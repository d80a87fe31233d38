import type { RequestContext } from "../../context";
import { licenseChecks as licenseCheckCounter } from "../../observability/metrics";
import type { RateLimitState } from "../rate-limit";
import type { LicenseChecks } from "./license-checks";
import { parseLicenseKey } from "./license-key";
import { daysRemaining, isExpiringSoon, isLicenseValid } from "./license-status";

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

export interface LicenseCheckOutcome {
  answer: LicenseCheckAnswer;
  /** The caller's standing against the per-IP limit after this check. */
  rateLimit: RateLimitState;
  /** False when the key is missing or malformed (the REST shim answers 400). */
  wellFormed: boolean;
  expiringSoon: boolean;
}

/**
 * The one licence check behind both the REST shim and GraphQL: rate limited per client IP,
 * and every check of an existing licence records its last use.
 */
export async function checkLicense(ctx: RequestContext, rawKey: unknown, checks: Pick<LicenseChecks, "limiter" | "lastUsed">): Promise<LicenseCheckOutcome> {
  let rateLimit: RateLimitState;
  try {
    rateLimit = checks.limiter.hit(ctx.meta.ip);
  } catch (err) {
    licenseCheckCounter.inc({ status: "rate_limited" });
    throw err;
  }
  const outcome = await answer(ctx, rawKey, checks);
  licenseCheckCounter.inc({ status: outcome.answer.status });
  return Object.assign(outcome, { rateLimit });
}

async function answer(ctx: RequestContext, rawKey: unknown, checks: Pick<LicenseChecks, "lastUsed">): Promise<Omit<LicenseCheckOutcome, "rateLimit">> {
  const parsed = parseLicenseKey(rawKey);
  if (!parsed.ok) {
    return { answer: { status: "invalid", message: parsed.message, expires_at: null, days_remaining: 0 }, wellFormed: false, expiringSoon: false };
  }
  const license = await findForCheck(ctx, parsed.key);
  const now = new Date();
  if (!license) {
    return { answer: { status: "invalid", message: LICENSE_INVALID_OR_EXPIRED, expires_at: null, days_remaining: 0 }, wellFormed: true, expiringSoon: false };
  }
  checks.lastUsed.record(license.id, now);
  const valid = isLicenseValid(license, now);
  return {
    answer: {
      status: valid ? "success" : "invalid",
      message: valid ? LICENSE_VALID : LICENSE_INVALID_OR_EXPIRED,
      expires_at: license.expiresAt.toISOString(),
      days_remaining: daysRemaining(license.expiresAt, now),
    },
    wellFormed: true,
    expiringSoon: valid && isExpiringSoon(license.expiresAt, now),
  };
}

type CheckRow = { id: string; status: number | boolean | string; expires_at: Date | string };
const LOOKUP_SQL = "SELECT id, status, expires_at FROM licenses WHERE license_key = ?";

/**
 * The hot path of every check, as one plain indexed SELECT. Going through the repository, or
 * even through TypeORM's query runner, cost more CPU than the rest of the check together
 * (bench/license-check.bench.ts). Outside a transaction it takes the driver's fastest path
 * (Database.firstRow).
 */
async function findForCheck(ctx: RequestContext, licenseKey: string): Promise<{ id: string; status: boolean; expiresAt: Date } | null> {
  const row = ctx.inTransaction
    ? ((await ctx.manager.query(LOOKUP_SQL, [licenseKey])) as CheckRow[])[0]
    : await ctx.db.firstRow<CheckRow>(LOOKUP_SQL, [licenseKey]);
  if (!row) return null;
  return { id: row.id, status: Number(row.status) === 1 || row.status === true, expiresAt: parseStoredDate(row.expires_at) };
}

/** MySQL/MariaDB hand back Date objects; SQLite keeps TypeORM's UTC text form `YYYY-MM-DD HH:MM:SS.SSS`. */
function parseStoredDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value.replace(" ", "T") + (/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? "" : "Z"));
}
