import type { AppInstance } from "../../context";
import { RequestContext } from "../../context";
import { isDomainError } from "../../errors";
import type { LeanExchange, LeanRoutes } from "../../http/lean-routes";
import { log } from "../../log";
import type { LicenseChecks } from "./license-checks";
import { parseLicenseKey } from "./license-key";
import { readBody } from "./licenses.routes";
import { MAX_FINGERPRINT_LENGTH } from "./machine-activation";
import {
  LICENSE_FILE_REQUEST_MESSAGES,
  MAX_LICENSE_KEY_LENGTH,
  OFFLINE_FILE_MESSAGES,
  offlineFileForMachine,
  offlineFileIssuer,
  OfflineFileRefusal,
  type OfflineFileRefusalCode,
} from "./offline-license-file";

/** The app's own file: POST with `license_key` and `fingerprint`, answered on the lean path like the check. */
export const LICENSE_FILE_PATH = "/api/license_file";

const ANSWER_HEADERS = { "X-Content-Type-Options": "nosniff", "Cache-Control": "no-store" };

/**
 * POST /api/license_file: a desktop app asks for its own offline licence file with the licence
 * key and its fingerprint. Answered only for a machine activated on a working licence (the app
 * checks the licence from the machine first); rate limited per IP with the licence check's own
 * limiter, so a key cannot be probed faster here than there. Refusals answer
 * `{ status, code, message }` with the check's codes, plus MACHINE_NOT_ACTIVATED.
 */
export function mountAppLicenseFileRoute(lean: LeanRoutes, deps: { instance: AppInstance; checks: LicenseChecks }): void {
  const issuer = offlineFileIssuer(deps.instance.config, deps.checks);
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
