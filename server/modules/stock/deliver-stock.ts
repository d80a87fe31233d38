import type { RequestContext } from "../../context";
import { changeRows, forUpdate, placeholders, selectRows, sqlDateTime, textParam } from "../../db/raw-sql";
import { conflict } from "../../errors";
import { StockAccount } from "./stock-account.entity";

/** Stock rows are marked sold this many at a time (spec §9 purchase chunk). */
export const PURCHASE_CHUNK = 1000;

/**
 * The oldest available line ids of one variant's pool (a product's id names its default variant);
 * on MySQL/MariaDB rows locked by a concurrent buyer are skipped, not waited for. Uses
 * ix_stock_accounts_variant_status_id.
 */
export async function takeAvailableStockIds(tx: RequestContext, variantId: string, quantity: number): Promise<number[]> {
  // Hand-written (see server/db/raw-sql.ts): this runs in every purchase. The limit is a checked
  // whole number (the checkout refuses anything else first), so it is written into the SQL.
  if (!Number.isSafeInteger(quantity) || quantity <= 0) return [];
  const rows = await selectRows<{ id: number | string }>(
    tx.manager,
    `SELECT s.id FROM stock_accounts s WHERE s.variant_id = ${textParam(tx.db)} AND s.status = 'available' ORDER BY s.id ASC LIMIT ${quantity}${forUpdate(tx.db, { skipLocked: true })}`,
    [variantId],
  );
  return rows.map((r) => Number(r.id));
}

/** Marks the taken lines sold to the order, a chunk at a time; a line that changed meanwhile aborts the transaction. */
export async function markStockSold(tx: RequestContext, ids: number[], sale: { customerId: string | null; orderId: string; soldAt: Date }): Promise<void> {
  const soldAt = sqlDateTime(tx.db, sale.soldAt);
  for (let i = 0; i < ids.length; i += PURCHASE_CHUNK) {
    const chunk = ids.slice(i, i + PURCHASE_CHUNK);
    const changed = await changeRows(
      tx.manager,
      `UPDATE stock_accounts SET status = 'sold', sold_to = ?, order_id = ?, sold_at = ? WHERE id IN (${placeholders(chunk.length)}) AND status = 'available'`,
      [sale.customerId, sale.orderId, soldAt, ...chunk],
    );
    if (changed !== chunk.length) throw conflict("Failed to update account status", "STOCK_CHANGED");
  }
}

/**
 * Holds the taken lines for a purchase waiting for its payment: they leave the available pool
 * (so nobody else can take them) with the pending order's id as their order id.
 */
export async function markStockReserved(tx: RequestContext, ids: number[], pendingOrderId: string): Promise<void> {
  for (let i = 0; i < ids.length; i += PURCHASE_CHUNK) {
    const chunk = ids.slice(i, i + PURCHASE_CHUNK);
    const result = await tx.manager
      .createQueryBuilder()
      .update(StockAccount)
      .set({ status: "reserved", orderId: pendingOrderId })
      .where("id IN (:...ids)", { ids: chunk })
      .andWhere("status = 'available'")
      .execute();
    if (result.affected !== chunk.length) throw conflict("Failed to update account status", "STOCK_CHANGED");
  }
}

/** How many lines are still held for a pending order. */
export function countReservedStock(tx: RequestContext, pendingOrderId: string): Promise<number> {
  return tx.manager.getRepository(StockAccount).countBy({ orderId: pendingOrderId, status: "reserved" });
}

/** Delivers the lines held for a pending order, which becomes the order of the same id; false if any line is no longer held. */
export async function markReservedStockSold(
  tx: RequestContext,
  orderId: string,
  quantity: number,
  sale: { customerId: string | null; soldAt: Date },
): Promise<boolean> {
  const result = await tx.manager
    .createQueryBuilder()
    .update(StockAccount)
    .set({ status: "sold", soldTo: sale.customerId, soldAt: sale.soldAt })
    .where("order_id = :orderId AND status = 'reserved'", { orderId })
    .execute();
  return result.affected === quantity;
}

/** Puts the lines held for these pending orders back into their pools, in one statement. */
export async function releaseReservedStock(tx: RequestContext, pendingOrderIds: string[]): Promise<number> {
  if (!pendingOrderIds.length) return 0;
  const result = await tx.manager
    .createQueryBuilder()
    .update(StockAccount)
    .set({ status: "available", orderId: null })
    .where("order_id IN (:...ids) AND status = 'reserved'", { ids: pendingOrderIds })
    .execute();
  return result.affected ?? 0;
}
