import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { log } from "../../log";
import { recordAudit } from "../audit";
import { createAccount, Customer } from "../customers";
import { printConsoleNotice } from "../mail";
import { AuthMessages, invalidToken } from "./auth.errors";
import { checkAdminSetup, checkName } from "./auth.validation";
import { isValidEmail, normalizeEmail } from "./email-address";
import { consumeLink, issueLink, LINK_LIFETIME_MS } from "./link-tokens";
import { characterCount, MIN_PASSWORD_LENGTH } from "../../../common/auth-rules";
import { hashPassword } from "./passwords";

export interface AdminSetupFields {
  token: string;
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

async function adminExists(ctx: RequestContext): Promise<boolean> {
  return ctx.manager.getRepository(Customer).existsBy({ role: "admin" });
}

/**
 * At start on an install without an admin: a fresh one-time setup link (earlier ones stop
 * working) printed for the operator. Returns the link, or null when an admin exists.
 * With several instances starting together, the link printed last is the live one.
 */
export async function announceAdminSetupLink(ctx: RequestContext): Promise<string | null> {
  const link = await ctx.transaction(async (tx) => ((await adminExists(tx)) ? null : issueLink(tx, "admin_setup", null)));
  if (!link) return null;
  const hours = LINK_LIFETIME_MS.admin_setup / 3600_000;
  const shop = ctx.config.publicBaseUrl;
  // The first thing a new operator reads: where the shop is, how to become its admin, where mail goes.
  printConsoleNotice(`BIA Marketplace: ${shop}`, [
    "No admin account yet. Create the first admin with this one-time link:",
    link,
    `It works once and expires in ${hours} hours; restarting the server prints a new one.`,
    "Or run: npm run admin:create -- --email you@example.com --password <password>",
    ...(ctx.config.smtp
      ? []
      : ["", "No SMTP server is set (SMTP_HOST): e-mails go to the outbox, printed in this log", `and listed for admins at ${shop}/admin/inbox.`]),
  ]);
  log.info("no admin account yet: open the one-time setup link printed above, or run npm run admin:create");
  return link;
}

/** Creates the first admin (e-mail confirmed) from the setup link; refused once any admin exists. */
export async function completeAdminSetup(ctx: RequestContext, input: AdminSetupFields): Promise<Customer> {
  const { name, email } = checkAdminSetup(input);
  const passwordHash = await hashPassword(input.password);
  return ctx.transaction(async (tx) => {
    await consumeLink(tx, "admin_setup", input.token);
    if (await adminExists(tx)) throw invalidToken();
    const admin = await createAccount(tx, { name, email, passwordHash, role: "admin", emailConfirmed: true });
    await recordAudit(tx.withActor({ customer: admin, via: "session" }), { action: "admin.setup", entityType: "customer", entityId: admin.id });
    return admin;
  });
}

/** `npm run admin:create`: a confirmed admin; an e-mail that already has an account is refused, never promoted. */
export async function createAdmin(ctx: RequestContext, input: { email: string; password: string; name?: string }): Promise<Customer> {
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw badInput(AuthMessages.invalidEmail);
  if (characterCount(input.password ?? "") < MIN_PASSWORD_LENGTH) throw badInput(AuthMessages.passwordTooShort);
  const name = checkName(input.name ?? "Admin");
  const passwordHash = await hashPassword(input.password);
  return ctx.transaction(async (tx) => {
    if (await tx.manager.getRepository(Customer).existsBy({ email })) {
      throw badInput(`An account with the email ${email} already exists; choose another email address.`, "EMAIL_TAKEN", { reason: "setup", email });
    }
    const admin = await createAccount(tx, { name, email, passwordHash, role: "admin", emailConfirmed: true });
    await recordAudit(tx, { action: "admin.create_cli", entityType: "customer", entityId: admin.id });
    return admin;
  });
}
