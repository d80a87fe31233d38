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

  async close(): Promise<void> {
    await this.sqliteTail.catch(() => undefined);
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
