import { LessThanOrEqual } from "typeorm";
import type { RequestContext } from "../../context";
import { acquireLease } from "../../db/job-lease";
import { deliverOutboxEmail } from "./mail-delivery";
import { OutboxEmail } from "./outbox-email.entity";

const DUE_BATCH = 20;
/** Longer than nodemailer's connection, greeting and socket timeouts together. */
const ATTEMPT_LEASE_SECONDS = 90;

/** The lease that makes one retry of one e-mail happen once across every instance. */
export function mailAttemptLeaseName(id: number, attempt: number): string {
  return `mail:${id}:${attempt}`;
}

/**
 * Sends again every refused e-mail whose retry is due (the outbox row keeps the message, so a
 * restart loses nothing); returns how many were tried here.
 */
export async function retryDueEmails(ctx: RequestContext): Promise<number> {
  if (!ctx.config.smtp) return 0;
  const due = await ctx.manager.getRepository(OutboxEmail).find({
    where: { status: "failed", nextAttemptAt: LessThanOrEqual(ctx.clock.now()) },
    order: { nextAttemptAt: "ASC" },
    take: DUE_BATCH,
  });
  const tried = await Promise.all(
    due.map(async (mail) => {
      if (!(await acquireLease(ctx.db, mailAttemptLeaseName(mail.id, mail.attempts + 1), ATTEMPT_LEASE_SECONDS, ctx.clock.now()))) return false;
      // Another instance may have made this attempt between our read and the lease.
      const fresh = await ctx.manager.getRepository(OutboxEmail).findOneBy({ id: mail.id });
      if (!fresh || fresh.status !== "failed" || fresh.attempts !== mail.attempts || !fresh.nextAttemptAt) return false;
      await deliverOutboxEmail(ctx.instance, fresh.id, { to: fresh.toAddress, subject: fresh.subject, text: fresh.bodyText });
      return true;
    }),
  );
  return tried.filter(Boolean).length;
}
