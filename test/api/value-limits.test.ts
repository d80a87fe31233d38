import { expect } from "chai";
import { MAX_COUNT, MAX_MONEY_CENTS } from "../../common/limits";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SET_BALANCE = `mutation($id: ID!, $cents: Int!) { setCustomerBalance(customerId: $id, balanceCents: $cents, reason: "limit test") { id balanceCents } }`;
const PRODUCT = `mutation($input: ProductInput!) { updateProduct(input: $input) { pricePerAccountCents minPurchaseQuantity maxPurchaseQuantity } }`;
const SITE = `mutation($input: SiteSettingsInput!) { updateSiteSettings(input: $input) { totalRevenueDisplayCents } }`;
const SECURITY = `mutation($input: SecuritySettingsInput!) { updateSecuritySettings(input: $input) { lowStockThreshold } }`;
const PURCHASE = `mutation($q: Int!, $k: String!) { purchaseAccounts(quantity: $q, idempotencyKey: $k) { __typename ... on ErrorResult { errorCode message } } }`;

const product = { name: "Accounts", pricePerAccountCents: 50, minPurchaseQuantity: 10, maxPurchaseQuantity: null };
const site = { siteName: "Shop", totalRevenueDisplayCents: 0 };

describe("stated limits on money and count fields", () => {
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  it("keeps every limit below GraphQL's 32-bit Int, so a value the form accepts reaches the server's own check", () => {
    expect(MAX_MONEY_CENTS).to.be.below(2 ** 31);
    expect(MAX_COUNT).to.be.below(2 ** 31);
  });

  it("sets a balance up to $10,000,000.00 and refuses one cent more, keeping the balance", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 700 });
    expect((await admin.ok(SET_BALANCE, { id: customer.id, cents: MAX_MONEY_CENTS })).setCustomerBalance.balanceCents).to.equal(MAX_MONEY_CENTS);
    expect(await admin.fails(SET_BALANCE, { id: customer.id, cents: MAX_MONEY_CENTS + 1 })).to.include({
      message: "Balance must be at most $10,000,000.00.",
      code: "BAD_USER_INPUT",
    });
    expect((await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: customer.id })).balanceCents).to.equal(MAX_MONEY_CENTS);
  });

  it("refuses a product price, minimum or maximum above its limit", async () => {
    const message = async (input: object) => (await admin.fails(PRODUCT, { input: { ...product, ...input } })).message;
    expect(await message({ pricePerAccountCents: MAX_MONEY_CENTS + 1 })).to.equal("Price per account must be at most $10,000,000.00.");
    expect(await message({ minPurchaseQuantity: MAX_COUNT + 1 })).to.equal("Min quantity must be at most 1,000,000.");
    expect(await message({ maxPurchaseQuantity: MAX_COUNT + 1 })).to.equal("Max quantity must be at most 1,000,000.");
    expect(
      (await admin.ok(PRODUCT, { input: { ...product, pricePerAccountCents: MAX_MONEY_CENTS, maxPurchaseQuantity: MAX_COUNT } })).updateProduct,
    ).to.deep.equal({
      pricePerAccountCents: MAX_MONEY_CENTS,
      minPurchaseQuantity: 10,
      maxPurchaseQuantity: MAX_COUNT,
    });
    await admin.ok(PRODUCT, { input: product });
  });

  it("refuses a displayed total revenue above its limit", async () => {
    expect((await admin.fails(SITE, { input: { ...site, totalRevenueDisplayCents: MAX_MONEY_CENTS + 1 } })).message).to.equal(
      "Total revenue must be at most $10,000,000.00.",
    );
  });

  it("says a negative low-stock threshold is negative, and refuses one above the limit", async () => {
    expect((await admin.fails(SECURITY, { input: { sessionTimeoutMinutes: 30, lowStockThreshold: -3 } })).message).to.equal(
      "Low-stock threshold cannot be negative.",
    );
    expect((await admin.fails(SECURITY, { input: { sessionTimeoutMinutes: 30, lowStockThreshold: MAX_COUNT + 1 } })).message).to.equal(
      "Low-stock threshold must be at most 1,000,000.",
    );
  });

  it("answers a purchase above the count limit with a quantity error", async () => {
    const buyer = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 100 }));
    expect((await buyer.ok(PURCHASE, { q: MAX_COUNT + 1, k: "limit-test-1" })).purchaseAccounts).to.deep.equal({
      __typename: "InvalidQuantityError",
      errorCode: "INVALID_QUANTITY",
      message: "Quantity must be at most 1,000,000.",
    });
  });
});
