import { expect } from "chai";
import { findLedgerMismatches } from "../../server/modules/balance/ledger.service";
import { RequestContext } from "../../server/context";
import { License } from "../../server/modules/licenses/license.entity";
import { Order } from "../../server/modules/orders/order.entity";
import { createCustomer, signIn } from "../helpers/fixtures";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const PURCHASE = `mutation($key: String!) {
  purchaseSoftwareLicense(idempotencyKey: $key) {
    __typename
    ... on SoftwarePurchase {
      balanceCents
      order { id orderType quantity productId productName totalPriceCents licenseId }
      license { id licenseKey email plan softwareName status state displayStatus daysRemaining expiresAt orderId customerId }
      subscription { id softwareName amountCents paymentMethod status endDate licenseId displayStatus daysRemaining }
    }
    ... on ErrorResult { errorCode message }
    ... on InsufficientBalanceError { balanceCents requiredCents }
  }
}`;

let keyCounter = 0;
const freshKey = () => `software-${Date.now()}-${++keyCounter}`;

async function countRows(server: TestServer, customerId: string) {
  const q = (sql: string) => server.app.db.manager.query(sql, [customerId]).then((r: Array<{ n: number | string }>) => Number(r[0].n));
  return {
    orders: await q("SELECT COUNT(*) AS n FROM orders WHERE customer_id = ?"),
    licenses: await q("SELECT COUNT(*) AS n FROM licenses WHERE customer_id = ?"),
    subscriptions: await q("SELECT COUNT(*) AS n FROM software_subscriptions WHERE customer_id = ?"),
    ledger: await q("SELECT COUNT(*) AS n FROM balance_ledger WHERE customer_id = ?"),
  };
}

/** The shop's revenue figure, which only an admin reads. */
async function revenueCents(server: TestServer): Promise<number> {
  const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  return (await admin.ok(`{ siteSettings { totalRevenueDisplayCents } }`)).siteSettings.totalRevenueDisplayCents;
}

