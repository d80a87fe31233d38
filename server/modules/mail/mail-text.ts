import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../common/languages";
import en from "./locales/en.json" with { type: "json" };
import ru from "./locales/ru.json" with { type: "json" };
import zh from "./locales/zh.json" with { type: "json" };

/**
 * The shop's e-mails in its three languages: English is the reference (the texts the shop has
 * always sent, word for word), Russian and Simplified Chinese have the same keys
 * (test/unit/mail-text.test.ts checks it). A missing key falls back to English.
 */
type Catalog = typeof en;
/** A key without its plural suffix: `subject_one` and `subject_other` are both asked for as `subject`. */
type Unplural<K extends string> = K extends `${infer Base}_${"zero" | "one" | "two" | "few" | "many" | "other"}` ? Base : K;
export type MailTextKey = { [Group in keyof Catalog]: `${Group & string}.${Unplural<keyof Catalog[Group] & string>}` }[keyof Catalog];

const CATALOGS: Record<Language, Record<string, Record<string, string>>> = { en, ru, zh };
const LOCALES: Record<Language, string> = { en: "en-US", ru: "ru-RU", zh: "zh-CN" };

/** The language to write to someone in: their profile language, English for anything else. */
export function mailLanguage(profileLanguage: string | null | undefined): Language {
  return isLanguage(profileLanguage) ? profileLanguage : DEFAULT_LANGUAGE;
}

/**
 * Replaces each `{{name}}` of a template with its value, by scanning (no pattern): the templates
 * are the shop's own, the values are inserted as they are (the HTML part escapes the whole text).
 * A placeholder without a value stays as written, so a missing parameter shows in tests.
 */
export function interpolate(template: string, params: Readonly<Record<string, string | number>>): string {
  let out = "";
  let from = 0;
  for (;;) {
    const open = template.indexOf("{{", from);
    if (open < 0) break;
    const close = template.indexOf("}}", open + 2);
    if (close < 0) break;
    const name = template.slice(open + 2, close).trim();
    out += template.slice(from, open);
    out += Object.hasOwn(params, name) ? String(params[name]) : template.slice(open, close + 2);
    from = close + 2;
  }
  return out + template.slice(from);
}

/** A key's plural forms, as i18next names them (`subject_one`, ru `subject_few`, `subject_other`): what Intl.PluralRules answers. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * One text of the e-mail catalogue in `language`, English when that language lacks it. A key with
 * plural forms (`{key}_one`, `{key}_few`, `{key}_other`…) takes the form of the numeric `count`.
 */
export function mailText(language: Language, key: MailTextKey, params: Readonly<Record<string, string | number>> = {}): string {
  const [group, name] = key.split(".") as [string, string];
  const count = typeof params.count === "number" ? params.count : NaN;
  const texts = CATALOGS[language]?.[group];
  const pick = (catalog: Record<string, string> | undefined, lang: Language) =>
    catalog?.[name] ?? catalog?.[`${name}_${pluralRules(lang).select(count)}`] ?? catalog?.[`${name}_other`];
  return interpolate(pick(texts, language) ?? pick(CATALOGS.en[group], "en")!, params);
}

/** A translator bound to one recipient's language. */
export function mailTexts(language: Language): (key: MailTextKey, params?: Readonly<Record<string, string | number>>) => string {
  return (key, params) => mailText(language, key, params);
}

/**
 * US dollars written the reader's way with Intl ("$1234.50", "1234,50 $", "US$1234.50"); prices
 * stay in USD whatever the language. No grouping, so English reads as the shop always wrote it.
 */
export function formatMoney(cents: number, language: Language): string {
  return moneyFormats(language).format(cents / 100);
}

/** A count written the reader's way. */
export function formatCount(n: number, language: Language): string {
  return language === "en" ? String(n) : countFormats(language).format(n);
}

/**
 * One Intl formatter per language, built on first use: building one loads locale data and costs
 * far more than formatting (it was a visible share of a receipt's CPU under a purchase burst).
 */
function formatterCache<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let format = made.get(language);
    if (!format) made.set(language, (format = make(LOCALES[language])));
    return format;
  };
}
const moneyFormats = formatterCache((locale) => new Intl.NumberFormat(locale, { style: "currency", currency: "USD", useGrouping: false }));
const countFormats = formatterCache((locale) => new Intl.NumberFormat(locale));
const pluralRules = formatterCache((locale) => new Intl.PluralRules(locale));
const dayFormats = formatterCache((locale) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }));

/**
 * A calendar day (UTC) written the reader's way: English keeps the ISO day the shop has always
 * sent (2026-11-30); Russian and Chinese read a long date ("30 ноября 2026 г.", "2026年11月30日").
 */
export function formatDay(date: Date, language: Language): string {
  if (language === "en") return date.toISOString().slice(0, 10);
  return dayFormats(language).format(date);
}
