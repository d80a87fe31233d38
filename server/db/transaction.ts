import type { Database as BetterSqlite3Database, Statement } from "better-sqlite3";
import type { DataSource, EntityManager } from "typeorm";
import type { DbKind } from "./data-source";

const RETRYABLE_MYSQL = new Set(["ER_LOCK_DEADLOCK", "ER_LOCK_WAIT_TIMEOUT"]);
const MAX_ATTEMPTS = 6;

/**
 * The one way to open a transaction. SQLite has a single connection that TypeORM cannot
 * share between interleaved transactions, so they queue here; MySQL/MariaDB transactions run
 * in parallel and are retried on deadlock or lock timeout.
 */
export class Database {
  private sqliteTail: Promise<unknown> = Promise.resolve();
  private readonly sqliteStatements = new Map<string, Statement<unknown[], unknown>>();

  constructor(
    readonly dataSource: DataSource,
    readonly kind: DbKind,
  ) {}

  get manager(): EntityManager {
    return this.dataSource.manager;
  }

  get isSqlite(): boolean {
    return this.kind === "sqlite";
  }

  async transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    if (this.isSqlite) {
      const run = this.sqliteTail.then(() => this.dataSource.transaction(work));
      this.sqliteTail = run.catch(() => undefined);
      return run;
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.dataSource.transaction(work);
      } catch (err) {
        const code = (err as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (err as { code?: string }).code;
        if (!code || !RETRYABLE_MYSQL.has(code) || attempt >= MAX_ATTEMPTS) throw err;
        await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20 * attempt));
      }
    }
  }

  /**
   * The first row of a plain SELECT, outside any transaction, by the driver's fastest path: on
   * SQLite a statement prepared once on the better-sqlite3 handle, which answers synchronously;
   * elsewhere the pool's plain query. For hot read paths only (bench/license-check.bench.ts).
   */
  async firstRow<R>(sql: string, params: unknown[]): Promise<R | undefined> {
    if (!this.isSqlite) return ((await this.dataSource.query(sql, params)) as R[])[0];
    let statement = this.sqliteStatements.get(sql);
    if (!statement) {
      const handle = (this.dataSource.driver as unknown as { databaseConnection: BetterSqlite3Database }).databaseConnection;
      statement = handle.prepare<unknown[], unknown>(sql);
      this.sqliteStatements.set(sql, statement);
    }
    return statement.get(...params) as R | undefined;
  }

  async close(): Promise<void> {
    await this.sqliteTail.catch(() => undefined);
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
