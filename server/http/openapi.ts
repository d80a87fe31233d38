import express from "express";
import type { AppInstance } from "../context";
import { readSiteName } from "../modules/catalog/site-name";
import { LICENSE_CHECK_CODES } from "../modules/licenses/license-check-answer";
import { CHECK_LICENSE_PATH, PUBLIC_KEY_PATH, PUBLIC_KEYS_PATH } from "../modules/licenses/licenses.routes";
import { MAX_FINGERPRINT_LENGTH, MAX_HOSTNAME_LENGTH, MAX_MACHINE_NAME_LENGTH, MAX_PLATFORM_LENGTH } from "../modules/licenses/machine-activation";
import { WEBHOOK_PATH } from "../modules/payments/payment-settings.service";
import { LICENSE_FILE_PATH } from "../modules/licenses/offline-file-app.routes";
import { OFFLINE_FILE_REFUSAL_CODES } from "../modules/licenses/offline-license-file";

export const OPENAPI_PATH = "/openapi.json";

const header = (description: string, schema: object = { type: "string" }) => ({ description, schema });
const json = (ref: string) => ({ "application/json": { schema: { $ref: `#/components/schemas/${ref}` } } });

const signatureHeaders = {
  "X-Signature": header("Ed25519 signature (base64) of `${X-Signature-Date}\\n${nonce}\\n${body}`."),
  "X-Signature-Date": header("When the answer was signed (ISO 8601).", { type: "string", format: "date-time" }),
  "X-Signature-Key-Id": header("The id of the signing key, as listed by /api/license-public-keys."),
};
const rateLimitHeaders = {
  "RateLimit-Limit": header("Checks allowed per IP in the window (IETF draft RateLimit header fields).", { type: "integer" }),
  "RateLimit-Remaining": header("Checks left in this window.", { type: "integer" }),
  "RateLimit-Reset": header("Seconds until the window ends.", { type: "integer" }),
};
const checkAnswer = (description: string, extraHeaders: object = {}) => ({
  description,
  headers: { ...signatureHeaders, ...extraHeaders },
  content: json("LicenseCheckAnswer"),
});
const webhookRefusal = (description: string) => ({ description, content: json("WebhookRefusal") });
const fileRefusal = (description: string, headers?: object) => ({ description, content: json("LicenseFileRefusal"), ...(headers ? { headers } : {}) });

/** What a published key signs now: the current key licence-check answers and offline licence files, a next or previous key nothing. */
const KEY_SIGNS = {
  type: "array",
  items: { enum: ["check", "offline_file"] },
  description: "check: licence-check answers; offline_file: offline licence files (docs/api.md). Empty for a next or previous key.",
};

