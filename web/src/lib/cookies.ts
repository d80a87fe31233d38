/**
 * Browser cookies as the spec describes them: 30 days by default, and a value longer than
 * 4000 characters goes to local storage instead (a cookie that large would be dropped).
 */
export const DEFAULT_COOKIE_DAYS = 30;
export const MAX_COOKIE_VALUE_LENGTH = 4000;

export const CONSENT_COOKIE = "cookie_consent";
export const PREFERENCES_COOKIE = "cookie_preferences";
export const CONSENT_DAYS = 365;
/** Kept when a visitor rejects cookies: the choice itself and the signed-in user. */
export const KEPT_ON_REJECT = [CONSENT_COOKIE, "currentUser"] as const;

export type ConsentChoice = "accepted" | "rejected";

export interface CookiePreferences {
  essential: true;
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
}

export const ALL_COOKIES: CookiePreferences = { essential: true, functional: true, analytics: true, marketing: true };
export const ESSENTIAL_ONLY: CookiePreferences = { essential: true, functional: false, analytics: false, marketing: false };

export function setCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  if (value.length > MAX_COOKIE_VALUE_LENGTH) {
    localStorage.setItem(name, value);
    deleteCookie(name);
    return;
  }
  localStorage.removeItem(name);
  const expires = new Date(Date.now() + days * 24 * 3600 * 1000).toUTCString();
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function getCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  const found = document.cookie.split("; ").find((c) => c.startsWith(prefix));
  if (found) return decodeURIComponent(found.slice(prefix.length));
  return localStorage.getItem(name);
}

export function deleteCookie(name: string): void {
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/** Every cookie this page can see (http-only ones, such as the session, are out of reach by design). */
export function cookieNames(): string[] {
  return document.cookie
    .split("; ")
    .filter(Boolean)
    .map((c) => decodeURIComponent(c.slice(0, c.indexOf("=") === -1 ? c.length : c.indexOf("="))));
}

export function storedConsent(): ConsentChoice | null {
  const value = getCookie(CONSENT_COOKIE);
  return value === "accepted" || value === "rejected" ? value : null;
}

export function storedPreferences(): CookiePreferences {
  try {
    const parsed = JSON.parse(getCookie(PREFERENCES_COOKIE) ?? "null") as Partial<CookiePreferences> | null;
    if (parsed) return { essential: true, functional: !!parsed.functional, analytics: !!parsed.analytics, marketing: !!parsed.marketing };
  } catch {
    // An unreadable value counts as no choice made.
  }
  return storedConsent() === "accepted" ? ALL_COOKIES : ESSENTIAL_ONLY;
}

/** Stores the visitor's choice for a year; choosing essential cookies only is a rejection and clears the rest. */
export function saveConsent(preferences: CookiePreferences): ConsentChoice {
  const rejected = !preferences.functional && !preferences.analytics && !preferences.marketing;
  if (rejected) {
    for (const name of cookieNames()) {
      if (!(KEPT_ON_REJECT as readonly string[]).includes(name)) deleteCookie(name);
    }
    localStorage.removeItem(PREFERENCES_COOKIE);
    setCookie(CONSENT_COOKIE, "rejected", CONSENT_DAYS);
    return "rejected";
  }
  setCookie(CONSENT_COOKIE, "accepted", CONSENT_DAYS);
  setCookie(PREFERENCES_COOKIE, JSON.stringify(preferences), CONSENT_DAYS);
  return "accepted";
}
