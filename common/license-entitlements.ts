/**
 * A licence plan's entitlements (named features) as stored: a JSON array of strings, "[]" for
 * none. Pure, so the signing thread's check answer and the catalogue's plans read it alike.
 */

/** The stored form of a plan's entitlements. */
export function entitlementsColumn(entitlements: readonly string[]): string {
  return JSON.stringify(entitlements);
}

/** A stored entitlements column read back; anything unreadable reads as none. */
export function parseEntitlements(stored: string | null | undefined): string[] {
  if (!stored || stored === "[]") return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((e): e is string => typeof e === "string") : [];
  } catch {
    return [];
  }
}
