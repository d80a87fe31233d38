import { Column, Entity, PrimaryColumn } from "typeorm";
import { BoolColumn, EncryptedColumn, LongTextColumn, MoneyColumn, TextColumn, UpdatedAt } from "../../db/columns";

/** An admin's setup of one payment provider (Stripe, BTCPay, epusdt); Cryptomus keeps its site settings. */
@Entity("payment_provider_configs")
export class PaymentProviderConfig {
  @PrimaryColumn({ type: "varchar", length: 16 })
  provider: string;

  @BoolColumn({ default: false })
  enabled: boolean;

  @TextColumn(64, { name: "display_name" })
  displayName: string;

  @Column({ type: "int", name: "sort_order", default: 0 })
  sortOrder: number;

  @MoneyColumn({ name: "min_amount_cents" })
  minAmountCents: number;

  @MoneyColumn({ name: "max_amount_cents" })
  maxAmountCents: number;

  /** Hundredths of a percent: 250 is 2.5 %. */
  @Column({ type: "int", name: "fee_basis_points", default: 0 })
  feeBasisPoints: number;

  @MoneyColumn({ name: "fee_fixed_cents" })
  feeFixedCents: number;

  /** The provider's non-secret settings as a JSON object. */
  @LongTextColumn({ name: "settings_json" })
  settingsJson: string;

  /** The secret settings as a JSON object, encrypted at rest like the Cryptomus key. */
  @EncryptedColumn({ name: "secrets_json", nullable: true })
  secretsJson: string | null;

  @UpdatedAt()
  updatedAt: Date;
}
