import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, LongTextColumn, TextColumn } from "../../db/columns";

export type TelegramAlertStatus = "pending" | "sent" | "failed";

/**
 * One admin's Telegram alert for one outbox event, written in the fan-out's transaction and sent
 * after commit; a failed send is retried with backoff for the webhooks' retry window. Attempt n is
 * claimed through the job lease `telegram:<id>:<n>`, so a restart loses nothing and two instances
 * never send the same attempt. The bot token and chat id are read from the admin's settings at
 * each attempt (the token stays encrypted there).
 */
@Entity("telegram_alerts")
@Index("UQ_telegram_alerts_admin_event", ["adminId", "eventId"], { unique: true })
@Index("IDX_telegram_alerts_due", ["status", "nextAttemptAt"])
export class TelegramAlert {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @TextColumn(36, { name: "admin_id" })
  adminId: string;

  @TextColumn(36, { name: "event_id" })
  eventId: string;

  @TextColumn(32, { name: "event_type" })
  eventType: string;

  @LongTextColumn()
  text: string;

  @TextColumn(16, { default: "pending" })
  status: TelegramAlertStatus;

  @Column({ type: "int", default: 0 })
  attempts: number;

  @DateTimeColumn({ name: "next_attempt_at" })
  nextAttemptAt: Date;

  @DateTimeColumn({ name: "last_attempt_at", nullable: true })
  lastAttemptAt: Date | null;

  /** Telegram's own words for the last failure. */
  @TextColumn(500, { name: "last_error", nullable: true })
  lastError: string | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
