import { Column, Entity, Index } from "typeorm";
import { BoolColumn, DateTimeColumn, EncryptedColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";

/** A URL a customer or an admin asked the shop to POST chosen events to. */
@Entity("webhook_endpoints")
@Index("IDX_webhook_endpoints_owner", ["ownerId"])
export class WebhookEndpoint {
  @UuidPrimaryColumn()
  id: string;

  @TextColumn(36, { name: "owner_id" })
  ownerId: string;

  @TextColumn(1024)
  url: string;

  /** Comma-separated event types, e.g. `order.completed,balance.credited`. */
  @TextColumn(255)
  events: string;

  /** Signs every delivery; shown to the owner once, when the endpoint is created. */
  @EncryptedColumn()
  secret: string;

  @BoolColumn({ default: true })
  enabled: boolean;

  @TextColumn(255, { name: "disabled_reason", nullable: true })
  disabledReason: string | null;

  /**
   * Failed pauses in a row: each attempt that fails, or answers slowly, after the endpoint's last
   * pause ended starts the next one, twice as long (see webhook-endpoint-backoff.ts); an attempt
   * delivered in time resets it.
   */
  @Column({ type: "int", name: "failure_streak", default: 0 })
  failureStreak: number;

  /** No delivery to this endpoint starts before this time, so a failing receiver waits on its own. */
  @DateTimeColumn({ name: "paused_until", nullable: true })
  pausedUntil: Date | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
