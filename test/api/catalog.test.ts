import { expect } from "chai";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("catalog and HTTP basics", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("seeds the default product and settings on first start", async () => {
    const data = await server.client().ok(`{
      siteSettings { id siteName siteTagline }
      product { id name pricePerAccountCents minPurchaseQuantity maxPurchaseQuantity category }
      softwareProduct { name pricePerAccountCents }
      availableStockCount
    }`);
    expect(data.siteSettings).to.deep.equal({ id: "main_settings", siteName: "BIA", siteTagline: "Digital Account Marketplace" });
    expect(data.product).to.deep.equal({
      id: "main_insta_product",
      name: "Digital Accounts",
      pricePerAccountCents: 50,
      minPurchaseQuantity: 10,
      maxPurchaseQuantity: null,
      category: "Digital Accounts",
    });
    expect(data.softwareProduct).to.deep.equal({ name: "StoryTag", pricePerAccountCents: 1500 });
    expect(data.availableStockCount).to.equal(0);
  });

  it("answers malformed JSON with 400 and a message, not a stack trace", async () => {
    const res = await server.client().request("POST", "/graphql", "{not json");
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(body.error.code).to.equal("BAD_JSON");
    expect(JSON.stringify(body)).not.to.match(/at .*\.ts:\d+/);
  });

  it("refuses a body above the size limit with 413", async () => {
    const res = await server.client().request("POST", "/graphql", JSON.stringify({ query: "{ product { id } }", pad: "x".repeat(3 * 1024 * 1024) }));
    expect(res.status).to.equal(413);
    expect((await res.json()).error.code).to.equal("BODY_TOO_LARGE");
  });

  it("refuses an unknown field with a 400 validation error", async () => {
    const r = await server.client().gql("{ product { nope } }");
    expect(r.status).to.equal(400);
    expect(r.errors?.[0].extensions?.code).to.equal("GRAPHQL_VALIDATION_FAILED");
  });

  it("refuses a GET mutation-less query without a CSRF-safe header (Apollo CSRF prevention)", async () => {
    const res = await fetch(`${server.url}/graphql?query=${encodeURIComponent("{ product { id } }")}`);
    expect(res.status).to.equal(400);
  });
});
