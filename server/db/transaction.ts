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

/** A SQLite group commit closes after this many jobs… */
export const SQLITE_GROUP_MAX_JOBS = 32;
/** …or once its jobs have run this long (ms), so that no answer waits long for later jobs. */
export const SQLITE_GROUP_MAX_MS = 20;

interface SqliteJob {
  work: (em: EntityManager) => Promise<unknown>;
  /** Runs as a plain transaction of its own (after its group failed to commit). */
  alone?: boolean;
  resolve: (result: unknown) => void;
  reject: (err: unknown) => void;
}

/**
 * The one way to open a transaction. SQLite has a single connection that TypeORM cannot
 * share between interleaved transactions, so they queue here, and those queued together share
 * one commit (see runSqliteQueue); MySQL/MariaDB transactions run
 * in parallel and are retried on deadlock, lock timeout or a Galera conflict (see isRetryable).
 */
export class Database {
  /** SQLite transactions waiting for the connection, in order (see runSqliteQueue). */
  private readonly sqliteQueue: SqliteJob[] = [];
  private sqliteRun: Promise<void> | undefined;
  private sqliteStartScheduled = false;
  /** The background WAL checkpoints of a SQLite file (see checkpointInBackground). */
  checkpointer: SqliteCheckpointer | undefined;
  /** When a SQLite group commit closes (see runSqliteQueue). */
  sqliteGroupLimits = { maxJobs: SQLITE_GROUP_MAX_JOBS, maxMs: SQLITE_GROUP_MAX_MS };
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
      return new Promise<T>((resolve, reject) => {
        this.sqliteQueue.push({ work, resolve: resolve as (result: unknown) => void, reject });
        if (this.sqliteRun || this.sqliteStartScheduled) return;
        // Started after this turn's I/O callbacks, so that the transactions of every request
        // read in this turn are queued by then and share one commit.
        this.sqliteStartScheduled = true;
        setImmediate(() => {
          this.sqliteStartScheduled = false;
          this.sqliteRun ??= this.runSqliteQueue();
        });
      });
    }
    return this.retrying(() => this.dataSource.transaction(work));
  }

  /**
   * Runs the queued SQLite transactions one at a time on the one connection. When several are
   * waiting, they share one commit (group commit): one BEGIN, each job in a savepoint of its own
   * (a failing job is rolled back to its savepoint and answered at once; the others go on), then
   * one COMMIT, and only then is any of them answered. A commit writes every page it changed to
   * the WAL, one write per page, and pages like the customers', the ledger's and the outbox's are
   * shared by the purchases of a burst: written once for the group instead of once per purchase.
   * A group closes after SQLITE_GROUP_MAX_JOBS jobs or SQLITE_GROUP_MAX_MS of work (sqliteGroupLimits), so that a
   * job's answer never waits long for later ones. A lone job runs as a plain transaction.
   */
  private async runSqliteQueue(): Promise<void> {
    try {
      while (this.sqliteQueue.length) {
        if (this.sqliteQueue.length === 1 || this.sqliteQueue[0].alone) await this.runSqliteAlone(this.sqliteQueue.shift()!);
        else await this.runSqliteGroup();
      }
    } finally {
      // In the same turn as the empty-queue check above: a job queued later starts a new run.
      this.sqliteRun = undefined;
    }
  }

  private async runSqliteAlone(job: SqliteJob): Promise<void> {
    try {
      job.resolve(await this.dataSource.transaction(job.work));
    } catch (err) {
      this.recoverSqliteRunner();
      job.reject(err);
    }
  }

  private async runSqliteGroup(): Promise<void> {
    const runner = this.dataSource.createQueryRunner();
    const handle = sqliteHandleOf(this.dataSource)!;
    try {
      await runner.startTransaction();
    } catch {
      this.recoverSqliteRunner();
      // Whatever kept the group from starting, its jobs meet it alone, each with its own answer.
      return this.runSqliteAlone(this.sqliteQueue.shift()!);
    }
    const done: Array<{ job: SqliteJob; result: unknown }> = [];
    const started = performance.now();
    while (this.sqliteQueue.length && done.length < this.sqliteGroupLimits.maxJobs && performance.now() - started < this.sqliteGroupLimits.maxMs) {
      const job = this.sqliteQueue.shift()!;
      try {
        // Nested in the open transaction, TypeORM runs it in a savepoint.
        done.push({ job, result: await this.dataSource.transaction(job.work) });
      } catch (err) {
        job.reject(err);
        if (!handle.inTransaction) {
          // SQLite rolled the whole transaction back (an I/O error, a full disk): the jobs done
          // so far were undone with it, none of them answered yet. Each runs again on its own.
          this.recoverSqliteRunner();
          return this.runAgainAlone(done);
        }
      }
    }
    try {
      await runner.commitTransaction();
    } catch {
      // E.g. a deferred foreign key one job broke: the group is rolled back and each job runs
      // again on its own, so that only the job at fault fails.
      try {
        await runner.rollbackTransaction();
      } catch {
        // already rolled back by SQLite
      }
      this.recoverSqliteRunner();
      return this.runAgainAlone(done);
    }
    for (const d of done) d.job.resolve(d.result);
  }

  /** Puts the jobs of a failed group back at the head of the queue, to run as plain transactions. */
  private runAgainAlone(done: Array<{ job: SqliteJob }>): void {
    this.sqliteQueue.unshift(...done.map(({ job }) => ({ ...job, alone: true })));
  }

  /**
   * After a failed ROLLBACK (SQLite had already rolled the transaction back itself), TypeORM's
   * one SQLite query runner still counts the transaction as open and would run the next one as
   * a savepoint of nothing: set it back to no transaction when the connection has none.
   */
  private recoverSqliteRunner(): void {
    const handle = sqliteHandleOf(this.dataSource);
    if (!handle || handle.inTransaction) return;
    const runner = this.dataSource.createQueryRunner() as unknown as { isTransactionActive: boolean; transactionDepth: number };
    if (runner.isTransactionActive || runner.transactionDepth !== 0) {
      runner.isTransactionActive = false;
      runner.transactionDepth = 0;
    }
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

  /** The SQLite file under this database; undefined on MySQL/MariaDB and for an in-memory database. */
  get sqliteFile(): string | undefined {
    if (!this.isSqlite) return undefined;
    const file = (this.dataSource.options as { database?: unknown }).database;
    return typeof file === "string" && file !== ":memory:" ? file : undefined;
  }

  /**
   * On a SQLite file: the WAL is copied into the database file by a worker thread
   * (sqlite-checkpointer.ts), and this connection's own checkpoint at commit becomes a safety
   * net far beyond what the thread lets the WAL grow to. Nothing on MySQL/MariaDB or in memory.
   */
  checkpointInBackground(): void {
    const handle = sqliteHandleOf(this.dataSource);
    const file = this.sqliteFile;
    if (!handle || this.checkpointer || !file) return;
    this.checkpointer = new SqliteCheckpointer(file, undefined, () => {
      // Without the thread, this connection checkpoints at SQLite's default again.
      if (handle.open) handle.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT_PAGES}`);
    });
    handle.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`);
  }

  async close(): Promise<void> {
    while (this.sqliteRun || this.sqliteStartScheduled) await (this.sqliteRun ?? new Promise((resolve) => setImmediate(resolve)));
    await this.checkpointer?.stop();
    if (this.dataSource.isInitialized) await this.dataSource.destroy();
  }
}
