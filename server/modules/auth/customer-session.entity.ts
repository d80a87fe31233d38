import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { DateTimeColumn, TextColumn } from "../../db/columns";

/**
 * One signed-in browser. The session cookie names this row, and every request checks that it
 * is not revoked, so signing out (here or from another device) ends the session on the server
 * and a copied cookie stops working at once.
 */
@Entity("customer_sessions")
@Index("ix_customer_sessions_customer", ["customerId", "expiresAt"])
export class CustomerSession {
  @PrimaryColumn({ type: "varchar", length: 36 })
  id: string;

  @Column({ type: "varchar", length: 36, name: "customer_id" })
  customerId: string;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;

  /** Moved forward at most once a minute, when the cookie's last-activity claim is refreshed. */
  @DateTimeColumn({ name: "last_seen_at" })
  lastSeenAt: Date;

  /** The absolute end of the session, however active it stays; the row is pruned after it. */
  @DateTimeColumn({ name: "expires_at" })
  expiresAt: Date;

  /** The browser's User-Agent, cut to 255 characters: shown as the device in the session list. */
  @TextColumn(255, { name: "user_agent", nullable: true })
  userAgent: string | null;

  /** A keyed hash of the address it signed in from: lets a person tell sessions apart without storing addresses. */
  @TextColumn(64, { name: "ip_hash", nullable: true })
  ipHash: string | null;

  @DateTimeColumn({ name: "revoked_at", nullable: true })
  revokedAt: Date | null;
}
