import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, TextColumn } from "../../db/columns";

/** A single-use two-factor recovery code; only its SHA-256 is stored. */
@Entity("two_factor_recovery_codes")
export class RecoveryCode {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Index("ix_two_factor_recovery_codes_customer")
  @Column({ type: "varchar", length: 36, name: "customer_id" })
  customerId: string;

  @Index("uq_two_factor_recovery_codes_hash", { unique: true })
  @TextColumn(64, { name: "code_hash" })
  codeHash: string;

  @DateTimeColumn({ name: "used_at", nullable: true })
  usedAt: Date | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
