import { Column, Entity, Index } from "typeorm";
import { DateTimeColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";

/** What happened to a licence, for the admin's history (see license-history.ts). */
export const LICENSE_EVENT_KINDS = [
  "machine_activated",
  "machine_deactivated",
  "heartbeat_dead",
  "machines_reset",
  "seats_changed",
  "suspended",
  "reinstated",
  "expired",
] as const;
export type LicenseEventKind = (typeof LICENSE_EVENT_KINDS)[number];

/** Who caused it: the buyer, an admin, or the shop itself (a check, a job). */
export type LicenseEventActor = "customer" | "admin" | "system";

/**
 * One change of a licence's machines or state, written in the transaction that makes it. Plain
 * checks of an activated machine are not recorded (they stay one SELECT; their last instant is the
 * machine's last seen); refusals (TOO_MANY_MACHINES) are not either, as anyone holding the key
 * could fill the table with them.
 */
@Entity("license_events")
@Index("ix_license_events_license", ["licenseId", "createdAt"])
export class LicenseEvent {
  @UuidPrimaryColumn()
  id: string;

  @Column({ type: "varchar", length: 36, name: "license_id" })
  licenseId: string;

  @TextColumn(32)
  kind: LicenseEventKind;

  @TextColumn(16, { default: "system" })
  actor: LicenseEventActor;

  @Column({ type: "varchar", length: 36, name: "machine_id", nullable: true })
  machineId: string | null;

  /** A short human-readable note: the machine's name, the seats before and after. */
  @TextColumn(255, { default: "" })
  detail: string;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
