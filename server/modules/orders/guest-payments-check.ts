import type { RequestContext } from "../../context";
import { selectRows } from "../../db/raw-sql";

/** A guest's credited payment that did not pay for a delivered order of its amount. */
export interface GuestPaymentMismatch {
  paymentId: string;
  amountCents: number;
  orderCents: number | null;
}

/**
 * The guest side of `ledger:check`: a guest's payment has no balance to land on, so each one
 * credited must have paid exactly one delivered order, of the payment's amount less the method's
 * fee (the order's id is its reservation's, which names the payment). One statement.
 */
export async function findGuestPaymentMismatches(ctx: RequestContext): Promise<GuestPaymentMismatch[]> {
  const rows = await selectRows<{
    id: string;
    amount_cents: number | string;
    fee_cents: number | string | null;
    total: number | string | null;
    status: string | null;
  }>(
    ctx.manager,
    `SELECT p.id, p.amount_cents, f.fee_cents, o.total_price_cents AS total, r.status
       FROM payments p
       LEFT JOIN payment_fees f ON f.payment_id = p.id
       LEFT JOIN pending_orders r ON r.payment_id = p.id
       LEFT JOIN orders o ON o.id = r.id
      WHERE p.customer_id IS NULL AND p.credited_at IS NOT NULL`,
    [],
  );
  return rows
    .filter((r) => r.status !== "completed" || r.total === null || Number(r.total) !== Number(r.amount_cents) - Number(r.fee_cents ?? 0))
    .map((r) => ({ paymentId: r.id, amountCents: Number(r.amount_cents), orderCents: r.total === null ? null : Number(r.total) }));
}
