import { forbidden } from "../../errors";
import type { RequestContext } from "../../context";
import { API_TOKEN_ACCESS } from "./api-token-scope-table";

/** What an API token may do: read (queries), purchase (spend the balance), top-up (start a payment); per operation: api-token-scope-table.ts. */
export const ALL_API_TOKEN_SCOPES = ["read", "purchase", "top-up"] as const;
export type ApiTokenScope = (typeof ALL_API_TOKEN_SCOPES)[number];

/** The stored comma list as scopes; unknown words (none today) are ignored rather than granted. */
export function parseScopes(stored: string): ApiTokenScope[] {
  return ALL_API_TOKEN_SCOPES.filter((scope) => stored.split(",").includes(scope));
}

/** How the API spells a scope (the GraphQL enum value): read → READ, top-up → TOP_UP. */
export function scopeApiName(scope: ApiTokenScope): string {
  return scope.toUpperCase().replace("-", "_");
}

/**
 * Refuses an API-token caller whose token lacks the scope, naming it; session callers (people
 * on the site) are not limited by scopes.
 */
export function requireTokenScope(ctx: RequestContext, scope: ApiTokenScope): void {
  const actor = ctx.actor;
  if (actor?.via !== "api_token") return;
  if (!actor.apiTokenScopes?.includes(scope)) {
    throw forbidden(`This API token does not have the ${scopeApiName(scope)} scope; create a token with it in Settings → API tokens.`);
  }
}

/**
 * Refuses an API-token caller a root operation unless the scope table (api-token-scope-table.ts)
 * lets the token through; an operation the table does not list is refused. Session callers and
 * visitors pass: their walls are the resolvers' own.
 */
export function requireTokenAccess(ctx: RequestContext, kind: "query" | "mutation", field: string): void {
  if (ctx.actor?.via !== "api_token") return;
  const table = API_TOKEN_ACCESS[kind];
  const access = Object.hasOwn(table, field) ? table[field] : undefined;
  if (access === undefined) throw forbidden(`API tokens cannot use ${field}.`);
  if (access === "admin") throw forbidden("API tokens cannot do admin operations; sign in to the site.");
  if (access === "session") throw forbidden("API tokens cannot do this; sign in to the site.");
  for (const scope of access) requireTokenScope(ctx, scope);
}
