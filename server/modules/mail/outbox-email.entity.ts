import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, LongTextColumn, TextColumn } from "../../db/columns";

export type OutboxStatus = "outbox" | "sent" | "failed";

/**
 * Every e-mail the shop sends; without SMTP this is where a new install reads its links. A send
 * the mail server refused stays `failed` with `nextAttemptAt` set while it is retried with
 * backoff (mail-retry.ts); `nextAttemptAt` is null once it was sent or given up.
 */
@Entity("email_outbox")
@Index("IDX_email_outbox_retry", ["status", "nextAttemptAt"])
export class OutboxEmail {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @TextColumn(255, { name: "to_address" })
  toAddress: string;

  @TextColumn(255)
  subject: string;

  @LongTextColumn({ name: "body_text" })
  bodyText: string;

  @TextColumn(16, { default: "outbox" })
  status: OutboxStatus;

  @TextColumn(500, { nullable: true })
  error: string | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;

  @DateTimeColumn({ name: "sent_at", nullable: true })
  sentAt: Date | null;

  /** SMTP sends tried so far. */
  @Column({ type: "int", default: 0 })
  attempts: number;

  @DateTimeColumn({ name: "next_attempt_at", nullable: true })
  nextAttemptAt: Date | null;
}
