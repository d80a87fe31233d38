import { expect } from "chai";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { Order } from "../../server/modules/orders/order.entity";
import { createOrder } from "../helpers/admin-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { countQueries } from "../helpers/query-counter";
import { startTestServer, type TestServer } from "../helpers/test-server";

const LIST = `query($search: String, $filter: AdminOrderFilter, $limit: Int, $offset: Int) {
  adminOrders(search: $search, filter: $filter, limit: $limit, offset: $offset) {
    total items { id productName quantity totalPriceCents orderType purchaseDate customer { id name email } accounts { username password } }
  }
}`;

const ONE = `query($id: ID!) {
  adminOrder(id: $id) { id productName quantity totalPriceCents orderType status customer { id name email } accounts { username password email emailPassword } }
}`;

const day = (iso: string) => new Date(`${iso}T12:00:00.000Z`);

describe("admin orders", () => {
  let server: TestServer;
  let admin: HttpClient;
  let carol: Customer;
  let dave: Customer;
  const ids: Record<string, string> = {};

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    carol = await createCustomer(server.app, { name: "Carol Danvers", email: "carol@example.test" });
    dave = await createCustomer(server.app, { name: 'Dave "=cmd" Lister', email: "dave@example.test" });
    ids.march = (await createOrder(server.app, { customerId: carol.id, quantity: 3, totalPriceCents: 150, purchaseDate: day("2026-03-10") })).id;
    ids.april = (
      await createOrder(server.app, { customerId: dave.id, quantity: 1, orderType: "software", totalPriceCents: 1500, purchaseDate: day("2026-04-02") })
    ).id;
    ids.may = (await createOrder(server.app, { customerId: carol.id, quantity: 2, purchaseDate: day("2026-05-20") })).id;
    ids.detached = (await createOrder(server.app, { customerId: null, quantity: 1, purchaseDate: day("2026-05-21") })).id;
  });
  after(() => server?.close());

  it("lists every order newest first with its buyer and delivered accounts", async () => {
    const { adminOrders } = await admin.ok(LIST);
    expect(adminOrders.total).to.equal(4);
    expect(adminOrders.items.map((o: { id: string }) => o.id)).to.deep.equal([ids.detached, ids.may, ids.april, ids.march]);
    expect(adminOrders.items[0].customer).to.equal(null);
    expect(adminOrders.items[1].customer).to.deep.equal({ id: carol.id, name: "Carol Danvers", email: "carol@example.test" });
    expect(adminOrders.items[3].accounts).to.have.length(3);
    expect(adminOrders.items[3].accounts[0].password).to.equal("pw-0");
  });

  it("searches by order id, product name, customer name or e-mail, ignoring case", async () => {
    const search = async (q: string) => (await admin.ok(LIST, { search: q })).adminOrders.items.map((o: { id: string }) => o.id);
    expect(await search(ids.april.slice(0, 12).toUpperCase())).to.deep.equal([ids.april]);
    expect(await search("storytag")).to.deep.equal([ids.april]);
    expect(await search("DANVERS")).to.deep.equal([ids.may, ids.march]);
    expect(await search("dave@EXAMPLE")).to.deep.equal([ids.april]);
    expect(await search("nobody")).to.deep.equal([]);
  });

  it("filters by date range (whole days, inclusive) and order type", async () => {
    const filtered = async (filter: object) => (await admin.ok(LIST, { filter })).adminOrders;
    const april = await filtered({ from: "2026-04-01", to: "2026-05-20" });
    expect(april.items.map((o: { id: string }) => o.id)).to.deep.equal([ids.may, ids.april]);
    expect(april.total).to.equal(2);
    expect((await filtered({ orderType: "software" })).items.map((o: { id: string }) => o.id)).to.deep.equal([ids.april]);
    expect((await filtered({ to: "2026-03-10" })).items.map((o: { id: string }) => o.id)).to.deep.equal([ids.march]);
  });

  it("refuses a bad date, a reversed range and an unknown order type", async () => {
    expect((await admin.fails(LIST, { filter: { from: "yesterday" } })).message).to.equal('"yesterday" is not a date (use YYYY-MM-DD).');
    expect((await admin.fails(LIST, { filter: { from: "2026-05-01", to: "2026-04-01" } })).message).to.equal(
      "The start date must be on or before the end date.",
    );
    expect((await admin.fails(LIST, { filter: { orderType: "gift" } })).message).to.equal("Order type must be account or software.");
  });

  it("pages with limit and offset and keeps the total", async () => {
    const { adminOrders } = await admin.ok(LIST, { limit: 2, offset: 2 });
    expect(adminOrders.total).to.equal(4);
    expect(adminOrders.items.map((o: { id: string }) => o.id)).to.deep.equal([ids.april, ids.march]);
  });

  it("costs at most 3 data queries per request whatever the page size (session, page with buyers and total, accounts)", async () => {
    for (let i = 0; i < 30; i++) {
      await createOrder(server.app, { customerId: i % 2 ? carol.id : dave.id, quantity: 2, purchaseDate: day("2025-01-01") });
    }
    // Warms the per-instance settings cache (session timeout), which is read at most every 30 s.
    await admin.ok(LIST, { limit: 1 });
    const counter = countQueries(server.app);
    try {
      for (const limit of [1, 10, 100]) {
        counter.reset();
        const { adminOrders } = await admin.ok(LIST, { limit });
        expect(adminOrders.items).to.have.length(Math.min(limit, 34));
        expect(counter.dataQueries.length, counter.dataQueries.join("\n")).to.be.at.most(3);
      }
    } finally {
      counter.stop();
    }
    await server.app.db.transaction((em) => em.getRepository(Order).delete({ purchaseDate: day("2025-01-01") }));
  });

  it("hides the buyer from a customer reading their own orders", async () => {
    const client = signIn(server.app, server.client(), carol);
    const r = await client.gql(`{ myOrders { items { id customer { email } } } }`);
    expect(r.errors?.[0].extensions?.code).to.equal("FORBIDDEN");
    expect(JSON.stringify(r.data ?? null)).not.to.contain("carol@example.test");
  });

  describe("one order by id", () => {
    it("reads any customer's order by its full id with its buyer and delivered accounts", async () => {
      const { adminOrder } = await admin.ok(ONE, { id: ids.march });
      expect(adminOrder).to.deep.include({
        id: ids.march,
        productName: "Digital Accounts",
        quantity: 3,
        totalPriceCents: 150,
        orderType: "account",
        status: "Completed",
      });
      expect(adminOrder.customer).to.deep.equal({ id: carol.id, name: "Carol Danvers", email: "carol@example.test" });
      expect(adminOrder.accounts.map((a: { password: string }) => a.password)).to.deep.equal(["pw-0", "pw-1", "pw-2"]);
      expect(adminOrder.accounts[0]).to.deep.equal({
        username: `${ids.march.slice(0, 8)}-0`,
        password: "pw-0",
        email: `${ids.march.slice(0, 8)}-0@mail.test`,
        emailPassword: "epw-0",
      });
    });

    it("reads an order whose buyer was deleted, with no customer", async () => {
      const { adminOrder } = await admin.ok(ONE, { id: ids.detached });
      expect(adminOrder.id).to.equal(ids.detached);
      expect(adminOrder.customer).to.equal(null);
    });

    it("answers NOT_FOUND for an unknown id and for a mere prefix of a real one", async () => {
      for (const id of ["00000000-0000-0000-0000-000000000000", ids.april.slice(0, 12), "x"]) {
        const r = await admin.gql(ONE, { id });
        expect(r.errors?.[0].extensions?.code, id).to.equal("NOT_FOUND");
        expect(r.errors?.[0].message).to.equal("Order not found.");
        expect(r.data ?? null).to.equal(null);
      }
    });

    it("refuses customers, even for their own order, and anonymous visitors", async () => {
      const own = await signIn(server.app, server.client(), carol).gql(ONE, { id: ids.march });
      expect(own.errors?.[0].extensions?.code).to.equal("FORBIDDEN");
      expect(JSON.stringify(own.data ?? null)).not.to.contain("pw-0");
      const anonymous = await server.client().gql(ONE, { id: ids.march });
      expect(anonymous.errors?.[0].extensions?.code).to.equal("UNAUTHENTICATED");
    });
  });

  describe("CSV export", () => {
    it("downloads the filtered orders as an attachment with proper quoting", async () => {
      const res = await admin.request("GET", "/api/admin/orders.csv?from=2026-04-01&to=2026-04-30");
      expect(res.status).to.equal(200);
      expect(res.headers.get("content-type")).to.match(/^text\/csv/);
      expect(res.headers.get("content-disposition")).to.match(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
      const text = (await res.text()).replace(/^\uFEFF/, "");
      const lines = text.split("\r\n");
      expect(lines[0]).to.equal("Order ID,Date,Customer,Customer Email,Product,Type,Quantity,Total Price");
      expect(lines[1]).to.equal(`${ids.april},2026-04-02T12:00:00.000Z,"Dave ""=cmd"" Lister",dave@example.test,StoryTag,software,1,15.00`);
      expect(lines.slice(2)).to.deep.equal([""]);
    });

    it("exports every order newest first, detached ones as Unknown Customer, with search and type filters", async () => {
      const all = (await (await admin.request("GET", "/api/admin/orders.csv")).text()).split("\r\n").filter(Boolean);
      expect(all).to.have.length(5);
      expect(all[1]).to.contain(`${ids.detached},2026-05-21T12:00:00.000Z,Unknown Customer,,Digital Accounts,account,1,0.50`);
      const carolOnly = (await (await admin.request("GET", "/api/admin/orders.csv?search=carol&orderType=account")).text()).split("\r\n").filter(Boolean);
      expect(carolOnly.slice(1).map((l) => l.split(",")[0])).to.deep.equal([ids.may, ids.march]);
    });

    it("answers a bad filter with 400 and a message", async () => {
      const res = await admin.request("GET", "/api/admin/orders.csv?orderType=gift");
      expect(res.status).to.equal(400);
      expect((await res.json()).error.message).to.equal("Order type must be account or software.");
    });

    it("refuses anonymous visitors and customers", async () => {
      const anonymous = await server.client().request("GET", "/api/admin/orders.csv");
      expect(anonymous.status).to.equal(401);
      const customer = await signIn(server.app, server.client(), carol).request("GET", "/api/admin/orders.csv");
      expect(customer.status).to.equal(403);
      expect(await customer.text()).not.to.contain(ids.may);
    });
  });
});
