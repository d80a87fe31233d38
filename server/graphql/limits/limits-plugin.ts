import type { ApolloServerPlugin } from "@apollo/server";
import type { ErrorCode } from "../../../common/error-codes";
import { Kind, type OperationDefinitionNode } from "graphql";
import { DomainError, type ErrorParams } from "../../errors";
import { BODY_LIMIT_BYTES, describeBytes } from "../../http/body-limits";
import type { GqlContext } from "../gql-context";
import { operationComplexity } from "./complexity";
import { GRAPHQL_LIMITS } from "./limits";
import { findOverlongInput } from "./input-length-check";
import { measureOperation } from "./operation-shape";

const refuse = (code: ErrorCode, message: string, status = 400, params?: ErrorParams) => new DomainError(code, message, status, {}, params);

/**
 * Refuses an operation with an overlong text input (before anything else looks at it), a large
 * body that is not a stock upload, one that is too deep, too costly or too aliased, and introspection by
 * anonymous callers in production. It runs once the operation is parsed and validated and its
 * variables are known, and before execution: a refused operation never reaches a resolver.
 */
export function graphqlLimitsPlugin(opts: { production: boolean }): ApolloServerPlugin<GqlContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema, contextValue }) {
          if (!operation) return;
          const overlong = findOverlongInput(schema, document, request.variables);
          if (overlong) {
            throw refuse("INPUT_TOO_LONG", `The ${overlong.name} is too long: at most ${overlong.maxLength} characters.`, 400, {
              field: overlong.name,
              max: overlong.maxLength,
            });
          }
          if ((contextValue.req.bodyBytes ?? 0) > BODY_LIMIT_BYTES && !isStockUpload(operation)) {
            throw refuse("BODY_TOO_LARGE", `The request body is larger than ${describeBytes(BODY_LIMIT_BYTES)}.`, 413);
          }
          const shape = measureOperation(document, operation);
          if (shape.introspects && opts.production && !contextValue.ctx.actor) {
            throw refuse(
              "INTROSPECTION_DISABLED",
              "Schema introspection needs a signed-in caller: send your API token as `Authorization: Bearer <token>`, or download /schema.graphql.",
              401,
            );
          }
          if (shape.depth > GRAPHQL_LIMITS.maxDepth) {
            throw refuse("QUERY_TOO_DEEP", `The query is ${shape.depth} levels deep; the limit is ${GRAPHQL_LIMITS.maxDepth}.`);
          }
          if (shape.introspectionDepth > GRAPHQL_LIMITS.maxIntrospectionDepth) {
            throw refuse(
              "QUERY_TOO_DEEP",
              `The introspection query is ${shape.introspectionDepth} levels deep; the limit is ${GRAPHQL_LIMITS.maxIntrospectionDepth}.`,
            );
          }
          if (shape.aliases > GRAPHQL_LIMITS.maxAliases) {
            throw refuse("TOO_MANY_ALIASES", `The query uses ${shape.aliases} aliases; the limit is ${GRAPHQL_LIMITS.maxAliases}.`);
          }
          const cost = operationComplexity(schema, document, operation, request.variables);
          if ("tooManyNodes" in cost) {
            throw refuse("QUERY_TOO_COMPLEX", `The query selects too many fields; the complexity limit is ${GRAPHQL_LIMITS.maxComplexity}.`);
          }
          if ("complexity" in cost && cost.complexity > GRAPHQL_LIMITS.maxComplexity) {
            throw refuse(
              "QUERY_TOO_COMPLEX",
              `The query's complexity is ${cost.complexity}; the limit is ${GRAPHQL_LIMITS.maxComplexity}. Ask for smaller pages or fewer fields.`,
            );
          }
        },
      };
    },
  };
}

/** The one operation that may need the admin's larger body limit: a chunk of stock lines. */
function isStockUpload(operation: OperationDefinitionNode): boolean {
  return (
    operation.operation === "mutation" && operation.selectionSet.selections.every((sel) => sel.kind === Kind.FIELD && sel.name.value === "uploadStockChunk")
  );
}
