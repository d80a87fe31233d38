import { LANGUAGE_COOKIE, isLanguage, pickLanguage, type Language } from "@common/languages";
import { getCookie, setCookie } from "@/lib/cookies";

/** A year, like the consent itself: the choice of language is an essential cookie. */
export const LANGUAGE_COOKIE_DAYS = 365;

/** The visitor's first language: the `lang` cookie when valid, else the browser's languages (Accept-Language's source). */
export function initialLanguage(): Language {
  if (typeof document === "undefined") return "en";
  const stored = getCookie(LANGUAGE_COOKIE);
  if (isLanguage(stored)) return stored;
  return pickLanguage(typeof navigator === "undefined" ? undefined : navigator.languages);
}

/** Remembers the choice for the server too: it reads this cookie before the profile and Accept-Language. */
export function storeLanguageCookie(language: Language): void {
  setCookie(LANGUAGE_COOKIE, language, LANGUAGE_COOKIE_DAYS);
}

/** The Intl locale of a language (zh is Simplified Chinese). */
export function intlLocale(language: string): string {
  if (language === "ru") return "ru-RU";
  if (language === "zh") return "zh-CN";
  return "en-US";
}
