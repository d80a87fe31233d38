import crypto from "node:crypto";
import { In } from "typeorm";
import type { RequestContext } from "../../context";
import { OrderLine, type OrderLineState } from "./order-line.entity";
import type { OrderType } from "./order.entity";

/** A line as the checkout priced it, before it is written. */
export interface PricedLine {
  productId: string;
  variantId: string;
  productName: string;
  variantName: string;
  orderType: OrderType;
  quantity: number;
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  licenseId?: string | null;
}

/**
 * Shares an order's discount among its lines in proportion to their subtotals, the remainder
 * cent by cent to the largest lines first, so the lines' discounts add up to the order's exactly.
 */
export function allocateDiscount(subtotals: readonly number[], discountCents: number): number[] {
  const total = subtotals.reduce((a, b) => a + b, 0);
  if (total <= 0 || discountCents <= 0) return subtotals.map(() => 0);
  const shares = subtotals.map((s) => Math.floor((s * discountCents) / total));
  let left = discountCents - shares.reduce((a, b) => a + b, 0);
  const order = subtotals.map((s, i) => i).sort((a, b) => subtotals[b] - subtotals[a] || a - b);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) shares[order[k]] += 1;
  return shares;
}

/** Writes an order's lines in one statement: held (its payment is open) or delivered (paid from the balance now). */
export async function insertOrderLines(
  tx: RequestContext,
  orderId: string,
  lines: readonly PricedLine[],
  state: Extract<OrderLineState, "held" | "delivered">,
  now: Date,
): Promise<OrderLine[]> {
  const rows: OrderLine[] = lines.map((l, lineNo) =>
    Object.assign(new OrderLine(), {
      id: crypto.randomUUID(),
      orderId,
      lineNo,
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName.slice(0, 255),
      variantName: l.variantName.slice(0, 255),
      orderType: l.orderType,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      subtotalCents: l.subtotalCents,
      discountCents: l.discountCents,
      totalCents: l.subtotalCents - l.discountCents,
      licenseId: l.licenseId ?? null,
      state,
      heldAt: state === "held" ? now : null,
      paidAt: state === "delivered" ? now : null,
      deliveredAt: state === "delivered" ? now : null,
      closedAt: null,
      createdAt: now,
    }),
  );
  await tx.manager.createQueryBuilder().insert().into(OrderLine).values(rows).updateEntity(false).execute();
  return rows;
}

/** A held order's lines are paid and delivered (with the licence each licence line issued). */
export async function markLinesDelivered(tx: RequestContext, orderId: string, now: Date, licenseIds: ReadonlyMap<string, string> = new Map()): Promise<void> {
  await tx.manager
    .createQueryBuilder()
    .update(OrderLine)
    .set({ state: "delivered", paidAt: now, deliveredAt: now })
    .where("order_id = :orderId AND state = 'held'", { orderId })
    .execute();
  for (const [lineId, licenseId] of licenseIds) await tx.manager.getRepository(OrderLine).update({ id: lineId }, { licenseId });
}

/** The held lines of reservations that closed unpaid. */
export async function markLinesCancelled(tx: RequestContext, orderIds: readonly string[], now: Date): Promise<void> {
  if (!orderIds.length) return;
  await tx.manager
    .createQueryBuilder()
    .update(OrderLine)
    .set({ state: "cancelled", closedAt: now })
    .where("order_id IN (:...orderIds) AND state = 'held'", { orderIds: [...orderIds] })
    .execute();
}

/** The lines of these orders, in order. */
export function linesOfOrders(ctx: RequestContext, orderIds: readonly string[]): Promise<OrderLine[]> {
  if (!orderIds.length) return Promise.resolve([]);
  return ctx.manager.getRepository(OrderLine).find({ where: { orderId: In([...orderIds]) }, order: { orderId: "ASC", lineNo: "ASC" } });
}
