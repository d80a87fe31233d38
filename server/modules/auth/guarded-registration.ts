import type { RequestContext } from "../../context";
import { checkBlocklists, enforceChallenge } from "../abuse";
import { register } from "./auth.service";
import { checkRegistration, type RegistrationFields } from "./auth.validation";

/**
 * The public registration form's way in: the fields are checked first (lengths before
 * anything), then the admin's blocklists (EMAIL_BLOCKED, ADDRESS_BLOCKED), then — when
 * registrations from this address or for this e-mail come fast — a solved proof-of-work
 * challenge (CHALLENGE_REQUIRED / CHALLENGE_INVALID). Kept apart from auth.service so the abuse
 * domain, which uses auth, is not imported back by it.
 */
export async function registerFromPublicForm(ctx: RequestContext, input: RegistrationFields, challengeSolution?: string | null): Promise<{ email: string }> {
  const { email } = checkRegistration(input);
  await checkBlocklists(ctx, { email, address: ctx.meta.ip });
  await enforceChallenge(ctx, "register", { address: ctx.meta.ip, email, solution: challengeSolution });
  return register(ctx, input);
}
