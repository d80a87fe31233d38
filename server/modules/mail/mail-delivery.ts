import nodemailer, { type Transporter } from "nodemailer";
import type { Config, SmtpConfig } from "../../config";
import type { Database } from "../../db/transaction";
import { log } from "../../log";
import { printConsoleNotice } from "./console-notice";
import { textToHtml } from "./mail-html";
import { OutboxEmail } from "./outbox-email.entity";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

const transports = new WeakMap<SmtpConfig, Transporter>();

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

/**
 * Sends one outbox row over SMTP and records the outcome on it; without SMTP the row stays in
 * the outbox and the message is printed so a fresh install can still follow its links.
 */
export async function deliverOutboxEmail(db: Database, config: Config, id: number, message: MailMessage): Promise<void> {
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
    await transportFor(config.smtp).sendMail({ from: config.mailFrom, to: message.to, subject: message.subject, text: message.text, html: textToHtml(message.text) });
    await db.transaction((em) => em.getRepository(OutboxEmail).update(id, { status: "sent", sentAt: new Date(), error: null }));
    log.info("e-mail sent", { id, subject: message.subject });
  } catch (err) {
    const error = (err as Error).message.slice(0, 500);
    log.warn("e-mail delivery failed", { id, subject: message.subject, error });
    await db
      .transaction((em) => em.getRepository(OutboxEmail).update(id, { status: "failed", error }))
      .catch((e) => log.error("could not record a failed e-mail delivery", { id, err: e }));
  }
}
