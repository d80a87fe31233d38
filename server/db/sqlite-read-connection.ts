import Sqlite from "better-sqlite3";

/**
 * A connection of its own to the shop's SQLite file, for reads beside the app's connection, e.g.
 * on a worker thread (see the licence signing thread). It reads only what is committed, never a
 * transaction still open on the app's connection; the file's WAL mode lets it read while the app
 * writes. Opened on first use; statements are prepared once.
 */
export class SqliteReadConnection {
  private db: Sqlite.Database | undefined;
  private readonly statements = new Map<string, Sqlite.Statement<unknown[], unknown>>();

  constructor(private readonly file: string) {}

  /** The first row of a read, or undefined. */
  firstRow<R>(sql: string, params: unknown[]): R | undefined {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.open().prepare<unknown[], unknown>(sql);
      this.statements.set(sql, statement);
    }
    return statement.get(...params) as R | undefined;
  }

  close(): void {
    this.statements.clear();
    this.db?.close();
    this.db = undefined;
  }

  private open(): Sqlite.Database {
    if (this.db) return this.db;
    const db = new Sqlite(this.file, { fileMustExist: true });
    try {
      db.pragma("busy_timeout = 5000");
      db.pragma("query_only = ON");
    } catch (err) {
      db.close();
      throw err;
    }
    return (this.db = db);
  }
}
