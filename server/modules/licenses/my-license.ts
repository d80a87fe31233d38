import type { RequestContext } from "../../context";
import { requireActor } from "../auth";
import { License } from "./license.entity";

/** Who holds a licence: the account it was bought on, or the e-mail address an admin issued it to. */
export function holderCondition(customer: { id: string; email: string }): [string, Record<string, string>] {
  return ["l.customer_id = :holderId OR l.email = :holderEmail", { holderId: customer.id, holderEmail: customer.email.toLowerCase() }];
}

/** The same rule for a licence already read (a row locked for a change). */
export function isHolder(license: Pick<License, "customerId" | "email">, customer: { id: string; email: string }): boolean {
  return license.customerId === customer.id || license.email === customer.email.toLowerCase();
}

/** One of the caller's licences (by the rule of myLicenses); null for anyone else's, so a stranger learns nothing. */
export async function findMyLicense(ctx: RequestContext, licenseId: string): Promise<License | null> {
  const { customer } = requireActor(ctx);
  const [holder, params] = holderCondition(customer);
  return ctx.manager.getRepository(License).createQueryBuilder("l").where("l.id = :licenseId", { licenseId }).andWhere(`(${holder})`, params).getOne();
}
