/** The server's rule (server/modules/licenses/license-key.ts), checked before a round trip. */
export const LICENSE_KEY_PATTERN = /^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/;

export function licenseKeyProblem(input: string): string | null {
  const key = input.trim();
  if (key === "") return "Please enter a license key";
  if (!LICENSE_KEY_PATTERN.test(key)) return "Invalid license key format";
  return null;
}

/** Red at 7 days or fewer (spec §9). */
export const EXPIRY_WARNING_DAYS = 7;

export function formatDate(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" }) : "—";
}

export function formatDateTime(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";
}
