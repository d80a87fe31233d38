import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { DateTimeColumn, TextColumn } from "../../db/columns";

/**
 * How a guest gets back to an order (PRODUCT.md 19): the order's number, the buyer's e-mail, the
 * hash of the access token handed to the browser that placed it, and the hash of the password the
 * buyer may set. Keyed by the order's id, which is the reservation's while its payment is open.
 * No secret is stored in the clear; the e-mail's link is signed, not stored.
 */
@Entity("order_access")
@Index("ix_order_access_email", ["email"])
export class OrderAccess {
  @PrimaryColumn({ type: "varchar", length: 36, name: "order_id" })
  orderId: string;

  /** What the buyer types on "Find my order": short, unambiguous, unique. */
  @Index("uq_order_access_number", { unique: true })
  @TextColumn(16)
  number: string;

  /** Lower-cased. */
  @TextColumn(254)
  email: string;

  /** sha256 (hex) of the access token. */
  @TextColumn(64, { name: "token_hash" })
  tokenHash: string;

  /** argon2id of the buyer's order password, when set. */
  @Column({ type: "varchar", length: 255, name: "password_hash", nullable: true })
  passwordHash: string | null;

  /** The language the buyer's e-mails are written in. */
  @TextColumn(8, { default: "en" })
  language: string;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
