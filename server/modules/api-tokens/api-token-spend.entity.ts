import { Column, Entity, Index, PrimaryGeneratedColumn } from "typeorm";
import { DateTimeColumn, MoneyColumn } from "../../db/columns";

/**
 * One purchase paid through an API token: what its daily spending limit counts. Kept apart from
 * orders and the ledger so that those stay about the customer, whoever acted for them.
 */
@Entity("api_token_spends")
@Index("ix_api_token_spends_token", ["apiTokenId", "createdAt"])
export class ApiTokenSpend {
  @PrimaryGeneratedColumn({ type: "int" })
  id: number;

  @Column({ type: "varchar", length: 36, name: "api_token_id" })
  apiTokenId: string;

  @Column({ type: "varchar", length: 36, name: "order_id" })
  orderId: string;

  @MoneyColumn({ name: "amount_cents" })
  amountCents: number;

  @DateTimeColumn({ name: "created_at" })
  createdAt: Date;
}
