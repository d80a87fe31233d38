import { expect } from "chai";
import { RequestContext } from "../../server/context";
import { AuditEntry } from "../../server/modules/audit/audit-entry.entity";
import { LedgerEntry } from "../../server/modules/balance/ledger-entry.entity";
import { findLedgerMismatches } from "../../server/modules/balance/ledger.service";
import { Customer } from "../../server/modules/customers/customer.entity";
import { ApiToken } from "../../server/modules/api-tokens/api-token.entity";
import { AuthToken } from "../../server/modules/auth/auth-token.entity";
import { License } from "../../server/modules/licenses/license.entity";
import { SoftwareSubscription } from "../../server/modules/licenses/software-subscription.entity";
import { RecoveryCode } from "../../server/modules/two-factor/recovery-code.entity";
import { Order } from "../../server/modules/orders/order.entity";
import { createOrder } from "../helpers/admin-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, type TestServer } from "../helpers/test-server";

const LIST = `query($search: String, $limit: Int, $offset: Int) {
  adminCustomers(search: $search, limit: $limit, offset: $offset) { total items { id name email role balanceCents totalOrders } }
}`;
const SET_BALANCE = `mutation($id: ID!, $cents: Int!, $reason: String!) { setCustomerBalance(customerId: $id, balanceCents: $cents, reason: $reason) { id balanceCents } }`;
const UPDATE = `mutation($id: ID!, $input: CustomerUpdateInput!) { updateCustomer(id: $id, input: $input) { id name email role } }`;
const DELETE = `mutation($id: ID!) { deleteCustomer(id: $id) }`;

