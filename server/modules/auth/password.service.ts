import { IsNull } from "typeorm";
import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { recordAudit } from "../audit";
import { Customer } from "../customers";
import { sendPasswordResetMail } from "./auth-mails";
import { AuthMessages, wrongPassword } from "./auth.errors";
import { revokeSessionsOf } from "./customer-sessions.service";
import { AuthLimits, countAuthAttempt } from "./auth.limits";
import { checkChangedPassword, checkNewPassword } from "./auth.validation";
import { normalizeEmail } from "./email-address";
import { consumeLink } from "./link-tokens";
import { hashPassword, verifyPassword } from "./passwords";
import { requireActor } from "./require-actor";

/** E-mails a reset link when the account exists; the answer never says whether it does. */
export async function requestPasswordReset(ctx: RequestContext, rawEmail: string): Promise<void> {
  const email = normalizeEmail(rawEmail);
  if (email === "") throw badInput(AuthMessages.enterEmail);
  await countAuthAttempt(ctx, AuthLimits.resetPerIp, { rule: AuthLimits.resetPerEmail, email });
  await ctx.transaction(async (tx) => {
    const customer = await tx.manager.getRepository(Customer).findOneBy({ email });
    if (customer) await sendPasswordResetMail(tx, customer);
  });
}

/**
 * Sets a new password from a reset link and signs the account out everywhere. Opening the
 * e-mailed link also proves the address, so an unconfirmed account becomes confirmed.
 */
export async function resetPassword(ctx: RequestContext, token: string, password: string, confirmPassword: string): Promise<void> {
  checkNewPassword(password, confirmPassword);
  const passwordHash = await hashPassword(password);
  await ctx.transaction(async (tx) => {
    const link = await consumeLink(tx, "reset_password", token);
    const customers = tx.manager.getRepository(Customer);
    const id = link.customerId!;
    await customers.update({ id }, { passwordHash });
    await customers.increment({ id }, "tokenVersion", 1);
    await revokeSessionsOf(tx, id);
    await customers.update({ id, emailConfirmedAt: IsNull() }, { emailConfirmedAt: tx.clock.now() });
    await recordAudit(tx, { action: "password.reset", entityType: "customer", entityId: id });
  });
}

/**
 * Changes the signed-in customer's password and revokes every other session; returns the
 * updated row so the caller can re-issue this session's cookie.
 */
export async function changePassword(ctx: RequestContext, input: { currentPassword: string; newPassword: string; confirmPassword: string }): Promise<Customer> {
  const actor = requireActor(ctx, "SESSION");
  checkChangedPassword(input.newPassword, input.confirmPassword);
  const { id } = actor.customer;
  if (!(await verifyPassword(actor.customer.passwordHash, input.currentPassword ?? ""))) throw wrongPassword();
  const passwordHash = await hashPassword(input.newPassword);
  return ctx.transaction(async (tx) => {
    const customers = tx.manager.getRepository(Customer);
    await customers.update({ id }, { passwordHash });
    await customers.increment({ id }, "tokenVersion", 1);
    await revokeSessionsOf(tx, id, actor.sessionId);
    await recordAudit(tx, { action: "password.change", entityType: "customer", entityId: id });
    return customers.findOneByOrFail({ id });
  });
}
