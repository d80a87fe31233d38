import type { AuthChecker } from "type-graphql";
import { forbidden, unauthenticated } from "../errors";
import { requireAdmin } from "../modules/auth/require-admin";
import type { GqlContext } from "./gql-context";

/**
 * Roles used with @Authorized:
 * - (none): any signed-in caller;
 * - "ADMIN": an admin signed in with a session (API tokens never reach admin operations);
 * - "CUSTOMER": a caller whose role is customer;
 * - "SESSION": signed in with a session cookie, not an API token (password, tokens).
 * The role is read from the customers row on every request, so a demotion takes effect at once.
 */
export const authChecker: AuthChecker<GqlContext> = ({ context }, roles) => {
  const actor = context.ctx.actor;
  if (!actor) throw unauthenticated();
  for (const role of roles) {
    if (role === "ADMIN") requireAdmin(context.ctx);
    if (role === "CUSTOMER" && actor.customer.role !== "customer") throw forbidden();
    if (role === "SESSION" && actor.via !== "session") throw forbidden("API tokens cannot do this; sign in to the site.");
  }
  return true;
};
