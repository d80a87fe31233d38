import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import { clockAtFreshWindow } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

// Each server starts one second into a fresh minute (the limits' window), so no count rolls over half-way.
const freshMinute = () => ({ clock: clockAtFreshWindow(60) });

const rateLimitOf = (headers: Headers) => ({
  limit: Number(headers.get("ratelimit-limit")),
  remaining: Number(headers.get("ratelimit-remaining")),
  reset: Number(headers.get("ratelimit-reset")),
});

describe("RateLimit headers on GraphQL for a visitor", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ GRAPHQL_RATE_LIMIT_PER_IP: "6", GRAPHQL_RATE_LIMIT_PER_TOKEN: "3", LICENSE_CHECK_RATE_LIMIT: "2" }, freshMinute());
  });
  after(() => server?.close());

  it("counts a visitor's GraphQL requests down per IP, and the 429 says 0 remaining with Reset equal to Retry-After", async () => {
    // The server sees every test client as 127.0.0.1, so this test uses the IP's whole allowance.
    const visitor = server.client();
    const seen = [];
    for (let i = 0; i < 6; i++) {
      const r = await visitor.gql(`{ me { id } }`);
      expect(r.status).to.equal(200);
      seen.push(rateLimitOf(r.headers));
    }
    expect(seen.map((s) => s.remaining)).to.deep.equal([5, 4, 3, 2, 1, 0]);
    for (const s of seen) {
      expect(s.limit).to.equal(6);
      expect(s.reset).to.be.within(1, 60);
    }
    const refused = await visitor.gql(`{ me { id } }`);
    expect(refused.status).to.equal(429);
    expect(rateLimitOf(refused.headers)).to.deep.include({ limit: 6, remaining: 0 });
    expect(refused.headers.get("ratelimit-reset")).to.equal(refused.headers.get("retry-after"));
  });
});

describe("RateLimit headers for an API token", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ GRAPHQL_RATE_LIMIT_PER_IP: "100", GRAPHQL_RATE_LIMIT_PER_TOKEN: "3" }, freshMinute());
  });
  after(() => server?.close());

  it("reports the per-token limit, which binds before the per-IP one", async () => {
    const session = signIn(server.app, server.client(), await createCustomer(server.app));
    const { token } = (await session.ok(`mutation { createApiToken(name: "bot") { token } }`)).createApiToken;
    const api = server.client();
    api.bearer = token;
    const remaining = [];
    for (let i = 0; i < 3; i++) {
      const r = await api.gql(`{ me { id } }`);
      expect(rateLimitOf(r.headers).limit).to.equal(3);
      remaining.push(rateLimitOf(r.headers).remaining);
    }
    expect(remaining).to.deep.equal([2, 1, 0]);
    const refused = await api.gql(`{ me { id } }`);
    expect(refused.status).to.equal(429);
    expect(rateLimitOf(refused.headers)).to.deep.include({ limit: 3, remaining: 0 });
    // The site itself, from the same IP, still has the per-IP allowance and says so.
    expect(rateLimitOf((await session.gql(`{ me { id } }`)).headers).limit).to.equal(100);
  });
});

describe("RateLimit headers on POST /api/check_license", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "2" }, freshMinute());
  });
  after(() => server?.close());

  it("counts checks down per IP, exposes the headers to other origins, and refuses past the limit with them", async () => {
    const check = () => fetch(`${server.url}/api/check_license`, { method: "POST", body: JSON.stringify({ license_key: "AAAA-BBBB-CCCC-DDDD" }) });
    const first = await check();
    expect(rateLimitOf(first.headers)).to.deep.include({ limit: 2, remaining: 1 });
    expect(first.headers.get("access-control-expose-headers")).to.include("RateLimit-Remaining");
    expect(rateLimitOf((await check()).headers).remaining).to.equal(0);
    const refused = await check();
    expect(refused.status).to.equal(429);
    expect(rateLimitOf(refused.headers)).to.deep.include({ limit: 2, remaining: 0 });
    expect(refused.headers.get("ratelimit-reset")).to.equal(refused.headers.get("retry-after"));
  });
});
