import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, LongTextColumn, TextColumn } from "../../db/columns";

/** Who changed what and when; written in the same transaction as the change. */
@Entity("audit_log")
@Index("ix_audit_log_created", ["createdAt"])
export class AuditEntry {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "varchar", length: 36, name: "actor_id", nullable: true })
  actorId: string | null;

  @TextColumn(255, { name: "actor_email", nullable: true })
  actorEmail: string | null;

  @TextColumn(64)
  action: string;

  @TextColumn(64, { name: "entity_type" })
  entityType: string;

  @TextColumn(64, { name: "entity_id", nullable: true })
  entityId: string | null;

  /** JSON; never holds passwords, tokens or keys. */
  @LongTextColumn({ nullable: true })
  details: string | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
