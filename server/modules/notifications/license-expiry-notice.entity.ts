import { Entity, PrimaryColumn } from "typeorm";
import { DateTimeColumn } from "../../db/columns";

/**
 * One row per reminder sent for one expiry date of one licence, so the daily job mails each
 * reminder once across instances and restarts; extending the licence gives a new expiry, and
 * with it new reminders.
 */
@Entity("license_expiry_notices")
export class LicenseExpiryNotice {
  @PrimaryColumn({ type: "varchar", length: 36, name: "license_id" })
  licenseId: string;

  @PrimaryColumn({ type: "varchar", length: 16 })
  kind: "expires_soon" | "expired";

  @PrimaryColumn({ type: "datetime", precision: 3, name: "expires_at" })
  expiresAt: Date;

  @DateTimeColumn({ name: "sent_at" })
  sentAt: Date;
}
