import type { Config } from "./config";
import type { Database } from "./db/transaction";
import { GraphqlRateLimits } from "./graphql/limits/graphql-rate-limit";
import { Sessions } from "./modules/auth/session";
import { LicenseChecks } from "./modules/licenses/license-checks";

/**
 * The long-lived collaborators, built once at start and passed by name (no container).
 * Domain rules live in the modules' services; this only wires them.
 */
export function createServices(deps: { db: Database; config: Config; jwtSecret: string }) {
  const sessions = new Sessions(deps.jwtSecret, deps.config);
  const licenseChecks = LicenseChecks.create(deps.db, deps.config);
  const graphqlRateLimits = GraphqlRateLimits.create(deps.db, deps.config);
  return { sessions, licenseChecks, graphqlRateLimits };
}

export type Services = ReturnType<typeof createServices>;
