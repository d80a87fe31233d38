import { expect } from "chai";
import { WEBHOOK_PATH } from "../../server/modules/payments/payment-settings.service";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The session lookup reads the caller's customer row; the hot public routes must never do it. */
const SESSION_LOOKUP = /FROM [`"]?customers/i;

describe("hot public routes on the lean path", () => {
  let server: TestServer;
  let signedIn: HttpClient;

  before(async () => {
    server = await startTestServer({ TRUST_PROXY: "1", METRICS_TOKEN: "lean-routes-metrics-token" });
    signedIn = signIn(server.app, server.client(), await createCustomer(server.app));
  });
  after(() => server?.close());

  it("answers the licence check, the probes and the payment webhook without looking up a signed-in caller", async () => {
    const queries = countQueries(server.app);
    try {
      expect((await signedIn.request("POST", "/api/check_license", { license_key: "AAAA-BBBB-CCCC-DDDD" })).status).to.equal(200);
      for (const probe of ["/healthz", "/readyz", "/api/health"]) expect((await signedIn.request("GET", probe)).status, probe).to.equal(200);
      const webhook = await signedIn.request("POST", WEBHOOK_PATH, { type: "payment", uuid: "x", order_id: "x", status: "paid", sign: "forged" });
      expect(webhook.status).to.be.within(400, 499);
      expect(queries.dataQueries.filter((q) => SESSION_LOOKUP.test(q))).to.deep.equal([]);
      // The same cookie on a route that needs the caller does reach the customers table.
      await signedIn.gql("{ me { id } }");
      expect(queries.dataQueries.some((q) => SESSION_LOOKUP.test(q))).to.equal(true);
    } finally {
      queries.stop();
    }
  });

  it("keeps the security headers, the request id and HSTS through the trusted proxy on the probes", async () => {
    const res = await fetch(`${server.url}/healthz?from=balancer`, { headers: { "x-forwarded-proto": "https", "x-request-id": "probe-1" } });
    expect(res.status).to.equal(200);
    expect(res.headers.get("content-security-policy")).to.include("default-src 'self'");
    expect(res.headers.get("x-content-type-options")).to.equal("nosniff");
    expect(res.headers.get("strict-transport-security")).to.match(/max-age=\d+/);
    expect(res.headers.get("x-request-id")).to.equal("probe-1");
    expect(res.headers.get("cache-control")).to.equal("no-store");
    const head = await fetch(`${server.url}/healthz`, { method: "HEAD" });
    expect(head.status).to.equal(200);
    expect(await head.text()).to.equal("");
  });

  it("limits licence checks per caller as the trusted proxy reports it (X-Forwarded-For), like Express's req.ip", async () => {
    const remaining = async (forwardedFor: string) => {
      const res = await fetch(`${server.url}/api/check_license`, {
        method: "POST",
        headers: { "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ license_key: "AAAA-BBBB-CCCC-DDDD" }),
      });
      return Number(res.headers.get("ratelimit-remaining"));
    };
    const first = await remaining("203.0.113.7");
    expect(await remaining("203.0.113.7")).to.equal(first - 1);
    // Another caller behind the same proxy has a counter of its own; a spoofed hop before the
    // trusted one does not change who the caller is.
    expect(await remaining("203.0.113.8")).to.equal(first);
    expect(await remaining("198.51.100.1, 203.0.113.7")).to.equal(first - 2);
  });

  it("counts lean requests in the HTTP metrics under their route", async () => {
    await fetch(`${server.url}/api/check_license`, { method: "POST", body: "{}" });
    const text = await (await fetch(`${server.url}/metrics`, { headers: { authorization: "Bearer lean-routes-metrics-token" } })).text();
    expect(text).to.match(/bia_http_requests_total\{method="POST",route="\/api\/check_license",status="400"\} \d+/);
    expect(text).to.match(/bia_http_requests_total\{method="GET",route="\/healthz",status="200"\} \d+/);
  });

  it("leaves other methods on the lean paths to the app, which answers its JSON 404", async () => {
    const res = await fetch(`${server.url}/api/check_license`, { method: "PUT", body: "{}" });
    expect(res.status).to.equal(404);
    expect(await res.json()).to.deep.equal({ error: { message: "No such API endpoint.", code: "NOT_FOUND" } });
  });
});
