import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("request pipeline", () => {
  let server: TestServer;
  let webDist: string;
  let customer: HttpClient;

  before(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bia-web-dist-"));
    fs.mkdirSync(path.join(webDist, "assets"));
    fs.writeFileSync(path.join(webDist, "index.html"), "<!doctype html><title>shop</title>");
    fs.writeFileSync(path.join(webDist, "assets", "app.js"), "console.log('shop');");
    server = await startTestServer({ WEB_DIST_DIR: webDist, GRAPHQL_RATE_LIMIT_PER_IP: "3" });
    customer = signIn(server.app, server.client(), await createCustomer(server.app));
  });
  after(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("answers probes, the schema download and the client's files without looking up the signed-in caller", async () => {
    const queries = countQueries(server.app);
    try {
      for (const pathname of ["/healthz", "/api/health", "/schema.graphql", "/assets/app.js"]) {
        const res = await customer.request("GET", pathname);
        expect(res.status, pathname).to.equal(200);
        await res.arrayBuffer();
      }
      expect(queries.dataQueries).to.deep.equal([]);
      // The counter does see the session lookup of a request that needs the caller.
      await customer.request("GET", "/orders");
      expect(queries.dataQueries.some((q) => /FROM [`"]?customers/i.test(q))).to.equal(true);
    } finally {
      queries.stop();
    }
  });

  it("answers the liveness probe even when the request carries an invalid API token", async () => {
    const res = await fetch(`${server.url}/healthz`, { headers: { authorization: "Bearer not-a-token" } });
    expect(res.status).to.equal(200);
  });

  it("refuses a GraphQL request over the per-IP limit before reading its body", async () => {
    const visitor = server.client();
    for (let i = 0; i < 3; i++) await visitor.ok(`{ availableStockCount }`);
    const res = await visitor.request("POST", "/graphql", "{ not json");
    expect(res.status).to.equal(429);
    expect(res.headers.get("retry-after")).to.match(/^\d+$/);
  });
});
