import { monitorEventLoopDelay } from "node:perf_hooks";
import { expect } from "chai";
import { addSoldAccounts, createOrder } from "../helpers/admin-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const postRaw = (server: TestServer, body: string, client?: HttpClient) => (client ?? server.client()).request("POST", "/graphql", body);

/** A customer's order holding `accounts` sold stock accounts. */
async function bigOrder(server: TestServer, accounts: number): Promise<{ customer: HttpClient; orderId: string }> {
  const owner = await createCustomer(server.app);
  const order = await createOrder(server.app, { customerId: owner.id, quantity: 1 });
  await addSoldAccounts(server.app, { customerId: owner.id, orderId: order.id, count: accounts - 1 });
  return { customer: signIn(server.app, server.client(), owner), orderId: order.id };
}

const askOrder = (copies: number) =>
  `query($id: ID!) { ${Array.from({ length: copies }, (_, i) => `o${i}: myOrder(id: $id) { id accounts { username password email emailPassword } }`).join(" ")} }`;

describe("security: costly GraphQL documents (issue #13, item 5)", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer({ GRAPHQL_RATE_LIMIT_PER_IP: "0" });
  });
  after(() => server?.close());

  // First, while no idle keep-alive socket can be closed under the setup's long inserts.
  it("costs a list read again and again through aliases at its real size: 30 copies of a 10,000-account order are refused", async () => {
    const { customer, orderId } = await bigOrder(server, 10_000);
    const once = await customer.ok(askOrder(1), { id: orderId });
    expect(once.o0.accounts).to.have.length(10_000);

    const r = await customer.gql(askOrder(30), { id: orderId });
    const codes = new Set(r.errors?.map((e) => e.extensions?.code));
    expect([...codes]).to.deep.equal(["QUERY_TOO_COMPLEX"]);
    const served = Object.values(r.data ?? {}).filter((o) => o !== null).length;
    // The first read is what was asked; only two more copies fit the budget of 100,000 values.
    expect(served).to.be.at.most(3);
  });

  it("refuses a 2 MB anonymous document before reading it, without blocking the event loop", async () => {
    const document = `{ ${"__typename ".repeat(190_000)} }`;
    // Several builds share this machine's two cores, which stalls any event loop now and then: the
    // best of three attempts counts. Parsing this document stalled it 0.3 to 2 s every time before.
    let blockedMs = Infinity;
    for (let attempt = 0; attempt < 3 && blockedMs >= 100; attempt++) {
      const histogram = monitorEventLoopDelay({ resolution: 1 });
      histogram.enable();
      const res = await postRaw(server, JSON.stringify({ query: document }));
      const body = await res.json();
      histogram.disable();
      expect(res.status).to.equal(413);
      expect(body).to.deep.equal({ error: { message: "The request body is larger than 100 KB.", code: "BODY_TOO_LARGE" } });
      blockedMs = Math.min(blockedMs, histogram.max / 1e6);
    }
    expect(blockedMs).to.be.below(100);
  });

  it("refuses a document longer than 50,000 characters before parsing it", async () => {
    const res = await postRaw(server, JSON.stringify({ query: `{ ${"__typename ".repeat(6000)} }` }));
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(body.errors[0].extensions.code).to.equal("QUERY_TOO_LARGE");
    expect(body.errors[0].message).to.match(/^The GraphQL document is \d+ characters long; the limit is 50000\.$/);
  });

  it("stops parsing after 5,000 tokens", async () => {
    const res = await postRaw(server, JSON.stringify({ query: `{ ${"a ".repeat(6000)} }` }));
    expect(res.status).to.equal(400);
    const body = await res.json();
    expect(body.errors[0].message).to.match(/Document contains more th\w+ 5000 tokens/);
  });

  it("caps a customer's body at 100 KB and an admin's at 2 MB, which only a stock upload chunk may use", async () => {
    const customer = signIn(server.app, server.client(), await createCustomer(server.app));
    const padded = (size: number) => JSON.stringify({ query: "{ __typename }", variables: { pad: "x".repeat(size) } });
    expect((await postRaw(server, padded(200_000), customer)).status).to.equal(413);

    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const notUpload = await postRaw(server, padded(200_000), admin);
    expect(notUpload.status).to.equal(413);
    expect((await notUpload.json()).errors[0].extensions.code).to.equal("BODY_TOO_LARGE");

    // A full chunk of long lines, as the bulk upload dialog sends it: about 1 MB.
    const field = (i: number, f: string) => `${f}${i}-`.padEnd(240, "z");
    const lines = Array.from({ length: 1000 }, (_, i) => [field(i, "user"), field(i, "pw"), `${field(i, "mail")}@x.test`, field(i, "epw")].join(":"));
    const upload = await admin.ok(`mutation($lines: [String!]!) { uploadStockChunk(lines: $lines) { added skippedInvalid } }`, { lines });
    expect(JSON.stringify({ lines }).length).to.be.greaterThan(900_000);
    expect(upload.uploadStockChunk).to.deep.equal({ added: 1000, skippedInvalid: 0 });
  });
});
