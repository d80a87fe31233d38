import type express from "express";
import { DomainError } from "../../errors";
import type { LicenseChecks } from "./license-checks";
import { parseLicenseKey } from "./license-key";
import {
  LICENSE_FILE_REQUEST_MESSAGES,
  MAX_LICENSE_KEY_LENGTH,
  MAX_MACHINE_ID_LENGTH,
  offlineFileForOwner,
  offlineFileIssuer,
  OfflineFileRefusal,
  type OfflineLicenseFile,
} from "./offline-license-file";

/** The buyer's download of one machine's file. */
export const OFFLINE_FILE_DOWNLOAD_PATH = "/api/licenses/:licenseKey/machines/:machineId/offline-file";

/**
 * GET /api/licenses/:licenseKey/machines/:machineId/offline-file: the buyer's download of one
 * activated machine's file, as an attachment. Signed in (session, or an API token with the read
 * scope); the licence must be the caller's by account or e-mail. Refusals answer
 * `{ error: { message, code, params: { reason } } }`, `reason` being the file's refusal code.
 */
export function mountOwnerLicenseFileRoute(app: express.Express, checks: LicenseChecks): void {
  app.get(OFFLINE_FILE_DOWNLOAD_PATH, async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const { licenseKey, machineId } = req.params as { licenseKey: string; machineId: string };
      if (licenseKey.length > MAX_LICENSE_KEY_LENGTH) throw asError(new OfflineFileRefusal("MALFORMED_KEY", LICENSE_FILE_REQUEST_MESSAGES.keyTooLong, 400));
      if (machineId.length > MAX_MACHINE_ID_LENGTH) throw asError(new OfflineFileRefusal("BAD_REQUEST", LICENSE_FILE_REQUEST_MESSAGES.machineIdTooLong, 400));
      const parsed = parseLicenseKey(licenseKey);
      if (!parsed.ok) throw asError(new OfflineFileRefusal("MALFORMED_KEY", parsed.message, 400));
      const file = await offlineFileForOwner(ctx, parsed.key, machineId, offlineFileIssuer(ctx.config, checks));
      if (file instanceof OfflineFileRefusal) throw asError(file);
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("Content-Disposition", `attachment; filename="${fileName(parsed.key, machineId)}"`);
      res.type("application/json").send(JSON.stringify(file satisfies OfflineLicenseFile));
    } catch (err) {
      next(err);
    }
  });
}

/** e.g. license-ABCD-EFGH-JKLM-NPQR-1a2b3c4d.lic: the key and the start of the machine's id (letters, digits and dashes only). */
export function fileName(licenseKey: string, machineId: string): string {
  return `license-${licenseKey}-${machineId.replace(/[^A-Za-z0-9-]/g, "").slice(0, 8)}.lic`;
}

function asError(refusal: OfflineFileRefusal): DomainError {
  const code = refusal.httpStatus === 404 ? "NOT_FOUND" : refusal.httpStatus === 400 ? "BAD_USER_INPUT" : "FORBIDDEN";
  return new DomainError(code, refusal.message, refusal.httpStatus, {}, { reason: refusal.code });
}
