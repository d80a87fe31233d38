import crypto from "node:crypto";
import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { Product } from "../../server/modules/catalog";
import { sweepExpiredReservations } from "../../server/modules/orders/reservation-sweep";
import { checkLowStock } from "../../server/modules/stock/low-stock-alert";
import { ProductStockAlert } from "../../server/modules/stock/stock-alert.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { TestClock } from "../helpers/test-clock";
import { startTestServer, type TestServer } from "../helpers/test-server";

const BUY = `mutation($productId: ID!, $quantity: Int!, $key: String!) {
  purchase(productId: $productId, quantity: $quantity, idempotencyKey: $key, payWith: "sandbox") {
    __typename
    ... on ErrorResult { errorCode message }
    ... on HoldRefusedError { limit retryAfterSeconds }
    ... on PendingPurchase { id quantity }
  }
}`;
const RULES = `mutation($share: Int, $perHour: Int, $cap: Int!) {
  updateReservationSettings(reservationMinutes: 15, maxPendingReservations: $cap, holdSharePercent: $share, reservationsPerHour: $perHour) {
    holdSharePercent reservationsPerHour
  }
}`;
const LIST = `query($status: String) {
  adminReservations(status: $status, limit: 200) {
    total
    items { id customerEmail productId productName quantity clientAddress status createdAt expiresAt }
  }
}`;
const CANCEL = `mutation($id: ID!, $reason: String!) { cancelReservationAsAdmin(id: $id, reason: $reason) { id status } }`;
const GIVE_UP = `mutation($id: ID!) { cancelReservation(id: $id) { status } }`;
const MINUTE = 60_000;

