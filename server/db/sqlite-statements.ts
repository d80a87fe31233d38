import type { Database as BetterSqlite3Database, Statement } from "better-sqlite3";

/**
 * Statements kept prepared per handle. Hot paths use a few dozen distinct texts; a list
 * parameter (`IN (?, ?, …)`) makes one per length, so the cache is bounded and starts over
 * when full rather than growing with every length ever seen.
 */
const MAX_STATEMENTS = 500;
const statementsByHandle = new WeakMap<BetterSqlite3Database, Map<string, Statement<unknown[], unknown>>>();

export function preparedOn(handle: BetterSqlite3Database, sql: string): Statement<unknown[], unknown> {
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
