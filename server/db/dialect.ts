import type { ObjectLiteral, SelectQueryBuilder } from "typeorm";
import type { Database } from "./transaction";

/**
 * Everything that differs between SQLite and MySQL/MariaDB, so that domains write one query
 * and never ask which database they run on.
 */

/** A duplicate key on insert, as either driver reports it. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  const code = e.driverError?.code ?? e.code;
  return code === "ER_DUP_ENTRY" || code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * Locks the selected rows until the transaction ends on MySQL/MariaDB. SQLite rejects row
 * locks and needs none: it runs one writer at a time (see Database.transaction).
 */
export function lockedForUpdate<T extends ObjectLiteral>(db: Database, query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return db.isSqlite ? query : query.setLock("pessimistic_write");
}

/** Like lockedForUpdate, but rows a concurrent transaction holds are skipped instead of waited for. */
export function lockedSkippingLocked<T extends ObjectLiteral>(db: Database, query: SelectQueryBuilder<T>): SelectQueryBuilder<T> {
  return db.isSqlite ? query : query.setLock("pessimistic_write").setOnLocked("skip_locked");
}

/** SQL for the UTC day (YYYY-MM-DD) of a datetime column, for grouping by day. */
export function utcDayOf(db: Database, column: string): string {
  // SQLite stores datetimes as ISO text; MySQL/MariaDB as DATETIME in UTC.
  return db.isSqlite ? `substr(${column}, 1, 10)` : `DATE_FORMAT(${column}, '%Y-%m-%d')`;
}

/**
 * How the database's default collation compares text in unique keys: binary on SQLite,
 * case-insensitive on MySQL/MariaDB. Two strings collide exactly when their keys are equal.
 */
export function uniqueTextKey(db: Database): (text: string) => string {
  return db.isSqlite ? (text) => text : (text) => text.toLowerCase();
}

/** `INSERT … VALUES (…)` that adds to `counterColumn` when the row already exists. */
export function insertOrAddSql(db: Database, table: string, columns: string[], conflictColumns: string[], counterColumn: string): string {
  const insert = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
  const add = `${counterColumn} = ${counterColumn} + ?`;
  return db.isSqlite ? `${insert} ON CONFLICT (${conflictColumns.join(", ")}) DO UPDATE SET ${add}` : `${insert} ON DUPLICATE KEY UPDATE ${add}`;
}

/** `INSERT … VALUES (…)` that adds each of `counterColumns` to the existing row's value when the row already exists. */
export function insertOrAddEachSql(db: Database, table: string, columns: string[], conflictColumns: string[], counterColumns: string[]): string {
  const insert = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`;
  if (db.isSqlite)
    return `${insert} ON CONFLICT (${conflictColumns.join(", ")}) DO UPDATE SET ${counterColumns.map((c) => `${c} = ${c} + excluded.${c}`).join(", ")}`;
  return `${insert} ON DUPLICATE KEY UPDATE ${counterColumns.map((c) => `${c} = ${c} + VALUES(${c})`).join(", ")}`;
}
