import { i18n } from "@/i18n";
import { formatDateTime, formatMoney } from "@/i18n/format";

/** The scopes a token can have, in the order the API lists them; their words are in panel.json (apiTokens.scope). */
export const API_TOKEN_SCOPES = [{ value: "READ" }, { value: "PURCHASE" }, { value: "TOP_UP" }] as const;

export type ApiTokenScopeValue = (typeof API_TOKEN_SCOPES)[number]["value"];

const term = (key: string, options: Record<string, unknown> = {}) => i18n.t(`apiTokens.${key}`, { ns: "panel", ...options });

/** A scope's name and what it allows, in the reader's language: Read (balance, orders, licences). */
export const scopeLabel = (scope: ApiTokenScopeValue) => term(`scope.${scope}.label`);
export const scopeHint = (scope: ApiTokenScopeValue) => term(`scope.${scope}.hint`);

interface TokenTerms {
  scopes: readonly string[];
  expiresAt?: string | null;
  dailySpendLimitCents?: number | null;
}

export const formatTokenScopes = (scopes: readonly string[]) =>
  API_TOKEN_SCOPES.filter((s) => scopes.includes(s.value))
    .map((s) => scopeLabel(s.value))
    .join(", ");

/** "Expires Jan 2, 2027, 10:00 AM · Up to $25.00 per 24 hours", or "" for a token with neither. */
export function formatTokenLimits({ expiresAt, dailySpendLimitCents }: TokenTerms): string {
  const parts: string[] = [];
  if (expiresAt) parts.push(term(new Date(expiresAt).getTime() <= Date.now() ? "expired" : "expiresAt", { time: formatDateTime(expiresAt) }));
  if (dailySpendLimitCents != null) parts.push(term("upTo", { amount: formatMoney(dailySpendLimitCents) }));
  return parts.join(" · ");
}
