import Sqlite from "better-sqlite3";
import { preparedOn } from "./sqlite-statements";

/**
 * A connection of its own to the shop's SQLite file, for reads beside the app's connection, e.g.
 * on a worker thread (see the licence signing thread). It reads only what is committed, never a
 * transaction still open on the app's connection; the file's WAL mode lets it read while the app
 * writes. Opened on first use; statements are kept prepared as on the app's connection.
 */
export class SqliteReadConnection {
  private db: Sqlite.Database | undefined;

  constructor(private readonly file: string) {}

  /** The first row of a read, or undefined. */
  firstRow<R>(sql: string, params: unknown[]): R | undefined {
    return preparedOn(this.open(), sql).get(...params) as R | undefined;
  }

  close(): void {
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
