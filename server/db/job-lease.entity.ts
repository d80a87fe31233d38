import { Entity, PrimaryColumn } from "typeorm";
import { DateTimeColumn, TextColumn } from "./columns";

/** Who runs a scheduled job now: the one instance whose lease is current. */
@Entity("job_leases")
export class JobLease {
  @PrimaryColumn({ type: "varchar", length: 64 })
  name: string;

  @TextColumn(64)
  owner: string;

  @DateTimeColumn({ name: "locked_until" })
  lockedUntil: Date;
}
