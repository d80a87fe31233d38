import type { RequestContext } from "../../context";
import { forbidden, unauthenticated } from "../../errors";
import type { Customer } from "../customers";

/**
 * The caller, when it is an admin signed in with a session (API tokens never reach admin
 * operations); 401 for a visitor, 403 for anyone else. GraphQL's ADMIN role and the REST
 * admin routes both check with this.
 */
export function requireAdmin(ctx: RequestContext): Customer {
  if (!ctx.actor) throw unauthenticated();
  if (ctx.actor.customer.role !== "admin" || ctx.actor.via !== "session") throw forbidden("Admins only.");
  return ctx.actor.customer;
}
