import type { DataSource, EntityManager } from "typeorm";
import type { DbKind } from "./data-source";
import { FALLBACK_AUTOCHECKPOINT_PAGES, SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES, SqliteCheckpointer } from "./sqlite-checkpointer";
import { runOnSqlite, sqliteHandleOf } from "./sqlite-direct";

/**
 * Errors after which the whole transaction can safely run again: nothing of it was committed.
 * On Galera a write set that loses certification against another node's commit is rolled back
 * with ER_LOCK_DEADLOCK (1213), at COMMIT or at the next statement, so the same retry covers
 * multi-primary conflicts. While a node is briefly outside the primary component (another node
 * just died), it refuses statements with ER_UNKNOWN_COM_ERROR (1047, "WSREP has not yet prepared
 * node") and commits with ER_ERROR_DURING_COMMIT naming the provider status.
 */
export function isRetryable(err: unknown): string | undefined {
  const e = err as { code?: string; message?: string; driverError?: { code?: string; message?: string } };
  const code = e.driverError?.code ?? e.code;
  const message = e.driverError?.message ?? e.message ?? "";
  if (code === "ER_LOCK_DEADLOCK" || code === "ER_LOCK_WAIT_TIMEOUT") return code;
  if (code === "ER_UNKNOWN_COM_ERROR" && message.startsWith("WSREP")) return code;
  if (code === "ER_ERROR_DURING_COMMIT" && message.includes("provider status")) return code;
  return undefined;
}
/**
 * With exponential backoff capped at 250 ms a wait (about 4.5–9 s in all before giving up): long
 * enough for a Galera view change after a node loss, and for the storm of certification
 * conflicts that follows it, when buyers on two nodes take the same oldest stock rows and about
 * two attempts in three lose. Ten attempts ran out once in CI's node-loss test.
 */
export const MAX_ATTEMPTS = 24;

/**
 * The one way to open a transaction. SQLite has a single connection that TypeORM cannot
 * share between interleaved transactions, so they queue here; MySQL/MariaDB transactions run
 * in parallel and are retried on deadlock, lock timeout or a Galera conflict (see isRetryable).
 */
export class Database {
  private sqliteTail: Promise<unknown> = Promise.resolve();
  /** The background WAL checkpoints of a SQLite file (see checkpointInBackground). */
  checkpointer: SqliteCheckpointer | undefined;
  /** Told of every retried transaction (the app counts them in /metrics). */
  onRetry: (code: string) => void = () => undefined;

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
    return this.retrying(() => this.dataSource.transaction(work));
  }

  /** Runs `work` again after a retryable error (isRetryable), with the backoff above. */
  private async retrying<T>(work: () => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await work();
      } catch (err) {
        const code = isRetryable(err);
        if (!code || attempt >= MAX_ATTEMPTS) throw err;
        this.onRetry(code);
        const base = Math.min(250, 5 * 2 ** (attempt - 1));
        await new Promise((r) => setTimeout(r, base + Math.random() * base));
      }
    }
  }

  /**
   * The first row of a plain SELECT, outside any transaction, by the driver's fastest path: on
   * SQLite a statement prepared once on the better-sqlite3 handle, which answers synchronously;
   * elsewhere the pool's plain query. For hot read paths only (bench/license-check.bench.ts).
   * Query subscribers hear of the SQLite statement as of any other (TypeORM's query runner tells
   * them on the other path), so statement counts and query logs see it too.
   */
  async firstRow<R>(sql: string, params: unknown[]): Promise<R | undefined> {
    const handle = sqliteHandleOf(this.dataSource);
    // A read outside a transaction meets Galera's view change too (1047 while the node is briefly
    // outside the primary component): it is run again like a transaction, or the session lookup
    // answers a surviving node's buyers with a 500 (CI's node-loss test, twice).
    if (!handle) return this.retrying(async () => ((await this.dataSource.query(sql, params)) as R[])[0]);
    return runOnSqlite(this.dataSource, handle, "get", sql, params) as R | undefined;
  }

  /**
   * On a SQLite file: the WAL is copied into the database file by a worker thread
   * (sqlite-checkpointer.ts), and this connection's own checkpoint at commit becomes a safety
   * net far beyond what the thread lets the WAL grow to. Nothing on MySQL/MariaDB or in memory.
   */
  checkpointInBackground(): void {
    const handle = sqliteHandleOf(this.dataSource);
    const file = (this.dataSource.options as { database?: unknown }).database;
    if (!handle || this.checkpointer || typeof file !== "string" || file === ":memory:") return;
    this.checkpointer = new SqliteCheckpointer(file, undefined, () => {
      // Without the thread, this connection checkpoints at SQLite's default again.
      if (handle.open) handle.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES}`);
    });
    handle.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  }

  async close(): Promise<void> {
    await this.sqliteTail.catch(() => undefined);
    await this.checkpointer?.stop();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
