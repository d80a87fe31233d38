import crypto from "node:crypto";
import { expect } from "chai";
import { In } from "typeorm";
import { Customer } from "../../server/modules/customers/customer.entity";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { NotificationEvent } from "../../server/modules/notifications/notification-event.entity";
import { OrderAccess } from "../../server/modules/orders/order-access.entity";
import { PendingOrder } from "../../server/modules/orders/pending-order.entity";
import { sweepExpiredReservations } from "../../server/modules/orders/reservation-sweep";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { RequestContext } from "../../server/context";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { everyEventFannedOut } from "../helpers/notification-settled";
import { allowLargeHolds, paymentRow, runLedgerCheck } from "../helpers/payment-fixtures";
import { paySandbox } from "../helpers/sandbox-pay";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const UPLOAD = `mutation($lines: [String!]!, $productId: ID!, $variantId: ID) { uploadStockChunk(lines: $lines, productId: $productId, variantId: $variantId) { added } }`;
const SAVE_VARIANT = `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id } }`;
const GUEST_CHECKOUT = `mutation($lines: [CartLineInput!]!, $key: String!, $email: String, $password: String, $payWith: String, $language: String) {
  checkout(lines: $lines, idempotencyKey: $key, email: $email, orderPassword: $password, payWith: $payWith, language: $language) {
    __typename
    ... on PendingPurchase { id status orderNumber accessToken paymentId paymentUrl paymentAmountCents totalCents expiresAt }
    ... on ErrorResult { errorCode message }
    ... on NotEnoughStockError { availableCount variantId }
    ... on PurchaseNotAllowedError { variantId }
  }
}`;
const ORDER_FIELDS = `id number email status totalCents paymentStatus hasPassword linkToken lines { productName variantName quantity state accounts { username } } licenses { licenseKey }`;
const GUEST_ORDER = `query($id: ID!, $accessToken: String, $linkToken: String) { guestOrder(id: $id, accessToken: $accessToken, linkToken: $linkToken) { ${ORDER_FIELDS} } }`;
const FIND = `query($number: String!, $email: String!, $password: String!) { findMyOrder(number: $number, email: $email, password: $password) { ${ORDER_FIELDS} } }`;
const stockLines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`);
const key = () => crypto.randomUUID();
const MINUTE = 60_000;

/** Issue 32 item 1: a signed-out buyer pays an order with a provider and gets it back by link or password, never by e-mail alone. */
describe("guest checkout: an e-mail, a payment, the goods, and the way back to them", function () {
  this.timeout(60_000);
  let server: TestServer;
  let admin: HttpClient;
  const clock = new TestClock();
  let gmail: { id: string };
  let tool: { id: string };
  let aged: string;

  before(async () => {
    // The proof-of-work allowance is the abuse tests' (below and test/api/abuse-protection.test.ts): these buy often from one address.
    server = await startTestServer({ PAYMENT_WEBHOOK_RATE_LIMIT: "100000", CHALLENGE_AFTER_PER_ADDRESS: "1000", CHALLENGE_AFTER_PER_EMAIL: "1000" }, { clock });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await allowLargeHolds(admin);
    gmail = await createProductAsAdmin(admin, { name: "Gmail", slug: "gmail", pricePerAccountCents: 50 });
    tool = await createProductAsAdmin(admin, { name: "TagTool", slug: "tagtool", deliveryKind: "LICENSE", licenseDays: 30, pricePerAccountCents: 900 });
    ({
      saveProductVariant: { id: aged },
    } = await admin.ok(SAVE_VARIANT, { input: { productId: gmail.id, name: "aged 2019", priceCents: 120 } }));
    await admin.ok(UPLOAD, { lines: stockLines("g", 40), productId: gmail.id });
    await admin.ok(UPLOAD, { lines: stockLines("old", 4), productId: gmail.id, variantId: aged });
  });
  after(() => server?.close());

  const guest = () => server.client();
  const buy = (client: HttpClient, vars: Record<string, unknown>) =>
    client.ok(GUEST_CHECKOUT, { key: key(), payWith: "sandbox", email: `guest-${crypto.randomUUID().slice(0, 8)}@example.test`, ...vars });

  it("holds a guest's cart, pays it through the sandbox, delivers it, mails the link, and opens the order by token, link and password", async () => {
    const email = "Ada.Guest@Example.test";
    const client = guest();
    const { checkout } = await buy(client, {
      email,
      password: "order-secret",
      language: "ru",
      lines: [
        { variantId: gmail.id, quantity: 2 },
        { variantId: aged, quantity: 1 },
        { variantId: tool.id, quantity: 1 },
      ],
    });
    expect(checkout.__typename).to.equal("PendingPurchase");
    expect(checkout).to.include({ status: "reserved", totalCents: 100 + 120 + 900, paymentAmountCents: 1120 });
    expect(checkout.orderNumber).to.match(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(checkout.accessToken).to.have.length(43);
    expect(checkout.paymentUrl).to.equal(`${server.url}/sandbox/checkout/${checkout.paymentId}?return=${encodeURIComponent(`/orders/${checkout.id}`)}`);
    // Held through the one reservation mechanism: the lines leave the pools.
    expect(await server.app.db.manager.getRepository(StockAccount).countBy({ orderId: checkout.id, status: "reserved" })).to.equal(3);
    // Only hashes are kept.
    const access = await server.app.db.manager.getRepository(OrderAccess).findOneByOrFail({ orderId: checkout.id });
    expect(access.email).to.equal("ada.guest@example.test");
    expect(access.tokenHash).to.not.contain(checkout.accessToken);
    expect(access.passwordHash).to.match(/^\$argon2id\$/);

    const before = await client.ok(GUEST_ORDER, { id: checkout.id, accessToken: checkout.accessToken });
    expect(before.guestOrder).to.include({ status: "awaiting_payment", number: checkout.orderNumber, hasPassword: true });
    expect(before.guestOrder.lines.every((l: { state: string; accounts: unknown[] }) => l.state === "held" && l.accounts.length === 0)).to.equal(true);

    const paid = await paySandbox(client, checkout.paymentUrl);
    expect(paid.status).to.equal(303);
    expect(paid.headers.get("location")).to.equal(`/orders/${checkout.id}`);
    const payment = await paymentRow(server.app, checkout.paymentId);
    expect([payment.status, payment.customerId]).to.deep.equal(["paid", null]);

    const { guestOrder } = await client.ok(GUEST_ORDER, { id: checkout.id, accessToken: checkout.accessToken });
    expect(guestOrder.status).to.equal("delivered");
    expect(guestOrder.lines.map((l: { state: string; accounts: Array<{ username: string }> }) => [l.state, l.accounts.map((a) => a.username)])).to.deep.equal([
      ["delivered", ["g0", "g1"]],
      ["delivered", ["old0"]],
      ["delivered", []],
    ]);
    expect(guestOrder.licenses).to.have.length(1);

    // The receipt: in the guest's language, with the signed link, never the goods.
    await everyEventFannedOut(server.app);
    const mails = await server.app.db.manager.getRepository(OutboxEmail).findBy({ toAddress: "ada.guest@example.test" });
    expect(mails).to.have.length(1);
    expect(mails[0].subject).to.contain(checkout.orderNumber);
    expect(mails[0].bodyText).to.contain("Откройте заказ");
    expect(mails[0].bodyText).to.not.contain("pw0").and.not.contain(guestOrder.licenses[0].licenseKey);
    const link = new URL(/https?:\/\/\S+\/orders\/\S+/.exec(mails[0].bodyText)![0]);
    expect(link.pathname).to.equal(`/orders/${checkout.id}`);
    const byLink = await guest().ok(GUEST_ORDER, { id: checkout.id, linkToken: link.searchParams.get("token") });
    expect(byLink.guestOrder.lines[0].accounts).to.have.length(2);

    // Find my order: number (typed loosely) + e-mail + password.
    const typed = `${checkout.orderNumber.slice(0, 5).toLowerCase()}-${checkout.orderNumber.slice(5)}`;
    const found = await guest().ok(FIND, { number: typed, email: "ada.guest@example.test", password: "order-secret" });
    expect(found.findMyOrder.id).to.equal(checkout.id);
    const wrong = await guest().fails(FIND, { number: checkout.orderNumber, email: "ada.guest@example.test", password: "not-it" });
    expect([wrong.code, wrong.message]).to.deep.equal(["NOT_FOUND", "No order matches this number, e-mail and password."]);

    // The admins' webhook event names the guest.
    const events = await server.app.db.manager.getRepository(NotificationEvent).findBy({ type: "order.completed" });
    const event = events.map((e) => JSON.parse(e.payload)).find((d) => d.orderId === checkout.id);
    expect(event).to.include({ guest: true, email: "ada.guest@example.test", orderNumber: checkout.orderNumber });
  });

  it("never shows an order to someone who has only its id, another order's token, or an e-mail", async () => {
    const a = await buy(guest(), { lines: [{ variantId: gmail.id, quantity: 1 }] });
    const b = await buy(guest(), { lines: [{ variantId: gmail.id, quantity: 1 }] });
    const crossed = await guest().fails(GUEST_ORDER, { id: a.checkout.id, accessToken: b.checkout.accessToken });
    expect(crossed.code).to.equal("NOT_FOUND");
    const none = await guest().fails(GUEST_ORDER, { id: a.checkout.id });
    expect(none.code).to.equal("NOT_FOUND");
    const forged = await guest().fails(GUEST_ORDER, { id: a.checkout.id, linkToken: "x".repeat(43) });
    expect(forged.code).to.equal("NOT_FOUND");
    // A password-less order does not open on Find my order, whatever is typed.
    const access = await server.app.db.manager.getRepository(OrderAccess).findOneByOrFail({ orderId: a.checkout.id });
    const noPassword = await guest().fails(FIND, { number: a.checkout.orderNumber, email: access.email, password: "" });
    expect(noPassword.code).to.equal("NOT_FOUND");
  });

  it("throttles guesses per order: the sixth wrong secret in ten minutes is refused even with the right one", async () => {
    const { checkout } = await buy(guest(), { lines: [{ variantId: gmail.id, quantity: 1 }] });
    for (let i = 0; i < 5; i++) expect((await guest().fails(GUEST_ORDER, { id: checkout.id, accessToken: "y".repeat(43) })).code).to.equal("NOT_FOUND");
    expect((await guest().fails(GUEST_ORDER, { id: checkout.id, accessToken: "y".repeat(43) })).code).to.equal("RATE_LIMITED");
    // A right secret is not a guess: the buyer still gets in.
    expect((await guest().ok(GUEST_ORDER, { id: checkout.id, accessToken: checkout.accessToken })).guestOrder.id).to.equal(checkout.id);
  });

  it("sends a one-time link to all orders of an e-mail, shows nothing before it is opened, and opens it once", async () => {
    const email = `many-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const first = await buy(guest(), { email, lines: [{ variantId: gmail.id, quantity: 1 }] });
    const second = await buy(guest(), { email, lines: [{ variantId: tool.id, quantity: 1 }] });
    const asked = await guest().ok(`mutation($email: String!) { requestOrderLinks(email: $email) }`, { email });
    expect(asked.requestOrderLinks).to.equal(true);
    // An address with no orders gets the same answer and no mail.
    expect((await guest().ok(`mutation($email: String!) { requestOrderLinks(email: $email) }`, { email: "nobody@example.test" })).requestOrderLinks).to.equal(
      true,
    );
    expect(await server.app.db.manager.getRepository(OutboxEmail).countBy({ toAddress: "nobody@example.test" })).to.equal(0);
    const [mail] = await server.app.db.manager.getRepository(OutboxEmail).find({ where: { toAddress: email }, order: { id: "DESC" }, take: 1 });
    const token = /\/orders\/lookup\?token=([\w-]+)/.exec(mail.bodyText)![1];
    const OPEN = `mutation($token: String!) { openOrderLinks(token: $token) { id number status path } }`;
    const { openOrderLinks } = await guest().ok(OPEN, { token });
    expect(openOrderLinks.map((o: { id: string }) => o.id).sort()).to.deep.equal([first.checkout.id, second.checkout.id].sort());
    const path = new URL(openOrderLinks[0].path, server.url);
    const opened = await guest().ok(GUEST_ORDER, { id: openOrderLinks[0].id, linkToken: path.searchParams.get("token") });
    expect(opened.guestOrder.email).to.equal(email);
    expect((await guest().fails(OPEN, { token })).code).to.equal("NOT_FOUND");
  });

  it("holds a guest's lines through the same bounds as pay-the-difference, per e-mail", async () => {
    const email = `bounded-${crypto.randomUUID().slice(0, 6)}@example.test`;
    for (let i = 0; i < 3; i++)
      expect((await buy(guest(), { email, lines: [{ variantId: gmail.id, quantity: 1 }] })).checkout.__typename).to.equal("PendingPurchase");
    const fourth = await buy(guest(), { email, lines: [{ variantId: gmail.id, quantity: 1 }] });
    expect(fourth.checkout).to.include({ __typename: "TooManyReservationsError", errorCode: "TOO_MANY_RESERVATIONS" });
  });

  it("refuses a members-only product to a guest, naming its line, and asks for an e-mail and a payment method", async () => {
    const members = await createProductAsAdmin(admin, { name: "Members", slug: "members-only", pricePerAccountCents: 10 });
    await server.app.db.manager.query("UPDATE products SET requires_account = ? WHERE id = ?", [true, members.id]);
    const refused = await buy(guest(), { lines: [{ variantId: members.id, quantity: 1 }] });
    expect(refused.checkout).to.deep.equal({
      __typename: "PurchaseNotAllowedError",
      errorCode: "ACCOUNT_REQUIRED",
      message: "Sign in or create an account to buy this product.",
      variantId: members.id,
    });
    const noEmail = await guest().fails(GUEST_CHECKOUT, { key: key(), payWith: "sandbox", lines: [{ variantId: gmail.id, quantity: 1 }] });
    expect(noEmail.message).to.equal("Enter your e-mail address: the goods and the link to your order are sent there.");
    const noMethod = await guest().fails(GUEST_CHECKOUT, { key: key(), email: "x@example.test", lines: [{ variantId: gmail.id, quantity: 1 }] });
    expect(noMethod.message).to.equal("Choose how to pay.");
  });

  it("with guest checkout switched off, a signed-out checkout is asked to sign in, as in the seed", async () => {
    await admin.ok(`mutation { setGuestCheckout(enabled: false) }`);
    try {
      const refused = await guest().fails(GUEST_CHECKOUT, {
        key: key(),
        payWith: "sandbox",
        email: "x@example.test",
        lines: [{ variantId: gmail.id, quantity: 1 }],
      });
      expect(refused.code).to.equal("UNAUTHENTICATED");
    } finally {
      await admin.ok(`mutation { setGuestCheckout(enabled: true) }`);
    }
  });

  it("delivers a payment that arrives after the hold expired while the stock is there, and otherwise sends it to review and tells the guest", async () => {
    const late = await buy(guest(), { lines: [{ variantId: gmail.id, quantity: 1 }] });
    clock.advance(16 * MINUTE);
    await sweepExpiredReservations(RequestContext.system(server.app));
    expect((await server.app.db.manager.getRepository(PendingOrder).findOneByOrFail({ id: late.checkout.id })).status).to.equal("expired");
    await paySandbox(guest(), late.checkout.paymentUrl);
    const delivered = await guest().ok(GUEST_ORDER, { id: late.checkout.id, accessToken: late.checkout.accessToken });
    expect(delivered.guestOrder.status).to.equal("delivered");
    expect(delivered.guestOrder.lines[0].accounts).to.have.length(1);

    // The variant's pool: 4 lines, one sold above; hold the other three, let the hold lapse, sell them elsewhere, then pay.
    const email = `late-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const soldOut = await buy(guest(), { email, language: "zh", lines: [{ variantId: aged, quantity: 3 }] });
    expect(soldOut.checkout.__typename).to.equal("PendingPurchase");
    clock.advance(16 * MINUTE);
    await sweepExpiredReservations(RequestContext.system(server.app));
    const member = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 10_000 }));
    const bought = await member.ok(`mutation($k: String!, $v: ID!) { checkout(lines: [{ variantId: $v, quantity: 3 }], idempotencyKey: $k) { __typename } }`, {
      k: key(),
      v: aged,
    });
    expect(bought.checkout.__typename).to.equal("Checkout");
    await paySandbox(guest(), soldOut.checkout.paymentUrl);
    const payment = await paymentRow(server.app, soldOut.checkout.paymentId);
    expect([payment.status, payment.creditedAt]).to.deep.equal(["needs_review", null]);
    const order = await guest().ok(GUEST_ORDER, { id: soldOut.checkout.id, accessToken: soldOut.checkout.accessToken });
    expect(order.guestOrder.status).to.equal("expired");
    await everyEventFannedOut(server.app);
    const [mail] = await server.app.db.manager.getRepository(OutboxEmail).findBy({ toAddress: email });
    expect(mail.subject).to.contain("无法交付");
  });

  it("delivers once when twenty paid notifications for one guest order arrive at the same moment", async () => {
    const { checkout } = await buy(guest(), { lines: [{ variantId: gmail.id, quantity: 2 }] });
    const page = await (await guest().request("GET", new URL(checkout.paymentUrl).pathname + new URL(checkout.paymentUrl).search)).text();
    const token = /name="token" value="([^"]+)"/.exec(page)![1];
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        guest().request("POST", `${new URL(checkout.paymentUrl).pathname}/pay`, new URLSearchParams({ token }).toString(), {
          "content-type": "application/x-www-form-urlencoded",
        }),
      ),
    );
    expect(answers.every((r) => r.status === 303)).to.equal(true);
    const sold = await server.app.db.manager.getRepository(StockAccount).findBy({ orderId: checkout.id });
    expect(sold.map((s) => s.status)).to.deep.equal(["sold", "sold"]);
    const orders = await server.app.db.manager.query("SELECT COUNT(*) AS n FROM orders WHERE id = ?", [checkout.id]);
    expect(Number(orders[0].n)).to.equal(1);
    // ledger:check proves every credited guest payment paid one delivered order of its amount.
    const check = await runLedgerCheck(server.app);
    expect(check.output).to.contain("guest payments check passed");
    expect(check.code).to.equal(0);
    await server.app.db.manager.query("UPDATE orders SET total_price_cents = total_price_cents + 1 WHERE id = ?", [checkout.id]);
    const broken = await runLedgerCheck(server.app);
    expect([broken.code, broken.output]).to.satisfy(([code, out]: [number, string]) => code === 1 && out.includes(checkout.paymentId));
    await server.app.db.manager.query("UPDATE orders SET total_price_cents = total_price_cents - 1 WHERE id = ?", [checkout.id]);
  });

  it("puts a guest's orders into the account that confirms their e-mail", async () => {
    const email = `claim-${crypto.randomUUID().slice(0, 6)}@example.test`;
    const { checkout } = await buy(guest(), { email, lines: [{ variantId: gmail.id, quantity: 1 }] });
    await paySandbox(guest(), checkout.paymentUrl);
    await guest().ok(`mutation($input: RegisterInput!) { register(input: $input) { email } }`, {
      input: { name: "Claimer", email, password: "secret123", confirmPassword: "secret123", acceptTerms: true, acceptPrivacy: true },
    });
    await everyEventFannedOut(server.app);
    const [mail] = await server.app.db.manager.getRepository(OutboxEmail).find({ where: { toAddress: email }, order: { id: "DESC" }, take: 1 });
    const token = /confirm-email\?token=([\w-]+)/.exec(mail.bodyText)![1];
    await guest().ok(`mutation($token: String!) { confirmEmail(token: $token) }`, { token });
    const me = signIn(server.app, server.client(), await server.app.db.manager.getRepository(Customer).findOneByOrFail({ email }));
    const { myOrders } = await me.ok(`{ myOrders { items { id lines { quantity } } } }`);
    expect(myOrders.items.map((o: { id: string }) => o.id)).to.deep.equal([checkout.id]);
    expect(await server.app.db.manager.getRepository(OrderAccess).countBy({ orderId: In([checkout.id]) })).to.equal(1);
  });
});

describe("guest checkout asks for a proof of work when checkouts come often, and refuses blocked e-mails", () => {
  let server: TestServer;
  let admin: HttpClient;
  let product: { id: string };
  before(async () => {
    server = await startTestServer({ CHALLENGE_AFTER_PER_ADDRESS: "2", CHALLENGE_AFTER_PER_EMAIL: "100" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await allowLargeHolds(admin);
    product = await createProductAsAdmin(admin, { name: "Pack", slug: "pack", pricePerAccountCents: 50 });
    await admin.ok(UPLOAD, { lines: stockLines("p", 20), productId: product.id });
  });
  after(() => server?.close());

  it("lets the first checkouts of an address through, then answers CHALLENGE_REQUIRED until one comes with a solved challenge", async () => {
    const vars = () => ({
      key: key(),
      payWith: "sandbox",
      email: `pow-${crypto.randomUUID().slice(0, 6)}@example.test`,
      lines: [{ variantId: product.id, quantity: 1 }],
    });
    for (let i = 0; i < 2; i++) expect((await server.client().ok(GUEST_CHECKOUT, vars())).checkout.__typename).to.equal("PendingPurchase");
    const third = await server.client().fails(GUEST_CHECKOUT, vars());
    expect(third.code).to.equal("CHALLENGE_REQUIRED");
    // A member is never asked: the challenge guards the anonymous path.
    const member = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1_000 }));
    const bought = await member.ok(`mutation($k: String!, $v: ID!) { checkout(lines: [{ variantId: $v, quantity: 1 }], idempotencyKey: $k) { __typename } }`, {
      k: key(),
      v: product.id,
    });
    expect(bought.checkout.__typename).to.equal("Checkout");
  });

  it("refuses an e-mail or a domain on the blocklist before anything is held", async () => {
    await admin.ok(`mutation { addBlocklistEntry(input: { kind: EMAIL, value: "@blocked.example" }) { id } }`);
    const held = await server.app.db.manager.getRepository(StockAccount).countBy({ status: "reserved" });
    const refused = await server
      .client()
      .fails(GUEST_CHECKOUT, { key: key(), payWith: "sandbox", email: "who@blocked.example", lines: [{ variantId: product.id, quantity: 1 }] });
    expect(refused.code).to.equal("EMAIL_BLOCKED");
    expect(await server.app.db.manager.getRepository(StockAccount).countBy({ status: "reserved" })).to.equal(held);
  });
});

describe("guest orders in the admin's lists and export", () => {
  let server: TestServer;
  let admin: HttpClient;
  before(async () => {
    server = await startTestServer({ CHALLENGE_AFTER_PER_ADDRESS: "1000" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await allowLargeHolds(admin);
    const product = await createProductAsAdmin(admin, { name: "Pack", slug: "pack", pricePerAccountCents: 50 });
    await admin.ok(UPLOAD, { lines: stockLines("p", 5), productId: product.id });
    const { checkout } = await server
      .client()
      .ok(GUEST_CHECKOUT, { key: key(), payWith: "sandbox", email: "listed@example.test", lines: [{ variantId: product.id, quantity: 2 }] });
    await paySandbox(server.client(), checkout.paymentUrl);
    const member = signIn(server.app, server.client(), await createCustomer(server.app, { balanceCents: 1_000, email: "member@example.test" }));
    await member.ok(`mutation($k: String!, $v: ID!) { checkout(lines: [{ variantId: $v, quantity: 1 }], idempotencyKey: $k) { __typename } }`, {
      k: key(),
      v: product.id,
    });
  });
  after(() => server?.close());

  it("lists a guest order with its e-mail, filters guests and members, finds it by e-mail, and exports it as the Guest", async () => {
    const LIST = `query($filter: AdminOrderFilter, $search: String) { adminOrders(filter: $filter, search: $search) { total items { guestEmail quantity customer { email } } } }`;
    const guests = (await admin.ok(LIST, { filter: { guest: true } })).adminOrders;
    expect(guests.items).to.deep.equal([{ guestEmail: "listed@example.test", quantity: 2, customer: null }]);
    const members = (await admin.ok(LIST, { filter: { guest: false } })).adminOrders;
    expect(members.items.map((o: { customer: { email: string } }) => o.customer.email)).to.deep.equal(["member@example.test"]);
    expect((await admin.ok(LIST, { search: "LISTED@" })).adminOrders.total).to.equal(1);
    const csv = await (await admin.request("GET", "/api/admin/orders.csv?guest=true")).text();
    expect(csv.trim().split("\r\n")[1]).to.match(/,Guest,listed@example\.test,Pack,account,2,1\.00$/);
  });
});
