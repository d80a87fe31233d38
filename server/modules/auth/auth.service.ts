import { IsNull, Not } from "typeorm";
import type { RequestContext } from "../../context";
import { badInput, isDomainError } from "../../errors";
import { createAccount, Customer } from "../customers";
import { sendAlreadyRegisteredMail, sendConfirmationMail, sendSignInLinkMail } from "./auth-mails";
import { alreadyConfirmed, AuthMessages, emailNotConfirmed, invalidCredentials } from "./auth.errors";
import { AuthLimits, countAuthAttempt } from "./auth.limits";
import { checkRegistration, type RegistrationFields } from "./auth.validation";
import { normalizeEmail } from "./email-address";
import { consumeLink, peekLink, usedLinkOwner } from "./link-tokens";
import { checkAddressDelay, countAccountAttempt, forgetAddressFailures, recordAddressFailure } from "./login-throttle";
import { hashPassword, verifyAgainstDecoy, verifyPassword } from "./passwords";
import { checkLoginSecondFactor } from "./second-factor";

/**
 * Creates an unconfirmed customer account and e-mails its confirmation link. An address that
 * already has an account gets the same answer, and its owner an e-mail saying so instead: the
 * form never tells a stranger which addresses are customers.
 */
export async function register(ctx: RequestContext, input: RegistrationFields): Promise<{ email: string }> {
  const fields = checkRegistration(input);
  await countAuthAttempt(ctx, AuthLimits.registerPerIp, { rule: AuthLimits.registerPerEmail, email: fields.email });
  // Hashed before the address is looked up, so both answers take the same time.
  const passwordHash = await hashPassword(fields.password);
  try {
    await ctx.transaction(async (tx) => {
      const customer = await createAccount(tx, { name: fields.name, email: fields.email, passwordHash, role: "customer", emailConfirmed: false });
      await sendConfirmationMail(tx, customer);
    });
  } catch (err) {
    if (!(isDomainError(err) && err.code === "EMAIL_TAKEN")) throw err;
    await ctx.transaction(async (tx) => {
      const owner = await tx.manager.getRepository(Customer).findOneBy({ email: fields.email });
      if (owner) await sendAlreadyRegisteredMail(tx, owner);
    });
  }
  return { email: fields.email };
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

/** A second visit to a used link of a confirmed account says so, instead of calling the link invalid. */
export async function confirmEmail(ctx: RequestContext, token: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const link = await consumeLink(tx, "confirm_email", token).catch(async (err: unknown) => {
      const owner = await usedLinkOwner(tx, "confirm_email", token);
      const confirmed = owner !== null && (await tx.manager.getRepository(Customer).existsBy({ id: owner, emailConfirmedAt: Not(IsNull()) }));
      throw confirmed ? alreadyConfirmed() : err;
    });
    await tx.manager.getRepository(Customer).update({ id: link.customerId!, emailConfirmedAt: IsNull() }, { emailConfirmedAt: tx.clock.now() });
    const customer = await tx.manager.getRepository(Customer).findOne({ where: { id: link.customerId! }, select: { id: true, email: true } });
    if (customer) await tx.events.emit("customer.email_confirmed", { tx, customerId: customer.id, email: customer.email });
  });
}

/**
 * Checks the password, then the confirmed e-mail, then the second factor; the caller issues
 * the session cookie. An unknown e-mail and a wrong password get the same answer in the same
 * time. Wrong answers slow their source address down (login-throttle.ts); past the per-account
 * limit only a known device (`isKnownDevice`) may still try a password.
 */
export async function login(
  ctx: RequestContext,
  rawEmail: string,
  password: string,
  totpCode?: string | null,
  isKnownDevice: (customerId: string) => boolean = () => false,
): Promise<Customer> {
  const email = normalizeEmail(rawEmail);
  if (email === "" || (password ?? "").trim() === "") throw badInput(AuthMessages.enterEmailAndPassword);
  await countAuthAttempt(ctx, AuthLimits.loginPerIp);
  // The spec creates a missing profile row at sign-in because its auth users lived apart from
  // customers. Here the customers row is the account, so a password can only match an existing row.
  const customer = await ctx.manager.getRepository(Customer).findOneBy({ email });
  // The account's limit first: its answer tells the owner what still works (a known device, a link).
  await countAccountAttempt(ctx, AuthLimits.loginPerEmail, email, async () => customer !== null && isKnownDevice(customer.id));
  await checkAddressDelay(ctx);
  try {
    if (!customer) {
      await verifyAgainstDecoy(password);
      throw invalidCredentials();
    }
    if (!(await verifyPassword(customer.passwordHash, password))) throw invalidCredentials();
    if (!customer.emailConfirmedAt) throw emailNotConfirmed();
    await checkLoginSecondFactor(ctx, customer, totpCode);
  } catch (err) {
    if (isDomainError(err) && (err.code === "INVALID_CREDENTIALS" || err.code === "INVALID_TOTP")) await recordAddressFailure(ctx);
    throw err;
  }
  await forgetAddressFailures(ctx);
  return customer;
}

/** E-mails a one-time sign-in link to a confirmed account; answers the same whether or not there is one. */
export async function requestSignInLink(ctx: RequestContext, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (email === "") throw badInput(AuthMessages.enterEmail);
  await countAuthAttempt(ctx, AuthLimits.signInLinkPerIp, { rule: AuthLimits.signInLinkPerEmail, email });
  await ctx.transaction(async (tx) => {
    const customer = await tx.manager.getRepository(Customer).findOneBy({ email });
    if (customer?.emailConfirmedAt) await sendSignInLinkMail(tx, customer);
  });
}

/**
 * Signs in with an e-mailed link instead of the password; the per-account limit does not
 * apply, since the link proves the mailbox. Two-factor still asks for its code, and the link
 * is spent only once the sign-in succeeds.
 */
export async function signInWithLink(ctx: RequestContext, token: string, totpCode?: string | null): Promise<Customer> {
  await countAuthAttempt(ctx, AuthLimits.loginPerIp);
  const link = await peekLink(ctx, "sign_in", token);
  const customer = await ctx.manager.getRepository(Customer).findOneByOrFail({ id: link.customerId! });
  await checkLoginSecondFactor(ctx, customer, totpCode);
  await consumeLink(ctx, "sign_in", token);
  return customer;
}
