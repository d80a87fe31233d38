/**
 * `npm run restore -- FILE`: puts a backup made by `npm run backup` in place of the SQLite
 * database. Stop the shop first. The current database is kept beside it as *.before-restore-*.
 */
import fs from "node:fs";
import Sqlite from "better-sqlite3";
import { loadConfig } from "../config";
import { SecretBox } from "../db/secret-box";
import { restoreSigningKeysFromBackup } from "./backup-signing-keys";

const config = loadConfig();
const file = process.argv[2];
if (config.database.kind !== "sqlite" || !file) {
  console.error("usage: npm run restore -- <backup.sqlite>   (SQLite only; stop the shop first)");
  process.exit(2);
}
const check = new Sqlite(file, { readonly: true, fileMustExist: true });
const ok = check.pragma("integrity_check", { simple: true });
const tables = check.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'orders'").get() as { n: number };
check.close();
if (ok !== "ok" || tables.n !== 1) {
  console.error(`${file} is not a usable shop backup (integrity: ${ok})`);
  process.exit(1);
}
const target = config.database.file;
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
fs.mkdirSync(config.dataDir, { recursive: true });
if (fs.existsSync(target)) {
  const kept = `${target}.before-restore-${stamp}`;
  const current = new Sqlite(target);
  current.pragma("wal_checkpoint(TRUNCATE)");
  current.close();
  fs.renameSync(target, kept);
  console.log(`current database kept as ${kept}`);
}
for (const suffix of ["-wal", "-shm"]) fs.rmSync(target + suffix, { force: true });
fs.copyFileSync(file, `${target}.restoring`);
const secrets = SecretBox.forConfig(config);
const restoring = new Sqlite(`${target}.restoring`);
const keyFiles = restoreSigningKeysFromBackup(restoring, config.dataDir, stamp, secrets);
restoring.close();
fs.renameSync(`${target}.restoring`, target);
if (keyFiles.length) console.log(`license signing key ${keyFiles.length === 1 ? "file" : "files"} put back: ${keyFiles.join(", ")}`);
console.log(`restored ${file} → ${target}; start the shop with npm start`);
