import { Entity, PrimaryColumn } from "typeorm";
import { BoolColumn, DateTimeColumn } from "../../db/columns";

/**
 * Which optional e-mails a customer wants; no row means all of them. Account-security mails
 * (confirmation, reset, sign-in links, new devices) are not listed: they are always sent.
 */
@Entity("notification_preferences")
export class NotificationPreference {
  @PrimaryColumn({ type: "varchar", length: 36, name: "customer_id" })
  customerId: string;

  @BoolColumn({ name: "order_receipts", default: true })
  orderReceipts: boolean;

  @BoolColumn({ name: "balance_credits", default: true })
  balanceCredits: boolean;

  @BoolColumn({ name: "license_expiry", default: true })
  licenseExpiry: boolean;

  @DateTimeColumn({ name: "updated_at" })
  updatedAt: Date;
}
