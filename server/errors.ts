import type { ErrorCode } from "../common/error-codes";

/** The numbers and names an error's message is built from, so a client can word it in its reader's language. */
export type ErrorParams = Record<string, string | number>;

/**
 * An expected failure with a stable code and the message a person should read (the spec's
 * wording where it has one, always English). It knows no transport: the GraphQL edge maps it to
 * an error with `extensions.code` (and `extensions.params` when the message has numbers or names
 * in it) and the HTTP status (server/graphql/domain-errors.ts); REST routes answer
 * `{ error: { message, code } }` with the status and headers.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
    readonly params?: ErrorParams,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const badInput = (message: string, code: ErrorCode = "BAD_USER_INPUT", params?: ErrorParams) => new DomainError(code, message, 400, {}, params);
/** A refused value of one input field, named in `extensions.params.field` so a form shows the message under that field. */
export const badField = (field: string, message: string) => badInput(message, "BAD_USER_INPUT", { field });
export const unauthenticated = (message = "You need to sign in.") => new DomainError("UNAUTHENTICATED", message, 401);
export const forbidden = (message = "You are not allowed to do this.") => new DomainError("FORBIDDEN", message, 403);
export const notFound = (message: string) => new DomainError("NOT_FOUND", message, 404);
export const conflict = (message: string, code: ErrorCode = "CONFLICT") => new DomainError(code, message, 409);
export const rateLimited = (retryAfterSeconds: number, headers: Record<string, string> = {}, code: ErrorCode = "RATE_LIMITED") =>
  new DomainError(
    code,
    `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`,
    429,
    { ...headers, "Retry-After": String(retryAfterSeconds) },
    { seconds: retryAfterSeconds },
  );

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}

/** A start that must not go on (for example a missing licence signing key); main prints the message alone. */
export class StartupRefusal extends Error {}
