import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, TextColumn } from "../../db/columns";

export type AuthTokenPurpose = "confirm_email" | "reset_password" | "admin_setup" | "sign_in";

/** A single-use, expiring link token; only its SHA-256 is stored. */
@Entity("auth_tokens")
export class AuthToken {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Index("ix_auth_tokens_customer")
  @Column({ type: "varchar", length: 36, name: "customer_id", nullable: true })
  customerId: string | null;

  @TextColumn(32)
  purpose: AuthTokenPurpose;

  @Index("uq_auth_tokens_hash", { unique: true })
  @TextColumn(64, { name: "token_hash" })
  tokenHash: string;

  @DateTimeColumn({ name: "expires_at" })
  expiresAt: Date;

  @DateTimeColumn({ name: "used_at", nullable: true })
  usedAt: Date | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
