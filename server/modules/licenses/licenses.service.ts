import type { RequestContext } from "../../context";
import { License } from "./license.entity";
import { generateLicenseKey } from "./license-key";
import { SoftwareSubscription } from "./software-subscription.entity";
import { requireActor } from "../auth";

const KEY_ATTEMPTS = 8;

/** A fresh key that no licence uses yet (the spec's "regenerated until unused"). */
export async function allocateLicenseKey(ctx: RequestContext, generate: () => string = generateLicenseKey): Promise<string> {
  const repo = ctx.manager.getRepository(License);
  for (let attempt = 0; attempt < KEY_ATTEMPTS; attempt++) {
    const key = generate();
    if (!(await repo.existsBy({ licenseKey: key }))) return key;
  }
  throw new Error(`no unused licence key after ${KEY_ATTEMPTS} attempts`);
}

/**
 * The caller's licences: those bought on their account and those an admin issued to their
 * e-mail address. One query with OR merges both and cannot return a licence twice.
 */
export async function listMyLicenses(ctx: RequestContext): Promise<License[]> {
  const { customer } = requireActor(ctx);
  return ctx.manager
    .getRepository(License)
    .createQueryBuilder("l")
    .where("l.customer_id = :id OR l.email = :email", { id: customer.id, email: customer.email.toLowerCase() })
    .orderBy("l.created_at", "DESC")
    .addOrderBy("l.start_date", "DESC")
    .getMany();
}

export async function listMySoftwareSubscriptions(ctx: RequestContext): Promise<SoftwareSubscription[]> {
  const { customer } = requireActor(ctx);
  return ctx.manager.getRepository(SoftwareSubscription).find({
    where: { customerId: customer.id, status: true },
    order: { createdAt: "DESC", startDate: "DESC" },
  });
}
