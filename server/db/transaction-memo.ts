import type { EntityManager } from "typeorm";
import type { RequestContext } from "../context";

const memos = new WeakMap<EntityManager, Map<string, Promise<unknown>>>();

/**
 * A value read at most once per transaction: the notification fan-out handles a batch of events
 * in one transaction, and the rows every event needs (the site name, the admins' alert settings,
 * an owner's webhook endpoints) are the same for all of them. Only for rows the transaction does
 * not change itself; outside a transaction it simply reads.
 */
export function oncePerTransaction<T>(tx: RequestContext, key: string, read: () => Promise<T>): Promise<T> {
  if (!tx.inTransaction) return read();
  const memo = memoOf(tx);
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = read();
    memo.set(key, value);
    // A failed read is not remembered (the transaction fails with it anyway).
    value.catch(() => memo.delete(key));
  }
  return value;
}

/**
 * Remembers values read together for the rest of the transaction (see recallFromTransaction, or
 * oncePerTransaction under the same key): one statement for a batch's rows instead of one per row.
 */
export function rememberInTransaction<T>(tx: RequestContext, entries: Iterable<[string, T]>): void {
  if (!tx.inTransaction) return;
  const memo = memoOf(tx);
  for (const [key, value] of entries) memo.set(key, Promise.resolve(value));
}

/** What rememberInTransaction (or oncePerTransaction) holds under `key` in this transaction, if anything. */
export function recallFromTransaction<T>(tx: RequestContext, key: string): Promise<T> | undefined {
  return tx.inTransaction ? (memos.get(tx.manager)?.get(key) as Promise<T> | undefined) : undefined;
}

function memoOf(tx: RequestContext): Map<string, Promise<unknown>> {
  let memo = memos.get(tx.manager);
  if (!memo) memos.set(tx.manager, (memo = new Map()));
  return memo;
}
