import { Column, Entity, Index } from "typeorm";
import { CounterColumn, DateTimeColumn, LongTextColumn, TextColumn, UuidPrimaryColumn } from "../../db/columns";

/**
 * One uploaded version of a licence product's software. The file lives under
 * `{DATA_DIR}/software-versions/` with a random name (`storedName`) and is only ever served to a
 * holder of a valid licence, through a signed link. The latest version is the newest upload
 * (`createdAt`), not a flag: deleting it makes the one before the latest.
 */
@Entity("software_versions")
@Index("uq_software_versions_product_version", ["productId", "version"], { unique: true })
export class SoftwareVersion {
  @UuidPrimaryColumn()
  id: string;

  @Column({ type: "varchar", length: 64, name: "product_id" })
  productId: string;

  @TextColumn(32)
  version: string;

  /** Plain text shown as written (no Markdown), at most 4000 characters. */
  @LongTextColumn()
  notes: string;

  /** The name the buyer's browser saves the file under. */
  @TextColumn(128, { name: "file_name" })
  fileName: string;

  @CounterColumn({ name: "size_bytes" })
  sizeBytes: number;

  @TextColumn(64)
  sha256: string;

  /** The file's name in the versions folder: a random uuid, never the uploaded name. */
  @TextColumn(36, { name: "stored_name" })
  storedName: string;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
