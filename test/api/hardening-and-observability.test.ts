import { expect } from "chai";
import { createCustomer } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("HTTP hardening", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ TRUST_PROXY: "1" });
  });
  after(() => server?.close());

  it("sends security headers with a CSP the client works under", async () => {
    const res = await fetch(`${server.url}/api/health`);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).to.include("default-src 'self'");
    expect(csp).to.include("script-src 'self'");
    expect(csp).to.include("frame-ancestors 'none'");
    expect(csp, "http installs must not upgrade requests to https").not.to.include("upgrade-insecure-requests");
    expect(res.headers.get("x-content-type-options")).to.equal("nosniff");
    expect(res.headers.get("x-powered-by")).to.equal(null);
  });

  it("sends HSTS only when the request came over HTTPS (through the trusted proxy)", async () => {
    const plain = await fetch(`${server.url}/api/health`);
    expect(plain.headers.get("strict-transport-security")).to.equal(null);
    const viaTls = await fetch(`${server.url}/api/health`, { headers: { "x-forwarded-proto": "https" } });
    expect(viaTls.headers.get("strict-transport-security")).to.match(/max-age=\d+/);
  });

  it("echoes a request id, or makes one", async () => {
    const given = await fetch(`${server.url}/api/health`, { headers: { "x-request-id": "abc-123" } });
    expect(given.headers.get("x-request-id")).to.equal("abc-123");
    const made = await fetch(`${server.url}/api/health`);
    expect(made.headers.get("x-request-id")).to.match(/^[0-9a-f-]{36}$/);
  });
});

describe("production errors", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ NODE_ENV: "production", PUBLIC_BASE_URL: "https://shop.example" });
  });
  after(() => server?.close());

  it("carry no stack trace or internals", async () => {
    const r = await server.client().gql("{ product { nope } }");
    expect(r.errors).to.have.length(1);
    expect(JSON.stringify(r.errors)).not.to.match(/stacktrace|\.ts:\d+|node_modules/);
    const bad = await server.client().request("POST", "/graphql", "{oops");
    expect(await bad.json()).to.deep.equal({ error: { message: "The request body is not valid JSON.", code: "BAD_JSON" } });
  });

  it("mark the session cookie Secure, httpOnly and SameSite when the shop is served over HTTPS", async () => {
    const customer = await createCustomer(server.app);
    const res = await server.client().request("POST", "/graphql", {
      query: "mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }",
      variables: { e: customer.email, p: customer.password },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("bia_session="));
    expect(cookie)
      .to.match(/; Secure/i)
      .and.to.match(/; HttpOnly/i)
      .and.to.match(/; SameSite=Lax/i);
  });
});

describe("metrics", () => {
  it("are answered to loopback callers when no token is configured", async () => {
    const server = await startTestServer();
    try {
      await fetch(`${server.url}/api/health`);
      const res = await fetch(`${server.url}/metrics`);
      expect(res.status).to.equal(200);
      const text = await res.text();
      expect(text).to.match(/bia_http_requests_total\{method="GET",route="\/api\/health",status="200"\} \d+/);
      expect(text).to.match(/bia_http_request_duration_seconds_bucket/);
      expect(text).to.match(/bia_available_stock \d+/);
    } finally {
      await server.close();
    }
  });

  it("need the bearer token when METRICS_TOKEN is set", async () => {
    const server = await startTestServer({ METRICS_TOKEN: "metrics-secret-123" });
    try {
      expect((await fetch(`${server.url}/metrics`)).status).to.equal(401);
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer wrong-secret-1234" } })).status).to.equal(401);
      const ok = await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer metrics-secret-123" } });
      expect(ok.status).to.equal(200);
      expect(await ok.text()).to.include("bia_balance_changes_total");
    } finally {
      await server.close();
    }
  });
});
