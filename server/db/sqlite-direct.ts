import type { Database as BetterSqlite3Database, RunResult } from "better-sqlite3";
import { QueryFailedError, type DataSource, type EntitySubscriberInterface } from "typeorm";
import { preparedOn } from "./sqlite-statements";

/** What TypeORM hands a query subscriber before a statement runs. */
type BeforeQueryEvent = Parameters<NonNullable<EntitySubscriberInterface["beforeQuery"]>>[0];

/**
 * The better-sqlite3 handle under a SQLite data source, or undefined on MySQL/MariaDB. SQLite
 * has one connection, so a statement run on it joins whatever transaction is open there: the
 * same transaction TypeORM's query runner would have run it in.
 */
export function sqliteHandleOf(dataSource: DataSource): BetterSqlite3Database | undefined {
  if (dataSource.options.type !== "better-sqlite3") return undefined;
  return (dataSource.driver as unknown as { databaseConnection: BetterSqlite3Database }).databaseConnection;
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
