import { Entity, PrimaryColumn } from "typeorm";
import { DateTimeColumn, TextColumn } from "../../db/columns";

export type SigningKeyState = "current" | "next" | "previous" | "retired";

/**
 * The public half of every licence signing key the shop has used or announced. The private keys
 * stay in files (or LICENSE_SIGNING_KEY); this record is what lets a start notice that the key
 * shipped apps pin has gone missing, and what /api/license-public-keys publishes during a rotation.
 */
@Entity("license_signing_keys")
export class LicenseSigningKey {
  @PrimaryColumn({ type: "varchar", length: 16, name: "key_id" })
  keyId: string;

  @TextColumn(64, { name: "public_key_base64" })
  publicKeyBase64: string;

  @TextColumn(16)
  state: SigningKeyState;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;

  @DateTimeColumn({ name: "state_changed_at" })
  stateChangedAt: Date;
}
