/**
 * The languages the shop speaks. English is the reference: every other language falls back to it
 * key by key. `zh` is Simplified Chinese.
 */
export const LANGUAGES = ["en", "ru", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The name of each language in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", ru: "Русский", zh: "简体中文" };

/** The same, short, for the switcher in a phone's header row (the full name stays its accessible name). */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: "EN", ru: "RU", zh: "中文" };

/** The cookie that remembers a visitor's choice (a signed-in customer's choice is on the profile). */
export const LANGUAGE_COOKIE = "lang";

/** Longest Accept-Language header read; the rest is ignored, so parsing stays linear and bounded. */
const MAX_ACCEPT_LANGUAGE_LENGTH = 512;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The shop's language for one language tag: `ru-RU` → ru, `zh-CN`/`zh-Hans`/`zh` → zh; others undefined. */
export function languageOfTag(tag: string): Language | undefined {
  const lower = tag.trim().slice(0, 35).toLowerCase();
  const primary = lower.split("-")[0];
  if (primary === "zh") {
    // Traditional Chinese readers are better served by English than by Simplified Chinese.
    return /^zh-(hant|tw|hk|mo)\b/.test(lower) ? undefined : "zh";
  }
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The best supported language for an Accept-Language header (or a list such as
 * navigator.languages), by quality value then order; English when none is supported.
 */
export function pickLanguage(accept: string | readonly string[] | undefined | null): Language {
  if (!accept) return DEFAULT_LANGUAGE;
  const parts = typeof accept === "string" ? accept.slice(0, MAX_ACCEPT_LANGUAGE_LENGTH).split(",") : accept.slice(0, 32);
  let best: { language: Language; q: number; index: number } | undefined;
  parts.forEach((part, index) => {
    const [tag, ...params] = part.split(";");
    const language = languageOfTag(tag);
    if (!language) return;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split("=");
      if (key?.trim() === "q") {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q <= 0) return;
    if (!best || q > best.q) best = { language, q, index };
  });
  return best?.language ?? DEFAULT_LANGUAGE;
}
