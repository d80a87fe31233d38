import { Entity, PrimaryColumn } from "typeorm";
import { CounterColumn, MoneyColumn } from "../../db/columns";

/**
 * Sales added to the shop's lifetime counters since they were last folded into site_settings,
 * spread over a few rows (shards). One counter row that every purchase updates serialises all
 * purchases on MySQL/MariaDB behind its row lock, and on a multi-primary cluster (Galera) makes
 * any two purchases on different nodes conflict at commit; a random shard of 16 does neither.
 */
@Entity("sales_tallies")
export class SalesTally {
  @PrimaryColumn({ type: "int" })
  shard: number;

  @CounterColumn({ name: "accounts_sold" })
  accountsSold: number;

  @MoneyColumn({ name: "revenue_cents" })
  revenueCents: number;
}
