import type { RequestContext } from "../../context";
import { unauthenticated } from "../../errors";
import { checkName } from "../auth/auth.validation";
import { Customer } from "./customer.entity";

/** The settings page's profile form: only the name can change; the e-mail is the sign-in identity. */
export async function updateProfile(ctx: RequestContext, rawName: string): Promise<Customer> {
  if (!ctx.actor) throw unauthenticated();
  const name = checkName(rawName);
  const id = ctx.actor.customer.id;
  return ctx.transaction(async (tx) => {
    const customers = tx.manager.getRepository(Customer);
    await customers.update(id, { name });
    return customers.findOneByOrFail({ id });
  });
}
