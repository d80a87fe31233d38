import type { AuthChecker } from "type-graphql";
import { requireActor, type ActorRole } from "../modules/auth";
import type { GqlContext } from "./gql-context";

export { tokenScope } from "../modules/auth";

/**
 * The outer wall: @Authorized(...roles) checks the caller with the same requireActor that
 * every service called from a resolver runs on its first line (roles: see ActorRole).
 */
export const authChecker: AuthChecker<GqlContext> = ({ context }, roles) => {
  requireActor(context.ctx, ...(roles as ActorRole[]));
  return true;
};
