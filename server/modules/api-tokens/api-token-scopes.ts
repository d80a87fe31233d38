import { forbidden } from "../../errors";
import type { RequestContext } from "../../context";

/** What an API token may do: read (queries), purchase (spend the balance), top-up (start a payment). */
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
