import { expect } from "chai";
import { SETTINGS_ID, SiteSettings } from "../../server/modules/catalog/site-settings.entity";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createOrder } from "../helpers/admin-fixtures";
import { BUY, createCouponAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { readPdf } from "../helpers/pdf-text";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("order invoices", () => {
  let server: TestServer;

  before(async () => {
    server = await startTestServer();
    await server.app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteName: "Nova <Store>" });
  });
  after(() => server?.close());

  /** The lines' number cells, as [label, value]. */
  const cells = (html: string) => [...html.matchAll(/<td class="num" data-label="([^"]+)">([^<]*)<\/td>/g)].map((m) => [m[1], m[2]]);

  async function boughtOrder() {
    const buyer = await createCustomer(server.app, { name: "Ivy Invoice", email: `ivy-${Date.now()}@example.test`, balanceCents: 10_000 });
    await addStock(server.app, 12, `inv${Date.now()}`);
    const client = signIn(server.app, server.client(), buyer);
    const order = (
      await client.ok(`mutation { purchaseAccounts(quantity: 12, idempotencyKey: "invoice-${Date.now()}") { ... on Order { id totalPriceCents } } }`)
    ).purchaseAccounts;
    return { buyer, client, order };
  }

  it("gives the buyer a printable receipt with the shop, order, date, items, unit price, total and buyer, escaped", async () => {
    const { client, order } = await boughtOrder();
    const res = await client.request("GET", `/api/orders/${order.id}/invoice`);
    expect(res.status).to.equal(200);
    expect(res.headers.get("content-type")).to.match(/^text\/html/);
    expect(res.headers.get("cache-control")).to.include("no-store");
    const html = await res.text();
    expect(html).to.include("<h1>Nova &lt;Store&gt;</h1>").and.not.to.include("<Store>");
    expect(html).to.include(order.id).and.to.include("Ivy Invoice").and.to.include(new Date().toISOString().slice(0, 10));
    expect(html).to.match(/<td class="item">Digital Accounts \(accounts\)<\/td>/);
    expect(cells(html)).to.deep.equal([
      ["Quantity", "12"],
      ["Unit price", "$0.50"],
      ["Subtotal", "$6.00"],
      ["Coupon", "—"],
      ["Total", "$6.00"],
    ]);
    expect(html).to.match(/<th scope="row">Invoice no\.<\/th><td>\d{4}-\d{6}<\/td>/);
    expect(html).to.include(`<a href="${server.url}/customer/orders">`);
    expect(html).to.include('href="invoice.pdf"');
  });

  it("offers the same receipt as a PDF download, in English word for word for an English reader", async () => {
    const { buyer, client, order } = await boughtOrder();
    const res = await client.request("GET", `/api/orders/${order.id}/invoice.pdf`);
    expect(res.status).to.equal(200);
    expect(res.headers.get("content-type")).to.equal("application/pdf");
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.toString("latin1").startsWith("%PDF-1.4\n")).to.equal(true);
    expect(pdf.toString("latin1").trimEnd().endsWith("%%EOF")).to.equal(true);
    // readPdf finds every object through the cross-reference table, or throws.
    const { lines } = readPdf(pdf);
    const html = await (await client.request("GET", `/api/orders/${order.id}/invoice`)).text();
    const number = /Invoice no\.<\/th><td>(\d{4}-\d{6})</.exec(html)![1];
    expect(res.headers.get("content-disposition")).to.equal(`attachment; filename="invoice-${number}.pdf"`);
    const today = new Date().toISOString().slice(0, 10);
    expect(lines.slice(0, 4)).to.deep.equal(["Nova <Store>", `Invoice / receipt ${number}`, "Nova <Store>", `Invoice no. ${number}`]);
    expect(lines[4]).to.match(new RegExp(`^Issued ${today} \\d\\d:\\d\\d UTC$`));
    expect(lines[5]).to.equal(`Order ${order.id}`);
    expect(lines[6]).to.match(new RegExp(`^Date ${today} \\d\\d:\\d\\d UTC$`));
    expect(lines.slice(7)).to.deep.equal([
      `Buyer Ivy Invoice <${buyer.email}>`,
      `Order page ${server.url}/customer/orders`,
      "Item Qty Unit price Subtotal Coupon Total",
      "Digital Accounts (accounts) 12 $0.50 $6.00 — $6.00",
      "Total (paid from balance) $6.00",
    ]);
  });

  it("shows the coupon's code and discount between the items and the total, in the HTML and the PDF", async () => {
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await createCouponAsAdmin(admin, { code: "INVOICE1", kind: "FIXED", amount: 125 });
    const buyer = await createCustomer(server.app, { balanceCents: 10_000 });
    await addStock(server.app, 12, `cpn${Date.now()}`);
    const client = signIn(server.app, server.client(), buyer);
    const bought = (await client.ok(BUY, { productId: "main_insta_product", quantity: 12, coupon: "INVOICE1", key: `invoice-coupon-${Date.now()}` })).purchase;
    expect(bought.__typename).to.equal("Purchase");
    expect(bought.order.totalPriceCents).to.equal(475);
    const html = await (await client.request("GET", `/api/orders/${bought.order.id}/invoice`)).text();
    expect(cells(html)).to.deep.equal([
      ["Quantity", "12"],
      ["Unit price", "$0.50"],
      ["Subtotal", "$6.00"],
      ["Coupon", "-$1.25"],
      ["Total", "$4.75"],
    ]);
    expect(html).to.match(
      /<tfoot><tr class="minor"><td colspan="5">Subtotal<\/td><td class="num">\$6\.00<\/td><\/tr><tr class="minor"><td colspan="5">Coupon INVOICE1<\/td><td class="num">-\$1\.25<\/td><\/tr><tr><td colspan="5">Total \(paid from balance\)<\/td><td class="num">\$4\.75<\/td>/,
    );
    const pdf = Buffer.from(await (await client.request("GET", `/api/orders/${bought.order.id}/invoice.pdf`)).arrayBuffer());
    expect(readPdf(pdf).lines.slice(-4)).to.deep.equal([
      "Digital Accounts (accounts) 12 $0.50 $6.00 -$1.25 $4.75",
      "Subtotal $6.00",
      "Coupon INVOICE1 -$1.25",
      "Total (paid from balance) $4.75",
    ]);

    const { order } = await boughtOrder();
    const plain = await (await client.request("GET", `/api/orders/${order.id}/invoice`)).text();
    expect(plain).not.to.include("Coupon");
  });

  it("refuses another customer and anonymous visitors, and lets an admin read it", async () => {
    const { order } = await boughtOrder();
    const other = signIn(server.app, server.client(), await createCustomer(server.app));
    for (const path of [`/api/orders/${order.id}/invoice`, `/api/orders/${order.id}/invoice.pdf`]) {
      const refused = await other.request("GET", path);
      expect(refused.status).to.equal(404);
      expect(await refused.json()).to.deep.equal({ error: { message: "Order not found.", code: "NOT_FOUND" } });
      expect((await server.client().request("GET", path)).status).to.equal(401);
    }
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    expect((await admin.request("GET", `/api/orders/${order.id}/invoice`)).status).to.equal(200);
    expect((await admin.request("GET", `/api/orders/${"x".repeat(500)}/invoice`)).status).to.equal(404);
  });

  it("keeps the invoice of a deleted customer's order for admins, naming the buyer as deleted", async () => {
    const gone = await createCustomer(server.app);
    const order = await createOrder(server.app, { customerId: null, quantity: 1, orderType: "software", totalPriceCents: 1500 });
    await server.app.db.manager.getRepository(Customer).delete({ id: gone.id });
    const admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    const html = await (await admin.request("GET", `/api/orders/${order.id}/invoice`)).text();
    expect(html).to.include("Deleted customer").and.to.include("StoryTag license (30 days)").and.to.include("$15.00");
  });
});