describe("software licence purchase", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("sells one 30-day StoryTag licence for the product price in one go", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 2000 });
    const client = signIn(server.app, server.client(), buyer);
    const revenueBefore = await revenueCents(server);
    const r = (await client.ok(PURCHASE, { key: freshKey() })).purchaseSoftwareLicense;
    expect(r.__typename).to.equal("SoftwarePurchase");
    expect(r.balanceCents).to.equal(500);
    expect(r.order).to.include({ orderType: "software", quantity: 1, productId: "storytag_software", productName: "StoryTag", totalPriceCents: 1500 });
    expect(r.order.licenseId).to.equal(r.license.id);
    expect(r.license).to.include({
      email: buyer.email,
      plan: "standard",
      softwareName: "StoryTag",
      status: true,
      state: "active",
      displayStatus: "active",
      daysRemaining: 30,
    });
    expect(r.license.licenseKey).to.match(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    expect(r.license.orderId).to.equal(r.order.id);
    expect(r.license.customerId).to.equal(buyer.id);
    expect(new Date(r.license.expiresAt).getTime()).to.be.closeTo(Date.now() + 30 * 86_400_000, 60_000);
    expect(r.subscription).to.include({
      softwareName: "StoryTag",
      amountCents: 1500,
      paymentMethod: "balance",
      status: true,
      licenseId: r.license.id,
      daysRemaining: 30,
    });
    expect(r.subscription.endDate).to.equal(r.license.expiresAt);
    expect(await countRows(server, buyer.id)).to.deep.equal({ orders: 1, licenses: 1, subscriptions: 1, ledger: 2 });
    const debit = await server.app.db.manager.query("SELECT amount_cents, kind, order_id FROM balance_ledger WHERE customer_id = ? AND kind = 'purchase'", [
      buyer.id,
    ]);
    expect(debit.map((d: { amount_cents: number | string; order_id: string }) => [Number(d.amount_cents), d.order_id])).to.deep.equal([[-1500, r.order.id]]);
    expect(await revenueCents(server)).to.equal(revenueBefore + 1500);
    expect(await findLedgerMismatches(RequestContext.system(server.app))).to.deep.equal([]);

    const check = await client.request("POST", "/api/check_license", { license_key: r.license.licenseKey });
    expect((await check.json()).status).to.equal("success");
  });

  it("charges the price configured on the software product", async () => {
    await server.app.db.manager.query("UPDATE products SET price_per_account_cents = 999 WHERE id = 'storytag_software'");
    try {
      const buyer = await createCustomer(server.app, { balanceCents: 1000 });
      const r = (await signIn(server.app, server.client(), buyer).ok(PURCHASE, { key: freshKey() })).purchaseSoftwareLicense;
      expect(r.order.totalPriceCents).to.equal(999);
      expect(r.balanceCents).to.equal(1);
    } finally {
      await server.app.db.manager.query("UPDATE products SET price_per_account_cents = 1500 WHERE id = 'storytag_software'");
    }
  });

  it("changes nothing when the balance is too low: no order, licence, subscription or ledger row", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 1499 });
    const client = signIn(server.app, server.client(), buyer);
    const revenueBefore = await revenueCents(server);
    const before = await countRows(server, buyer.id);
    const r = (await client.ok(PURCHASE, { key: freshKey() })).purchaseSoftwareLicense;
    expect(r).to.deep.include({ __typename: "InsufficientBalanceError", errorCode: "INSUFFICIENT_BALANCE", balanceCents: 1499, requiredCents: 1500 });
    expect(r.message).to.equal("You don't have enough funds to complete this transaction. Please add more to your balance.");
    expect(await countRows(server, buyer.id)).to.deep.equal(before);
    expect(await revenueCents(server)).to.equal(revenueBefore);
    const me = await server.app.db.manager.query("SELECT balance_cents FROM customers WHERE id = ?", [buyer.id]);
    expect(Number(me[0].balance_cents)).to.equal(1499);
  });

  it("returns the first purchase when retried with the same idempotency key, charging once", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 5000 });
    const client = signIn(server.app, server.client(), buyer);
    const key = freshKey();
    const first = (await client.ok(PURCHASE, { key })).purchaseSoftwareLicense;
    const again = (await client.ok(PURCHASE, { key })).purchaseSoftwareLicense;
    expect(again.order.id).to.equal(first.order.id);
    expect(again.license.licenseKey).to.equal(first.license.licenseKey);
    expect(again.balanceCents).to.equal(3500);
    expect(await countRows(server, buyer.id)).to.deep.equal({ orders: 1, licenses: 1, subscriptions: 1, ledger: 2 });
  });

  it("says the purchase was completed when its key is retried after an admin deleted the licence, charging nothing more", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 5000 });
    const client = signIn(server.app, server.client(), buyer);
    const key = freshKey();
    const first = (await client.ok(PURCHASE, { key })).purchaseSoftwareLicense;
    await server.app.db.manager.getRepository(License).delete({ id: first.license.id });
    const e = await client.fails(PURCHASE, { key });
    expect(e).to.include({ code: "LICENSE_REMOVED", message: "This purchase was completed earlier, but its license has since been removed." });
    expect((await countRows(server, buyer.id)).orders).to.equal(1);
    const me = await server.app.db.manager.query("SELECT balance_cents FROM customers WHERE id = ?", [buyer.id]);
    expect(Number(me[0].balance_cents)).to.equal(3500);
  });

  it("charges once when the same key is sent twice at the same moment", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 5000 });
    const client = signIn(server.app, server.client(), buyer);
    const key = freshKey();
    const [a, b] = await Promise.all([client.ok(PURCHASE, { key }), client.ok(PURCHASE, { key })]);
    expect(a.purchaseSoftwareLicense.order.id).to.equal(b.purchaseSoftwareLicense.order.id);
    expect((await countRows(server, buyer.id)).orders).to.equal(1);
  });

  it("refuses a key already used for an account order", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 5000 });
    const key = freshKey();
    await server.app.db.manager.getRepository(Order).insert({
      customerId: buyer.id,
      productId: "main_insta_product",
      productName: "Digital Accounts",
      quantity: 10,
      totalPriceCents: 500,
      purchaseDate: new Date(),
      orderType: "account",
      idempotencyKey: key,
    });
    const r = (await signIn(server.app, server.client(), buyer).ok(PURCHASE, { key })).purchaseSoftwareLicense;
    expect(r.__typename).to.equal("IdempotencyKeyReusedError");
    expect((await countRows(server, buyer.id)).licenses).to.equal(0);
  });

  it("refuses admins with the spec's message", async () => {
    const admin = await createCustomer(server.app, { role: "admin", balanceCents: 5000 });
    const r = (await signIn(server.app, server.client(), admin).ok(PURCHASE, { key: freshKey() })).purchaseSoftwareLicense;
    expect(r).to.deep.include({ __typename: "PurchaseNotAllowedError", message: "Admins cannot purchase products." });
    expect(await countRows(server, admin.id)).to.deep.include({ orders: 0, licenses: 0 });
  });

  it("asks anonymous callers to sign in", async () => {
    const e = await server.client().fails(PURCHASE, { key: freshKey() });
    expect(e.code).to.equal("UNAUTHENTICATED");
  });

  it("rolls everything back with 'Subscription Error' when the subscription cannot be written", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 5000 });
    const client = signIn(server.app, server.client(), buyer);
    await server.app.db.manager.query("ALTER TABLE software_subscriptions RENAME TO software_subscriptions_hidden");
    try {
      const e = await client.fails(PURCHASE, { key: freshKey() });
      expect(e).to.include({ message: "Subscription Error", code: "SUBSCRIPTION_FAILED" });
    } finally {
      await server.app.db.manager.query("ALTER TABLE software_subscriptions_hidden RENAME TO software_subscriptions");
    }
    expect(await countRows(server, buyer.id)).to.deep.equal({ orders: 0, licenses: 0, subscriptions: 0, ledger: 1 });
  });

  it("rolls everything back with 'License Error' when the licence cannot be written", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 5000 });
    const client = signIn(server.app, server.client(), buyer);
    await server.app.db.manager.query("ALTER TABLE licenses RENAME TO licenses_hidden");
    try {
      const e = await client.fails(PURCHASE, { key: freshKey() });
      expect(e).to.include({ message: "License Error", code: "LICENSE_FAILED" });
    } finally {
      await server.app.db.manager.query("ALTER TABLE licenses_hidden RENAME TO licenses");
    }
    expect(await countRows(server, buyer.id)).to.deep.equal({ orders: 0, licenses: 0, subscriptions: 0, ledger: 1 });
  });
});

