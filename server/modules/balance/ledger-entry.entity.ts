import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, MoneyColumn, TextColumn } from "../../db/columns";

/** `sandbox_reversal`: test money taken back when the shop left test mode (see sandbox-credit.ts). */
export type LedgerKind = "topup" | "purchase" | "admin_adjustment" | "refund" | "sandbox_reversal";

/** Every change of a balance is one row; a customer's balance equals the sum of their rows. */
@Entity("balance_ledger")
@Index("ix_balance_ledger_customer", ["customerId", "id"])
export class LedgerEntry {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "varchar", length: 36, name: "customer_id" })
  customerId: string;

  /** Signed: credits positive, debits negative. */
  @MoneyColumn({ name: "amount_cents" })
  amountCents: number;

  @MoneyColumn({ name: "balance_after_cents" })
  balanceAfterCents: number;

  @TextColumn(32)
  kind: LedgerKind;

  @TextColumn(500, { nullable: true })
  reason: string | null;

  @Column({ type: "varchar", length: 36, name: "order_id", nullable: true })
  orderId: string | null;

  /** Unique: a payment is credited at most once, whatever the webhooks do. */
  @Index("uq_balance_ledger_payment", { unique: true })
  @Column({ type: "varchar", length: 36, name: "payment_id", nullable: true })
  paymentId: string | null;

  @Column({ type: "varchar", length: 36, name: "actor_id", nullable: true })
  actorId: string | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
