import type { RequestContext } from "../../context";
import { changeRows, sqlDateTime } from "../../db/raw-sql";
import { badInput } from "../../errors";
import { Customer } from "../customers";
import { recordNotification } from "../notifications";
import type { LedgerKind } from "./ledger-entry.entity";
import { balanceChangeCents, balanceChanges } from "../../observability/metrics";

export interface BalanceChange {
  customerId: string;
  amountCents: number;
  kind: LedgerKind;
  reason?: string | null;
  orderId?: string | null;
  paymentId?: string | null;
  actorId?: string | null;
  /**
   * The balance before the change, when the caller read it in this transaction with the row
   * locked (FOR UPDATE on MySQL/MariaDB; SQLite's single writer): the balance after is then
   * known without reading the row again.
   */
  lockedBalanceCents?: number;
}

export class InsufficientBalance extends Error {
  constructor(
    readonly balanceCents: number,
    readonly requiredCents: number,
  ) {
    super("Insufficient balance");
  }
}

/**
 * The only way a balance changes: one conditional UPDATE (never below zero) and one ledger
 * row, in the caller's transaction. Returns the balance after the change.
 */
export async function changeBalance(ctx: RequestContext, change: BalanceChange): Promise<number> {
  if (!Number.isSafeInteger(change.amountCents)) throw badInput("Amount must be a whole number of cents.");
  return ctx.transaction(async (tx) => {
    // Hand-written (see server/db/raw-sql.ts): every purchase and credit runs these two.
    const changed = await changeRows(
      tx.manager,
      "UPDATE customers SET balance_cents = balance_cents + ?, updated_at = CURRENT_TIMESTAMP WHERE id = ? AND balance_cents + ? >= 0",
      [change.amountCents, change.customerId, change.amountCents],
    );
    if (!changed) throw new InsufficientBalance(await readBalance(tx, change), -change.amountCents);
    const balanceAfterCents = change.lockedBalanceCents !== undefined ? change.lockedBalanceCents + change.amountCents : await readBalance(tx, change);
    await changeRows(
      tx.manager,
      "INSERT INTO balance_ledger (customer_id, amount_cents, balance_after_cents, kind, reason, order_id, payment_id, actor_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      [
        change.customerId,
        change.amountCents,
        balanceAfterCents,
        change.kind,
        change.reason ?? null,
        change.orderId ?? null,
        change.paymentId ?? null,
        change.actorId ?? null,
        sqlDateTime(tx.db, tx.clock.now()),
      ],
    );
    if (change.kind === "topup")
      await recordNotification(tx, {
        type: "balance.credited",
        ownerId: change.customerId,
        data: { amountCents: change.amountCents, balanceAfterCents, paymentId: change.paymentId ?? null },
      });
    tx.afterCommit(() => {
      balanceChanges.inc({ kind: change.kind });
      balanceChangeCents.inc({ kind: change.kind }, Math.abs(change.amountCents));
      return tx.events.emit("balance.changed", { kind: change.kind });
    });
    return balanceAfterCents;
  });
}

async function readBalance(tx: RequestContext, change: BalanceChange): Promise<number> {
  const customer = await tx.manager.getRepository(Customer).findOne({ where: { id: change.customerId }, select: { id: true, balanceCents: true } });
  if (!customer) throw badInput("Customer not found.", "NOT_FOUND");
  return customer.balanceCents;
}

export interface LedgerMismatch {
  customerId: string;
  email: string;
  balanceCents: number;
  ledgerSumCents: number;
}

/** Every customer whose balance differs from the sum of their ledger rows (empty means all is well). */
export async function findLedgerMismatches(ctx: RequestContext): Promise<LedgerMismatch[]> {
  const rows: Array<{ id: string; email: string; balance_cents: string | number; ledger_sum: string | number | null }> = await ctx.manager.query(
    `SELECT c.id, c.email, c.balance_cents, (SELECT COALESCE(SUM(l.amount_cents), 0) FROM balance_ledger l WHERE l.customer_id = c.id) AS ledger_sum
       FROM customers c`,
  );
  return rows
    .map((r) => ({ customerId: r.id, email: r.email, balanceCents: Number(r.balance_cents), ledgerSumCents: Number(r.ledger_sum ?? 0) }))
    .filter((r) => r.balanceCents !== r.ledgerSumCents);
}
