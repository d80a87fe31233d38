import { Column, Entity, PrimaryColumn } from "typeorm";
import { MoneyColumn } from "../../db/columns";

/**
 * The provider fee a buyer paid on top of a top-up: the payment's amount is what the provider
 * charges (and what its reports must match); the balance is credited that amount less this fee.
 */
@Entity("payment_fees")
export class PaymentFee {
  @PrimaryColumn({ type: "varchar", length: 36, name: "payment_id" })
  paymentId: string;

  @MoneyColumn({ name: "fee_cents" })
  feeCents: number;

  @Column({ type: "int", name: "fee_basis_points", default: 0 })
  feeBasisPoints: number;
}
