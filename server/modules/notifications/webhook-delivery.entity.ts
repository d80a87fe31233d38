import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, LongTextColumn, TextColumn } from "../../db/columns";

export type WebhookDeliveryStatus = "pending" | "delivered" | "failed";

/**
 * One event on its way to one endpoint, with its retry schedule persisted so that a restart loses
 * nothing. `attempts` only ever grows: attempt n is claimed through the job lease
 * `webhook:<id>:<n>`, so two instances never make the same attempt.
 */
@Entity("webhook_deliveries")
@Index("UQ_webhook_deliveries_endpoint_event", ["endpointId", "eventId"], { unique: true })
@Index("IDX_webhook_deliveries_due", ["status", "nextAttemptAt"])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @TextColumn(36, { name: "endpoint_id" })
  endpointId: string;

  @TextColumn(36, { name: "event_id" })
  eventId: string;

  @TextColumn(32, { name: "event_type" })
  eventType: string;

  /** The exact JSON body sent, fixed at fan-out so a resend carries the same bytes. */
  @LongTextColumn()
  body: string;

  @TextColumn(16, { default: "pending" })
  status: WebhookDeliveryStatus;

  @Column({ type: "int", default: 0 })
  attempts: number;

  @DateTimeColumn({ name: "next_attempt_at" })
  nextAttemptAt: Date;

  /** Start of the current 24-hour retry window (reset by Resend). */
  @DateTimeColumn({ name: "window_started_at" })
  windowStartedAt: Date;

  @DateTimeColumn({ name: "last_attempt_at", nullable: true })
  lastAttemptAt: Date | null;

  @Column({ type: "int", name: "last_response_code", nullable: true })
  lastResponseCode: number | null;

  @TextColumn(500, { name: "last_error", nullable: true })
  lastError: string | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
