import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { Customer } from "../customers/customer.entity";
import { createAccount } from "../customers/customer-accounts";
import { sendConfirmationMail } from "./auth-mails";
import { AuthMessages, emailNotConfirmed, invalidCredentials } from "./auth.errors";
import { AuthLimits, countAuthAttempt } from "./auth.limits";
import { checkRegistration, type RegistrationFields } from "./auth.validation";
import { normalizeEmail } from "./email-address";
import { consumeLink } from "./link-tokens";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";
import { checkLoginSecondFactor } from "./second-factor";

/** Creates an unconfirmed customer account and e-mails its confirmation link. */
export async function register(ctx: RequestContext, input: RegistrationFields): Promise<{ email: string }> {
  const fields = checkRegistration(input);
  await countAuthAttempt(ctx, AuthLimits.registerPerIp);
  const passwordHash = await hashPassword(fields.password);
  return ctx.transaction(async (tx) => {
    const customer = await createAccount(tx, { name: fields.name, email: fields.email, passwordHash, role: "customer", emailConfirmed: false });
    await sendConfirmationMail(tx, customer);
    return { email: customer.email };
  });
}

/** Sends a fresh link to an unconfirmed account; answers the same whether or not the address has one. */
export async function resendConfirmation(ctx: RequestContext, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (email === "") return;
  await countAuthAttempt(ctx, AuthLimits.resendPerIp, { rule: AuthLimits.resendPerEmail, email });
  await ctx.transaction(async (tx) => {
    const customer = await tx.manager.getRepository(Customer).findOneBy({ email });
    if (customer && !customer.emailConfirmedAt) await sendConfirmationMail(tx, customer);
  });
}

export async function confirmEmail(ctx: RequestContext, token: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const link = await consumeLink(tx, "confirm_email", token);
    await tx.manager.getRepository(Customer).update({ id: link.customerId!, emailConfirmedAt: IsNull() }, { emailConfirmedAt: new Date() });
  });
}

/**
 * Checks the password, then the confirmed e-mail, then the second factor; the caller issues
 * the session cookie. An unknown e-mail and a wrong password get the same answer in the same time.
 */
export async function login(ctx: RequestContext, rawEmail: string, password: string, totpCode?: string | null): Promise<Customer> {
  const email = normalizeEmail(rawEmail);
  if (email === "" || (password ?? "").trim() === "") throw badInput(AuthMessages.enterEmailAndPassword);
  await countAuthAttempt(ctx, AuthLimits.loginPerIp, { rule: AuthLimits.loginPerEmail, email });
  // The spec creates a missing profile row at sign-in because its auth users lived apart from
  // customers. Here the customers row is the account, so a password can only match an existing row.
  const customer = await ctx.manager.getRepository(Customer).findOneBy({ email });
  if (!customer) {
    await verifyAgainstDecoy(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(customer.passwordHash, password))) throw invalidCredentials();
  if (!customer.emailConfirmedAt) throw emailNotConfirmed();
  await checkLoginSecondFactor(ctx, customer, totpCode);
  return customer;
}
