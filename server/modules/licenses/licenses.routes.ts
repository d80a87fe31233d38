import type express from "express";
import type { Request, Response } from "express";
import type { Config } from "../../config";
import { RequestContext } from "../../context";
import type { Database } from "../../db/transaction";
import { isDomainError } from "../../errors";
import { log } from "../../log";
import { checkLicense, type LicenseCheckAnswer } from "./license-check.service";
import type { LicenseChecks } from "./license-checks";

export const CHECK_LICENSE_PATH = "/api/check_license";
export const PUBLIC_KEY_PATH = "/api/license-public-key";
const MAX_BODY_BYTES = 16 * 1024;
const MAX_NONCE_LENGTH = 128;
const NONCE_PATTERN = /^[\x21-\x7e]{1,128}$/;

type ShimBody = LicenseCheckAnswer & { nonce?: string };

/**
 * Desktop apps and other sites call these from anywhere; the answers depend on no cookie. These
 * routes sit before the app's helmet middleware (whose page policies mean nothing for a JSON
 * answer), so the two headers that matter for one are set here.
 */
const ANSWER_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "X-Signature, X-Signature-Date, Retry-After",
};
const PREFLIGHT_HEADERS = {
  ...ANSWER_HEADERS,
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, X-Nonce",
  "Access-Control-Max-Age": "86400",
};

const refuse = (message: string, status: LicenseCheckAnswer["status"] = "invalid"): LicenseCheckAnswer => ({
  status,
  message,
  expires_at: null,
  days_remaining: 0,
});

/**
 * The body as text whatever its content type (desktop HTTP clients often send text/plain or
 * none); null when it is larger than the limit.
 */
function readBody(req: Request): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => resolve(size > MAX_BODY_BYTES ? null : Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

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
    // One writeHead and end(), not send(): send() would hash every body for an ETag that no
    // licence check can use, and this is the hot path of bench/license-check.bench.ts.
    res.writeHead(httpStatus, {
      ...ANSWER_HEADERS,
      "Cache-Control": "no-store",
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "X-Signature-Date": date,
      "X-Signature": signer.sign(date, nonce ?? "", body),
    });
    res.end(body);
  };

  app.options([CHECK_LICENSE_PATH, PUBLIC_KEY_PATH], (_req, res) => {
    res.writeHead(204, PREFLIGHT_HEADERS).end();
  });

  app.get(PUBLIC_KEY_PATH, (_req, res) => {
    res.set(ANSWER_HEADERS);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.json({ algorithm: "Ed25519", publicKeyPem: signer.publicKeyPem, publicKeyBase64: signer.publicKeyRawBase64 });
  });

  app.post(CHECK_LICENSE_PATH, (req: Request, res: Response) => {
    readBody(req).then(
      (text) => (text === null ? send(res, 413, refuse("The request body is too large."), undefined) : answerCheck(req, res, text.trim())),
      () => send(res, 400, refuse("The request body could not be read."), undefined),
    );
  });

  async function answerCheck(req: Request, res: Response, text: string): Promise<void> {
    let body: unknown = {};
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        return send(res, 400, refuse("The request body is not valid JSON."), undefined);
      }
    }
    const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const nonce = req.headers["x-nonce"] ?? fields.nonce;
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
