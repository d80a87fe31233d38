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
void i18n.loadNamespaces("errors").catch(() => undefined);

/** A message of the shared contract in the reader's language; any other text unchanged. */
export function translateKnownMessage(message: string): string {
  const key = KNOWN.get(message);
  return key ? i18n.t(`messages.${key}`, { ns: "errors", defaultValue: message }) : message;
}