describe("admin customers", () => {
  let server: TestServer;
  let admin: HttpClient;
  let adminRow: Customer & { password: string };

  before(async () => {
    server = await startTestServer();
    adminRow = await createCustomer(server.app, { role: "admin", name: "Root Admin", email: "root-admin@example.test" });
    admin = signIn(server.app, server.client(), adminRow);
  });
  after(() => server?.close());

  const repo = () => server.app.db.manager.getRepository(Customer);

  describe("list", () => {
    let alice: Customer;
    before(async () => {
      alice = await createCustomer(server.app, { name: "Alice Zephyr", email: "alice.z@example.test", balanceCents: 1234 });
      const bob = await createCustomer(server.app, { name: "Bob Quill", email: "bob.q@example.test" });
      await createOrder(server.app, { customerId: alice.id });
      await createOrder(server.app, { customerId: alice.id });
      await createOrder(server.app, { customerId: bob.id });
      await repo().insert(
        Array.from({ length: 40 }, (_, i) => ({
          name: `Filler ${i}`,
          email: `filler${i}@example.test`,
          joinDate: new Date(),
          passwordHash: "not-a-hash",
          totpSecret: null,
        })),
      );
    });

    it("shows role, balance and total orders per customer", async () => {
      const { adminCustomers } = await admin.ok(LIST, { search: "zephyr" });
      expect(adminCustomers.total).to.equal(1);
      expect(adminCustomers.items[0]).to.deep.equal({
        id: alice.id,
        name: "Alice Zephyr",
        email: "alice.z@example.test",
        role: "customer",
        balanceCents: 1234,
        totalOrders: 2,
      });
    });

    it("searches name or e-mail, ignoring case, and reports the total", async () => {
      const byEmail = await admin.ok(LIST, { search: "BOB.Q@" });
      expect(byEmail.adminCustomers.items.map((c: { name: string }) => c.name)).to.deep.equal(["Bob Quill"]);
      const page = await admin.ok(LIST, { search: "filler", limit: 10, offset: 35 });
      expect(page.adminCustomers.total).to.equal(40);
      expect(page.adminCustomers.items).to.have.length(5);
      const past = await admin.ok(LIST, { search: "filler", limit: 10, offset: 100 });
      expect(past.adminCustomers).to.deep.equal({ total: 40, items: [] });
    });

    it("costs at most 3 data queries per request whatever the page size (session, page with total, grouped order counts)", async () => {
      // Warms the per-instance settings cache (session timeout), which is read at most every 30 s.
      await admin.ok(LIST, { limit: 1 });
      const counter = countQueries(server.app);
      try {
        for (const limit of [2, 20, 200]) {
          counter.reset();
          const { adminCustomers } = await admin.ok(LIST, { limit });
          expect(adminCustomers.items.length).to.equal(Math.min(limit, 43));
          expect(counter.dataQueries.length, counter.dataQueries.join("\n")).to.be.at.most(3);
        }
      } finally {
        counter.stop();
      }
    });
  });

  describe("details", () => {
    it("shows order history with the delivered accounts and the balance ledger", async () => {
      const c = await createCustomer(server.app, { balanceCents: 500 });
      const older = await createOrder(server.app, { customerId: c.id, quantity: 1, purchaseDate: new Date(Date.now() - 60_000) });
      const newer = await createOrder(server.app, { customerId: c.id, quantity: 2 });
      const { adminCustomer } = await admin.ok(
        `query($id: ID!) { adminCustomer(id: $id) { id totalOrders orders { id quantity accounts { username password email emailPassword } } balanceLedger { amountCents balanceAfterCents kind reason } } }`,
        { id: c.id },
      );
      expect(adminCustomer.totalOrders).to.equal(2);
      expect(adminCustomer.orders.map((o: { id: string }) => o.id)).to.deep.equal([newer.id, older.id]);
      expect(adminCustomer.orders[0].accounts).to.have.length(2);
      expect(adminCustomer.orders[0].accounts[1]).to.include({ password: "pw-1", emailPassword: "epw-1" });
      expect(adminCustomer.balanceLedger).to.deep.equal([{ amountCents: 500, balanceAfterCents: 500, kind: "admin_adjustment", reason: "test fixture" }]);
    });

    it("answers NOT_FOUND for an unknown customer", async () => {
      const err = await admin.fails(`query($id: ID!) { adminCustomer(id: $id) { id } }`, { id: "00000000-0000-4000-8000-000000000000" });
      expect(err.code).to.equal("NOT_FOUND");
    });
  });

  describe("balance", () => {
    it("sets the balance and writes the difference as one ledger row with the reason and the admin", async () => {
      const c = await createCustomer(server.app, { balanceCents: 1000 });
      const { setCustomerBalance } = await admin.ok(SET_BALANCE, { id: c.id, cents: 250, reason: "  refund reversed  " });
      expect(setCustomerBalance.balanceCents).to.equal(250);
      const rows = await server.app.db.manager.getRepository(LedgerEntry).find({ where: { customerId: c.id }, order: { id: "ASC" } });
      expect(rows).to.have.length(2);
      expect(rows[1]).to.include({ amountCents: -750, balanceAfterCents: 250, kind: "admin_adjustment", reason: "refund reversed", actorId: adminRow.id });
      expect((await repo().findOneByOrFail({ id: c.id })).balanceCents).to.equal(250);
      const audit = await server.app.db.manager.getRepository(AuditEntry).findOneByOrFail({ action: "customer.balance_set", entityId: c.id });
      expect(JSON.parse(audit.details!)).to.deep.equal({ fromCents: 1000, toCents: 250, reason: "refund reversed" });
      expect(await findLedgerMismatches(RequestContext.system(server.app))).to.deep.equal([]);
    });

    it("refuses a negative balance with the spec's message and changes nothing", async () => {
      const c = await createCustomer(server.app, { balanceCents: 300 });
      const err = await admin.fails(SET_BALANCE, { id: c.id, cents: -1, reason: "oops" });
      expect(err.message).to.equal("Please enter a valid non-negative number for balance.");
      expect((await repo().findOneByOrFail({ id: c.id })).balanceCents).to.equal(300);
    });

    it("requires a reason", async () => {
      const c = await createCustomer(server.app);
      const err = await admin.fails(SET_BALANCE, { id: c.id, cents: 100, reason: "  " });
      expect(err.message).to.equal("Please give a reason for the balance change.");
      expect(await server.app.db.manager.getRepository(LedgerEntry).countBy({ customerId: c.id })).to.equal(0);
    });

    it("writes no ledger row when the balance does not change", async () => {
      const c = await createCustomer(server.app, { balanceCents: 700 });
      await admin.ok(SET_BALANCE, { id: c.id, cents: 700, reason: "no-op" });
      expect(await server.app.db.manager.getRepository(LedgerEntry).countBy({ customerId: c.id })).to.equal(1);
    });
  });

  describe("edit", () => {
    it("updates name, e-mail and role", async () => {
      const c = await createCustomer(server.app);
      const { updateCustomer } = await admin.ok(UPDATE, { id: c.id, input: { name: " New Name ", email: " New.Mail@Example.test ", role: "admin" } });
      expect(updateCustomer).to.deep.equal({ id: c.id, name: "New Name", email: "new.mail@example.test", role: "admin" });
      await admin.ok(UPDATE, { id: c.id, input: { name: "New Name", email: "new.mail@example.test", role: "customer" } });
      expect((await repo().findOneByOrFail({ id: c.id })).role).to.equal("customer");
    });

    it("requires name and e-mail with the spec's message", async () => {
      const c = await createCustomer(server.app);
      const err = await admin.fails(UPDATE, { id: c.id, input: { name: "", email: "x@example.test", role: "customer" } });
      expect(err.message).to.equal("Name and email are required.");
    });

    it("refuses an e-mail another customer uses and an unknown role", async () => {
      const a = await createCustomer(server.app);
      const b = await createCustomer(server.app);
      const taken = await admin.fails(UPDATE, { id: a.id, input: { name: "A", email: b.email, role: "customer" } });
      expect(taken.message).to.equal("This email address is already registered.");
      const role = await admin.fails(UPDATE, { id: a.id, input: { name: "A", email: a.email, role: "owner" } });
      expect(role.message).to.equal("Role must be customer or admin.");
      expect((await repo().findOneByOrFail({ id: a.id })).email).to.equal(a.email);
    });
  });

  describe("the last admin", () => {
    it("cannot be demoted, not even by themselves", async () => {
      const err = await admin.fails(UPDATE, { id: adminRow.id, input: { name: "Root Admin", email: adminRow.email, role: "customer" } });
      expect(err.code).to.equal("LAST_ADMIN");
      expect(err.message).to.equal("This is the last admin account. Make another customer an admin first.");
      expect((await repo().findOneByOrFail({ id: adminRow.id })).role).to.equal("admin");
    });

    it("cannot be deleted", async () => {
      const err = await admin.fails(DELETE, { id: adminRow.id });
      expect(err.code).to.equal("LAST_ADMIN");
      expect(await repo().existsBy({ id: adminRow.id })).to.equal(true);
    });

    it("can step down once another admin exists", async () => {
      const second = await createCustomer(server.app, { role: "admin" });
      await admin.ok(UPDATE, { id: second.id, input: { name: second.name, email: second.email, role: "customer" } });
      await admin.ok(UPDATE, { id: second.id, input: { name: second.name, email: second.email, role: "admin" } });
      await admin.ok(DELETE, { id: second.id });
      expect(await repo().existsBy({ id: second.id })).to.equal(false);
      expect(await repo().countBy({ role: "admin" })).to.equal(1);
    });
  });

  describe("delete", () => {
    it("keeps past orders detached and licences with their e-mail", async () => {
      const c = await createCustomer(server.app, { balanceCents: 100 });
      const order = await createOrder(server.app, { customerId: c.id });
      await server.app.db.transaction((em) =>
        em.getRepository(License).insert({
          licenseKey: "ABCD-EFGH-IJKL-MNOP",
          email: c.email,
          plan: "standard",
          softwareName: "StoryTag",
          status: true,
          startDate: new Date(),
          expiresAt: new Date(Date.now() + 86_400_000),
          lastUsedAt: null,
          customerId: c.id,
          orderId: order.id,
        }),
      );
      expect(await admin.ok(DELETE, { id: c.id })).to.deep.equal({ deleteCustomer: true });
      expect(await repo().existsBy({ id: c.id })).to.equal(false);
      const kept = await server.app.db.manager.getRepository(Order).findOneByOrFail({ id: order.id });
      expect(kept.customerId).to.equal(null);
      const license = await server.app.db.manager.getRepository(License).findOneByOrFail({ licenseKey: "ABCD-EFGH-IJKL-MNOP" });
      expect(license).to.include({ customerId: null, email: c.email });
      const audit = await server.app.db.manager.getRepository(AuditEntry).findOneByOrFail({ action: "customer.delete", entityId: c.id });
      expect(audit.actorId).to.equal(adminRow.id);
    });

    it("deletes the customer's API tokens, sign-in links and recovery codes, and keeps subscriptions detached", async () => {
      const c = await createCustomer(server.app);
      const now = new Date();
      const subscriptionId = "00000000-0000-4000-8000-000000000001";
      await server.app.db.transaction(async (em) => {
        await em
          .getRepository(ApiToken)
          .insert({ customerId: c.id, name: "ci", tokenHash: "h".repeat(64), prefix: "bia_test", createdAt: now, lastUsedAt: null, revokedAt: null });
        await em
          .getRepository(AuthToken)
          .insert({ customerId: c.id, purpose: "reset_password", tokenHash: "r".repeat(64), expiresAt: now, usedAt: null, createdAt: now });
        await em.getRepository(RecoveryCode).insert({ customerId: c.id, codeHash: "c".repeat(64), usedAt: null, createdAt: now });
        await em.getRepository(SoftwareSubscription).insert({
          id: subscriptionId,
          customerId: c.id,
          softwareName: "StoryTag",
          amountCents: 1500,
          status: true,
          startDate: now,
          endDate: now,
          paymentMethod: "balance",
          licenseId: null,
        });
      });
      expect(await admin.ok(DELETE, { id: c.id })).to.deep.equal({ deleteCustomer: true });
      const em = server.app.db.manager;
      expect(await em.getRepository(ApiToken).countBy({ customerId: c.id })).to.equal(0);
      expect(await em.getRepository(AuthToken).countBy({ customerId: c.id })).to.equal(0);
      expect(await em.getRepository(RecoveryCode).countBy({ customerId: c.id })).to.equal(0);
      expect(await em.getRepository(SoftwareSubscription).findOneByOrFail({ id: subscriptionId })).to.include({ customerId: null, softwareName: "StoryTag" });
    });

    it("signs the deleted customer out", async () => {
      const c = await createCustomer(server.app);
      const client = signIn(server.app, server.client(), c);
      await admin.ok(DELETE, { id: c.id });
      const r = await client.gql(`{ myOrders { total } }`);
      expect(r.errors?.[0].extensions?.code).to.equal("UNAUTHENTICATED");
    });
  });
});
