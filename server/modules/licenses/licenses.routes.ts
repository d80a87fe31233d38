import express, { type NextFunction, type Request, type Response } from "express";
import { isDomainError } from "../../errors";
import { log } from "../../log";
import type { LastUsedRecorder } from "./last-used-recorder";
import { checkLicense, type LicenseCheckAnswer } from "./license-check.service";
import type { LicenseSigner } from "./license-signing";

export const CHECK_LICENSE_PATH = "/api/check_license";
export const PUBLIC_KEY_PATH = "/api/license-public-key";
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

/**
 * The spec's licence-check shim and its public key. Every answer, errors included, has the
 * spec's four fields and is signed (see LicenseSigner), so a client treats one shape only.
 */
export function mountLicenseRoutes(app: express.Express, deps: { signer: LicenseSigner; lastUsed: LastUsedRecorder }): void {
  const router = express.Router();
  const { signer } = deps;

  const send = (res: Response, httpStatus: number, answer: LicenseCheckAnswer, nonce: string | undefined): void => {
    const body = JSON.stringify(nonce === undefined ? answer : ({ ...answer, nonce } satisfies ShimBody));
    const date = new Date().toISOString();
    allowAnyOrigin(res);
    res.status(httpStatus);
    res.setHeader("Cache-Control", "no-store");
    res.setHeader("X-Signature-Date", date);
    res.setHeader("X-Signature", signer.sign(date, nonce ?? "", body));
    res.type("application/json").send(body);
  };
  const refuse = (message: string): LicenseCheckAnswer => ({ status: "invalid", message, expires_at: null, days_remaining: 0 });

  router.options([CHECK_LICENSE_PATH, PUBLIC_KEY_PATH], (_req, res) => {
    allowAnyOrigin(res);
    res.status(204).end();
  });

  router.get(PUBLIC_KEY_PATH, (_req, res) => {
    allowAnyOrigin(res);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.json({ algorithm: "Ed25519", publicKeyPem: signer.publicKeyPem, publicKeyBase64: signer.publicKeyRawBase64 });
  });

  router.post(
    CHECK_LICENSE_PATH,
    // The global parser reads application/json; desktop clients often send text/plain or no type.
    express.text({ type: () => true, limit: "16kb" }),
    async (req: Request, res: Response) => {
      const headerNonce = req.get("x-nonce");
      let body: unknown = req.body;
      if (typeof body === "string") {
        try {
          body = body.trim() === "" ? {} : JSON.parse(body);
        } catch {
          return send(res, 400, refuse("The request body is not valid JSON."), undefined);
        }
      }
      const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
      const nonce = headerNonce ?? fields.nonce;
      if (nonce !== undefined && (typeof nonce !== "string" || !NONCE_PATTERN.test(nonce))) {
        return send(res, 400, refuse(`The nonce must be 1 to ${MAX_NONCE_LENGTH} printable characters without spaces.`), undefined);
      }
      try {
        const outcome = await checkLicense(req.ctx!, fields.license_key, deps.lastUsed);
        send(res, outcome.wellFormed ? 200 : 400, outcome.answer, nonce);
      } catch (err) {
        if (isDomainError(err)) {
          for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
          return send(res, err.status, { ...refuse(err.message), status: "error" }, nonce);
        }
        log.error("licence check failed", { err, requestId: req.ctx?.meta.requestId });
        send(res, 500, { ...refuse("Server error"), status: "error" }, nonce);
      }
    },
  );

  app.use(router);
  // Bodies the global JSON parser rejected (malformed, too large) still get the shim's shape. This
  // sits on the app, not the router: an error raised before a router is never passed into it.
  app.use(CHECK_LICENSE_PATH, (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const e = err as { type?: string; status?: number };
    if (e.type === "entity.parse.failed") return send(res, 400, refuse("The request body is not valid JSON."), undefined);
    if (e.type === "entity.too.large") return send(res, 413, refuse("The request body is too large."), undefined);
    if (e.status && e.status >= 400 && e.status < 500) return send(res, e.status, refuse("The request could not be read."), undefined);
    next(err);
  });
}
