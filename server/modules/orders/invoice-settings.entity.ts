import { Column, Entity, PrimaryColumn } from "typeorm";
import { LongTextColumn, TextColumn, UpdatedAt } from "../../db/columns";

export const INVOICE_SETTINGS_ID = 1;

/**
 * Who issues the shop's invoices (the seller's legal identity, printed on every invoice) and the
 * time zone its times are shown in. One row, written the first time an admin saves; until then
 * the invoices name the shop only and show UTC.
 */
@Entity("invoice_settings")
export class InvoiceSettings {
  @PrimaryColumn({ type: "int" })
  id: number;

  @TextColumn(200, { name: "legal_name", default: "" })
  legalName: string;

  /** Several lines (street, city, country). */
  @TextColumn(500, { default: "" })
  address: string;

  @TextColumn(64, { name: "tax_id", default: "" })
  taxId: string;

  /** An e-mail, a phone, a website: whatever the seller wants a buyer to reach them by. */
  @TextColumn(200, { default: "" })
  contact: string;

  /** An IANA zone, e.g. "Europe/Moscow". */
  @TextColumn(64, { name: "time_zone", default: "UTC" })
  timeZone: string;

  /** The logo's PNG or JPEG bytes, base64 (at most 40 KB: a MySQL text column), in the database so every instance has it. */
  @LongTextColumn({ name: "logo_base64", nullable: true })
  logoBase64: string | null;

  @TextColumn(16, { name: "logo_type", nullable: true })
  logoType: "png" | "jpg" | null;

  /** Changes with each new logo: the logo's address carries it, so a browser's copy is never stale. */
  @Column({ type: "int", name: "logo_version", default: 0 })
  logoVersion: number;

  @UpdatedAt()
  updatedAt: Date;
}
