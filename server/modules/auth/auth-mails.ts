import type { RequestContext } from "../../context";
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
      `Hello ${customer.name},`,
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
      `Hello ${customer.name},`,
      "",
      "Someone asked to reset the password of your account. To choose a new password, open this link:",
      link,
      "",
      "The link works once and expires in 1 hour. If it was not you, ignore this email; your password stays the same.",
    ].join("\n"),
  });
}
