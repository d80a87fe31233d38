import type { OutgoingHttpHeaders } from "node:http";
import type { Request, Response } from "express";
import type { LeanRoutes } from "../../http/lean-routes";
import { RequestContext, type AppInstance } from "../../context";
import { isDomainError } from "../../errors";
import { log } from "../../log";
import { checkLicense, type LicenseCheckAnswer } from "./license-check.service";
import type { LicenseChecks } from "./license-checks";
import { publishedSigningKeys } from "./signing-key-record";
import type { RateLimitState } from "../rate-limit";

export const CHECK_LICENSE_PATH = "/api/check_license";
export const PUBLIC_KEY_PATH = "/api/license-public-key";
export const PUBLIC_KEYS_PATH = "/api/license-public-keys";
const MAX_BODY_BYTES = 16 * 1024;
const MAX_NONCE_LENGTH = 128;
const NONCE_PATTERN = /^[\x21-\x7e]{1,128}$/;

/** Checks the length before the pattern runs, so no regex sees unbounded input. */
function isValidNonce(nonce: unknown): nonce is string {
  return typeof nonce === "string" && nonce.length <= MAX_NONCE_LENGTH && NONCE_PATTERN.test(nonce);
}

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
  "Access-Control-Expose-Headers": "X-Signature, X-Signature-Date, X-Signature-Key-Id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
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
 * The spec's licence-check shim and its public key, on the lean path (see LeanRoutes): answered
 * before Express's router, so no middleware, cookie parsing or session lookup runs for them. The
 * check is anonymous and reads its own body, so malformed JSON gets the shim's answer shape.
 * Every answer, errors included, has the spec's four fields and is signed (see LicenseSigner);
 * its rate limit and the key's last_used_at are kept by checkLicense.
 */
export function mountLicenseRoutes(lean: LeanRoutes, deps: { instance: AppInstance; checks: LicenseChecks }): void {
  const { signer } = deps.checks;

  const send = async (res: Response, httpStatus: number, answer: LicenseCheckAnswer, nonce: string | undefined, rateLimit?: RateLimitState): Promise<void> => {
    const body = JSON.stringify(nonce === undefined ? answer : ({ ...answer, nonce } satisfies ShimBody));
    const date = new Date().toISOString();
    // One writeHead and end(), not send(): send() would hash every body for an ETag that no
    // licence check can use, and this is the hot path of bench/license-check.bench.ts.
    const headers: OutgoingHttpHeaders = {
      ...ANSWER_HEADERS,
      "Cache-Control": "no-store",
      "Content-Type": "application/json; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "X-Signature-Date": date,
      // Signed on the signing thread, in batches (see SigningThread).
      "X-Signature": await signer.sign(date, nonce ?? "", body),
      "X-Signature-Key-Id": signer.keyId,
    };
    // Answers refused before the limiter counted them (unreadable body, bad nonce) carry none.
    if (rateLimit) {
      headers["RateLimit-Limit"] = rateLimit.limit;
      headers["RateLimit-Remaining"] = rateLimit.remaining;
      headers["RateLimit-Reset"] = rateLimit.resetSeconds;
    }
    res.writeHead(httpStatus, headers);
    res.end(body);
  };

  for (const path of [CHECK_LICENSE_PATH, PUBLIC_KEY_PATH, PUBLIC_KEYS_PATH]) {
    lean.options(path, (_req, res) => {
      res.writeHead(204, PREFLIGHT_HEADERS).end();
    });
  }

  lean.get(PUBLIC_KEY_PATH, (_req, res) => {
    res.set(ANSWER_HEADERS);
    res.setHeader("Cache-Control", "public, max-age=3600");
    res.json({ algorithm: "Ed25519", keyId: signer.keyId, publicKeyPem: signer.publicKeyPem, publicKeyBase64: signer.publicKeyRawBase64 });
  });

  // The keys an app should accept: during a rotation the next key is listed before it signs, so
  // apps shipped with both keep verifying across the switch.
  lean.get(PUBLIC_KEYS_PATH, async (_req, res) => {
    const keys = await publishedSigningKeys(deps.instance.db);
    res.set(ANSWER_HEADERS);
    res.setHeader("Cache-Control", "public, max-age=300");
    res.json({ algorithm: "Ed25519", signingKeyId: signer.keyId, keys });
  });

  lean.post(CHECK_LICENSE_PATH, (req: Request, res: Response) => {
    // The header nonce is read before the body, so that an answer to a body that is too large
    // or not JSON is still signed over the nonce the client sent and is not taken for a forgery.
    const headerNonce = req.headers["x-nonce"];
    const earlyNonce = isValidNonce(headerNonce) ? headerNonce : undefined;
    return readBody(req).then(
      (text) => (text === null ? send(res, 413, refuse("The request body is too large."), earlyNonce) : answerCheck(req, res, text.trim(), earlyNonce)),
      () => send(res, 400, refuse("The request body could not be read."), earlyNonce),
    );
  });

  async function answerCheck(req: Request, res: Response, text: string, earlyNonce: string | undefined): Promise<void> {
    let body: unknown = {};
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        return send(res, 400, refuse("The request body is not valid JSON."), earlyNonce);
      }
    }
    const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const nonce = req.headers["x-nonce"] ?? fields.nonce;
    if (nonce !== undefined && !isValidNonce(nonce)) {
      return send(res, 400, refuse(`The nonce must be 1 to ${MAX_NONCE_LENGTH} printable ASCII characters without spaces.`), undefined);
    }
    const ctx = new RequestContext(deps.instance, null, {
      ip: req.ip ?? "unknown",
      requestId: String(req.headers["x-request-id"] ?? ""),
      userAgent: req.headers["user-agent"],
    });
    try {
      const outcome = await checkLicense(ctx, fields.license_key, deps.checks);
      await send(res, outcome.wellFormed ? 200 : 400, outcome.answer, nonce, outcome.rateLimit);
    } catch (err) {
      if (isDomainError(err)) {
        for (const [k, v] of Object.entries(err.headers)) res.setHeader(k, v);
        return send(res, err.status, refuse(err.message, "error"), nonce);
      }
      log.error("licence check failed", { err, requestId: ctx.meta.requestId });
      await send(res, 500, refuse("Server error", "error"), nonce);
    }
  }
}
