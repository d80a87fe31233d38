import type { DataSource, EntityManager, EntityMetadata } from "typeorm";
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
