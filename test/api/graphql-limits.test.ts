import fs from "node:fs";
import { expect } from "chai";
import { buildSchema, getIntrospectionQuery } from "graphql";
import { GRAPHQL_LIMITS } from "../../server/graphql/limits/limits";
import { backgroundWorkName } from "../../server/background-work";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** Every SQL statement the server runs while `work` runs, transaction control left out. */
async function sqlDuring(server: TestServer, work: () => Promise<unknown>): Promise<string[]> {
  const logger = server.app.db.dataSource.logger;
  const original = logger.logQuery;
  const seen: string[] = [];
  logger.logQuery = function (query, parameters, queryRunner) {
    // Background work (the notification dispatcher's poll, scheduled jobs) is not the request's.
    if (backgroundWorkName() === undefined && !/^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE SAVEPOINT|SET TRANSACTION)/i.test(query))
      seen.push(query);
    return original.call(this, query, parameters, queryRunner);
  };
  try {
    await work();
  } finally {
    logger.logQuery = original;
  }
  return seen;
}

const onlyRateLimitCounting = (sql: string[]) => sql.filter((q) => !/rate_limit_hits/.test(q));

async function tokenClient(server: TestServer): Promise<HttpClient> {
  const customer = await createCustomer(server.app);
  const session = signIn(server.app, server.client(), customer);
  const { createApiToken } = await session.ok(`mutation { createApiToken(name: "limits") { token } }`);
  const client = server.client();
  client.bearer = createApiToken.token;
  return client;
}

/**
 * `__type { ofType { ofType { … } } }`: introspection is the schema's only cycle, and graphql-js's
 * own introspection rule bounds `fields` nesting but not `ofType`.
 */
function nestedIntrospection(levels: number): string {
  return `{ __type(name: "Query") { ${"ofType { ".repeat(levels)}name${" }".repeat(levels)} } }`;
}

const ORDER_FIELDS = `total items { id quantity accounts { username password email emailPassword } }`;
const ORDERS_PAGES = `query Orders($limit: Int!) {
  recent: myOrders(limit: $limit) { ${ORDER_FIELDS} }
  older: myOrders(limit: $limit, offset: 100) { ${ORDER_FIELDS} }
  oldest: myOrders(limit: $limit, offset: 200) { ${ORDER_FIELDS} }
}`;

