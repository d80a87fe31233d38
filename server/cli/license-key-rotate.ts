/**
 * `npm run license-key:rotate`: changes the licence signing key without breaking shipped apps.
 *
 *   npm run license-key:rotate                 adds a next key: published at /api/license-public-keys, not signing yet.
 *                                             Ship app updates that accept it (they pin both keys).
 *   npm run license-key:rotate -- --promote    the next key signs from the next start of each instance; the old
 *                                             one stays published as "previous". Restart every instance.
 *   npm run license-key:rotate -- --retire     stops publishing the previous key and deletes its file.
 *
 * Key files live in DATA_DIR; with LICENSE_SIGNING_KEY set, rotate by hand (docs/operating.md).
 */
import fs from "node:fs";
import path from "node:path";
import "reflect-metadata";
import { loadConfig } from "../config";
import { createDataSource } from "../db/data-source";
import { entities } from "../entities";
import { Database } from "../db/transaction";
import { LicenseSigningKey } from "../modules/licenses/license-signing-key.entity";
import { NEXT_SIGNING_KEY_FILE, PREVIOUS_SIGNING_KEY_FILE, SIGNING_KEY_FILE, signerFromFile, writeNewSigningKey } from "../modules/licenses/license-signing";
import { recordSigningKey } from "../modules/licenses/signing-key-record";

const config = loadConfig();
if (config.licenseSigningKey) {
  console.error("LICENSE_SIGNING_KEY is set: the key lives in the environment, so rotate it by hand (see the license key section of docs/operating.md).");
  process.exit(2);
}
const step = process.argv.includes("--promote") ? "promote" : process.argv.includes("--retire") ? "retire" : "add";
const file = (name: string) => path.join(config.dataDir, name);

const dataSource = createDataSource(config.database, entities);
await dataSource.initialize();
await dataSource.runMigrations({ transaction: "each" });
const db = new Database(dataSource, config.database.kind);
try {
  await db.transaction(async (em) => {
    const keys = em.getRepository(LicenseSigningKey);
    const setState = (keyId: string, state: LicenseSigningKey["state"]) => keys.update({ keyId }, { state, stateChangedAt: new Date() });
    const current = signerFromFile(file(SIGNING_KEY_FILE));
    await recordSigningKey(em, current, "current");

    if (step === "add") {
      if (!writeNewSigningKey(file(NEXT_SIGNING_KEY_FILE)))
        throw new Error(`a next key is already waiting in ${file(NEXT_SIGNING_KEY_FILE)}; promote it first`);
      const next = signerFromFile(file(NEXT_SIGNING_KEY_FILE));
      await recordSigningKey(em, next, "next");
      console.log(`next license signing key ${next.keyId} added and published; current key ${current.keyId} still signs.`);
      console.log("Ship app updates that accept both keys, then run: npm run license-key:rotate -- --promote");
    } else if (step === "promote") {
      if (!fs.existsSync(file(NEXT_SIGNING_KEY_FILE))) throw new Error("no next key to promote; run npm run license-key:rotate first");
      if (fs.existsSync(file(PREVIOUS_SIGNING_KEY_FILE))) throw new Error("a previous key is still published; run --retire first");
      const next = signerFromFile(file(NEXT_SIGNING_KEY_FILE));
      await setState(current.keyId, "previous");
      await setState(next.keyId, "current");
      fs.renameSync(file(SIGNING_KEY_FILE), file(PREVIOUS_SIGNING_KEY_FILE));
      fs.renameSync(file(NEXT_SIGNING_KEY_FILE), file(SIGNING_KEY_FILE));
      console.log(`key ${next.keyId} now signs; ${current.keyId} stays published as previous. Restart every instance of the shop.`);
      console.log("Once apps that know only the old key are gone, run: npm run license-key:rotate -- --retire");
    } else {
      if (!fs.existsSync(file(PREVIOUS_SIGNING_KEY_FILE))) throw new Error("no previous key to retire");
      const previous = signerFromFile(file(PREVIOUS_SIGNING_KEY_FILE));
      await setState(previous.keyId, "retired");
      fs.rmSync(file(PREVIOUS_SIGNING_KEY_FILE));
      console.log(`key ${previous.keyId} retired: no longer published, its private key deleted.`);
    }
  });
} catch (err) {
  console.error((err as Error).message);
  process.exitCode = 1;
} finally {
  await dataSource.destroy();
}
