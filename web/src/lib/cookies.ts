import { LANGUAGE_COOKIE } from "@common/languages";

/**
 * Browser cookies as the spec describes them: 30 days by default, and a value longer than
 * 4000 characters goes to local storage instead (a cookie that large would be dropped).
 */
export const DEFAULT_COOKIE_DAYS = 30;
export const MAX_COOKIE_VALUE_LENGTH = 4000;

export const CONSENT_COOKIE = "cookie_consent";
export const PREFERENCES_COOKIE = "cookie_preferences";
export const CONSENT_DAYS = 365;
/**
 * Kept when a visitor rejects cookies: the choice itself, the signed-in user and the chosen
 * language (`lang`, common/languages' LANGUAGE_COOKIE): essential, the shop cannot be read without it.
 */
export const KEPT_ON_REJECT = [CONSENT_COOKIE, "currentUser", LANGUAGE_COOKIE] as const;

export type ConsentChoice = "accepted" | "rejected";

export interface CookiePreferences {
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export const ALL_COOKIES: CookiePreferences = { essential: true, functional: true, analytics: true, marketing: true };
export const ESSENTIAL_ONLY: CookiePreferences = { essential: true, functional: false, analytics: false, marketing: false };

/** Whether a value can be stored as a cookie; a longer one would be dropped by the browser. */
export function fitsInCookie(value: string): boolean {
  return value.length <= MAX_COOKIE_VALUE_LENGTH;
}

/** The `document.cookie` assignment that keeps `value` for `days` days from `now`. */
export function cookieAssignment(name: string, value: string, days: number, now = Date.now()): string {
  const expires = new Date(now + days * 24 * 3600 * 1000).toUTCString();
  return `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

// Other scripts on the same site can set cookies this page did not encode; their raw text is still a value.
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

const cookiePairs = (cookieString: string) => cookieString.split(/;\s*/).filter(Boolean);

/** The value of `name` in a `document.cookie` string, or null when it is not there. */
export function cookieValue(cookieString: string, name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = cookiePairs(cookieString).find((c) => c.startsWith(prefix));
  return found === undefined ? null : decode(found.slice(prefix.length));
}

/** The names in a `document.cookie` string. */
export function cookieNamesIn(cookieString: string): string[] {
  return cookiePairs(cookieString).map((c) => decode(c.includes("=") ? c.slice(0, c.indexOf("=")) : c));
}

/** What a rejection deletes: every cookie except the choice itself and the signed-in user. */
export function cookiesToClearOnReject(names: string[]): string[] {
  return names.filter((name) => !(KEPT_ON_REJECT as readonly string[]).includes(name));
}

/** A stored consent value; anything but the two choices means the visitor has not chosen yet. */
export function parseConsent(value: string | null): ConsentChoice | null {
  return value === "accepted" || value === "rejected" ? value : null;
}

/**
 * Stored preferences; an unreadable or missing value falls back to what the consent implies
 * (everything when accepted, essential cookies otherwise). Only a literal `true` turns a category on.
 */
export function parsePreferences(value: string | null, consent: ConsentChoice | null): CookiePreferences {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(value ?? "null");
  } catch {
    // An unreadable value counts as no choice made.
  }
  if (typeof parsed === "object" && parsed !== null && !Array.isArray(parsed)) {
    const p = parsed as Record<string, unknown>;
    return { essential: true, functional: p.functional === true, analytics: p.analytics === true, marketing: p.marketing === true };
  }
  return consent === "accepted" ? ALL_COOKIES : ESSENTIAL_ONLY;
}

/** Choosing essential cookies only is a rejection. */
export function consentFor(preferences: CookiePreferences): ConsentChoice {
  return preferences.functional || preferences.analytics || preferences.marketing ? "accepted" : "rejected";
}

export function setCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  if (!fitsInCookie(value)) {
    localStorage.setItem(name, value);
    deleteCookie(name);
    return;
  }
  localStorage.removeItem(name);
  document.cookie = cookieAssignment(name, value, days);
}

export function getCookie(name: string): string | null {
  return cookieValue(document.cookie, name) ?? localStorage.getItem(name);
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** Every cookie this page can see (http-only ones, such as the session, are out of reach by design). */
export function cookieNames(): string[] {
  return cookieNamesIn(document.cookie);
}

export function storedConsent(): ConsentChoice | null {
  return parseConsent(getCookie(CONSENT_COOKIE));
}

export function storedPreferences(): CookiePreferences {
  return parsePreferences(getCookie(PREFERENCES_COOKIE), storedConsent());
}

/** Stores the visitor's choice for a year; choosing essential cookies only is a rejection and clears the rest. */
export function saveConsent(preferences: CookiePreferences): ConsentChoice {
  const choice = consentFor(preferences);
  if (choice === "rejected") {
    for (const name of cookiesToClearOnReject(cookieNames())) deleteCookie(name);
    localStorage.removeItem(PREFERENCES_COOKIE);
    setCookie(CONSENT_COOKIE, "rejected", CONSENT_DAYS);
    return "rejected";
  }
  setCookie(CONSENT_COOKIE, "accepted", CONSENT_DAYS);
  setCookie(PREFERENCES_COOKIE, JSON.stringify(preferences), CONSENT_DAYS);
  return "accepted";
}
