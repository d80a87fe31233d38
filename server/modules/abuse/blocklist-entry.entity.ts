import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, TextColumn } from "../../db/columns";

/**
 * One blocked e-mail address (`ada@example.com`), e-mail domain (`@mailinator.com`, which also
 * covers its subdomains) or client address (`203.0.113.7`, `198.51.100.0/24`, `2001:db8::/32`).
 * The value is stored in its canonical form, so one thing cannot be listed twice.
 */
@Entity("blocklist_entries")
@Index("UQ_blocklist_entries_kind_value", ["kind", "value"], { unique: true })
export class BlocklistEntry {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  /** "email" (an address or an @domain) or "address" (an IP or a CIDR range). */
  @Column({ type: "varchar", length: 16 })
  kind: "email" | "address";

  @TextColumn(191)
  value: string;

  /** Why it was listed, for the next admin. */
  @TextColumn(255, { default: "" })
  note: string;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
