import type { RequestContext } from "../../context";
import { lockedSkippingLocked } from "../../db/dialect";
import { conflict } from "../../errors";
import { StockAccount } from "./stock-account.entity";

/** Stock rows are marked sold this many at a time (spec §9 purchase chunk). */
export const PURCHASE_CHUNK = 1000;

/**
 * The oldest available line ids of one product's pool; on MySQL/MariaDB rows locked by a
 * concurrent buyer are skipped, not waited for. Uses ix_stock_accounts_product_status_id.
 */
export async function takeAvailableStockIds(tx: RequestContext, productId: string, quantity: number): Promise<number[]> {
  const query = tx.manager
    .getRepository(StockAccount)
    .createQueryBuilder("s")
    .select("s.id", "id")
    .where("s.product_id = :productId AND s.status = 'available'", { productId })
    .orderBy("s.id", "ASC")
    .limit(quantity);
  const rows: Array<{ id: number | string }> = await lockedSkippingLocked(tx.db, query).getRawMany();
  return rows.map((r) => Number(r.id));
}

/** Marks the taken lines sold to the order, a chunk at a time; a line that changed meanwhile aborts the transaction. */
export async function markStockSold(tx: RequestContext, ids: number[], sale: { customerId: string; orderId: string; soldAt: Date }): Promise<void> {
  for (let i = 0; i < ids.length; i += PURCHASE_CHUNK) {
    const chunk = ids.slice(i, i + PURCHASE_CHUNK);
    const result = await tx.manager
      .createQueryBuilder()
      .update(StockAccount)
      .set({ status: "sold", soldTo: sale.customerId, orderId: sale.orderId, soldAt: sale.soldAt })
      .where("id IN (:...ids)", { ids: chunk })
      .andWhere("status = 'available'")
      .execute();
    if (result.affected !== chunk.length) throw conflict("Failed to update account status", "STOCK_CHANGED");
  }
}
