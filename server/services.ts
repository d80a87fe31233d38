import type { Config } from "./config";
import type { Database } from "./db/transaction";
import { Sessions } from "./modules/auth/session";
import { LastUsedRecorder } from "./modules/licenses/last-used-recorder";
import { loadLicenseSigner } from "./modules/licenses/license-signing";

/**
 * The long-lived collaborators, built once at start and passed by name (no container).
 * Domain rules live in the modules' services; this only wires them.
 */
export function createServices(deps: { db: Database; config: Config; jwtSecret: string }) {
  const sessions = new Sessions(deps.jwtSecret, deps.config);
  const licenseSigner = loadLicenseSigner(deps.config);
  const licenseLastUsed = new LastUsedRecorder(deps.db);
  return { sessions, licenseSigner, licenseLastUsed };
}

export type Services = ReturnType<typeof createServices>;
