import { GraphQLError } from "graphql";

/**
 * An expected failure with a stable code and the message a person should read (the spec's
 * wording where it has one). GraphQL returns it as an error with `extensions.code`; REST
 * routes answer `{ error: { message, code } }` with the HTTP status.
 */
export class DomainError extends GraphQLError {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(message, {
      extensions: {
        code,
        http: { status, headers: new Map(Object.entries(headers)) },
      },
    });
  }
}

export const badInput = (message: string, code = "BAD_USER_INPUT") => new DomainError(code, message, 400);
export const unauthenticated = (message = "You need to sign in.") => new DomainError("UNAUTHENTICATED", message, 401);
export const forbidden = (message = "You are not allowed to do this.") => new DomainError("FORBIDDEN", message, 403);
export const notFound = (message: string) => new DomainError("NOT_FOUND", message, 404);
export const conflict = (message: string, code = "CONFLICT") => new DomainError(code, message, 409);
export const rateLimited = (retryAfterSeconds: number) =>
  new DomainError("RATE_LIMITED", `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, 429, {
    "Retry-After": String(retryAfterSeconds),
  });

export function isDomainError(err: unknown): err is DomainError {
  return err instanceof DomainError;
}
