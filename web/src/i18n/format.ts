import { i18n } from "./index";
import { intlLocale } from "./language";

// Intl formatters are costly to build; one per locale and style is kept.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(key: string, locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `n:${key}:${locale}`;
  let format = cache.get(id) as Intl.NumberFormat | undefined;
  if (!format) cache.set(id, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(key: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const id = `d:${key}:${locale}`;
  let format = cache.get(id) as Intl.DateTimeFormat | undefined;
  if (!format) cache.set(id, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

const currentLocale = (language?: string) => intlLocale(language ?? i18n.language ?? "en");

/** Integer cents as US dollars in the reader's language: $1,234.50 · 1 234,50 $ · US$1,234.50. */
export function formatMoney(cents: number, language?: string): string {
  return numberFormat("usd", currentLocale(language), { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.trunc(cents) / 100,
  );
}

/** A price as a shop states it: whole dollars without cents ($15), others with them ($9.99). */
export function formatPrice(cents: number, language?: string): string {
  if (Math.trunc(cents) % 100 !== 0) return formatMoney(cents, language);
  return numberFormat("usd-whole", currentLocale(language), { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(
    Math.trunc(cents) / 100,
  );
}

/** A count in the reader's language (grouping digits as they do). */
export function formatNumber(value: number, language?: string): string {
  return numberFormat("int", currentLocale(language), {}).format(value);
}

/** A moment (ISO string or Date) as date and time in the reader's language. */
export function formatDateTime(value: string | Date, language?: string): string {
  return dateFormat("datetime", currentLocale(language), { dateStyle: "medium", timeStyle: "short" }).format(new Date(value));
}

/** A day (ISO string or Date) in the reader's language. */
export function formatDate(value: string | Date, language?: string): string {
  return dateFormat("date", currentLocale(language), { year: "numeric", month: "short", day: "numeric" }).format(new Date(value));
}

/** A fraction (0.025) as a percentage in the reader's language: 2.5% · 2,5 % · 2.5%. */
export function formatPercent(fraction: number, language?: string): string {
  return numberFormat("percent", currentLocale(language), { style: "percent", maximumFractionDigits: 2 }).format(fraction);
}
