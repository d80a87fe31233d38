import type { Language } from "../../common/languages";
import { interpolate } from "../modules/mail/mail-text";
import en from "./locales/en.json" with { type: "json" };
import ru from "./locales/ru.json" with { type: "json" };
import zh from "./locales/zh.json" with { type: "json" };

/**
 * The texts of the pages the server renders itself (the invoice, the unsubscribe page, the
 * sandbox checkout) in the shop's three languages; English is the reference, word for word
 * (test/checks/translations.test.ts checks the keys). A missing key falls back to English.
 */
type Catalog = typeof en;
export type PageTextKey = { [Group in keyof Catalog]: `${Group & string}.${keyof Catalog[Group] & string}` }[keyof Catalog];

const CATALOGS: Record<Language, Record<string, Record<string, string>>> = { en, ru, zh };

/** One page text in `language`, its `{{name}}`s filled as they are (the caller escapes for HTML). */
export function pageText(language: Language, key: PageTextKey, params: Readonly<Record<string, string | number>> = {}): string {
  const [group, name] = key.split(".") as [string, string];
  return interpolate(CATALOGS[language]?.[group]?.[name] ?? CATALOGS.en[group][name], params);
}

/** A translator bound to one reader's language. */
export function pageTexts(language: Language): (key: PageTextKey, params?: Readonly<Record<string, string | number>>) => string {
  return (key, params) => pageText(language, key, params);
}

/** `<html lang>` of a page in `language`. */
export const htmlLang = (language: Language): string => (language === "zh" ? "zh-CN" : language);
