import { Column, Entity, Index } from "typeorm";
import { BoolColumn, CreatedAt, DateTimeColumn, MoneyColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";

@Entity("software_subscriptions")
export class SoftwareSubscription {
  @UuidPrimaryColumn()
  id: string;

  @Index("ix_software_subscriptions_customer_id")
  @Column({ type: "varchar", length: 36, name: "customer_id", nullable: true })
  customerId: string | null;

  @TextColumn(64, { name: "software_name" })
  softwareName: string;

  @MoneyColumn({ name: "amount_cents" })
  amountCents: number;

  @BoolColumn({ default: true })
  status: boolean;

  @DateTimeColumn({ name: "start_date" })
  startDate: Date;

  @DateTimeColumn({ name: "end_date" })
  endDate: Date;

  @TextColumn(32, { name: "payment_method", default: "balance" })
  paymentMethod: string;

  @Column({ type: "varchar", length: 36, name: "license_id", nullable: true })
  licenseId: string | null;

  @CreatedAt()
  createdAt: Date;
}
