/**
 * `npm run backup [-- --out FILE]`: a consistent copy of the SQLite database, taken with SQLite's
 * online backup API while the shop keeps running. (MySQL/MariaDB: see docs/operating.md.)
 */
import fs from "node:fs";
import path from "node:path";
import Sqlite from "better-sqlite3";
import { loadConfig } from "../config";
import { SecretBox } from "../db/secret-box";
import { addSigningKeysToBackup } from "./backup-signing-keys";

const config = loadConfig();
if (config.database.kind !== "sqlite") {
  console.error("npm run backup copies the embedded SQLite database; for MySQL/MariaDB use mysqldump/mariadb-dump --single-transaction (docs/operating.md).");
  process.exit(2);
}
const source = config.database.file;
if (!fs.existsSync(source)) {
  console.error(`no database at ${source}`);
  process.exit(2);
}
const outArg = process.argv.indexOf("--out");
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const out = path.resolve(outArg >= 0 ? process.argv[outArg + 1] : path.join(config.dataDir, "backups", `bia-${stamp}.sqlite`));
fs.mkdirSync(path.dirname(out), { recursive: true });

const db = new Sqlite(source, { readonly: true, fileMustExist: true });
db.pragma("busy_timeout = 5000");
const started = Date.now();
await db.backup(out);
db.close();
const secrets = SecretBox.forConfig(config);
const copy = new Sqlite(out);
const keyFiles = addSigningKeysToBackup(copy, config.dataDir, secrets);
copy.close();
const check = new Sqlite(out, { readonly: true });
const ok = check.pragma("integrity_check", { simple: true });
check.close();
if (ok !== "ok") {
  console.error(`backup written to ${out} failed its integrity check: ${ok}`);
  process.exit(1);
}
console.log(`backup written to ${out} (${fs.statSync(out).size} bytes, ${Date.now() - started} ms)`);
console.log(
  keyFiles.length
    ? `license signing key ${keyFiles.length === 1 ? "file" : "files"} included, encrypted: ${keyFiles.join(", ")}`
    : "no license signing key file in DATA_DIR (LICENSE_SIGNING_KEY is set, or no key yet): keep that key with the backup yourself",
);
console.log(
  `keep ${path.join(config.dataDir, "encryption.key")} (or ENCRYPTION_KEY) safe too: encrypted columns and the signing key are unreadable without it.`,
);
