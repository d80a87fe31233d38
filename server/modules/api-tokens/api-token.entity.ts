import { Column, Entity, Index } from "typeorm";
import { DateTimeColumn, MoneyColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";
import { ALL_API_TOKEN_SCOPES } from "./api-token-scopes";

/** A customer's API token for GraphQL consumers; only its SHA-256 is stored. */
@Entity("api_tokens")
export class ApiToken {
  @UuidPrimaryColumn()
  id: string;

  @Index("ix_api_tokens_customer")
  @Column({ type: "varchar", length: 36, name: "customer_id" })
  customerId: string;

  @TextColumn(100)
  name: string;

  @Index("uq_api_tokens_hash", { unique: true })
  @TextColumn(64, { name: "token_hash" })
  tokenHash: string;

  /** First characters of the token, shown in lists so a customer can tell tokens apart. */
  @TextColumn(16)
  prefix: string;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;

  @DateTimeColumn({ name: "last_used_at", nullable: true })
  lastUsedAt: Date | null;

  @DateTimeColumn({ name: "revoked_at", nullable: true })
  revokedAt: Date | null;

  /** Comma-separated scopes (see api-token-scopes.ts); tokens made before scopes existed have all of them. */
  @TextColumn(64, { default: ALL_API_TOKEN_SCOPES.join(",") })
  scopes: string;

  /** From this instant the token is refused; null = never expires. */
  @DateTimeColumn({ name: "expires_at", nullable: true })
  expiresAt: Date | null;

  /** The most this token may spend in any 24 hours, in cents; null = no limit beyond the balance. */
  @MoneyColumn({ name: "daily_spend_limit_cents", nullable: true, default: null })
  dailySpendLimitCents: number | null;
}
