import { Column, Entity, Index, PrimaryColumn } from "typeorm";
import { DateTimeColumn } from "../../db/columns";

/**
 * An order's invoice number, given once, the first time the order's invoice is issued (read by
 * its buyer or an admin): `year-seq`, seq counting from 1 in each year of the shop's time zone,
 * without gaps (numbers are never taken back). Orders from before numbering get theirs the same
 * way, on their first issue after it.
 */
@Entity("invoice_numbers")
@Index("uq_invoice_numbers_year_seq", ["year", "seq"], { unique: true })
export class InvoiceNumber {
  @PrimaryColumn({ type: "varchar", length: 36, name: "order_id" })
  orderId: string;

  @Column({ type: "int" })
  year: number;

  @Column({ type: "int" })
  seq: number;

  @DateTimeColumn({ name: "issued_at" })
  issuedAt: Date;
}