describe("customer licence views", () => {
  let server: TestServer;
  const clock = new TestClock();
  before(async () => {
    server = await startTestServer({}, { clock });
  });
  after(() => server?.close());

  const MINE = `{
    myLicenses { id licenseKey email displayStatus daysRemaining expiringSoon }
    mySoftwareSubscriptions { id amountCents displayStatus daysRemaining }
  }`;

  it("lists licences bought on the account and those issued to the e-mail address, once each, newest first", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 1500 });
    const client = signIn(server.app, server.client(), buyer);
    const bought = (await client.ok(PURCHASE, { key: freshKey() })).purchaseSoftwareLicense.license;
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    clock.advance(1100); // created_at has whole seconds on MySQL
    const issued = (
      await admin.ok(`mutation($e: String, $x: DateTimeISO) { createLicenseByEmail(email: $e, plan: "premium", expiresAt: $x) { license { id } } }`, {
        e: buyer.email.toUpperCase(),
        x: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      })
    ).createLicenseByEmail.license;
    await admin.ok(`mutation($e: String, $x: DateTimeISO) { createLicenseByEmail(email: $e, plan: "standard", expiresAt: $x) { status } }`, {
      e: "someone-else@example.test",
      x: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });

    const data = await client.ok(MINE);
    expect(data.myLicenses.map((l: { id: string }) => l.id)).to.deep.equal([issued.id, bought.id]);
    expect(data.myLicenses[0]).to.include({ displayStatus: "active", daysRemaining: 3, expiringSoon: true });
    expect(data.myLicenses[1]).to.include({ displayStatus: "active", daysRemaining: 30, expiringSoon: false });
    expect(data.mySoftwareSubscriptions).to.have.length(1);
    expect(data.mySoftwareSubscriptions[0]).to.include({ amountCents: 1500, displayStatus: "active", daysRemaining: 30 });
  });

  it("shows a suspended licence as suspended and an expired one as expired with 0 days left", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 3000 });
    const client = signIn(server.app, server.client(), buyer);
    const first = (await client.ok(PURCHASE, { key: freshKey() })).purchaseSoftwareLicense.license;
    const second = (await client.ok(PURCHASE, { key: freshKey() })).purchaseSoftwareLicense.license;
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await admin.ok(`mutation($k: String!) { setLicenseStatus(licenseKey: $k, active: false) { status } }`, { k: first.licenseKey });
    await server.app.db.manager.getRepository(License).update({ id: second.id }, { expiresAt: new Date(Date.now() - 86_400_000) });
    const byId = new Map((await client.ok(MINE)).myLicenses.map((l: { id: string }) => [l.id, l]));
    expect(byId.get(first.id)).to.include({ displayStatus: "suspended" });
    expect(byId.get(second.id)).to.include({ displayStatus: "expired", daysRemaining: 0, expiringSoon: false });
  });

  it("never shows another customer's licences", async () => {
    const other = await createCustomer(server.app, { balanceCents: 1500 });
    await signIn(server.app, server.client(), other).ok(PURCHASE, { key: freshKey() });
    const stranger = signIn(server.app, server.client(), await createCustomer(server.app));
    expect(await stranger.ok(MINE)).to.deep.equal({ myLicenses: [], mySoftwareSubscriptions: [] });
  });

  it("asks anonymous callers to sign in", async () => {
    expect((await server.client().fails(`{ myLicenses { id } }`)).code).to.equal("UNAUTHENTICATED");
    expect((await server.client().fails(`{ mySoftwareSubscriptions { id } }`)).code).to.equal("UNAUTHENTICATED");
  });
});
