import type { RequestContext } from "../../context";
import { oneLine } from "../../printable";
import { getSiteSettings } from "../catalog";
import type { Customer } from "../customers";
import { mailLanguage, mailTexts, sendMail } from "../mail";
import { issueLink } from "./link-tokens";

/** The account e-mails are written in the recipient's profile language (server/modules/mail/locales). */
function textsFor(customer: Customer) {
  return mailTexts(mailLanguage(customer.language));
}

/** Issues a fresh confirmation link (24 h) and e-mails it, in the caller's transaction. */
export async function sendConfirmationMail(ctx: RequestContext, customer: Customer): Promise<void> {
  const link = await issueLink(ctx, "confirm_email", customer.id);
  const { siteName: site } = await getSiteSettings(ctx);
  const t = textsFor(customer);
  await sendMail(ctx, {
    to: customer.email,
    subject: t("confirmEmail.subject", { site }),
    text: [t("common.greeting", { name: oneLine(customer.name) }), "", t("confirmEmail.welcome", { site }), link, "", t("confirmEmail.note")].join("\n"),
  });
}

/** Issues a fresh password reset link (1 h) and e-mails it, in the caller's transaction. */
export async function sendPasswordResetMail(ctx: RequestContext, customer: Customer): Promise<void> {
  const link = await issueLink(ctx, "reset_password", customer.id);
  const { siteName: site } = await getSiteSettings(ctx);
  const t = textsFor(customer);
  await sendMail(ctx, {
    to: customer.email,
    subject: t("passwordReset.subject", { site }),
    text: [t("common.greeting", { name: oneLine(customer.name) }), "", t("passwordReset.intro"), link, "", t("passwordReset.note")].join("\n"),
  });
}

/** Registration with an address that already has an account: its owner is told, the visitor is not. */
export async function sendAlreadyRegisteredMail(ctx: RequestContext, customer: Customer): Promise<void> {
  const { siteName: site } = await getSiteSettings(ctx);
  const base = ctx.config.publicBaseUrl;
  const t = textsFor(customer);
  await sendMail(ctx, {
    to: customer.email,
    subject: t("alreadyRegistered.subject", { site }),
    text: [
      t("common.greeting", { name: oneLine(customer.name) }),
      "",
      t("alreadyRegistered.attempt", { site }),
      t("alreadyRegistered.ifYou", { loginUrl: `${base}/auth/login`, resetUrl: `${base}/auth/forgot-password` }),
      "",
      t("alreadyRegistered.ifNot"),
    ].join("\n"),
  });
}

/** A one-time sign-in link (15 min): the way in when the account's sign-in limit is reached, or the password is forgotten. */
export async function sendSignInLinkMail(ctx: RequestContext, customer: Customer): Promise<void> {
  const link = await issueLink(ctx, "sign_in", customer.id);
  const { siteName: site } = await getSiteSettings(ctx);
  const t = textsFor(customer);
  await sendMail(ctx, {
    to: customer.email,
    subject: t("signInLink.subject", { site }),
    text: [t("common.greeting", { name: oneLine(customer.name) }), "", t("signInLink.intro"), link, "", t("signInLink.note")].join("\n"),
  });
}
