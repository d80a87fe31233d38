import { expect } from "chai";
import { createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const TOP_UP = `mutation { createTopUp(amountCents: 1000) { paymentId paymentUrl } }`;

describe("the sandbox in production", () => {
  let server: TestServer | undefined;
  afterEach(() => server?.close());

  it("takes no top-ups unless PAYMENT_SANDBOX=true, since it credits balance without money", async () => {
    server = await startTestServer({ NODE_ENV: "production" });
    const customer = await createCustomer(server.app);
    const err = await signIn(server.app, server.client(), customer).fails(TOP_UP);
    expect(err).to.deep.include({ code: "PAYMENT_ERROR", message: "Payments are not configured. Please contact support." });
    const rows = await server.app.db.manager.query("SELECT COUNT(*) AS n FROM balance_ledger WHERE customer_id = ?", [customer.id]);
    expect(Number(rows[0].n)).to.equal(0);
  });

  it("takes them when the operator opts in", async () => {
    server = await startTestServer({ NODE_ENV: "production", PAYMENT_SANDBOX: "true" });
    const customer = await createCustomer(server.app);
    const data = await signIn(server.app, server.client(), customer).ok(TOP_UP);
    expect(data.createTopUp.paymentUrl).to.match(/\/sandbox\/checkout\//);
  });
});
