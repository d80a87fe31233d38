import type { RequestContext } from "../../context";
import { changeBalance } from "../balance";

export const SANDBOX_REVERSAL_REASON = "Test money from the payment sandbox, removed when the shop switched to live payments.";

export interface SandboxCreditHeld {
  customerId: string;
  cents: number;
}

/**
 * What each customer still holds of the balance the sandbox credited: their sandbox top-ups
 * since their last reversal, but never more than their balance. Test money counts as spent
 * last: what a customer bought came first out of any real credit, so whatever balance is left
 * may all be test money; a reversal takes all of it, so earlier top-ups never count again.
 * Only customers who ever had a sandbox top-up are read.
 */
export async function sandboxCreditHeld(ctx: RequestContext): Promise<SandboxCreditHeld[]> {
  const rows: Array<{ id: string; balance_cents: string | number; credited: string | number | null }> = await ctx.manager.query(
    `SELECT c.id, c.balance_cents,
            (SELECT SUM(l.amount_cents) FROM balance_ledger l JOIN payments p ON p.id = l.payment_id
              WHERE l.customer_id = c.id AND l.kind = 'topup' AND p.provider = 'sandbox'
                AND l.id > COALESCE((SELECT MAX(r.id) FROM balance_ledger r WHERE r.customer_id = c.id AND r.kind = 'sandbox_reversal'), 0)) AS credited
       FROM customers c
      WHERE c.balance_cents > 0 AND c.id IN (SELECT p.customer_id FROM payments p WHERE p.provider = 'sandbox')`,
  );
  return rows.map((r) => ({ customerId: r.id, cents: Math.min(Number(r.balance_cents), Number(r.credited ?? 0)) })).filter((r) => r.cents > 0);
}

export async function sandboxCreditSummary(ctx: RequestContext): Promise<{ customers: number; totalCents: number }> {
  const held = await sandboxCreditHeld(ctx);
  return { customers: held.length, totalCents: held.reduce((sum, h) => sum + h.cents, 0) };
}

/**
 * Takes the test money back, one `sandbox_reversal` ledger row per customer, in the caller's
 * transaction: once the shop takes real money, no sandbox credit can buy anything.
 */
export async function reverseSandboxCredit(ctx: RequestContext): Promise<{ customers: number; totalCents: number }> {
  return ctx.transaction(async (tx) => {
    const held = await sandboxCreditHeld(tx);
    for (const h of held) {
      await changeBalance(tx, {
        customerId: h.customerId,
        amountCents: -h.cents,
        kind: "sandbox_reversal",
        reason: SANDBOX_REVERSAL_REASON,
        actorId: tx.actor?.customer.id ?? null,
      });
    }
    return { customers: held.length, totalCents: held.reduce((sum, h) => sum + h.cents, 0) };
  });
}
