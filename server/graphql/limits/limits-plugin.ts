import type { ApolloServerPlugin } from "@apollo/server";
import { DomainError } from "../../errors";
import type { GqlContext } from "../gql-context";
import { operationComplexity } from "./complexity";
import { GRAPHQL_LIMITS } from "./limits";
import { measureOperation } from "./operation-shape";

const refuse = (code: string, message: string, status = 400) => new DomainError(code, message, status);

/**
 * Refuses an operation that is too deep, too costly or too aliased, and introspection by
 * anonymous callers in production. It runs once the operation is parsed and validated and its
 * variables are known, and before execution: a refused operation never reaches a resolver.
 */
export function graphqlLimitsPlugin(opts: { production: boolean }): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema, contextValue }) {
          if (!operation) return;
          const shape = measureOperation(document, operation);
          if (shape.introspects && opts.production && !contextValue.ctx.actor) {
            throw refuse("INTROSPECTION_DISABLED", "Schema introspection needs a signed-in caller: send your API token as `Authorization: Bearer <token>`, or download /schema.graphql.", 401);
          }
          if (shape.depth > GRAPHQL_LIMITS.maxDepth) {
            throw refuse("QUERY_TOO_DEEP", `The query is ${shape.depth} levels deep; the limit is ${GRAPHQL_LIMITS.maxDepth}.`);
          }
          if (shape.introspectionDepth > GRAPHQL_LIMITS.maxIntrospectionDepth) {
            throw refuse("QUERY_TOO_DEEP", `The introspection query is ${shape.introspectionDepth} levels deep; the limit is ${GRAPHQL_LIMITS.maxIntrospectionDepth}.`);
          }
          if (shape.aliases > GRAPHQL_LIMITS.maxAliases) {
            throw refuse("TOO_MANY_ALIASES", `The query uses ${shape.aliases} aliases; the limit is ${GRAPHQL_LIMITS.maxAliases}.`);
          }
          const cost = operationComplexity(schema, document, operation, request.variables);
          if ("tooManyNodes" in cost) {
            throw refuse("QUERY_TOO_COMPLEX", `The query selects too many fields; the complexity limit is ${GRAPHQL_LIMITS.maxComplexity}.`);
          }
          if ("complexity" in cost && cost.complexity > GRAPHQL_LIMITS.maxComplexity) {
            throw refuse("QUERY_TOO_COMPLEX", `The query's complexity is ${cost.complexity}; the limit is ${GRAPHQL_LIMITS.maxComplexity}. Ask for smaller pages or fewer fields.`);
          }
        },
      };
    },
  };
}
