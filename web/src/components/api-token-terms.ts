import { formatCents } from "@/lib/money";

/** The scopes a token can have, in the order the API lists them, with the words people read. */
export const API_TOKEN_SCOPES = [
  { value: "READ", label: "Read", hint: "balance, orders, licences" },
  { value: "PURCHASE", label: "Purchase", hint: "buy accounts and licences from the balance" },
  { value: "TOP_UP", label: "Top-up", hint: "start a payment to add funds" },
] as const;

export type ApiTokenScopeValue = (typeof API_TOKEN_SCOPES)[number]["value"];

interface TokenTerms {
  scopes: readonly string[];
  expiresAt?: string | null;
  dailySpendLimitCents?: number | null;
}

export const formatTokenScopes = (scopes: readonly string[]) =>
  API_TOKEN_SCOPES.filter((s) => scopes.includes(s.value))
    .map((s) => s.label)
    .join(", ");

/** "Expires 1/2/2027, 10:00 · Up to $25.00 per 24 hours", or "" for a token with neither. */
export function formatTokenLimits({ expiresAt, dailySpendLimitCents }: TokenTerms): string {
  const parts: string[] = [];
  if (expiresAt) parts.push(`${new Date(expiresAt).getTime() <= Date.now() ? "Expired" : "Expires"} ${new Date(expiresAt).toLocaleString()}`);
  if (dailySpendLimitCents != null) parts.push(`Up to $${formatCents(dailySpendLimitCents)} per 24 hours`);
  return parts.join(" · ");
}