/**
 * OpenAPI 3.1 description of the REST endpoints (the GraphQL API is described by
 * /schema.graphql). test/api/openapi.test.ts validates real answers against it.
 */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "REST endpoints",
    version: "1",
    description:
      "The licence check for desktop apps, their offline licence files, the public keys, and the payment provider's webhook. See /license-check and /api-docs.",
  },
  paths: {
    [CHECK_LICENSE_PATH]: {
      post: {
        operationId: "checkLicense",
        summary:
          "Checks a licence key (and, for a licence with seats, the machine); every answer, errors included, is signed and has the same four fields and a code.",
        parameters: [
          {
            name: "X-Nonce",
            in: "header",
            required: false,
            description: "1 to 128 printable ASCII characters without spaces; echoed in the body and signed. Wins over the body's nonce.",
            schema: { type: "string", pattern: "^[\\x21-\\x7e]{1,128}$" },
          },
        ],
        requestBody: {
          description: "JSON, sent with any content type (desktop HTTP clients often send text/plain). At most 16 KB.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  license_key: { type: "string", description: "XXXX-XXXX-XXXX-XXXX; surrounding spaces are ignored." },
                  nonce: { type: "string", description: "Used when no X-Nonce header is sent." },
                  fingerprint: {
                    type: "string",
                    maxLength: MAX_FINGERPRINT_LENGTH,
                    description: "The machine's own stable id. Required by a licence with seats: its first check activates the machine while a seat is free.",
                  },
                  name: { type: "string", maxLength: MAX_MACHINE_NAME_LENGTH, description: "The machine's name, as the buyer's machine list shows it." },
                  platform: { type: "string", maxLength: MAX_PLATFORM_LENGTH, description: "e.g. windows, macos, linux." },
                  hostname: { type: "string", maxLength: MAX_HOSTNAME_LENGTH },
                },
              },
            },
          },
        },
        responses: {
          "200": checkAnswer("The key is well formed: success or invalid.", rateLimitHeaders),
          "400": checkAnswer("Missing or malformed key, invalid JSON, an invalid nonce, or machine fields too long or not text."),
          "413": checkAnswer("The body is larger than 16 KB."),
          "429": checkAnswer("Too many checks from this IP address.", {
            ...rateLimitHeaders,
            "Retry-After": header("Seconds to wait before the next check.", { type: "integer" }),
          }),
          "500": checkAnswer("The check could not run."),
        },
      },
    },
    [LICENSE_FILE_PATH]: {
      post: {
        operationId: "licenseFile",
        summary:
          'An offline licence file for the calling machine: answered for a machine activated on a valid licence (or one in its grace period). docs/api.md, "Offline licence files", says how to verify it.',
        requestBody: {
          description: "JSON, sent with any content type. At most 16 KB.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["license_key", "fingerprint"],
                properties: {
                  license_key: { type: "string", maxLength: 64, description: "XXXX-XXXX-XXXX-XXXX." },
                  fingerprint: { type: "string", maxLength: MAX_FINGERPRINT_LENGTH, description: "The fingerprint the machine was activated with." },
                },
              },
            },
          },
        },
        responses: {
          "200": { description: "The signed file.", content: json("LicenseFile") },
          "400": fileRefusal("Malformed key (MALFORMED_KEY), no fingerprint (FINGERPRINT_SCOPE_REQUIRED), invalid JSON or fields (BAD_REQUEST)."),
          "403": fileRefusal("EXPIRED, SUSPENDED, MACHINE_NOT_ACTIVATED or HEARTBEAT_DEAD."),
          "404": fileRefusal("NOT_FOUND: no licence has this key."),
          "413": fileRefusal("The body is larger than 16 KB."),
          "429": fileRefusal("RATE_LIMITED: shares the licence check's per-IP limit.", { "Retry-After": header("Seconds to wait.", { type: "integer" }) }),
        },
      },
    },
    [PUBLIC_KEY_PATH]: {
      get: {
        operationId: "licensePublicKey",
        summary: "The key that signs licence-check answers now.",
        responses: {
          "200": { description: "The current public key.", content: json("PublicKey"), headers: { ETag: header("The body's validator.") } },
          "304": { description: "Unchanged: the If-None-Match named the current ETag." },
        },
      },
    },
    [PUBLIC_KEYS_PATH]: {
      get: {
        operationId: "licensePublicKeys",
        summary: "Every key an app should accept: current, and during a rotation next or previous.",
        responses: {
          "200": { description: "The published keys.", content: json("PublicKeyList"), headers: { ETag: header("The body's validator.") } },
          "304": { description: "Unchanged: the If-None-Match named the current ETag." },
        },
      },
    },
    [WEBHOOK_PATH]: {
      post: {
        operationId: "paymentWebhook",
        summary: "Cryptomus payment status notification (sent to the url_callback of each invoice).",
        requestBody: { required: true, content: json("CryptomusPaymentWebhook") },
        responses: {
          "200": { description: "Accepted (also for a repeated or ignored notification).", content: json("WebhookAccepted") },
          "400": webhookRefusal("BAD_PAYLOAD or INVOICE_MISMATCH."),
          "401": webhookRefusal("INVALID_SIGNATURE."),
          "403": webhookRefusal("FORBIDDEN_SOURCE: the address is not in PAYMENT_WEBHOOK_IP_ALLOWLIST."),
          "404": webhookRefusal("UNKNOWN_ORDER: no payment has this order_id."),
          "413": webhookRefusal("BODY_TOO_LARGE."),
          "429": webhookRefusal("RATE_LIMITED: too many notifications from this address; see Retry-After."),
          "502": webhookRefusal("CONFIRMATION_FAILED: payment/info could not confirm it; Cryptomus retries."),
        },
      },
    },
  },
  components: {
    schemas: {
      LicenseCheckAnswer: {
        type: "object",
        required: ["status", "message", "expires_at", "days_remaining", "code"],
        additionalProperties: false,
        properties: {
          status: { enum: ["success", "invalid", "error"] },
          message: { type: "string" },
          expires_at: { type: ["string", "null"], format: "date-time" },
          days_remaining: { type: "integer", minimum: 0 },
          code: {
            enum: [...LICENSE_CHECK_CODES],
            description: "Why, for a program; the table in docs/api.md says what each means.",
          },
          grace_ends_at: { type: "string", format: "date-time", description: "In a GRACE_PERIOD answer: when the grace period ends." },
          entitlements: { type: "array", items: { type: "string" }, description: "In a success answer for a licence whose plan names features." },
          nonce: { type: "string", description: "Present when a nonce was sent." },
        },
      },
      LicenseFile: {
        type: "object",
        required: ["format", "version", "alg", "key_id", "payload", "signature"],
        additionalProperties: false,
        properties: {
          format: { const: "bia-license-file" },
          version: { const: 1 },
          alg: { const: "ed25519" },
          key_id: { type: "string", pattern: "^[0-9a-f]{16}$", description: "The signing key, as /api/license-public-keys lists it." },
          payload: { type: "string", description: "Base64 of the exact JSON bytes signed (fields in docs/api.md)." },
          signature: { type: "string", description: "Ed25519 over the base64-decoded payload bytes, base64." },
        },
      },
      LicenseFileRefusal: {
        type: "object",
        required: ["status", "code", "message"],
        additionalProperties: false,
        properties: {
          status: { enum: ["invalid", "error"] },
          code: { enum: [...OFFLINE_FILE_REFUSAL_CODES] },
          message: { type: "string" },
        },
      },
      PublicKey: {
        type: "object",
        required: ["algorithm", "keyId", "publicKeyPem", "publicKeyBase64", "signs"],
        additionalProperties: false,
        properties: {
          algorithm: { const: "Ed25519" },
          keyId: { type: "string", pattern: "^[0-9a-f]{16}$" },
          publicKeyPem: { type: "string" },
          publicKeyBase64: { type: "string", description: "The raw 32-byte key." },
          signs: KEY_SIGNS,
        },
      },
      PublicKeyList: {
        type: "object",
        required: ["algorithm", "signingKeyId", "keys"],
        additionalProperties: false,
        properties: {
          algorithm: { const: "Ed25519" },
          signingKeyId: { type: "string", pattern: "^[0-9a-f]{16}$" },
          keys: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              required: ["keyId", "state", "publicKeyPem", "publicKeyBase64", "signs"],
              additionalProperties: false,
              properties: {
                keyId: { type: "string", pattern: "^[0-9a-f]{16}$" },
                state: { enum: ["current", "next", "previous"] },
                publicKeyPem: { type: "string" },
                publicKeyBase64: { type: "string" },
                signs: KEY_SIGNS,
              },
            },
          },
        },
      },
      CryptomusPaymentWebhook: {
        type: "object",
        required: ["uuid", "order_id", "status", "sign"],
        properties: {
          type: { const: "payment" },
          uuid: { type: "string" },
          order_id: { type: "string" },
          amount: { type: "string" },
          currency: { type: "string" },
          status: { type: "string", description: "paid, paid_over, wrong_amount, cancel, fail, …" },
          is_final: { type: "boolean" },
          sign: { type: "string", description: "MD5 of base64(JSON body without sign) + the payment API key." },
        },
      },
      WebhookAccepted: { type: "object", required: ["ok"], additionalProperties: false, properties: { ok: { const: true } } },
      WebhookRefusal: {
        type: "object",
        required: ["error"],
        additionalProperties: false,
        properties: {
          error: {
            type: "object",
            required: ["message", "code"],
            additionalProperties: false,
            properties: { message: { type: "string" }, code: { type: "string" } },
          },
        },
      },
    },
  },
};

/** The document as served: its title names the shop (Settings → Site name), like every page the shop serves. */
async function servedDocument(instance: AppInstance): Promise<string> {
  const siteName = await readSiteName(instance.db);
  return JSON.stringify({ ...openApiDocument, info: { ...openApiDocument.info, title: `${siteName} REST endpoints`.trim() } });
}

export function openApiRouter(instance: AppInstance): express.Router {
  const router = express.Router();
  router.get(OPENAPI_PATH, (_req, res, next) => {
    servedDocument(instance).then((body) => {
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.setHeader("Cache-Control", "public, max-age=300");
      res.type("application/json").send(body);
    }, next);
  });
  return router;
}
