import type express from "express";
import type { AppInstance } from "../../context";
import { RequestContext } from "../../context";
import { DomainError, isDomainError } from "../../errors";
import type { LeanExchange, LeanRoutes } from "../../http/lean-routes";
import { log } from "../../log";
import { requireActor } from "../auth";
import type { LicenseChecks } from "./license-checks";
import { parseLicenseKey } from "./license-key";
import { readBody } from "./licenses.routes";
import { MAX_FINGERPRINT_LENGTH } from "./machine-activation";
import {
  OFFLINE_FILE_MESSAGES,
  offlineFileForMachine,
  offlineFileForOwner,
  OfflineFileRefusal,
  type OfflineFileIssuer,
  type OfflineFileRefusalCode,
  type OfflineLicenseFile,
} from "./offline-license-file";

/** The app's own file: POST with `license_key` and `fingerprint`, answered on the lean path like the check. */
export const LICENSE_FILE_PATH = "/api/license_file";
/** The buyer's download of one machine's file. */
export const OFFLINE_FILE_DOWNLOAD_PATH = "/api/licenses/:licenseKey/machines/:machineId/offline-file";

const MAX_LICENSE_KEY_LENGTH = 64;
const MAX_MACHINE_ID_LENGTH = 36;

export const LICENSE_FILE_REQUEST_MESSAGES = {
  badJson: "The request body is not valid JSON.",
  tooLarge: "The request body is too large.",
  unreadable: "The request body could not be read.",
  fingerprintType: `The fingerprint must be text of at most ${MAX_FINGERPRINT_LENGTH} characters.`,
  keyTooLong: `The license key must be at most ${MAX_LICENSE_KEY_LENGTH} characters.`,
  machineIdTooLong: `The machine id must be at most ${MAX_MACHINE_ID_LENGTH} characters.`,
  serverError: "Server error",
};

const ANSWER_HEADERS = { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" };

function issuerOf(instance: AppInstance, checks: LicenseChecks): OfflineFileIssuer {
  return { signer: checks.signer, machinesSeen: checks.machinesSeen, fileDays: instance.config.licenseFileDays };
}

/**
 * POST /api/license_file: a desktop app asks for its own offline licence file with the licence
 * key and its fingerprint. Answered only for a machine activated on a working licence (the app
 * checks the licence from the machine first); rate limited per IP with the licence check's own
 * limiter, so a key cannot be probed faster here than there. Refusals answer
 * `{ status, code, message }` with the check's codes, plus MACHINE_NOT_ACTIVATED.
 */
export function mountAppLicenseFileRoute(lean: LeanRoutes, deps: { instance: AppInstance; checks: LicenseChecks }): void {
  const issuer = issuerOf(deps.instance, deps.checks);
  const refuse = (x: LeanExchange, httpStatus: number, code: OfflineFileRefusalCode, message: string, headers?: Record<string, string>) =>
    x.answer(
      httpStatus,
      JSON.stringify({ status: httpStatus >= 500 || code === "RATE_LIMITED" ? "error" : "invalid", code, message }),
      ANSWER_HEADERS,
      headers,
    );

  lean.post(LICENSE_FILE_PATH, (x) =>
    readBody(x.req).then(
      (text) => (text === null ? refuse(x, 413, "BAD_REQUEST", LICENSE_FILE_REQUEST_MESSAGES.tooLarge) : answer(x, text.trim())),
      () => refuse(x, 400, "BAD_REQUEST", LICENSE_FILE_REQUEST_MESSAGES.unreadable),
    ),
  );

  async function answer(x: LeanExchange, text: string): Promise<void> {
    let body: unknown = {};
    try {
      if (text !== "") body = JSON.parse(text);
    } catch {
      return refuse(x, 400, "BAD_REQUEST", LICENSE_FILE_REQUEST_MESSAGES.badJson);
    }
    const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const ctx = new RequestContext(deps.instance, null, { ip: x.ip, requestId: x.requestId, userAgent: x.req.headers["user-agent"] });
    try {
      deps.checks.limiter.hit(ctx.meta.ip);
      if (typeof fields.license_key === "string" && fields.license_key.length > MAX_LICENSE_KEY_LENGTH)
        return refuse(x, 400, "MALFORMED_KEY", LICENSE_FILE_REQUEST_MESSAGES.keyTooLong);
      const { fingerprint } = fields;
      if (fingerprint !== undefined && fingerprint !== null && (typeof fingerprint !== "string" || fingerprint.length > MAX_FINGERPRINT_LENGTH))
        return refuse(x, 400, "BAD_REQUEST", LICENSE_FILE_REQUEST_MESSAGES.fingerprintType);
      const parsed = parseLicenseKey(fields.license_key);
      if (!parsed.ok) return refuse(x, 400, "MALFORMED_KEY", parsed.message);
      const trimmed = typeof fingerprint === "string" ? fingerprint.trim() : "";
      if (!trimmed) return refuse(x, 400, "FINGERPRINT_SCOPE_REQUIRED", OFFLINE_FILE_MESSAGES.fingerprintRequired);
      const file = await offlineFileForMachine(ctx, parsed.key, trimmed, issuer);
      if (file instanceof OfflineFileRefusal) return refuse(x, file.httpStatus, file.code, file.message);
      x.answer(200, JSON.stringify(file), ANSWER_HEADERS);
    } catch (err) {
      if (isDomainError(err)) return refuse(x, err.status, err.status === 429 ? "RATE_LIMITED" : "BAD_REQUEST", err.message, err.headers);
      log.error("licence file failed", { err, requestId: ctx.meta.requestId });
      refuse(x, 500, "SERVER_ERROR", LICENSE_FILE_REQUEST_MESSAGES.serverError);
    }
  }
}

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
      const { customer } = requireActor(ctx);
      const { licenseKey, machineId } = req.params as { licenseKey: string; machineId: string };
      if (licenseKey.length > MAX_LICENSE_KEY_LENGTH) throw asError(new OfflineFileRefusal("MALFORMED_KEY", LICENSE_FILE_REQUEST_MESSAGES.keyTooLong, 400));
      if (machineId.length > MAX_MACHINE_ID_LENGTH) throw asError(new OfflineFileRefusal("BAD_REQUEST", LICENSE_FILE_REQUEST_MESSAGES.machineIdTooLong, 400));
      const parsed = parseLicenseKey(licenseKey);
      if (!parsed.ok) throw asError(new OfflineFileRefusal("MALFORMED_KEY", parsed.message, 400));
      const file = await offlineFileForOwner(ctx, customer, parsed.key, machineId, issuerOf(ctx.instance, checks));
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
