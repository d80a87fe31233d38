import type { DataSource, EntityManager, EntityMetadata } from "typeorm";
import { runOnSqlite, sqliteHandleOf } from "./sqlite-direct";
import type { Database } from "./transaction";

/**
 * Hand-written statements for the hottest paths (a purchase, its audit and outbox rows), run
 * through the entity manager's query runner so that they join its transaction and the query
 * subscribers still see them, but without TypeORM's query building and entity hydration, which
 * cost more CPU per purchase than SQLite spends running the statements (bench/concurrent-purchase).
 * On SQLite they skip the query runner too and run on the better-sqlite3 handle (sqlite-direct.ts),
 * still inside the transaction open on its one connection. Placeholders are `?` on both databases.
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
export async function selectRows<R>(em: EntityManager, sql: string, params: unknown[]): Promise<R[]> {
  const handle = sqliteHandleOf(em.connection);
  if (handle) return runOnSqlite(em.connection, handle, "all", sql, params) as R[];
  return em.query(sql, params) as Promise<R[]>;
}

/** Runs an INSERT, UPDATE or DELETE and answers how many rows it changed. */
export async function changeRows(em: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const handle = sqliteHandleOf(em.connection);
  if (handle) return runOnSqlite(em.connection, handle, "run", sql, params).changes;
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
  const handle = sqliteHandleOf(em.connection);
  if (handle) return Number(runOnSqlite(em.connection, handle, "run", sql, params).lastInsertRowid);
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

/**
 * The placeholder for a text value (an id) in a hot statement. On SQLite a bare `?` compared
 * with a column makes the planner (better-sqlite3 builds SQLite with STAT4) mark the statement
 * to be prepared again whenever that parameter is bound anew, and better-sqlite3 binds anew on
 * every call: such a statement was prepared again on every run, 8–12 µs instead of 3 µs, plus a
 * new row function compiled each time (bench/concurrent-purchase: four statements per purchase).
 * `CAST(? AS TEXT)` is the same value and the same plan, and is never prepared again.
 */
export function textParam(db: Database): string {
  return db.isSqlite ? "CAST(? AS TEXT)" : "?";
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

/**
 * A whole entity read by a hand-written statement: the select list of every column (aliased
 * `<prefix><column>`) is built once from the entity's metadata, and a row is hydrated the way
 * TypeORM hydrates it (each column's driver conversion and transformer, so dates, BIGINT money
 * and encrypted columns come back as the entity has them), without building the query per call.
 */
export class EntityColumns<E> {
  /** `c.id AS c_id, c.email AS c_email, …` for a FROM clause naming the table `alias`. */
  readonly selectList: string;
  private readonly metadata: EntityMetadata;
  private readonly columns: Array<{ key: string; column: EntityMetadata["columns"][number] }>;

  constructor(
    private readonly dataSource: DataSource,
    target: new () => E,
    readonly alias: string,
  ) {
    this.metadata = dataSource.getMetadata(target);
    this.columns = this.metadata.columns.map((column) => ({ key: `${alias}_${column.databaseName}`, column }));
    this.selectList = this.columns.map(({ key, column }) => `${alias}.${column.databaseName} AS ${key}`).join(", ");
  }

  /** The entity from a row of a statement that selected `selectList`. */
  hydrate(row: Record<string, unknown>): E {
    const entity = this.metadata.create(undefined, { fromDeserializer: true }) as E;
    for (const { key, column } of this.columns) {
      const value = row[key];
      if (value !== undefined) column.setEntityValue(entity as object, this.dataSource.driver.prepareHydratedValue(value, column));
    }
    return entity;
  }
}
