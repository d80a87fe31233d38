import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { oneLine } from "../../printable";
import { deliverOutboxEmail, type MailMessage } from "./mail-delivery";
import { OutboxEmail } from "./outbox-email.entity";
import { requireAdmin } from "../auth/require-admin";

/**
 * Queues an e-mail in the caller's transaction: the outbox row exists exactly when the change
 * that caused it does. Delivery starts after commit and does not hold up the request; its
 * outcome is written back on the row.
 */
export async function sendMail(ctx: RequestContext, unsafe: MailMessage): Promise<void> {
  // A subject is one header line, whatever text (a site name, a customer's name) went into it.
  const message = { ...unsafe, subject: oneLine(unsafe.subject) };
  await ctx.transaction(async (tx) => {
    const row = await tx.manager.getRepository(OutboxEmail).save({
      toAddress: message.to,
      subject: message.subject,
      bodyText: message.text,
      status: "outbox",
      error: null,
      createdAt: new Date(),
      sentAt: null,
    });
    tx.afterCommit(() => {
      void deliverOutboxEmail(tx.db, tx.config, row.id, message);
    });
  });
}

export const DEFAULT_OUTBOX_LIST = 50;
export const MAX_OUTBOX_LIST = 500;

/** Newest first, for the admin's outbox list. */
export async function listOutboxEmails(ctx: RequestContext, limit: number): Promise<OutboxEmail[]> {
  requireAdmin(ctx);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_OUTBOX_LIST) throw badInput(`Limit must be between 1 and ${MAX_OUTBOX_LIST}.`);
  const rows = await ctx.manager.getRepository(OutboxEmail).find({ order: { id: "DESC" }, take: limit });
  return rows.map(hideDeliveredLinkTokens);
}

/**
 * A mail that reached its recipient keeps its links to them: an admin reading the outbox must not
 * be able to use someone's confirmation or reset link. Mails still in the outbox (no SMTP) show
 * their links, since that is how a new install confirms its first accounts.
 */
export function hideDeliveredLinkTokens(mail: OutboxEmail): OutboxEmail {
  if (mail.status !== "sent") return mail;
  return { ...mail, bodyText: mail.bodyText.replace(/([?&]token=)[^\s&]+/g, "$1[hidden: delivered by e-mail]") };
}
