/**
 * `npm run keys:rotate`: re-encrypts every secret at rest under a new key, while the shop runs.
 *
 * - Key file mode (no ENCRYPTION_KEY): generates a new data/encryption.key, keeps the old one in
 *   data/encryption.previous-keys (still readable), then rewrites every row. Running servers
 *   pick the new key up by themselves the first time they meet a row under it.
 * - ENCRYPTION_KEY mode: first roll every instance to ENCRYPTION_KEY=<new> with
 *   ENCRYPTION_PREVIOUS_KEYS=<old>, then run this to rewrite the rows; afterwards the old key
 *   can be dropped from ENCRYPTION_PREVIOUS_KEYS.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import "reflect-metadata";
import { loadConfig } from "../config";
import { createDataSource } from "../db/data-source";
import { entities } from "../entities";
import { reencryptAll } from "../db/reencrypt";
import { PREVIOUS_KEYS_FILE, SecretBox, keyIdOf, loadOrCreateKeyFile } from "../db/secret-box";
import { counted } from "./counted";

const config = loadConfig();
if (!config.encryptionKey) {
  const old = loadOrCreateKeyFile(config.dataDir);
  const fresh = crypto.randomBytes(32);
  fs.appendFileSync(path.join(config.dataDir, PREVIOUS_KEYS_FILE), old.toString("base64") + "\n", { mode: 0o600 });
  const keyFile = path.join(config.dataDir, "encryption.key");
  const tmp = `${keyFile}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, fresh.toString("base64") + "\n", { mode: 0o600 });
  fs.renameSync(tmp, keyFile);
  console.log(`new key ${keyIdOf(fresh)} written to ${keyFile}; old key ${keyIdOf(old)} kept readable in ${PREVIOUS_KEYS_FILE}`);
}
const secrets = SecretBox.forConfig(config);
const keyId = secrets.currentId;

const ds = createDataSource(config.database, entities, { secrets });
await ds.initialize();
try {
  const started = Date.now();
  const results = await reencryptAll(ds);
  for (const r of results) console.log(`${r.table}.${r.column}: ${counted(r.rewritten, "value")} re-encrypted`);
  console.log(`all secrets are under key ${keyId} (${Date.now() - started} ms)`);
} finally {
  await ds.destroy();
}
