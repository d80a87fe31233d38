import { Column, Entity, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, LongTextColumn, TextColumn } from "../../db/columns";

/** A message from the contact form, kept for admins. */
@Entity("contact_messages")
export class ContactMessage {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @TextColumn(255)
  name: string;

  @TextColumn(255)
  email: string;

  @TextColumn(255)
  subject: string;

  @LongTextColumn()
  message: string;

  @Column({ type: "varchar", length: 36, name: "customer_id", nullable: true })
  customerId: string | null;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;

  @DateTimeColumn({ name: "read_at", nullable: true })
  readAt: Date | null;
}
