import type { Actor, RequestContext } from "../../context";
import { forbidden, unauthenticated } from "../../errors";
import { requireTokenScope, type ApiTokenScope } from "../api-tokens";
import { requireAdmin } from "./require-admin";

const SCOPE_ROLE = "scope:";

/**
 * What a caller must be, in the words of GraphQL's @Authorized:
 * - "ADMIN": an admin signed in with a session (API tokens never reach admin operations);
 * - "CUSTOMER": a caller whose role is customer;
 * - "SESSION": signed in with a session cookie, not an API token (password, tokens);
 * - "scope:<scope>": an API token needs this scope (see api-token-scopes.ts); without one, a
 *   token needs the read scope. People signed in on the site are not limited by scopes.
 */
export type ActorRole = "ADMIN" | "CUSTOMER" | "SESSION" | `${typeof SCOPE_ROLE}${ApiTokenScope}`;

/** The role that lets an API token with this scope through. */
export const tokenScope = (scope: ApiTokenScope): ActorRole => `${SCOPE_ROLE}${scope}`;

/**
 * The caller, when signed in and holding every role (none: any signed-in caller whose API
 * token, if any, has the read scope); 401 for a visitor, 403 for anyone else. The first line
 * of every service a signed-in resolver calls, and the GraphQL decorator's own check, so the
 * two walls cannot disagree. The role is read from the customers row on every request, so a
 * demotion takes effect at once.
 */
export function requireActor(ctx: RequestContext, ...roles: readonly ActorRole[]): Actor {
  const actor = ctx.actor;
  if (!actor) throw unauthenticated();
  let scope: ApiTokenScope = "read";
  for (const role of roles) {
    if (role === "ADMIN") requireAdmin(ctx);
    if (role === "CUSTOMER" && actor.customer.role !== "customer") throw forbidden();
    if (role === "SESSION" && actor.via !== "session") throw forbidden("API tokens cannot do this; sign in to the site.");
    if (role.startsWith(SCOPE_ROLE)) scope = role.slice(SCOPE_ROLE.length) as ApiTokenScope;
  }
  requireTokenScope(ctx, scope);
  return actor;
}
