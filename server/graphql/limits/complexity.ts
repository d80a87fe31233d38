import {
  GraphQLError,
  isInterfaceType,
  isObjectType,
  visit,
  type ArgumentNode,
  type DirectiveNode,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from "graphql";
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

/** How many variable combinations of one operation keep their cost (a purchase has one: its variables name no page size). */
const MAX_COSTS_PER_OPERATION = 64;

interface KnownCosts {
  /** The variables the cost can depend on; null when the schema prices fields with functions of their arguments (never cached). */
  costVariables: string[] | null;
  costs: Map<string, ComplexityResult>;
}

/**
 * Costs already computed, per operation node: Apollo hands the same parsed document back for a
 * repeated operation, so a purchase burst prices its document once instead of once per request.
 * The key is the values of the variables the cost can depend on (page sizes, @skip/@include).
 */
const knownCosts = new WeakMap<OperationDefinitionNode, KnownCosts>();

/** The operation's cost with the request's variables, the way it will execute. */
export function operationComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown> | undefined,
): ComplexityResult {
  let known = knownCosts.get(operation);
  if (!known) knownCosts.set(operation, (known = { costVariables: costVariablesOf(schema, document), costs: new Map() }));
  if (!known.costVariables) return computeComplexity(schema, document, operation, variables);
  const key = JSON.stringify(known.costVariables.map((name) => (variables && name in variables ? [variables[name]] : [])));
  let cost = known.costs.get(key);
  if (!cost) {
    cost = computeComplexity(schema, document, operation, variables);
    // Bad variables are the request's own (execution refuses them); the operation's cost is not known from them.
    if (!("invalidVariables" in cost) && known.costs.size < MAX_COSTS_PER_OPERATION) known.costs.set(key, cost);
  }
  return cost;
}

/**
 * The variables an operation's cost can depend on: those given to a page-size argument or to a
 * directive (@skip/@include), anywhere in the document. Null when some field of the schema has a
 * cost function of its own (`extensions.complexity`), which could read any argument.
 */
function costVariablesOf(schema: GraphQLSchema, document: DocumentNode): string[] | null {
  if (schemaHasCostFunctions(schema)) return null;
  const names = new Set<string>();
  const collect = (node: ArgumentNode | DirectiveNode) => void visit(node, { Variable: (v) => void names.add(v.name.value) });
  visit(document, {
    Argument: (arg) => (PAGE_SIZE_ARGUMENTS.includes(arg.name.value) ? collect(arg) : undefined),
    Directive: (directive) => collect(directive),
  });
  return [...names].sort();
}

const costFunctionsIn = new WeakMap<GraphQLSchema, boolean>();

function schemaHasCostFunctions(schema: GraphQLSchema): boolean {
  let has = costFunctionsIn.get(schema);
  if (has === undefined) {
    has = Object.values(schema.getTypeMap()).some(
      (type) => (isObjectType(type) || isInterfaceType(type)) && Object.values(type.getFields()).some((field) => field.extensions?.complexity !== undefined),
    );
    costFunctionsIn.set(schema, has);
  }
  return has;
}

function computeComplexity(
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