describe("stock holds: what people who never pay can take off sale (issue 31, item 1)", function () {
  this.timeout(120_000);
  let server: TestServer;
  let admin: HttpClient;
  const clock = new TestClock();
  let productNo = 0;

  before(async () => {
    server = await startTestServer({}, { clock });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(async () => {
    await server?.close();
  });

  const rules = (vars: { share?: number; perHour?: number; cap?: number }) =>
    admin.ok(RULES, { share: vars.share ?? 10, perHour: vars.perHour ?? 1000, cap: vars.cap ?? 100 });
  async function freshProduct(lines: number, extra: { maxPurchaseQuantity?: number | null } = {}): Promise<string> {
    productNo++;
    const { id } = await createProductAsAdmin(admin, { name: `Held ${productNo}`, slug: `held-${productNo}`, maxPurchaseQuantity: null, ...extra });
    await addStock(server.app, lines, `held${productNo}x`, id);
    return id;
  }
  async function zeroBalanceBuyer(): Promise<{ id: string; email: string; client: HttpClient }> {
    const customer = await createCustomer(server.app, { balanceCents: 0 });
    return { id: customer.id, email: customer.email, client: signIn(server.app, server.client(), customer) };
  }
  const buy = (client: HttpClient, productId: string, quantity: number) =>
    client
      .ok(BUY, { productId, quantity, key: crypto.randomUUID() })
      .then((d) => d.purchase as { __typename: string; errorCode?: string; [k: string]: unknown });
  const lines = (productId: string, status: "reserved" | "available") => server.app.db.manager.getRepository(StockAccount).countBy({ productId, status });
  const system = () => RequestContext.system(server.app);
  async function expireAll(): Promise<void> {
    clock.advance(16 * MINUTE);
    await sweepExpiredReservations(system());
  }

  it("one zero-balance account trying everything at once holds at most the share (10 % of 1,000 lines)", async () => {
    await rules({});
    const pool = await freshProduct(1000);
    const attacker = await zeroBalanceBuyer();
    expect(await buy(attacker.client, pool, 9990)).to.include({ __typename: "NotEnoughStockError" });
    expect(await buy(attacker.client, pool, 1000)).to.include({ __typename: "HoldRefusedError", errorCode: "HOLD_LIMIT_REACHED", limit: 100 });
    // 40 requests at once, of every size: together they ask for 4,400 lines.
    const sizes = [1000, 999, 500, 200, 101, 100, 60, 50, 40, 30, ...Array<number>(30).fill(10)];
    const results = await Promise.all(sizes.map((n) => buy(attacker.client, pool, n)));
    const held = results.filter((r) => r.__typename === "PendingPurchase").reduce((sum, r) => sum + Number(r.quantity), 0);
    expect(held).to.be.at.most(100);
    expect(await lines(pool, "reserved")).to.equal(held);
    for (const r of results.filter((x) => x.__typename !== "PendingPurchase")) {
      expect(r.errorCode).to.be.oneOf(["HOLD_LIMIT_REACHED", "NOT_ENOUGH_STOCK"]);
    }
    // Topping up to the bound one line at a time stops there too.
    while ((await buy(attacker.client, pool, 1)).__typename === "PendingPurchase");
    expect(await lines(pool, "reserved")).to.equal(100);
    expect(await lines(pool, "available")).to.equal(900);
  });

  it("twenty accounts on one address, each sending requests at once, hold at most the share together", async () => {
    await rules({});
    const pool = await freshProduct(1000);
    const accounts = await Promise.all(Array.from({ length: 20 }, () => zeroBalanceBuyer()));
    const results = await Promise.all(accounts.flatMap((a) => [buy(a.client, pool, 10), buy(a.client, pool, 10), buy(a.client, pool, 50)]));
    const refusals = new Set(results.filter((r) => r.__typename !== "PendingPurchase").map((r) => r.errorCode));
    expect([...refusals]).to.include("ADDRESS_HOLD_LIMIT_REACHED");
    expect(await lines(pool, "reserved")).to.be.within(1, 100);
    expect(await lines(pool, "available")).to.be.at.least(900);
  });

  it("holds at most the product's maximum purchase when that is below the share, and keeps a small stock buyable", async () => {
    await rules({});
    const capped = await freshProduct(1000, { maxPurchaseQuantity: 20 });
    const buyer = await zeroBalanceBuyer();
    expect(await buy(buyer.client, capped, 20)).to.include({ __typename: "PendingPurchase" });
    expect(await buy(buyer.client, capped, 1)).to.include({ __typename: "HoldRefusedError", errorCode: "HOLD_LIMIT_REACHED", limit: 20 });
    const small = await freshProduct(3);
    expect(await buy((await zeroBalanceBuyer()).client, small, 1)).to.include({ __typename: "PendingPurchase" });
  });

  it("counts reservations per customer per hour", async () => {
    await rules({ share: 100, perHour: 5 });
    const pool = await freshProduct(1000);
    const buyer = await zeroBalanceBuyer();
    const first = await Promise.all(Array.from({ length: 8 }, () => buy(buyer.client, pool, 1)));
    expect(first.filter((r) => r.__typename === "PendingPurchase")).to.have.length(5);
    expect(first.filter((r) => r.errorCode === "RESERVATIONS_PER_HOUR_REACHED")).to.have.length(3);
    expect(first.find((r) => r.errorCode === "RESERVATIONS_PER_HOUR_REACHED")).to.include({ limit: 5 });
    clock.advance(61 * MINUTE);
    expect(await buy(buyer.client, pool, 1)).to.include({ __typename: "PendingPurchase" });
  });

  it("slows down a customer whose reservations closed unpaid, longer after each one", async () => {
    await rules({ share: 100 });
    const pool = await freshProduct(1000);
    const buyer = await zeroBalanceBuyer();
    expect(await buy(buyer.client, pool, 1)).to.include({ __typename: "PendingPurchase" });
    await expireAll();
    // One unpaid reservation costs nothing: a buyer may change their mind.
    expect(await buy(buyer.client, pool, 1)).to.include({ __typename: "PendingPurchase" });
    await expireAll();
    const waitOne = await buy(buyer.client, pool, 1);
    expect(waitOne).to.include({ __typename: "HoldRefusedError", errorCode: "RESERVATION_COOL_DOWN" });
    expect(waitOne.retryAfterSeconds).to.be.within(1, 60);
    clock.advance(61_000);
    expect(await buy(buyer.client, pool, 1)).to.include({ __typename: "PendingPurchase" });
    await expireAll();
    const waitTwo = await buy(buyer.client, pool, 1);
    expect(waitTwo).to.include({ errorCode: "RESERVATION_COOL_DOWN" });
    expect(waitTwo.retryAfterSeconds).to.be.within(61, 120);
    clock.advance(61_000);
    expect(await buy(buyer.client, pool, 1)).to.include({ errorCode: "RESERVATION_COOL_DOWN" });
    clock.advance(60_000);
    expect(await buy(buyer.client, pool, 1)).to.include({ __typename: "PendingPurchase" });
  });

  it("keeps counting unpaid closures while the buyer keeps a small hold open as the newest one", async () => {
    await rules({ share: 100 });
    const pool = await freshProduct(1000);
    const buyer = await zeroBalanceBuyer();
    const giveUp = async (id: unknown) => expect((await buyer.client.ok(GIVE_UP, { id })).cancelReservation.status).to.equal("cancelled");
    await giveUp((await buy(buyer.client, pool, 1)).id);
    const second = await buy(buyer.client, pool, 1);
    // Opened while the second is still held, and kept open: the newest reservation is always a live one.
    expect(await buy(buyer.client, pool, 1)).to.include({ __typename: "PendingPurchase" });
    await giveUp(second.id);
    const refused = await buy(buyer.client, pool, 1);
    expect(refused).to.include({ __typename: "HoldRefusedError", errorCode: "RESERVATION_COOL_DOWN" });
    expect(refused.retryAfterSeconds).to.be.within(1, 60);
    // Cancelled by the admin (the seller's judgment) counts too: the wait doubles.
    clock.advance(61_000);
    const third = await buy(buyer.client, pool, 1);
    expect(third).to.include({ __typename: "PendingPurchase" });
    await admin.ok(CANCEL, { id: third.id, reason: "Never paid" });
    expect((await buy(buyer.client, pool, 1)).retryAfterSeconds).to.be.within(61, 120);
  });

  it("lists who holds what for the admin, and cancelling a hold puts its lines back on sale", async () => {
    await rules({});
    const pool = await freshProduct(1000);
    const buyer = await zeroBalanceBuyer();
    const pending = await buy(buyer.client, pool, 7);
    expect(pending.__typename).to.equal("PendingPurchase");

    const { adminReservations } = await admin.ok(LIST, { status: "reserved" });
    const row = adminReservations.items.find((r: { id: string }) => r.id === pending.id);
    expect(row).to.include({
      customerEmail: buyer.email,
      productId: pool,
      productName: `Held ${productNo}`,
      quantity: 7,
      status: "reserved",
      clientAddress: "127.0.0.1",
    });
    expect(new Date(row.expiresAt).getTime() - new Date(row.createdAt).getTime()).to.be.within(15 * MINUTE - 1000, 15 * MINUTE + 1000);
    expect((await buyer.client.gql(LIST, { status: null })).errors?.[0]?.extensions?.code).to.equal("FORBIDDEN");
    expect((await admin.gql(LIST, { status: "paid" })).errors?.[0]?.extensions?.code).to.equal("BAD_USER_INPUT");

    expect((await admin.gql(CANCEL, { id: pending.id, reason: "  " })).errors?.[0]?.extensions?.code).to.equal("BAD_USER_INPUT");
    const { cancelReservationAsAdmin } = await admin.ok(CANCEL, { id: pending.id, reason: "Held by a script, never paid" });
    expect(cancelReservationAsAdmin).to.deep.equal({ id: pending.id, status: "cancelled" });
    expect(await lines(pool, "reserved")).to.equal(0);
    expect(await lines(pool, "available")).to.equal(1000);
    expect((await admin.gql(CANCEL, { id: pending.id, reason: "again" })).errors?.[0]?.extensions?.code).to.equal("RESERVATION_CLOSED");
    const audit: Array<{ details: string }> = await server.app.db.manager.query(
      "SELECT details FROM audit_log WHERE action = 'order.reservation_cancel' AND entity_id = ?",
      [pending.id],
    );
    expect(audit).to.have.length(1);
    expect(JSON.parse(audit[0].details)).to.include({ reason: "Held by a script, never paid", quantity: 7 });
    const cancelled = await admin.ok(LIST, { status: "cancelled" });
    expect(cancelled.adminReservations.items.map((r: { id: string }) => r.id)).to.include(pending.id);
  });

  it("a low-stock alert counts held lines as still in stock", async () => {
    await rules({ share: 100 });
    const pool = await freshProduct(20);
    await server.app.db.manager.getRepository(Product).update({ id: pool }, { lowStockThreshold: 10 });
    const buyer = await zeroBalanceBuyer();
    expect(await buy(buyer.client, pool, 15)).to.include({ __typename: "PendingPurchase" });
    await checkLowStock(system());
    expect(await server.app.db.manager.getRepository(ProductStockAlert).existsBy({ productId: pool })).to.equal(false);
  });
});
