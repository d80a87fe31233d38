/**
 * The limits every GraphQL operation must fit. Sized so that the web client's and a reseller's
 * real queries pass with a wide margin while a hostile query is refused before it runs.
 */
export const GRAPHQL_LIMITS = {
  /** Our deepest real query (orders → accounts, or a purchase result → order → accounts) is 4 levels. */
  maxDepth: 10,
  /** Introspection nests `ofType` to unwrap types; graphql-js's standard introspection query (GraphiQL's) is 15 levels deep. */
  maxIntrospectionDepth: 20,
  /**
   * One point per field, multiplied by a page size argument (`limit`, `first`, `take`, `pageSize`).
   * The admin's page of 1,000 stock accounts (the spec's page size) with every column costs about
   * 10,000 and a page of 100 orders with their accounts about 1,500: both fit twice over, while
   * a handful of aliased copies of either does not.
   */
  maxComplexity: 25_000,
  /** Aliases let one request repeat an expensive field; no legitimate query needs dozens. */
  maxAliases: 30,
  /**
   * Tokens the parser reads before it gives up. graphql-js's full introspection query is about
   * 180 tokens and the client's largest operation about 60: 5,000 leaves room for any hand-written
   * query while a 2 MB document stops after a few microseconds of lexing.
   */
  maxTokens: 5_000,
  /** A document longer than this cannot fit in maxTokens usefully; refused before parsing. */
  maxDocumentChars: 50_000,
  /**
   * List fields without a page size (an order's `accounts`) are costed when they resolve, at their
   * real length: items × fields asked per item. A 10,000-account order read once (50,000) fits; the
   * same order asked again and again through aliases does not.
   */
  maxListFields: 100_000,
} as const;
