import { Column, Entity, Index } from "typeorm";
import { CounterColumn, CreatedAt, DateTimeColumn, EncryptedColumn, MoneyColumn, TextColumn, UpdatedAt, UuidPrimaryColumn } from "../../db/columns";

export type CustomerRole = "customer" | "admin";

@Entity("customers")
export class Customer {
  @UuidPrimaryColumn()
  id: string;

  /** Stored trimmed and lower-cased, so sign-in compares case-insensitively. */
  @Index("uq_customers_email", { unique: true })
  @TextColumn(255)
  email: string;

  @TextColumn(255)
  name: string;

  @TextColumn(16, { default: "customer" })
  role: CustomerRole;

  /** Always equal to the sum of this customer's balance_ledger rows. */
  @MoneyColumn({ name: "balance_cents" })
  balanceCents: number;

  @DateTimeColumn({ name: "join_date" })
  joinDate: Date;

  @TextColumn(255, { name: "password_hash" })
  passwordHash: string;

  @DateTimeColumn({ name: "email_confirmed_at", nullable: true })
  emailConfirmedAt: Date | null;

  /** Bumped to revoke every session signed before (password change, logout everywhere). */
  @CounterColumn({ name: "token_version" })
  tokenVersion: number;

  @EncryptedColumn({ name: "totp_secret", nullable: true })
  totpSecret: string | null;

  @DateTimeColumn({ name: "totp_enabled_at", nullable: true })
  totpEnabledAt: Date | null;

  /** The time step of the last authenticator code accepted; that code and older ones are refused (see spendTotpCode). */
  @Column({ type: "int", name: "totp_last_step", nullable: true })
  totpLastStep: number | null;

  /** The profile language (en, ru or zh, common/languages.ts): the shop's pages and its e-mails to this person. */
  @TextColumn(8, { default: "en" })
  language: string;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
