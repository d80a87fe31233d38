import { GraphQLError, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimator } from "graphql-query-complexity";

const PAGE_SIZE_ARGUMENTS = ["limit", "first", "take", "pageSize"];
/** No field serves more rows per page than the spec's stock page (1,000); larger requests are clamped. */
const LARGEST_PAGE = 1000;

/**
 * A list field asked for N items costs N times its selection: `myOrders(limit: 100) { accounts { … } }`
 * is a hundred orders' worth of work, and the request's variables decide N.
 */
const pageSizeEstimator: ComplexityEstimator = ({ args, childComplexity }) => {
  for (const name of PAGE_SIZE_ARGUMENTS) {
    const size = args[name];
    if (typeof size === "number" && Number.isFinite(size) && size > 0) return 1 + Math.min(size, LARGEST_PAGE) * Math.max(childComplexity, 1);
  }
  return undefined;
};

export type ComplexityResult = { complexity: number } | { tooManyNodes: true } | { invalidVariables: true };

/** The operation's cost with the request's variables, the way it will execute. */
export function operationComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): ComplexityResult {
  try {
    const complexity = getComplexity({
      schema,
      query: document,
      operationName: operation.name?.value,
      variables: variables ?? {},
      estimators: [fieldExtensionsEstimator(), pageSizeEstimator, simpleEstimator({ defaultComplexity: 1 })],
    });
    return { complexity };
  } catch (err) {
    if (!(err instanceof GraphQLError)) throw err;
    if (/maximum allowed number of nodes/.test(err.message)) return { tooManyNodes: true };
    // Bad variables: execution refuses them with its own clear error before any resolver runs.
    return { invalidVariables: true };
  }
}
