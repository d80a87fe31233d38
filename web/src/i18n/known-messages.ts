import { AUTH_MESSAGES } from "@common/auth-rules";
import { MONEY_MESSAGES } from "@common/money";
import { QUANTITY_MESSAGES } from "@common/quantity";
import { RESERVATION_RULE_MESSAGES } from "@common/reservation-rules";
import { i18n } from "./index";

/**
 * The shared contract's fixed messages (common/), which both the client's own checks and the
 * server's answers use word for word, by their English text → their key in namespace `errors`
 * under `messages`. A message with no entry is shown as it is (English).
 */
const KNOWN = new Map<string, string>([
  ...Object.entries(AUTH_MESSAGES).map(([key, text]) => [text, `auth.${key}`] as [string, string]),
  ...Object.entries(MONEY_MESSAGES).map(([key, text]) => [text, `money.${key}`] as [string, string]),
  [QUANTITY_MESSAGES.invalid, "quantity.invalid"],
  ...Object.entries(RESERVATION_RULE_MESSAGES).map(([key, text]) => [text, `reservations.${key}`] as [string, string]),
]);

// Loaded with the code that can show an error (lib/graphql-errors, the purchase checks), not
// with the entry: fetched now, never awaited; by the time an answer or a check is shown it is there.
void i18n.loadNamespaces(["errors", "server"]).catch(() => undefined);

// The `server` namespace is keyed by the server's English message (test/checks/server-messages
// scans server/ and common/ for them); a message built from a template has `{{name}}` where the
// server put a value, so its key is matched as a pattern and the values are carried over.
const AS_IS = { ns: "server", keySeparator: false, nsSeparator: false } as const;
const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}
const patternsByLanguage = new Map<string, { keys: number; patterns: Pattern[] }>();

function patterns(language: string): Pattern[] {
  const bundle = (i18n.getResourceBundle(language, "server") ?? {}) as Record<string, unknown>;
  const keys = Object.keys(bundle);
  const cached = patternsByLanguage.get(language);
  if (cached && cached.keys === keys.length) return cached.patterns;
  const built: Pattern[] = [];
  for (const key of keys) {
    const names = [...key.matchAll(PLACEHOLDER)].map((m) => m[1]);
    if (names.length === 0) continue;
    const source = key
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? "(.+?)" : escapeRegExp(part)))
      .join("");
    built.push({ key, names, regex: new RegExp(`^${source}$`, "s") });
  }
  patternsByLanguage.set(language, { keys: keys.length, patterns: built });
  return built;
}

/** A message the server wrote in English, in the reader's language when the `server` namespace has it; undefined otherwise. */
export function translateServerMessage(message: string): string | undefined {
  if (i18n.exists(message, AS_IS)) return i18n.t(message, { ...AS_IS, defaultValue: message });
  for (const { key, names, regex } of patterns(i18n.language)) {
    const match = regex.exec(message);
    if (!match) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return i18n.t(key, { ...AS_IS, ...values, defaultValue: message });
  }
  return undefined;
}

/** A message of the shared contract or of the server in the reader's language; any other text unchanged. */
export function translateKnownMessage(message: string): string {
  const key = KNOWN.get(message);
  if (key) return i18n.t(`messages.${key}`, { ns: "errors", defaultValue: message });
  return translateServerMessage(message) ?? message;
}
