import type { Language } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { isUniqueViolation } from "../../db/dialect";
import { emailTaken } from "../auth";
import { Customer, type CustomerRole } from "./customer.entity";

export interface NewAccount {
  name: string;
  /** Already normalized (trimmed, lower-cased). */
  email: string;
  passwordHash: string;
  role: CustomerRole;
  emailConfirmed: boolean;
  /** The profile language; the request's language when not given. */
  language?: Language;
}

/**
 * The one place an account is created. The customers row is the account itself (there is no
 * separate auth user), with a balance of 0 that needs no ledger row. A taken e-mail is refused
 * also when two registrations race past the existence check.
 */
export async function createAccount(ctx: RequestContext, account: NewAccount): Promise<Customer> {
  const customers = ctx.manager.getRepository(Customer);
  if (await customers.existsBy({ email: account.email })) throw emailTaken();
  const now = ctx.clock.now();
  const customer = customers.create({
    email: account.email,
    name: account.name,
    role: account.role,
    balanceCents: 0,
    joinDate: now,
    passwordHash: account.passwordHash,
    emailConfirmedAt: account.emailConfirmed ? now : null,
    tokenVersion: 0,
    totpSecret: null,
    totpEnabledAt: null,
    language: account.language ?? ctx.language,
  });
  try {
    return await customers.save(customer);
  } catch (err) {
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
