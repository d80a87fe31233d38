import type { RequestContext } from "../../context";
import { lockedSkippingLocked } from "../../db/dialect";
import { closeReservations } from "./checkout.service";
import { PendingOrder } from "./pending-order.entity";

/** Reservations closed per transaction: one select and three updates (plus one per coupon) each. */
export const SWEEP_BATCH = 1000;

/**
 * Ends the reservations whose time ran out: their lines go back to stock and their coupon uses
 * back to the coupon. Batches of SWEEP_BATCH rows, each locked (MySQL/MariaDB skip rows a
 * delivery holds) and closed in one transaction. A payment that arrives later goes to the balance.
 */
export async function sweepExpiredReservations(ctx: RequestContext): Promise<number> {
  let closed = 0;
  for (;;) {
    const n = await ctx.transaction(async (tx) => {
      const now = tx.clock.now();
      const query = tx.manager
        .getRepository(PendingOrder)
        .createQueryBuilder("p")
        .select(["p.id", "p.couponId"])
        .where("p.status = 'reserved' AND p.expires_at <= :now", { now })
        .orderBy("p.expires_at", "ASC")
        .limit(SWEEP_BATCH);
      const expired = await lockedSkippingLocked(tx.db, query).getMany();
      return closeReservations(tx, expired, "expired", now);
    });
    closed += n;
    if (n < SWEEP_BATCH) return closed;
  }
}
