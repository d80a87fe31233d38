import fs from "node:fs";
import path from "node:path";
import type Sqlite from "better-sqlite3";
import type { SecretBox } from "../db/secret-box";
import { NEXT_SIGNING_KEY_FILE, PREVIOUS_SIGNING_KEY_FILE, SIGNING_KEY_FILE } from "../modules/licenses/license-signing";

/**
 * The licence signing key files travel inside the backup, encrypted under the encryption key like
 * every other secret, in a table that only backups have: restoring on a new host without them
 * would give the shop a new key, and every shipped app would reject its answers.
 */
const TABLE = "backup_license_signing_keys";
const KEY_FILES = [SIGNING_KEY_FILE, NEXT_SIGNING_KEY_FILE, PREVIOUS_SIGNING_KEY_FILE];

/** Copies the key files of dataDir into the backup; returns their names. */
export function addSigningKeysToBackup(backup: Sqlite.Database, dataDir: string, secrets: SecretBox): string[] {
  const present = KEY_FILES.filter((name) => fs.existsSync(path.join(dataDir, name)));
  backup.exec(`CREATE TABLE ${TABLE} (file_name TEXT PRIMARY KEY, key_encrypted TEXT NOT NULL)`);
  const insert = backup.prepare(`INSERT INTO ${TABLE} (file_name, key_encrypted) VALUES (?, ?)`);
  for (const name of present) insert.run(name, secrets.encrypt(fs.readFileSync(path.join(dataDir, name), "utf8")));
  return present;
}

/**
 * Writes the backup's key files into dataDir (a different file already there is kept aside as
 * *.before-restore-*) and removes the table from the copy being restored. Returns the names written.
 */
export function restoreSigningKeysFromBackup(restoring: Sqlite.Database, dataDir: string, stamp: string, secrets: SecretBox): string[] {
  const hasTable = restoring.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = ?").get(TABLE) as { n: number };
  if (!hasTable.n) return [];
  const rows = restoring.prepare(`SELECT file_name, key_encrypted FROM ${TABLE}`).all() as Array<{ file_name: string; key_encrypted: string }>;
  const written: string[] = [];
  for (const row of rows) {
    if (!KEY_FILES.includes(row.file_name)) continue;
    const target = path.join(dataDir, row.file_name);
    const pem = secrets.decrypt(row.key_encrypted);
    if (fs.existsSync(target)) {
      if (fs.readFileSync(target, "utf8") === pem) continue;
      fs.renameSync(target, `${target}.before-restore-${stamp}`);
    }
    fs.writeFileSync(target, pem, { mode: 0o600 });
    written.push(row.file_name);
  }
  restoring.exec(`DROP TABLE ${TABLE}`);
  return written;
}
