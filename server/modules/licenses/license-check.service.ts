import type { RequestContext } from "../../context";
import { hitRateLimit } from "../rate-limit/rate-limit.service";
import type { LastUsedRecorder } from "./last-used-recorder";
import { parseLicenseKey } from "./license-key";
import { License } from "./license.entity";
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
  /** False when the key is missing or malformed (the REST shim answers 400). */
  wellFormed: boolean;
  expiringSoon: boolean;
}

/**
 * The one licence check behind both the REST shim and GraphQL: rate limited per client IP,
 * and every check of an existing licence records its last use.
 */
export async function checkLicense(ctx: RequestContext, rawKey: unknown, lastUsed: LastUsedRecorder): Promise<LicenseCheckOutcome> {
  await hitRateLimit(ctx.db, { name: "license-check", limit: ctx.config.licenseCheckRateLimitPerMinute, windowSeconds: 60 }, ctx.meta.ip);
  const parsed = parseLicenseKey(rawKey);
  if (!parsed.ok) {
    return { answer: { status: "invalid", message: parsed.message, expires_at: null, days_remaining: 0 }, wellFormed: false, expiringSoon: false };
  }
  const license = await ctx.manager.getRepository(License).findOne({
    where: { licenseKey: parsed.key },
    select: { id: true, status: true, expiresAt: true },
  });
  const now = new Date();
  if (!license) {
    return { answer: { status: "invalid", message: LICENSE_INVALID_OR_EXPIRED, expires_at: null, days_remaining: 0 }, wellFormed: true, expiringSoon: false };
  }
  lastUsed.record(license.id, now);
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
