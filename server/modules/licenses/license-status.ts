export const DAY_MS = 86_400_000;
export const EXPIRY_WARNING_DAYS = 7;

export type LicenseState = "active" | "inactive" | "expired";
export type LicenseBadge = "active" | "suspended" | "expired";

interface LicenseLike {
  status: boolean;
  expiresAt: Date;
}

/** Expired wins over the status flag: a past expiry shows as expired whether or not the licence is suspended. */
export function licenseState(license: LicenseLike, now: Date): LicenseState {
  if (license.expiresAt.getTime() <= now.getTime()) return "expired";
  return license.status ? "active" : "inactive";
}

export function isLicenseValid(license: LicenseLike, now: Date): boolean {
  return licenseState(license, now) === "active";
}

/** The customer panel's wording: a switched-off licence is "suspended". */
export function customerBadge(license: LicenseLike, now: Date): LicenseBadge {
  const state = licenseState(license, now);
  return state === "inactive" ? "suspended" : state;
}

/**
 * Whole days left, counting a started 24-hour period as a day (ceil of the remaining
 * milliseconds / 86,400,000), never below 0. It depends only on the instant of expiry, not
 * on the caller's time zone or on midnight: one millisecond left is 1 day, exactly 7×24 h is 7.
 */
export function daysRemaining(expiresAt: Date, now: Date): number {
  const left = expiresAt.getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** The 7-day warning of the check page and the customer panel: still valid time left, and 7 days or fewer. */
export function isExpiringSoon(expiresAt: Date, now: Date): boolean {
  const days = daysRemaining(expiresAt, now);
  return days > 0 && days <= EXPIRY_WARNING_DAYS;
}

export function addDays(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
