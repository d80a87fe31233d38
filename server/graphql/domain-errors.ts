import type { ApolloServerPlugin } from "@apollo/server";
import { HeaderMap } from "@apollo/server";
import { isDomainError } from "../errors";

/**
 * The GraphQL edge of domain errors: a DomainError thrown by a service (or a plugin) becomes a
 * GraphQL error with `extensions.code` (and `extensions.params`) and the DomainError's HTTP status and headers, which
 * Apollo applies to the response. Runs before the errors are formatted (see formatGraphQLError).
 */
export function domainErrorsPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            const original = error.originalError;
            if (!isDomainError(original)) continue;
            Object.assign(error.extensions, {
              code: original.code,
              ...(original.params ? { params: original.params } : {}),
              http: { status: original.status, headers: new HeaderMap(Object.entries(original.headers)) },
            });
          }
        },
      };
    },
  };
}
