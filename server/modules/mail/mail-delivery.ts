import nodemailer, { type Transporter } from "nodemailer";
import type { Config, SmtpConfig } from "../../config";
import type { AppInstance } from "../../context";
import { log } from "../../log";
import { printConsoleNotice } from "./console-notice";
import { textToHtml } from "./mail-html";
import { OutboxEmail } from "./outbox-email.entity";
import { readSiteName } from "../catalog";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const transports = new WeakMap<SmtpConfig, Transporter>();

/**
 * Starts a delivery after commit without holding up the request: it is the instance's background
 * work, so the app's close waits for it and its outcome is written before the database closes.
 */
export function startOutboxDelivery(instance: AppInstance, id: number, message: MailMessage): void {
  instance.background
    .run("e-mail-delivery", () => deliverOutboxEmail(instance, id, message))
    .catch((err: unknown) => log.error("e-mail delivery failed", { err, id }));
}

function transportFor(smtp: SmtpConfig): Transporter {
  let transport = transports.get(smtp);
  if (!transport) {
    transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
      // A dead mail server must not hold a delivery open for nodemailer's default two minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    transports.set(smtp, transport);
  }
  return transport;
}

const MAX_RETRY_DELAY_MS = 3_600_000;

/**
 * When a mail refused after `attempts` sends is tried again: base, 2×base, 4×base… at most an
 * hour apart, for the webhooks' retry window from its creation; null once the window is over.
 */
export function nextMailAttemptAt(config: Config, createdAt: Date, attempts: number, now: Date): Date | null {
  if (now.getTime() - createdAt.getTime() >= config.webhooks.retryWindowSeconds * 1000) return null;
  return new Date(now.getTime() + Math.min(MAX_RETRY_DELAY_MS, config.webhooks.retryBaseMs * 2 ** Math.min(30, attempts - 1)));
}

/**
 * Sends one outbox row over SMTP and records the outcome on it; without SMTP the row stays in
 * the outbox and the message is printed so a fresh install can still follow its links.
 */
export async function deliverOutboxEmail(instance: AppInstance, id: number, message: MailMessage): Promise<void> {
  const { db, config, clock } = instance;
  if (!config.smtp) {
    printConsoleNotice(`E-mail kept in the outbox (no SMTP configured) — #${id}`, [
      `To: ${message.to}`,
      `Subject: ${message.subject}`,
      "",
      ...message.text.split("\n"),
    ]);
    log.info("e-mail kept in the outbox", { id, subject: message.subject });
    return;
  }
  try {
    await transportFor(config.smtp).sendMail({
      // Without MAIL_FROM the sender is the shop's own name, so a renamed shop signs as itself.
      from: config.mailFrom ?? { name: (await readSiteName(instance.db)).trim() || "Shop", address: "no-reply@localhost" },
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: textToHtml(message.text),
    });
    await db.transaction((em) =>
      em
        .createQueryBuilder()
        .update(OutboxEmail)
        .set({ status: "sent", sentAt: clock.now(), error: null, nextAttemptAt: null, attempts: () => "attempts + 1" })
        .where("id = :id", { id })
        .execute(),
    );
    log.info("e-mail sent", { id, subject: message.subject });
  } catch (err) {
    const error = (err as Error).message.slice(0, 500);
    log.warn("e-mail delivery failed", { id, subject: message.subject, error });
    await db
      .transaction(async (em) => {
        const row = await em.getRepository(OutboxEmail).findOne({ where: { id }, select: { id: true, attempts: true, createdAt: true } });
        if (!row) return;
        const attempts = row.attempts + 1;
        await em
          .getRepository(OutboxEmail)
          .update(id, { status: "failed", error, attempts, nextAttemptAt: nextMailAttemptAt(config, row.createdAt, attempts, clock.now()) });
      })
      .catch((e) => log.error("could not record a failed e-mail delivery", { id, err: e }));
  }
}
