import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { ErrorCode } from "@/gql/graphql";
import { i18n } from "@/i18n";
import { formatMoney } from "@/i18n/format";
import { translateKnownMessage } from "@/i18n/known-messages";

/** Numbers and names a message is built from (`extensions.params`), e.g. `{ available: 20 }`. */
export type ErrorParams = Record<string, string | number>;

interface FirstError {
  message: string;
  code?: ErrorCode;
  params?: ErrorParams;
}

type RawError = { message: string; extensions?: { code?: unknown; params?: unknown } };

function readParams(value: unknown): ErrorParams | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const params: ErrorParams = {};
  for (const [key, v] of Object.entries(value)) if (typeof v === "string" || typeof v === "number") params[key] = v;
  return params;
}

const fromRaw = (first: RawError): FirstError => ({
  message: first.message,
  code: typeof first.extensions?.code === "string" ? (first.extensions.code as ErrorCode) : undefined,
  params: readParams(first.extensions?.params),
});

/**
 * The first GraphQL error of a failed operation. Rate-limited answers arrive with HTTP 429;
 * their body still carries the GraphQL error, so it is read from the raw response too.
 */
function firstError(error: unknown): FirstError | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first) return fromRaw(first as RawError);
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: RawError[] };
      const first = body.errors?.[0];
      if (first) return fromRaw(first);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The server's `extensions.code` (e.g. "TOTP_REQUIRED"), when there is one: one of the schema's ErrorCode enum. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return firstError(error)?.code;
}

/** The input field the server's error names in `extensions.params.field` (e.g. INPUT_TOO_LONG's), when it names one. */
export function errorField(error: unknown): string | undefined {
  const field = firstError(error)?.params?.field;
  return typeof field === "string" ? field : undefined;
}

/**
 * A code whose message varies (BAD_USER_INPUT, NOT_FOUND…): the server's own message in the
 * reader's language; when no resource knows it, a non-English reader gets the code's generic text
 * (`errors:byCode.CODE`) rather than English, and an English reader the server's message.
 */
function translateVaryingMessage(code: string, message: string): string {
  const translated = translateKnownMessage(message);
  if (translated !== message || i18n.resolvedLanguage === "en") return translated;
  const generic = `byCode.${code}`;
  return i18n.exists(generic, { ns: "errors" }) ? i18n.t(generic, { ns: "errors" }) : message;
}

/**
 * A server error in the reader's language, from its code and parameters (namespace `errors`;
 * a `reason` parameter picks a variant, `errors:INVALID_AMOUNT_max`). A code whose messages vary
 * (BAD_USER_INPUT…) is translated by its text (the shared contract's messages and the `server`
 * namespace, i18n/known-messages), else by the code's generic text.
 */
export function localizedError(code: string | undefined | null, message: string, params?: ErrorParams): string {
  if (!code) return translateKnownMessage(message);
  const context = typeof params?.reason === "string" ? params.reason : undefined;
  const key = context ? `${code}_${context}` : code;
  if (!i18n.exists(key, { ns: "errors" })) return translateVaryingMessage(code, message);
  // Plural messages count what their main number counts ("Only 20 accounts available").
  const count = params?.count ?? params?.available ?? params?.seconds ?? params?.max ?? params?.min ?? params?.limit;
  return i18n.t(key, { ns: "errors", ...params, ...(typeof count === "number" ? { count } : {}), defaultValue: message });
}

/**
 * An expected failure returned as data (a purchase's ErrorResult member) in the reader's
 * language: its errorCode, with the numbers the union member carries as parameters.
 */
export function purchaseErrorMessage(result: {
  errorCode?: string | null;
  message?: string | null;
  availableCount?: number | null;
  minOrderCents?: number | null;
  limit?: number | null;
  /** HoldRefusedError's limit (nullable there, so the query asks for it under another name). */
  holdLimit?: number | null;
  retryAfterSeconds?: number | null;
}): string {
  const params: ErrorParams = {};
  if (typeof result.availableCount === "number") params.available = result.availableCount;
  if (typeof result.minOrderCents === "number") params.minimum = formatMoney(result.minOrderCents);
  if (typeof result.limit === "number") params.limit = result.limit;
  if (typeof result.holdLimit === "number") params.limit = result.holdLimit;
  // A cool-down is told in whole minutes, rounded up.
  if (typeof result.retryAfterSeconds === "number") params.count = Math.ceil(result.retryAfterSeconds / 60);
  return localizedError(result.errorCode, result.message ?? i18n.t("UNKNOWN", { ns: "errors", defaultValue: UNKNOWN_ERROR_MESSAGE }), params);
}

/** GraphQL's own refusals of a malformed request: their text names variables and types, not what a person did. */
const MACHINE_CODES = new Set(["GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "BAD_REQUEST", "INTERNAL_SERVER_ERROR"]);
// GraphQL's variable coercion answers with BAD_USER_INPUT, the code the server's own checks use too.
const COERCION_PREFIX = 'Variable "$';
export const INVALID_VALUE_MESSAGE = "One of the values is too large or not valid. Please check what you entered.";
export const UNKNOWN_ERROR_MESSAGE = "An unknown error occurred.";

/**
 * The message to show a person: the server's own text in the reader's language, or the spec's
 * generic one. GraphQL's validation messages ("Int cannot represent non 32-bit signed integer
 * value…") never reach a person. The fallback is the caller's, already in the reader's language.
 */
export function errorMessage(error: unknown, fallback?: string): string {
  const generic = fallback ?? i18n.t("UNKNOWN", { ns: "errors", defaultValue: UNKNOWN_ERROR_MESSAGE });
  const first = firstError(error);
  if (!first) return generic;
  if (first.message.startsWith(COERCION_PREFIX)) return i18n.t("INVALID_VALUE", { ns: "errors", defaultValue: INVALID_VALUE_MESSAGE });
  if (!first.code || MACHINE_CODES.has(first.code)) return generic;
  return localizedError(first.code, first.message, first.params);
}
