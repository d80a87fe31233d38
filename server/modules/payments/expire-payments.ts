import { PAYMENT_EXPIRY_HOURS } from "../../../common/payment-expiry";
import type { RequestContext } from "../../context";
import { lockedSkippingLocked } from "../../db/dialect";
import { recordPaymentEvent } from "./payment-events";
import { Payment } from "./payment.entity";

/*
 * Why PAYMENT_EXPIRY_HOURS is 24: no provider keeps an invoice open longer (Stripe's checkout lasts 24 hours at
 * most, Cryptomus's and BTCPay's far less), and a reservation lasts at most 24 hours. Money that
 * still arrives for an expired payment goes to the balance (decideTransition). Documented in
 * docs/api.md ("Top-ups") and said to the buyer beside their top-ups.
 */
/** Payments expired per transaction. */
const EXPIRY_BATCH = 500;

/**
 * Marks as expired the members' payments opened more than PAYMENT_EXPIRY_HOURS ago and never
 * settled. A guest's payment is left alone: it has no balance for late money, and its order page
 * says what became of it. Returns how many expired.
 */
export async function expireAbandonedPayments(ctx: RequestContext): Promise<number> {
  let expired = 0;
  for (;;) {
    const n = await ctx.transaction(async (tx) => {
      const cutoff = new Date(tx.clock.now().getTime() - PAYMENT_EXPIRY_HOURS * 3600_000);
      const query = tx.manager
        .getRepository(Payment)
        .createQueryBuilder("p")
        .select(["p.id"])
        .where("p.status = 'pending' AND p.credited_at IS NULL AND p.customer_id IS NOT NULL AND p.created_at <= :cutoff", { cutoff })
        .orderBy("p.created_at", "ASC")
        .limit(EXPIRY_BATCH);
      const rows = await lockedSkippingLocked(tx.db, query).getMany();
      for (const { id } of rows) {
        await tx.manager.getRepository(Payment).update({ id, status: "pending" }, { status: "expired" });
        await recordPaymentEvent(tx, { paymentId: id, source: "expiry", outcome: `expired: not paid within ${PAYMENT_EXPIRY_HOURS} hours` });
      }
      return rows.length;
    });
    expired += n;
    if (n < EXPIRY_BATCH) return expired;
  }
}
