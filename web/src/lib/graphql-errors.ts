import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";
import type { ErrorCode } from "@/gql/graphql";

interface FirstError {
  message: string;
  code?: ErrorCode;
}

/**
 * The first GraphQL error of a failed operation. Rate-limited answers arrive with HTTP 429;
 * their body still carries the GraphQL error, so it is read from the raw response too.
 */
function firstError(error: unknown): FirstError | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first) return { message: first.message, code: first.extensions?.code as ErrorCode | undefined };
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Array<{ message: string; extensions?: { code?: ErrorCode } }> };
      const first = body.errors?.[0];
      if (first) return { message: first.message, code: first.extensions?.code };
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

/** GraphQL's own refusals of a malformed request: their text names variables and types, not what a person did. */
const MACHINE_CODES = new Set(["GRAPHQL_PARSE_FAILED", "GRAPHQL_VALIDATION_FAILED", "BAD_REQUEST", "INTERNAL_SERVER_ERROR"]);
// GraphQL's variable coercion answers with BAD_USER_INPUT, the code the server's own checks use too.
const COERCION_PREFIX = 'Variable "$';
export const INVALID_VALUE_MESSAGE = "One of the values is too large or not valid. Please check what you entered.";

/**
 * The message to show a person: the server's own text, or the spec's generic one. GraphQL's
 * validation messages ("Int cannot represent non 32-bit signed integer value…") never reach a person.
 */
export function errorMessage(error: unknown, fallback = "An unknown error occurred."): string {
  const first = firstError(error);
  if (!first) return fallback;
  if (first.message.startsWith(COERCION_PREFIX)) return INVALID_VALUE_MESSAGE;
  if (!first.code || MACHINE_CODES.has(first.code)) return fallback;
  return first.message;
}
