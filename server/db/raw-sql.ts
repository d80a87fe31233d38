import type { EntityManager } from "typeorm";
import type { Database } from "./transaction";

/**
 * Hand-written statements for the hottest paths (a purchase, its audit and outbox rows), run
 * through the entity manager's query runner so that they join its transaction and the query
 * subscribers still see them, but without TypeORM's query building and entity hydration, which
 * cost more CPU per purchase than SQLite spends running the statements (bench/concurrent-purchase).
 * Placeholders are `?` on both databases.
 */

/**
 * A datetime parameter stored exactly as TypeORM stores a `datetime` column: UTC text with
 * milliseconds on SQLite ("2026-11-23 17:40:05.123", its DateUtils.mixedDateToUtcDatetimeString),
 * a Date that mysql2 writes on MySQL/MariaDB.
 */
export function sqlDateTime(db: Database, date: Date): Date | string {
  return db.isSqlite ? date.toISOString().slice(0, 23).replace("T", " ") : date;
}

/** The rows of a SELECT (MySQL's BIGINT columns come back as strings: convert with Number). */
export function selectRows<R>(em: EntityManager, sql: string, params: unknown[]): Promise<R[]> {
  return em.query(sql, params) as Promise<R[]>;
}

/** Runs an INSERT, UPDATE or DELETE and answers how many rows it changed. */
export async function changeRows(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const runner = em.queryRunner ?? em.connection.createQueryRunner();
  try {
    const result = await runner.query(sql, params, true);
    return Number(result.affected ?? 0);
  } finally {
    if (runner !== em.queryRunner) await runner.release();
  }
}

/** Runs an INSERT into a table with an auto-increment key and answers the new row's id. */
export async function insertRow(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const runner = em.queryRunner ?? em.connection.createQueryRunner();
  try {
    const result = await runner.query(sql, params, true);
    // better-sqlite3 answers lastInsertRowid, mysql2 a result header with insertId.
    const raw = result.raw as number | bigint | { insertId: number };
    return Number(typeof raw === "object" ? raw.insertId : raw);
  } finally {
    if (runner !== em.queryRunner) await runner.release();
  }
}

/** `?, ?, ?` for a list parameter of n values. */
export function placeholders(n: number): string {
  return Array.from({ length: n }, () => "?").join(", ");
}

/** Appended to a SELECT that locks its rows until the transaction ends; SQLite needs none (one writer at a time). */
export function forUpdate(db: Database, opts: { skipLocked?: boolean } = {}): string {
  if (db.isSqlite) return "";
  return opts.skipLocked ? " FOR UPDATE SKIP LOCKED" : " FOR UPDATE";
}
