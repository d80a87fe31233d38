import { parseLicenseKey } from "@common/license-key";

/** The server's own rule (common/license-key.ts), checked before a round trip. */
export function licenseKeyProblem(input: string): string | null {
  const check = parseLicenseKey(input);
  return check.ok ? null : check.message;
}

/** Red at 7 days or fewer (spec §9). */
export const EXPIRY_WARNING_DAYS = 7;

export function formatDate(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" }) : "—";
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";
}
