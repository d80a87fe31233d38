import { Entity, Index } from "typeorm";
import { DateTimeColumn, LongTextColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";
import type { NotificationEventType } from "./notification-events";

/**
 * The transactional outbox: one row per thing that happened, written in the same transaction as
 * the change itself, so a rolled-back purchase leaves no row and a committed one always has one.
 * The dispatcher fans a row out into webhook deliveries and e-mails after commit.
 */
@Entity("notification_outbox")
@Index("IDX_notification_outbox_pending", ["fannedOutAt"])
export class NotificationEvent {
  /** Also the event id receivers see, so they can drop a repeat. */
  @UuidPrimaryColumn()
  id: string;

  @TextColumn(32)
  type: NotificationEventType;

  /** The customer the event concerns (the buyer, the licence holder); null for shop-wide events. */
  @TextColumn(36, { name: "owner_id", nullable: true })
  ownerId: string | null;

  /** The event's data as JSON: what a webhook receiver gets under `data`. */
  @LongTextColumn()
  payload: string;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;

  @DateTimeColumn({ name: "fanned_out_at", nullable: true })
  fannedOutAt: Date | null;
}
