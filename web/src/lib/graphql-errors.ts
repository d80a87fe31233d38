import { CombinedGraphQLErrors, ServerError } from "@apollo/client/errors";

interface FirstError {
  message: string;
  code?: string;
}

/**
 * The first GraphQL error of a failed operation. Rate-limited answers arrive with HTTP 429;
 * their body still carries the GraphQL error, so it is read from the raw response too.
 */
function firstError(error: unknown): FirstError | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first) return { message: first.message, code: first.extensions?.code as string | undefined };
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: Array<{ message: string; extensions?: { code?: string } }> };
      const first = body.errors?.[0];
      if (first) return { message: first.message, code: first.extensions?.code };
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The server's `extensions.code` (e.g. "TOTP_REQUIRED"), when there is one. */
export function errorCode(error: unknown): string | undefined {
  return firstError(error)?.code;
}

/** The message to show a person: the server's own text, or the spec's generic one. */
export function errorMessage(error: unknown, fallback = "An unknown error occurred."): string {
  return firstError(error)?.message ?? fallback;
}
