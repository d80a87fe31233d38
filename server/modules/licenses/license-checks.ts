import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database } from "../../db/transaction";
import { CoalescedRateLimiter } from "../rate-limit";
import { LastUsedRecorder, MACHINE_LAST_SEEN } from "./last-used-recorder";
import { loadLicenseSigner, type LicenseSigner } from "./license-signing";

/** The long-lived parts of the licence check: signing key, per-IP limiter, last-use and machine last-seen recorders. */
export class LicenseChecks {
  constructor(
    readonly signer: LicenseSigner,
    readonly limiter: CoalescedRateLimiter,
    readonly lastUsed: LastUsedRecorder,
    readonly machinesSeen: LastUsedRecorder,
  ) {}

  static create(db: Database, config: Config, clock: Clock): LicenseChecks {
    const signer = loadLicenseSigner(config);
    // On a SQLite file the signing thread answers the REST shim's checks whole (see SigningThread).
    if (db.sqliteFile) signer.answerChecksFrom(db.sqliteFile);
    return new LicenseChecks(
      signer,
      new CoalescedRateLimiter(db, { name: "license-check", limit: config.licenseCheckRateLimitPerMinute, windowSeconds: 60 }, clock),
      new LastUsedRecorder(db),
      new LastUsedRecorder(db, MACHINE_LAST_SEEN),
    );
  }

  /** Writes the buffered counts and last-use instants; called on shutdown before the database closes. */
  async close(): Promise<void> {
    await this.limiter.close();
    await this.lastUsed.close();
    await this.machinesSeen.close();
    await this.signer.close();
  }
}
