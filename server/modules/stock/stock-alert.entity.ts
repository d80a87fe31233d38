import { Entity, PrimaryColumn } from "typeorm";
import { DateTimeColumn } from "../../db/columns";

/**
 * A product whose available stock is below its low-stock threshold and whose admins were told.
 * The row is the "already told" flag: inserted once per crossing (the primary key makes a
 * concurrent second insert fail), deleted when the stock recovers.
 */
@Entity("product_stock_alerts")
export class ProductStockAlert {
  @PrimaryColumn({ type: "varchar", length: 64, name: "product_id" })
  productId: string;

  @DateTimeColumn({ name: "alerted_at" })
  alertedAt: Date;
}
