import fs from "node:fs";
import path from "node:path";
import type { EntityManager } from "typeorm";
import { In } from "typeorm";
import type { Config } from "../../config";
import type { Database } from "../../db/transaction";
import { StartupRefusal } from "../../errors";
import { LicenseSigningKey, type SigningKeyState } from "./license-signing-key.entity";
import { SIGNING_KEY_FILE, type LicenseSigner } from "./license-signing";

/** What /api/license-public-keys lists: the key that signs, the one announced next, the one just replaced. */
const PUBLISHED_STATES: SigningKeyState[] = ["current", "next", "previous"];
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/**
 * Compares the key this start loaded with the one the database recorded at its first use.
 * Desktop apps pin the public key, so a start that silently generated a new key (a restore
 * without the key file) would make every shipped app reject every answer: it refuses instead,
 * in one line that says what to do. A first start records its key.
 */
export async function checkSigningKeyOnRecord(db: Database, signer: LicenseSigner, config: Pick<Config, "dataDir" | "licenseSigningKey">): Promise<void> {
  const recorded = await db.manager.getRepository(LicenseSigningKey).findOneBy({ state: "current" });
  if (!recorded) {
    await db.transaction((em) => recordSigningKey(em, signer, "current"));
    return;
  }
  if (recorded.keyId === signer.keyId) return;
  const file = path.join(config.dataDir, SIGNING_KEY_FILE);
  if (signer.generatedNow) {
    // Left in place, the new key would be taken for the shop's own on the next start.
    fs.rmSync(file, { force: true });
    throw new StartupRefusal(
      `Refusing to start: the license signing key ${recorded.keyId} that shipped apps pin is missing from ${file}; ` +
        `restore it (npm run restore puts it back from a backup) or set LICENSE_SIGNING_KEY to it, because a new key would make every app reject this shop's answers.`,
    );
  }
  const source = config.licenseSigningKey ? "LICENSE_SIGNING_KEY" : file;
  throw new StartupRefusal(
    `Refusing to start: ${source} holds license signing key ${signer.keyId}, but this shop signs with ${recorded.keyId}; ` +
      `put that key back, or change keys with npm run license-key:rotate.`,
  );
}

/** Records a key's public half; a key already on record (another instance was first) is left as it is. */
export async function recordSigningKey(em: EntityManager, signer: LicenseSigner, state: SigningKeyState): Promise<void> {
  const now = new Date();
  // INSERT OR IGNORE / INSERT IGNORE: instances starting together on one database record the key once.
  await em
    .createQueryBuilder()
    .insert()
    .into(LicenseSigningKey)
    .values({ keyId: signer.keyId, publicKeyBase64: signer.publicKeyRawBase64, state, createdAt: now, stateChangedAt: now })
    .orIgnore()
    .updateEntity(false)
    .execute();
}

/**
 * What the current key signs: licence-check answers and offline licence files (see
 * offline-license-file.ts). A next key signs nothing yet, a previous key nothing any more; both
 * stay listed so that what they signed keeps verifying by its key id.
 */
export const CURRENT_KEY_SIGNS = ["check", "offline_file"] as const;

export interface PublishedSigningKey {
  keyId: string;
  state: SigningKeyState;
  publicKeyBase64: string;
  publicKeyPem: string;
  /** What this key signs now: the current key both kinds, the others nothing. */
  signs: ReadonlyArray<(typeof CURRENT_KEY_SIGNS)[number]>;
}

export async function publishedSigningKeys(db: Database): Promise<PublishedSigningKey[]> {
  const rows = await db.manager.getRepository(LicenseSigningKey).find({ where: { state: In(PUBLISHED_STATES) }, order: { createdAt: "ASC" } });
  return rows
    .sort((a, b) => PUBLISHED_STATES.indexOf(a.state) - PUBLISHED_STATES.indexOf(b.state))
    .map((r) => ({
      keyId: r.keyId,
      state: r.state,
      publicKeyBase64: r.publicKeyBase64,
      publicKeyPem: pemOfRawKey(r.publicKeyBase64),
      signs: r.state === "current" ? CURRENT_KEY_SIGNS : [],
    }));
}

function pemOfRawKey(rawBase64: string): string {
  const der = Buffer.concat([ED25519_SPKI_PREFIX, Buffer.from(rawBase64, "base64")]).toString("base64");
  return `-----BEGIN PUBLIC KEY-----\n${der}\n-----END PUBLIC KEY-----\n`;
}
