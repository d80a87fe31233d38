import crypto from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders } from "node:http";
import { matchesIfNoneMatch } from "../../http/if-none-match";
import type { LeanExchange, LeanRoutes } from "../../http/lean-routes";
import { RequestContext, type AppInstance } from "../../context";
import { isDomainError } from "../../errors";
import { log } from "../../log";
import { answerBody } from "./license-check-answer";
import { checkLicenseSigned, type LicenseCheckAnswer } from "./license-check.service";
import { machineClaimOf } from "./machine-activation";
import type { LicenseChecks } from "./license-checks";
import { CURRENT_KEY_SIGNS, publishedSigningKeys } from "./signing-key-record";
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

/**
 * Desktop apps and other sites call these from anywhere; the answers depend on no cookie. These
 * routes sit before the app's helmet middleware (whose page policies mean nothing for a JSON
 * answer), so the headers that matter for one are set here: nosniff on every answer, and for
 * browsers the cross-origin ones (see BROWSER_HEADERS).
 */
const ANSWER_HEADERS = { "X-Content-Type-Options": "nosniff" };
/**
 * What lets a page on another site call these and read the signature and rate-limit headers.
 * Only a browser acts on them, so the licence check, whose answers are never cached, sends them
 * to browsers only: a request with an Origin (every cross-origin call has one) or the
 * Sec-Fetch-Mode that current browsers send with every request. A desktop app's answer is then
 * three headers (about 230 bytes) shorter, which bench/license-check.bench.ts measures. The
 * cacheable public-key answers always carry them, so a shared cache never hands a browser an
 * answer made for a desktop app.
 */
const BROWSER_HEADERS = {
  "Cross-Origin-Resource-Policy": "cross-origin",
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "X-Signature, X-Signature-Date, X-Signature-Key-Id, Retry-After, RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset",
};
const ALL_ANSWER_HEADERS = { ...ANSWER_HEADERS, ...BROWSER_HEADERS };
const PREFLIGHT_HEADERS = {
  ...ALL_ANSWER_HEADERS,
  "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
  "Access-Control-Allow-Headers": "Content-Type, X-Nonce",
  "Access-Control-Max-Age": "86400",
};

/** A signed answer's date: the wall clock, which the shipped app checks its own against. */
const signatureDate = () => new Date();

function fromBrowser(req: IncomingMessage): boolean {
  return req.headers.origin !== undefined || req.headers["sec-fetch-mode"] !== undefined;
}

/** A cacheable public-key answer and its validator, worked out once per body. */
interface CacheableAnswer {
  body: string;
  etag: string;
  headers: OutgoingHttpHeaders;
}

