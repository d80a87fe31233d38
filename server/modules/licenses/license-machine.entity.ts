import { Column, Entity, Index } from "typeorm";
import { DateTimeColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";

/**
 * A computer a licence with seats is activated on: the first check from a new fingerprint takes
 * a seat if one is free (see machine-activation.ts). A machine silent longer than the licence's
 * heartbeat no longer holds its seat; its next check answers HEARTBEAT_DEAD and removes it.
 */
@Entity("license_machines")
@Index("uq_license_machines_fingerprint", ["licenseId", "fingerprint"], { unique: true })
export class LicenseMachine {
  @UuidPrimaryColumn()
  id: string;

  @Column({ type: "varchar", length: 36, name: "license_id" })
  licenseId: string;

  @TextColumn(255)
  fingerprint: string;

  @TextColumn(255, { default: "" })
  name: string;

  @TextColumn(64, { default: "" })
  platform: string;

  @TextColumn(255, { default: "" })
  hostname: string;

  @DateTimeColumn({ name: "activated_at" })
  activatedAt: Date;

  /** Written in batches (see LastUsedRecorder); read together with the recorder's pending value. */
  @DateTimeColumn({ name: "last_seen_at" })
  lastSeenAt: Date;
}
