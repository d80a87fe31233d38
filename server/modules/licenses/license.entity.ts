import { Column, Entity, Index } from "typeorm";
import { BoolColumn, CreatedAt, DateTimeColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";

export type LicensePlan = "standard" | "premium" | "enterprise";

/** Active when status is true and expiresAt is in the future; expired shows regardless of status. */
@Entity("licenses")
export class License {
  @UuidPrimaryColumn()
  id: string;

  @Index("uq_licenses_key", { unique: true })
  @TextColumn(19, { name: "license_key" })
  licenseKey: string;

  @Index("ix_licenses_email")
  @TextColumn(255)
  email: string;

  @TextColumn(16, { default: "standard" })
  plan: LicensePlan;

  @TextColumn(64, { name: "software_name", default: "StoryTag" })
  softwareName: string;

  @BoolColumn({ default: true })
  status: boolean;

  @DateTimeColumn({ name: "start_date" })
  startDate: Date;

  @DateTimeColumn({ name: "expires_at" })
  expiresAt: Date;

  @DateTimeColumn({ name: "last_used_at", nullable: true })
  lastUsedAt: Date | null;

  @Index("ix_licenses_customer_id")
  @Column({ type: "varchar", length: 36, name: "customer_id", nullable: true })
  customerId: string | null;

  @Column({ type: "varchar", length: 36, name: "order_id", nullable: true })
  orderId: string | null;

  /** The plan's seats when issued: machines it runs on at once; null, any number (no machine is tracked). */
  @Column({ type: "int", name: "max_machines", nullable: true })
  maxMachines: number | null;

  /** The plan's heartbeat when issued: seconds after which a silent machine's seat is freed; null, never. */
  @Column({ type: "int", name: "heartbeat_seconds", nullable: true })
  heartbeatSeconds: number | null;

  /** The plan's grace when issued: days after expiry during which checks still succeed (code GRACE_PERIOD). */
  @Column({ type: "int", name: "grace_days", default: 0 })
  graceDays: number;

  /** The plan's named features when issued, as a JSON array of strings ("[]" for none). */
  @TextColumn(1024, { default: "[]" })
  entitlements: string;

  @CreatedAt()
  createdAt: Date;
}
