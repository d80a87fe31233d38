import express, { type Request, type Response } from "express";
import type { Config } from "../../config";
import { RequestContext } from "../../context";
import type { Database } from "../../db/transaction";
import { isDomainError } from "../../errors";
import { log } from "../../log";
import { checkLicense, type LicenseCheckAnswer } from "./license-check.service";
import type { LicenseChecks } from "./license-checks";

export const CHECK_LICENSE_PATH = "/api/check_license";
export const PUBLIC_KEY_PATH = "/api/license-public-key";
const MAX_BODY = "16kb";
const MAX_NONCE_LENGTH = 128;
const NONCE_PATTERN = /^[\x21-\x7e]{1,128}$/;

type ShimBody = LicenseCheckAnswer & { nonce?: string };

/** Desktop apps and other sites call these from anywhere; the answers depend on no cookie. */
function allowAnyOrigin(res: Response): void {
  res.setHeader("Access-Control-Allow-Origin", "*");
  res.setHeader("Access-Control-Allow-Methods", "GET, POST, OPTIONS");
  res.setHeader("Access-Control-Allow-Headers", "Content-Type, X-Nonce");
  res.setHeader("Access-Control-Expose-Headers", "X-Signature, X-Signature-Date, Retry-After");
  res.setHeader("Access-Control-Max-Age", "86400");
}

const refuse = (message: string, status: LicenseCheckAnswer["status"] = "invalid"): LicenseCheckAnswer => ({
  status,
  message,
  expires_at: null,
  days_remaining: 0,
});

/** Reads the body as text whatever its content type: desktop HTTP clients often send text/plain or none. */
const readText = express.text({ type: () => true, limit: MAX_BODY });

/**
 * The spec's licence-check shim and its public key. Mounted before the app's cookie, JSON and
 * session middleware: the check is anonymous and reads its own body, so malformed JSON gets the
 * shim's answer shape, and the hot path skips work it does not need. Every answer, errors
 * included, has the spec's four fields and is signed (see LicenseSigner).
 */
export function mountLicenseRoutes(app: express.Express, deps: { db: Database; config: Config; checks: LicenseChecks }): void {
  const { signer } = deps.checks;

  const send = (res: Response, httpStatus: number, answer: LicenseCheckAnswer, nonce: string | undefined): void => {
    const body = JSON.stringify(nonce === undefined ? answer : ({ ...answer, nonce } satisfies ShimBody));
    const date = new Date().toISOString();
    allowAnyOrigin(res);
    res.status(httpStatus);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Signature-Date", date);
    res.setHeader("X-Signature", signer.sign(date, nonce ?? "", body));
    res.setHeader("Content-Type", "application/json; charset=utf-8");
    // end(), not send(): send() would hash every body for an ETag that no licence check can use.
    res.end(body);
  };

  app.options([CHECK_LICENSE_PATH, PUBLIC_KEY_PATH], (_req, res) => {
    allowAnyOrigin(res);
    res.status(204).end();
  });

  app.get(PUBLIC_KEY_PATH, (_req, res) => {
    allowAnyOrigin(res);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.json({ algorithm: "Ed25519", publicKeyPem: signer.publicKeyPem, publicKeyBase64: signer.publicKeyRawBase64 });
  });

  app.post(CHECK_LICENSE_PATH, (req: Request, res: Response) => {
    readText(req, res, (readError?: unknown) => {
      if (readError) {
        const tooLarge = (readError as { type?: string }).type === "entity.too.large";
        return send(res, tooLarge ? 413 : 400, refuse(tooLarge ? "The request body is too large." : "The request body could not be read."), undefined);
      }
      void answerCheck(req, res);
    });
  });

  async function answerCheck(req: Request, res: Response): Promise<void> {
    let body: unknown = {};
    const text = typeof req.body === "string" ? req.body.trim() : "";
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        return send(res, 400, refuse("The request body is not valid JSON."), undefined);
      }
    }
    const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const nonce = req.get("x-nonce") ?? fields.nonce;
    if (nonce !== undefined && (typeof nonce !== "string" || !NONCE_PATTERN.test(nonce))) {
      return send(res, 400, refuse(`The nonce must be 1 to ${MAX_NONCE_LENGTH} printable characters without spaces.`), undefined);
    }
    const ctx = new RequestContext(deps.db, deps.config, null, {
      ip: req.ip ?? "unknown",
      requestId: String(req.headers["x-request-id"] ?? ""),
      userAgent: req.headers["user-agent"],
    });
    try {
      const outcome = await checkLicense(ctx, fields.license_key, deps.checks);
      send(res, outcome.wellFormed ? 200 : 400, outcome.answer, nonce);
    } catch (err) {
      if (isDomainError(err)) {
        for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
        return send(res, err.status, refuse(err.message, "error"), nonce);
      }
      log.error("licence check failed", { err, requestId: ctx.meta.requestId });
      send(res, 500, refuse("Server error", "error"), nonce);
    }
  }
}