describe("GraphQL limits", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("refuses a query nested deeper than the limit with QUERY_TOO_DEEP and runs no SQL for it", async () => {
    let result!: Awaited<ReturnType<HttpClient["gql"]>>;
    const sql = await sqlDuring(server, async () => {
      result = await server.client().gql(nestedIntrospection(30));
    });
    expect(result.status).to.equal(400);
    expect(result.errors?.[0].extensions?.code).to.equal("QUERY_TOO_DEEP");
    expect(result.errors?.[0].message).to.match(/levels deep; the limit is 20\./);
    expect(result.data).to.equal(undefined);
    expect(onlyRateLimitCounting(sql)).to.deep.equal([]);
  });

  it("lets GraphiQL's standard introspection query through", async () => {
    const data = await server.client().ok(getIntrospectionQuery({ inputValueDeprecation: true }));
    expect(data.__schema.queryType.name).to.equal("Query");
  });

  it("counts a page size taken from the request's variables in the complexity, and refuses it before any resolver runs", async () => {
    const consumer = await tokenClient(server);
    const allowedSql = await sqlDuring(server, async () => {
      expect((await consumer.ok(ORDERS_PAGES, { limit: 50 })).recent.total).to.equal(0);
    });
    expect(
      allowedSql.some((q) => /orders/.test(q)),
      "the SQL probe sees an allowed query's work",
    ).to.equal(true);

    let result!: Awaited<ReturnType<HttpClient["gql"]>>;
    const sql = await sqlDuring(server, async () => {
      result = await consumer.gql(ORDERS_PAGES, { limit: 1000 });
    });
    expect(result.status).to.equal(400);
    expect(result.errors?.[0].extensions?.code).to.equal("QUERY_TOO_COMPLEX");
    expect(result.errors?.[0].message).to.match(/^The query's complexity is \d+; the limit is 25000\./);
    // Identifying the caller reads the token and its customer; nothing of the operation ran.
    expect(onlyRateLimitCounting(sql).filter((q) => /orders|stock_accounts/.test(q))).to.deep.equal([]);
  });

  it("refuses an anonymous over-complex query without touching the database", async () => {
    const fields = Array.from(
      { length: 25 },
      (_, i) => `p${i}: stockAccounts(pageSize: 1000) { items { id username password email emailPassword } total }`,
    ).join("\n");
    let result!: Awaited<ReturnType<HttpClient["gql"]>>;
    const sql = await sqlDuring(server, async () => {
      result = await server.client().gql(`{ ${fields} }`);
    });
    expect(result.errors?.[0].extensions?.code).to.equal("QUERY_TOO_COMPLEX");
    expect(onlyRateLimitCounting(sql)).to.deep.equal([]);
  });

  it("refuses a fragment bomb (each fragment spreading the next twice) quickly", async () => {
    const levels = 40;
    const fragments = Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`).join("\n");
    const started = performance.now();
    const r = await server.client().gql(`{ ...F0 } ${fragments} fragment F${levels} on Query { availableStockCount }`);
    expect(r.status).to.equal(400);
    expect(r.errors?.[0].extensions?.code).to.equal("QUERY_TOO_COMPLEX");
    expect(performance.now() - started).to.be.below(2000);
  });

  it(`refuses more than ${GRAPHQL_LIMITS.maxAliases} aliases, counting those inside fragments`, async () => {
    const aliases = (n: number) => Array.from({ length: n }, (_, i) => `a${i}: availableStockCount`).join(" ");
    const allowed = await server.client().ok(`{ ${aliases(GRAPHQL_LIMITS.maxAliases)} }`);
    expect(Object.keys(allowed)).to.have.length(GRAPHQL_LIMITS.maxAliases);

    const refused = await server.client().gql(`query { ...Counts ...Counts } fragment Counts on Query { ${aliases(16)} }`);
    expect(refused.status).to.equal(400);
    expect(refused.errors?.[0].extensions?.code).to.equal("TOO_MANY_ALIASES");
    expect(refused.errors?.[0].message).to.equal(`The query uses 32 aliases; the limit is ${GRAPHQL_LIMITS.maxAliases}.`);
  });

  it("refuses a batched request (a JSON array of operations) with 400", async () => {
    const res = await server.client().request("POST", "/graphql", [{ query: "{ availableStockCount }" }, { query: "{ availableStockCount }" }]);
    expect(res.status).to.equal(400);
    expect((await res.json()).errors[0].message).to.equal("Operation batching disabled.");
  });

  it("serves the committed schema.graphql as plain text", async () => {
    const res = await server.client().request("GET", "/schema.graphql");
    expect(res.status).to.equal(200);
    expect(res.headers.get("content-type")).to.match(/^text\/plain/);
    const sdl = await res.text();
    expect(sdl).to.equal(fs.readFileSync("schema.graphql", "utf8"));
    expect(buildSchema(sdl).getMutationType()?.getFields()).to.have.property("purchaseAccounts");
  });
});

describe("GraphQL rate limits", () => {
  let server: TestServer;
  before(async () => {
    // The windows are fixed minutes: the app's clock starts at the top of one, so every request below shares it.
    const topOfMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000);
    server = await startTestServer({ GRAPHQL_RATE_LIMIT_PER_TOKEN: "3", GRAPHQL_RATE_LIMIT_PER_IP: "10" }, { clock: new TestClock(topOfMinute) });
  });
  after(() => server?.close());

  it("answers 429 with Retry-After once a token, then an IP, uses up its minute", async () => {
    const first = await tokenClient(server); // IP: 1
    const second = await tokenClient(server); // IP: 2
    for (let i = 0; i < 3; i++) await first.ok(`{ availableStockCount }`); // IP: 5
    const limited = await first.gql(`{ availableStockCount }`); // IP: 6
    expect(limited.status).to.equal(429);
    expect(limited.errors?.[0].extensions?.code).to.equal("RATE_LIMITED");
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).to.be.within(1, 60);
    expect(limited.errors?.[0].message).to.equal(`Too many attempts. Please try again in ${retryAfter} seconds.`);

    await second.ok(`{ availableStockCount }`); // IP: 7, another token has its own allowance
    for (let i = 0; i < 3; i++) await server.client().ok(`{ availableStockCount }`); // IP: 10
    const ipLimited = await server.client().gql(`{ availableStockCount }`);
    expect(ipLimited.status).to.equal(429);
    expect(Number(ipLimited.headers.get("retry-after"))).to.be.within(1, 60);
  });
});

describe("introspection in production", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ NODE_ENV: "production" });
  });
  after(() => server?.close());

  it("refuses schema introspection to anonymous callers", async () => {
    const r = await server.client().gql(`{ __schema { queryType { name } } }`);
    expect(r.status).to.equal(401);
    expect(r.errors?.[0].extensions?.code).to.equal("INTROSPECTION_DISABLED");
    const typeQuery = await server.client().gql(`{ __type(name: "Query") { name } }`);
    expect(typeQuery.errors?.[0].extensions?.code).to.equal("INTROSPECTION_DISABLED");
  });

  it("still answers __typename and ordinary queries for anonymous callers", async () => {
    expect(await server.client().ok(`{ __typename availableStockCount }`)).to.deep.equal({ __typename: "Query", availableStockCount: 0 });
  });

  it("allows the full introspection query with an API token", async () => {
    const consumer = await tokenClient(server);
    const data = await consumer.ok(getIntrospectionQuery());
    expect(data.__schema.types.map((t: { name: string }) => t.name)).to.include("ApiToken");
  });
});
