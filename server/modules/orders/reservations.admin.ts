import type { RequestContext } from "../../context";
import { pageWindow, pageWithTotal } from "../../db/page-window";
import { badInput, conflict, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { Customer } from "../customers";
import { closeReservations } from "./checkout.service";
import { PendingOrder, type PendingOrderStatus } from "./pending-order.entity";
import { MAX_RESERVATION_ID_LENGTH } from "./reservation-actions";

export const MAX_CANCEL_REASON_LENGTH = 500;
const STATUSES: readonly PendingOrderStatus[] = ["reserved", "completed", "expired", "cancelled"];

export interface AdminReservation {
  reservation: PendingOrder;
  customerEmail: string | null;
}

/** Admin: who holds what, newest first; `status` narrows to one state (reserved: the holds now taking stock off sale). */
export async function listAdminReservations(
  ctx: RequestContext,
  filter: { status?: string | null },
  page: { limit: number; offset: number },
): Promise<{ items: AdminReservation[]; total: number }> {
  requireAdmin(ctx);
  const status = filter.status ?? null;
  if (status !== null && !STATUSES.includes(status as PendingOrderStatus)) throw badInput("Unknown reservation status.");
  const query = ctx.manager.getRepository(PendingOrder).createQueryBuilder("p").orderBy("p.created_at", "DESC").addOrderBy("p.id", "DESC");
  if (status) query.where("p.status = :status", { status });
  const found = await pageWithTotal(query, pageWindow(page.limit, page.offset));
  const customerIds = [...new Set(found.items.map((p) => p.customerId).filter((id): id is string => id !== null))];
  const customers = customerIds.length
    ? await ctx.manager.getRepository(Customer).find({ where: customerIds.map((id) => ({ id })), select: { id: true, email: true } })
    : [];
  const emails = new Map(customers.map((c) => [c.id, c.email]));
  // A guest's hold shows the guest's e-mail.
  return {
    items: found.items.map((reservation) => ({
      reservation,
      customerEmail: (reservation.customerId && emails.get(reservation.customerId)) || reservation.guestEmail,
    })),
    total: found.total,
  };
}

/**
 * Admin: ends a hold now, with a reason for the audit log: its lines go back to stock and its
 * coupon use back, as when it expires. A payment that still arrives goes to the buyer's balance.
 */
export async function cancelReservationAsAdmin(ctx: RequestContext, id: string, reason: string): Promise<AdminReservation> {
  requireAdmin(ctx);
  const why = reason.slice(0, MAX_CANCEL_REASON_LENGTH + 1).trim();
  if (!why || why.length > MAX_CANCEL_REASON_LENGTH) throw badInput(`A reason of 1 to ${MAX_CANCEL_REASON_LENGTH} characters is required.`);
  if (id.length > MAX_RESERVATION_ID_LENGTH) throw notFound("Reservation not found.");
  return ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(PendingOrder);
    const pending = await repo.findOneBy({ id });
    if (!pending) throw notFound("Reservation not found.");
    const now = tx.clock.now();
    if (pending.status !== "reserved" || !(await closeReservations(tx, [pending], "admin", now))) {
      throw conflict("This reservation is no longer waiting for a payment.", "RESERVATION_CLOSED");
    }
    await recordAudit(tx, {
      action: "order.reservation_cancel",
      entityType: "order",
      entityId: id,
      details: { reason: why, customerId: pending.customerId, productId: pending.productId, quantity: pending.quantity },
    });
    const holder = pending.customerId
      ? await tx.manager.getRepository(Customer).findOne({ where: { id: pending.customerId }, select: { id: true, email: true } })
      : null;
    return { reservation: await repo.findOneByOrFail({ id }), customerEmail: holder?.email ?? pending.guestEmail };
  });
}
