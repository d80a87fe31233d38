import type { Database as BetterSqlite3Database, RunResult, Statement } from "better-sqlite3";
import { QueryFailedError, type DataSource, type EntitySubscriberInterface } from "typeorm";

/** What TypeORM hands a query subscriber before a statement runs. */
type BeforeQueryEvent = Parameters<NonNullable<EntitySubscriberInterface["beforeQuery"]>>[0];

/**
 * Statements kept prepared per handle. Hot paths use a few dozen distinct texts; a list
 * parameter (`IN (?, ?, …)`) makes one per length, so the cache is bounded and starts over
 * when full rather than growing with every length ever seen.
 */
const MAX_STATEMENTS = 500;
const statementsByHandle = new WeakMap<BetterSqlite3Database, Map<string, Statement<unknown[], unknown>>>();

/**
 * The better-sqlite3 handle under a SQLite data source, or undefined on MySQL/MariaDB. SQLite
 * has one connection, so a statement run on it joins whatever transaction is open there: the
 * same transaction TypeORM's query runner would have run it in.
 */
export function sqliteHandleOf(dataSource: DataSource): BetterSqlite3Database | undefined {
  if (dataSource.options.type !== "better-sqlite3") return undefined;
  return (dataSource.driver as unknown as { databaseConnection: BetterSqlite3Database }).databaseConnection;
}

function preparedOn(handle: BetterSqlite3Database, sql: string): Statement<unknown[], unknown> {
  let statements = statementsByHandle.get(handle);
  if (!statements) statementsByHandle.set(handle, (statements = new Map()));
  let statement = statements.get(sql);
  if (!statement) {
    if (statements.size >= MAX_STATEMENTS) statements.clear();
    statement = handle.prepare<unknown[], unknown>(sql);
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * Runs one statement straight on the better-sqlite3 handle, which answers synchronously: no
 * query building, no promise per step, no per-call LRU of TypeORM's runner. Query subscribers
 * hear of it as of any other statement (statement counters and query logs see it), booleans
 * are bound as 0/1 as TypeORM binds them, and a failure is TypeORM's QueryFailedError with the
 * driver's error inside, so `isUniqueViolation` and friends read it alike on both paths.
 */
export function runOnSqlite<K extends "all" | "get" | "run">(
  dataSource: DataSource,
  handle: BetterSqlite3Database,
  mode: K,
  sql: string,
  params: unknown[],
): K extends "run" ? RunResult : K extends "all" ? unknown[] : unknown {
  const bound = params.map((p) => (typeof p === "boolean" ? (p ? 1 : 0) : p));
  for (const subscriber of dataSource.subscribers) {
    subscriber.beforeQuery?.({ connection: dataSource, query: sql, parameters: bound } as unknown as BeforeQueryEvent);
  }
  try {
    const statement = preparedOn(handle, sql);
    return statement[mode](...bound) as K extends "run" ? RunResult : K extends "all" ? unknown[] : unknown;
  } catch (err) {
    throw new QueryFailedError(sql, bound, err as Error);
  }
}
