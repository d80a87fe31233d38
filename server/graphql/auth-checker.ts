import type { AuthChecker } from "type-graphql";
import { forbidden, unauthenticated } from "../errors";
import { requireTokenScope, type ApiTokenScope } from "../modules/api-tokens/api-token-scopes";
import { requireAdmin } from "../modules/auth/require-admin";
import type { GqlContext } from "./gql-context";

const SCOPE_ROLE = "scope:";

/** The @Authorized role that lets an API token with this scope through. */
export const tokenScope = (scope: ApiTokenScope) => `${SCOPE_ROLE}${scope}`;

/**
 * Roles used with @Authorized:
 * - (none): any signed-in caller;
 * - "ADMIN": an admin signed in with a session (API tokens never reach admin operations);
 * - "CUSTOMER": a caller whose role is customer;
 * - "SESSION": signed in with a session cookie, not an API token (password, tokens);
 * - "scope:<scope>": an API token needs this scope (see api-token-scopes.ts); without one, a
 *   token needs the read scope. People signed in on the site are not limited by scopes.
 * The role is read from the customers row on every request, so a demotion takes effect at once.
 */
export const authChecker: AuthChecker<GqlContext> = ({ context }, roles) => {
  const actor = context.ctx.actor;
  if (!actor) throw unauthenticated();
  let scope: ApiTokenScope = "read";
  for (const role of roles) {
    if (role === "ADMIN") requireAdmin(context.ctx);
    if (role === "CUSTOMER" && actor.customer.role !== "customer") throw forbidden();
    if (role === "SESSION" && actor.via !== "session") throw forbidden("API tokens cannot do this; sign in to the site.");
    if (role.startsWith(SCOPE_ROLE)) scope = role.slice(SCOPE_ROLE.length) as ApiTokenScope;
  }
  requireTokenScope(context.ctx, scope);
  return true;
};
