import { Column, Entity, Index } from "typeorm";
import type { ProviderId } from "./providers/provider";
import { BoolColumn, CreatedAt, DateTimeColumn, MoneyColumn, TextColumn, UpdatedAt, UuidPrimaryColumn } from "../../db/columns";

export type PaymentProvider = ProviderId;

/** A top-up: our id is the provider's order_id; the provider's invoice uuid is unique per provider. */
@Entity("payments")
@Index("uq_payments_provider_invoice", ["provider", "providerInvoiceId"], { unique: true })
export class Payment {
  @UuidPrimaryColumn()
  id: string;

  /** Null for a guest's order payment: it pays its order (see order_access), never a balance. */
  @Index("ix_payments_customer_id")
  @Column({ type: "varchar", length: 36, name: "customer_id", nullable: true })
  customerId: string | null;

  @TextColumn(16)
  provider: PaymentProvider;

  @Column({ type: "varchar", length: 128, name: "provider_invoice_id", nullable: true })
  providerInvoiceId: string | null;

  @MoneyColumn({ name: "amount_cents" })
  amountCents: number;

  @TextColumn(8, { default: "USD" })
  currency: string;

  /** Our view: pending, paid, failed, cancelled, needs_review, rejected, expired; providerStatus keeps theirs. */
  @TextColumn(32, { default: "pending" })
  status: string;

  @TextColumn(32, { name: "provider_status", nullable: true })
  providerStatus: string | null;

  @BoolColumn({ name: "is_final", default: false })
  isFinal: boolean;

  @TextColumn(2048, { name: "payment_url", nullable: true })
  paymentUrl: string | null;

  @DateTimeColumn({ name: "credited_at", nullable: true })
  creditedAt: Date | null;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
