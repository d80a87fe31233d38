import { parseLicenseKey } from "@common/license-key";
import { formatDate as formatDay, formatDateTime as formatMoment } from "@/i18n/format";

/** The server's own rule (common/license-key.ts), checked before a round trip. */
export function licenseKeyProblem(input: string): string | null {
  const check = parseLicenseKey(input);
  return check.ok ? null : check.message;
}

/** Red at 7 days or fewer (spec §9). */
export const EXPIRY_WARNING_DAYS = 7;

/** A day in the reader's language; a dash for none. */
export function formatDate(iso: string | null | undefined): string {
  return iso ? formatDay(iso) : "—";
}

/** A moment in the reader's language; a dash for none. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? formatMoment(iso) : "—";
}