function cacheable(body: string, cacheControl: string): CacheableAnswer {
  const etag = `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { body, etag, headers: { ...ALL_ANSWER_HEADERS, "Cache-Control": cacheControl, ETag: etag } };
}

/** A client that already holds this body gets 304 and no body, as it did when these went through Express's res.json. */
function answerCacheable(x: LeanExchange, answer: CacheableAnswer): void {
  if (matchesIfNoneMatch(x.req.headers["if-none-match"], answer.etag)) x.answer(304, null, answer.headers);
  else x.answer(200, answer.body, answer.headers);
}

const refuse = (message: string, status: LicenseCheckAnswer["status"] = "invalid", code: LicenseCheckAnswer["code"] = "BAD_REQUEST"): LicenseCheckAnswer => ({
  status,
  message,
  expires_at: null,
  days_remaining: 0,
  code,
});

/**
 * The body as text whatever its content type (desktop HTTP clients often send text/plain or
 * none); null when it is larger than the limit.
 */
export function readBody(req: IncomingMessage): Promise<string | null> {
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
 * its rate limit and the key's last_used_at are kept by checkLicenseSigned.
 */
export function mountLicenseRoutes(lean: LeanRoutes, deps: { instance: AppInstance; checks: LicenseChecks }): void {
  const { signer } = deps.checks;

  /** Writes a signed answer: its body, the signature headers, and the caller's standing against the limit. */
  const sendSigned = (
    x: LeanExchange,
    httpStatus: number,
    signed: { body: string; date: string; signature: string },
    rateLimit?: RateLimitState,
    extraHeaders?: Record<string, string>,
  ): void => {
    // One writeHead and end, not Express's send(): that would hash every body for an ETag that no
    // licence check can use, and this is the hot path of bench/license-check.bench.ts.
    const headers: OutgoingHttpHeaders = {
      "Cache-Control": "no-store",
      "X-Signature-Date": signed.date,
      "X-Signature": signed.signature,
      "X-Signature-Key-Id": signer.keyId,
    };
    // Answers refused before the limiter counted them (unreadable body, bad nonce) carry none.
    if (rateLimit) {
      headers["RateLimit-Limit"] = rateLimit.limit;
      headers["RateLimit-Remaining"] = rateLimit.remaining;
      headers["RateLimit-Reset"] = rateLimit.resetSeconds;
    }
    x.answer(httpStatus, signed.body, fromBrowser(x.req) ? ALL_ANSWER_HEADERS : ANSWER_HEADERS, extraHeaders, headers);
  };

  /** A refusal or failure, signed here (on the signing thread, in batches: see SigningThread). */
  const send = async (
    x: LeanExchange,
    httpStatus: number,
    answer: LicenseCheckAnswer,
    nonce: string | undefined,
    extraHeaders?: Record<string, string>,
  ): Promise<void> => {
    const body = answerBody(answer, nonce);
    const date = signatureDate().toISOString();
    sendSigned(x, httpStatus, { body, date, signature: await signer.sign(date, nonce ?? "", body) }, undefined, extraHeaders);
  };

  for (const path of [CHECK_LICENSE_PATH, PUBLIC_KEY_PATH, PUBLIC_KEYS_PATH]) {
    lean.options(path, (x) => x.answer(204, null, PREFLIGHT_HEADERS));
  }

  const publicKey = cacheable(
    JSON.stringify({
      algorithm: "Ed25519",
      keyId: signer.keyId,
      publicKeyPem: signer.publicKeyPem,
      publicKeyBase64: signer.publicKeyRawBase64,
      signs: CURRENT_KEY_SIGNS,
    }),
    "public, max-age=3600",
  );
  lean.get(PUBLIC_KEY_PATH, (x) => answerCacheable(x, publicKey));

  // The keys an app should accept: during a rotation the next key is listed before it signs, so
  // apps shipped with both keep verifying across the switch.
  lean.get(PUBLIC_KEYS_PATH, async (x) => {
    const keys = await publishedSigningKeys(deps.instance.db);
    answerCacheable(x, cacheable(JSON.stringify({ algorithm: "Ed25519", signingKeyId: signer.keyId, keys }), "public, max-age=300"));
  });

  lean.post(CHECK_LICENSE_PATH, (x) => {
    // The header nonce is read before the body, so that an answer to a body that is too large
    // or not JSON is still signed over the nonce the client sent and is not taken for a forgery.
    const headerNonce = x.req.headers["x-nonce"];
    const earlyNonce = isValidNonce(headerNonce) ? headerNonce : undefined;
    return readBody(x.req).then(
      (text) => (text === null ? send(x, 413, refuse("The request body is too large."), earlyNonce) : answerCheck(x, text.trim(), earlyNonce)),
      () => send(x, 400, refuse("The request body could not be read."), earlyNonce),
    );
  });

  async function answerCheck(x: LeanExchange, text: string, earlyNonce: string | undefined): Promise<void> {
    let body: unknown = {};
    if (text !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        return send(x, 400, refuse("The request body is not valid JSON."), earlyNonce);
      }
    }
    const fields = body !== null && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const nonce = x.req.headers["x-nonce"] ?? fields.nonce;
    if (nonce !== undefined && !isValidNonce(nonce)) {
      return send(x, 400, refuse(`The nonce must be 1 to ${MAX_NONCE_LENGTH} printable ASCII characters without spaces.`), undefined);
    }
    const machine = machineClaimOf(fields);
    if (machine && "refused" in machine) return send(x, 400, refuse(machine.refused), nonce);
    const ctx = new RequestContext(deps.instance, null, { ip: x.ip, requestId: x.requestId, userAgent: x.req.headers["user-agent"] });
    try {
      const signed = await checkLicenseSigned(ctx, fields.license_key, nonce, deps.checks, signatureDate(), machine);
      sendSigned(x, signed.wellFormed ? 200 : 400, signed, signed.rateLimit);
    } catch (err) {
      if (isDomainError(err)) return send(x, err.status, refuse(err.message, "error", err.status === 429 ? "RATE_LIMITED" : "BAD_REQUEST"), nonce, err.headers);
      log.error("licence check failed", { err, requestId: ctx.meta.requestId });
      await send(x, 500, refuse("Server error", "error", "SERVER_ERROR"), nonce);
    }
  }
}
