import type { RequestContext } from "../../context";
import { oneLine } from "../../printable";
import { getSiteSettings } from "../catalog/catalog.service";
import type { Customer } from "../customers/customer.entity";
import { sendMail } from "../mail/mail.service";
import { issueLink } from "./link-tokens";

/** Issues a fresh confirmation link (24 h) and e-mails it, in the caller's transaction. */
export async function sendConfirmationMail(ctx: RequestContext, customer: Customer): Promise<void> {
  const link = await issueLink(ctx, "confirm_email", customer.id);
  const { siteName } = await getSiteSettings(ctx);
  await sendMail(ctx, {
    to: customer.email,
    subject: `Confirm your email address for ${siteName}`,
    text: [
      `Hello ${oneLine(customer.name)},`,
      "",
      `Welcome to ${siteName}. Please confirm your email address by opening this link:`,
      link,
      "",
      "The link works once and expires in 24 hours. If you did not create an account, ignore this email.",
    ].join("\n"),
  });
}

/** Issues a fresh password reset link (1 h) and e-mails it, in the caller's transaction. */
export async function sendPasswordResetMail(ctx: RequestContext, customer: Customer): Promise<void> {
  const link = await issueLink(ctx, "reset_password", customer.id);
  const { siteName } = await getSiteSettings(ctx);
  await sendMail(ctx, {
    to: customer.email,
    subject: `Reset your ${siteName} password`,
    text: [
      `Hello ${oneLine(customer.name)},`,
      "",
      "Someone asked to reset the password of your account. To choose a new password, open this link:",
      link,
      "",
      "The link works once and expires in 1 hour. If it was not you, ignore this email; your password stays the same.",
    ].join("\n"),
  });
}

/** Registration with an address that already has an account: its owner is told, the visitor is not. */
export async function sendAlreadyRegisteredMail(ctx: RequestContext, customer: Customer): Promise<void> {
  const { siteName } = await getSiteSettings(ctx);
  const base = ctx.config.publicBaseUrl;
  await sendMail(ctx, {
    to: customer.email,
    subject: `Someone tried to register at ${siteName} with your address`,
    text: [
      `Hello ${oneLine(customer.name)},`,
      "",
      `Someone tried to create a new ${siteName} account with this email address, which already has an account.`,
      `If it was you, sign in at ${base}/auth/login, or choose a new password at ${base}/auth/forgot-password.`,
      "",
      "If it was not you, ignore this email; your account stays as it is.",
    ].join("\n"),
  });
}

/** A one-time sign-in link (15 min): the way in when the account's sign-in limit is reached, or the password is forgotten. */
export async function sendSignInLinkMail(ctx: RequestContext, customer: Customer): Promise<void> {
  const link = await issueLink(ctx, "sign_in", customer.id);
  const { siteName } = await getSiteSettings(ctx);
  await sendMail(ctx, {
    to: customer.email,
    subject: `Your ${siteName} sign-in link`,
    text: [
      `Hello ${oneLine(customer.name)},`,
      "",
      "To sign in without your password, open this link:",
      link,
      "",
      "The link works once and expires in 15 minutes. If you did not ask for it, ignore this email; someone may be trying to guess your password.",
    ].join("\n"),
  });
}
