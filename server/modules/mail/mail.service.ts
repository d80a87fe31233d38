import type { RequestContext } from "../../context";
import { badInput } from "../../errors";
import { oneLine } from "../../printable";
import { startOutboxDelivery, type MailMessage } from "./mail-delivery";
import { OutboxEmail } from "./outbox-email.entity";
import { insertRow, sqlDateTime } from "../../db/raw-sql";
import { requireAdmin } from "../auth";

/**
 * Queues an e-mail in the caller's transaction: the outbox row exists exactly when the change
 * that caused it does. Delivery starts after commit and does not hold up the request; its
 * outcome is written back on the row, and the app's close waits for it.
 */
export async function sendMail(ctx: RequestContext, unsafe: MailMessage): Promise<void> {
  // A subject is one header line, whatever text (a site name, a customer's name) went into it.
  const message = { ...unsafe, subject: oneLine(unsafe.subject) };
  await ctx.transaction(async (tx) => {
    // Hand-written (see server/db/raw-sql.ts): every receipt writes one, and save() would read the row back.
    const id = await insertRow(
      tx.manager,
      "INSERT INTO email_outbox (to_address, subject, body_text, status, error, created_at, sent_at, attempts, next_attempt_at) VALUES (?, ?, ?, 'outbox', NULL, ?, NULL, 0, NULL)",
      [message.to, message.subject, message.text, sqlDateTime(tx.db, tx.clock.now())],
    );
    tx.afterCommit(() => startOutboxDelivery(tx.instance, id, message));
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
