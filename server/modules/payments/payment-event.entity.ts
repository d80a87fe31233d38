import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { BoolColumn, DateTimeColumn, LongTextColumn, TextColumn } from "../../db/columns";

/** Every status report received for a payment (webhook or status poll), kept for admins. */
@Entity("payment_events")
export class PaymentEvent {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Index("ix_payment_events_payment_id")
  @Column({ type: "varchar", length: 36, name: "payment_id", nullable: true })
  paymentId: string | null;

  @TextColumn(32)
  source: string;

  @TextColumn(32, { name: "provider_status", nullable: true })
  providerStatus: string | null;

  @BoolColumn({ name: "is_final", default: false })
  isFinal: boolean;

  @TextColumn(64, { name: "source_ip", nullable: true })
  sourceIp: string | null;

  @TextColumn(255, { nullable: true })
  outcome: string | null;

  @LongTextColumn({ nullable: true })
  payload: string | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
