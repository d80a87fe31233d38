import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import "reflect-metadata";
import { createDataSource } from "../../server/db/data-source";
import { SecretBox } from "../../server/db/secret-box";
import { entities } from "../../server/entities";
import { Database } from "../../server/db/transaction";

/** A migrated SQLite database in a temporary file, for unit tests of database helpers. */
export async function openScratchSqlite(): Promise<{ db: Database; close(): Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-unit-"));
  const dataSource = createDataSource({ kind: "sqlite", file: path.join(dir, "unit.sqlite") }, entities, {
    secrets: SecretBox.withKey(crypto.randomBytes(32)),
  });
  await dataSource.initialize();
  await dataSource.runMigrations({ transaction: "each" });
  const db = new Database(dataSource, "sqlite");
  return {
    db,
    close: async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
