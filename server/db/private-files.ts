import fs from "node:fs";
import path from "node:path";

/**
 * The SQLite database holds customers, orders and encrypted secrets: only the shop's own user
 * may read it. Its folder is created 0700 and the file 0600 before SQLite opens it; SQLite
 * gives the -wal and -shm files it creates later the mode of the database file. Files left
 * readable by an older version are tightened here too.
 */
export function prepareSqliteFile(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(f, 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
  }
}
