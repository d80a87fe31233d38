import zlib from "node:zlib";
import { expect } from "chai";
import { InvoiceNumber } from "../../server/modules/orders/invoice-number.entity";
import { createOrder } from "../helpers/admin-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { readPdf } from "../helpers/pdf-text";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SETTINGS = `query { invoiceSettings { legalName address taxId contact timeZone logoUrl } }`;
const SAVE = `mutation($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { legalName address taxId contact timeZone logoUrl } }`;
/** A small valid PNG of one colour (zlib-compressed rows, CRC-checked chunks). */
function solidPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [20, 90, 200]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const SELLER = { legalName: "Nova Digital LLC", address: "1 Main Street\r\nSpringfield 12345\n\nUSA", taxId: "US-98-7654321", contact: "billing@nova.test" };

/** Issue 33 item 4: an invoice a seller can hand out — their identity, a number per year, their time zone. */
describe("invoices: numbers per year, the seller's identity and time zone", function () {
  this.timeout(120_000);
  let server: TestServer;
  let admin: HttpClient;

  before(async () => {
    server = await startTestServer();
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
  });
  after(() => server?.close());

  const numberIn = (html: string) => /<th scope="row">Invoice no\.<\/th><td>(\d{4})-(\d{6})<\/td>/.exec(html)!;
  const year = () => new Date().getUTCFullYear();

  async function buyerWithOrders(n: number) {
    const buyer = await createCustomer(server.app);
    const orders = [];
    for (let i = 0; i < n; i++) orders.push(await createOrder(server.app, { customerId: buyer.id, quantity: 1 + i }));
    return { client: signIn(server.app, server.client(), buyer), orders };
  }

  it("gives each order a number on its first issue, the next of the year, and the same one ever after", async () => {
    const { client, orders } = await buyerWithOrders(3);
    const html = async (id: string) => (await client.request("GET", `/api/orders/${id}/invoice`)).text();
    const first = numberIn(await html(orders[0].id));
    expect(Number(first[1])).to.equal(year());
    // Issued in another order than bought: numbered by issue.
    const third = numberIn(await html(orders[2].id));
    const second = numberIn(await html(orders[1].id));
    expect([Number(third[2]), Number(second[2])]).to.deep.equal([Number(first[2]) + 1, Number(first[2]) + 2]);
    // Shown again (HTML or PDF, buyer or admin): the same number.
    expect(numberIn(await html(orders[0].id))[0]).to.equal(first[0]);
    expect(numberIn(await (await admin.request("GET", `/api/orders/${orders[0].id}/invoice`)).text())[0]).to.equal(first[0]);
    const pdf = readPdf(Buffer.from(await (await client.request("GET", `/api/orders/${orders[0].id}/invoice.pdf`)).arrayBuffer()));
    expect(pdf.lines).to.include(`Invoice no. ${first[1]}-${first[2]}`);
    expect(await server.app.db.manager.getRepository(InvoiceNumber).countBy({ orderId: orders[0].id })).to.equal(1);
  });

  it("counts each year on its own: last year's numbers do not move this year's", async () => {
    const repo = server.app.db.manager.getRepository(InvoiceNumber);
    await repo.insert({ orderId: "last-year-order", year: year() - 1, seq: 900, issuedAt: new Date(Date.UTC(year() - 1, 11, 31, 12)) });
    const highest = Math.max(...(await repo.findBy({ year: year() })).map((n) => n.seq), 0);
    const { client, orders } = await buyerWithOrders(1);
    const [, y, seq] = numberIn(await (await client.request("GET", `/api/orders/${orders[0].id}/invoice`)).text());
    expect([Number(y), Number(seq)]).to.deep.equal([year(), highest + 1]);
  });

  it("gives concurrent first issues distinct consecutive numbers, and one order one number however many ask at once", async () => {
    const { client, orders } = await buyerWithOrders(4);
    const highest = Math.max(...(await server.app.db.manager.getRepository(InvoiceNumber).findBy({ year: year() })).map((n) => n.seq), 0);
    // Two issues of each order at once, HTML and PDF.
    const pages = await Promise.all(
      orders.flatMap((o) => [client.request("GET", `/api/orders/${o.id}/invoice`), client.request("GET", `/api/orders/${o.id}/invoice.pdf`)]),
    );
    expect(pages.map((p) => p.status)).to.deep.equal(Array(8).fill(200));
    const numbers = await server.app.db.manager.getRepository(InvoiceNumber).findBy({ year: year() });
    const ours = numbers.filter((n) => orders.some((o) => o.id === n.orderId));
    expect(ours).to.have.length(4);
    expect(ours.map((n) => n.seq).sort((a, b) => a - b)).to.deep.equal([highest + 1, highest + 2, highest + 3, highest + 4]);
    // Each order's HTML and PDF carry its one number.
    for (let i = 0; i < orders.length; i++) {
      const html = await pages[2 * i].text();
      const pdf = readPdf(Buffer.from(await pages[2 * i + 1].arrayBuffer()));
      const mine = ours.find((n) => n.orderId === orders[i].id)!;
      const printed = `${year()}-${String(mine.seq).padStart(6, "0")}`;
      expect(numberIn(html)[0]).to.include(printed);
      expect(pdf.lines).to.include(`Invoice no. ${printed}`);
    }
  });

  it("lets an admin set the seller's identity and time zone, checked and trimmed, and prints them on the HTML and the PDF", async () => {
    const buyer = await createCustomer(server.app);
    expect((await signIn(server.app, server.client(), buyer).fails(SETTINGS)).code).to.equal("FORBIDDEN");
    expect((await signIn(server.app, server.client(), buyer).fails(SAVE, { input: { ...SELLER, timeZone: "UTC" } })).code).to.equal("FORBIDDEN");
    expect((await admin.ok(SETTINGS)).invoiceSettings).to.deep.equal({ legalName: "", address: "", taxId: "", contact: "", timeZone: "UTC", logoUrl: null });

    const badZone = await admin.fails(SAVE, { input: { ...SELLER, timeZone: "Mars/Olympus" } });
    expect([badZone.code, badZone.message]).to.deep.equal(["BAD_USER_INPUT", "Choose a time zone from the list."]);
    const tooLong = await admin.fails(SAVE, { input: { ...SELLER, legalName: "x".repeat(201), timeZone: "UTC" } });
    expect(tooLong.code).to.equal("BAD_USER_INPUT");
    // The edge refuses what no form sends, before the service.
    expect((await admin.fails(SAVE, { input: { ...SELLER, taxId: "1".repeat(65), timeZone: "UTC" } })).code).to.equal("INPUT_TOO_LONG");

    const saved = (await admin.ok(SAVE, { input: { ...SELLER, legalName: "  Nova Digital LLC ", timeZone: "Asia/Tokyo" } })).updateInvoiceSettings;
    expect(saved).to.deep.equal({ ...SELLER, address: "1 Main Street\nSpringfield 12345\nUSA", timeZone: "Asia/Tokyo", logoUrl: null });

    const order = await createOrder(server.app, { customerId: buyer.id, quantity: 3 });
    const client = signIn(server.app, server.client(), buyer);
    const html = await (await client.request("GET", `/api/orders/${order.id}/invoice`)).text();
    expect(html).to.include("<strong>Nova Digital LLC</strong><br>1 Main Street<br>Springfield 12345<br>USA<br>Tax ID: US-98-7654321<br>billing@nova.test");
    // The times in the shop's zone: Tokyo is UTC+9 all year.
    const tokyo = (at: Date) => `${new Date(at.getTime() + 9 * 3600_000).toISOString().replace("T", " ").slice(0, 16)} Asia/Tokyo`;
    expect(html).to.include(`<th scope="row">Date</th><td>${tokyo(order.purchaseDate)}</td>`);
    const issued = (await server.app.db.manager.getRepository(InvoiceNumber).findOneByOrFail({ orderId: order.id })).issuedAt;
    expect(html).to.include(`<th scope="row">Issued</th><td>${tokyo(issued)}</td>`);
    // The year is the year in Tokyo.
    expect(numberIn(html)[1]).to.equal(tokyo(issued).slice(0, 4));

    const { lines } = readPdf(Buffer.from(await (await client.request("GET", `/api/orders/${order.id}/invoice.pdf`)).arrayBuffer()));
    expect(lines.slice(2, 7)).to.deep.equal(["Nova Digital LLC", "1 Main Street", "Springfield 12345", "USA", "Tax ID: US-98-7654321"]);
    expect(lines)
      .to.include("billing@nova.test")
      .and.to.include(`Date ${tokyo(order.purchaseDate)}`)
      .and.to.include(`Issued ${tokyo(issued)}`);
    await admin.ok(SAVE, { input: { ...SELLER, timeZone: "UTC" } });
  });

  it("takes a PNG or JPEG logo of at most 40 KB from an admin only, shows it on the HTML and draws it on the PDF", async () => {
    const png = solidPng(24, 8);
    const upload = (client: HttpClient, body: Buffer, type = "image/png") => client.request("POST", "/api/admin/invoice-logo", body, { "content-type": type });
    const buyer = await createCustomer(server.app);
    const client = signIn(server.app, server.client(), buyer);
    expect((await upload(client, png)).status).to.equal(403);
    const svg = await upload(admin, Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml");
    expect([svg.status, (await svg.json()).error.message]).to.deep.equal([400, "The logo must be a PNG or JPEG file."]);
    const big = await upload(admin, Buffer.concat([png, Buffer.alloc(41 * 1024)]));
    expect(big.status).to.be.oneOf([400, 413]);
    const ok = await upload(admin, png);
    expect(ok.status).to.equal(200);
    const { logoVersion } = await ok.json();
    const { logoUrl } = (await admin.ok(SETTINGS)).invoiceSettings;
    expect(logoUrl).to.equal(`/api/invoice-logo?v=${logoVersion}`);
    const served = await server.client().request("GET", logoUrl);
    expect([served.status, served.headers.get("content-type")]).to.deep.equal([200, "image/png"]);
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).to.equal(true);

    const order = await createOrder(server.app, { customerId: buyer.id });
    expect(await (await client.request("GET", `/api/orders/${order.id}/invoice`)).text()).to.include(`<img class="logo" src="${logoUrl}" alt="">`);
    const pdf = readPdf(Buffer.from(await (await client.request("GET", `/api/orders/${order.id}/invoice.pdf`)).arrayBuffer()));
    expect(pdf.images).to.equal(1);

    expect((await upload(admin, Buffer.alloc(0))).status).to.equal(200);
    expect((await admin.ok(SETTINGS)).invoiceSettings.logoUrl).to.equal(null);
    expect(readPdf(Buffer.from(await (await client.request("GET", `/api/orders/${order.id}/invoice.pdf`)).arrayBuffer())).images).to.equal(0);
  });
});
