import { Entity, Index, PrimaryColumn } from "typeorm";
import { DateTimeColumn, TextColumn } from "../../db/columns";

/** A one-time link mailed to an address that asked for all its guest orders: only the token's hash is kept. */
@Entity("order_lookup_links")
@Index("ix_order_lookup_links_email", ["email"])
export class OrderLookupLink {
  @PrimaryColumn({ type: "varchar", length: 64, name: "token_hash" })
  tokenHash: string;

  @TextColumn(254)
  email: string;

  @DateTimeColumn({ name: "expires_at" })
  expiresAt: Date;

  @DateTimeColumn({ name: "used_at", nullable: true })
  usedAt: Date | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
