import crypto from "node:crypto";
import { expect } from "chai";
import { ContentTranslation } from "../../server/modules/catalog/content-translation.entity";
import { OutboxEmail } from "../../server/modules/mail/outbox-email.entity";
import { BUY, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { everyEventFannedOut } from "../helpers/notification-settled";
import { allowLargeHolds } from "../helpers/payment-fixtures";
import { readPdf } from "../helpers/pdf-text";
import { paySandbox } from "../helpers/sandbox-pay";
import { startTestServer, type TestServer } from "../helpers/test-server";

const UPLOAD = `mutation($lines: [String!]!, $productId: ID!, $variantId: ID) { uploadStockChunk(lines: $lines, productId: $productId, variantId: $variantId) { added } }`;
const SAVE_VARIANT = `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id } }`;
const GUEST_CHECKOUT = `mutation($lines: [CartLineInput!]!, $key: String!, $email: String, $language: String) {
  checkout(lines: $lines, idempotencyKey: $key, email: $email, payWith: "sandbox", language: $language) {
    __typename
    ... on PendingPurchase { id orderNumber accessToken paymentUrl }
  }
}`;
const GUEST_ORDER = `query($id: ID!, $accessToken: String) { guestOrder(id: $id, accessToken: $accessToken) { status linkToken } }`;
const stockLines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`);

/**
 * Issue 32's leftovers and issue 33 item 6: a guest's invoice, for whoever proves the order as its
 * page does and nobody else; each line's price breakdown; names in the reader's language on
 * invoices and receipts wherever the shop wrote them.
 */
describe("guest invoices, line breakdowns and names in the reader's language", function () {
  this.timeout(120_000);
  let server: TestServer;
  let admin: HttpClient;
  let gmail: { id: string };
  let aged: string;

  before(async () => {
    server = await startTestServer({ PAYMENT_WEBHOOK_RATE_LIMIT: "100000", CHALLENGE_AFTER_PER_ADDRESS: "1000", CHALLENGE_AFTER_PER_EMAIL: "1000" });
    admin = signIn(server.app, server.client(), await createCustomer(server.app, { role: "admin" }));
    await allowLargeHolds(admin);
    gmail = await createProductAsAdmin(admin, { name: "Gmail", slug: "gmail-inv", pricePerAccountCents: 50 });
    ({
      saveProductVariant: { id: aged },
    } = await admin.ok(SAVE_VARIANT, { input: { productId: gmail.id, name: "aged 2019", priceCents: 120 } }));
    await admin.ok(UPLOAD, { lines: stockLines("gi", 30), productId: gmail.id });
    await admin.ok(UPLOAD, { lines: stockLines("ga", 5), productId: gmail.id, variantId: aged });
    const now = new Date();
    await server.app.db.manager.getRepository(ContentTranslation).insert([
      { subjectType: "product", subjectId: gmail.id, field: "name", language: "ru", value: "Почта Джимейл", updatedAt: now },
      { subjectType: "product", subjectId: gmail.id, field: "name", language: "zh", value: "谷歌邮箱", updatedAt: now },
      { subjectType: "variant", subjectId: aged, field: "name", language: "ru", value: "выдержанные 2019", updatedAt: now },
      { subjectType: "variant", subjectId: aged, field: "name", language: "zh", value: "2019 年老号", updatedAt: now },
    ]);
  });
  after(() => server?.close());

  /** A guest's paid order of two plain Gmail and one aged, as its browser holds it. */
  async function guestOrder(email: string, language: string) {
    const client = server.client();
    const { checkout } = await client.ok(GUEST_CHECKOUT, {
      key: crypto.randomUUID(),
      email,
      language,
      lines: [
        { variantId: gmail.id, quantity: 2 },
        { variantId: aged, quantity: 1 },
      ],
    });
    expect(checkout.__typename).to.equal("PendingPurchase");
    expect((await paySandbox(client, checkout.paymentUrl)).status).to.equal(303);
    const { guestOrder: view } = await client.ok(GUEST_ORDER, { id: checkout.id, accessToken: checkout.accessToken });
    expect(view.status).to.equal("delivered");
    return {
      client,
      id: checkout.id as string,
      number: checkout.orderNumber as string,
      accessToken: checkout.accessToken as string,
      linkToken: view.linkToken as string,
    };
  }

  it("gives a guest who proves the order its invoice in their language, with each line's breakdown; another guest's token, none or a member's session get nothing", async () => {
    const a = await guestOrder(`a-${crypto.randomUUID().slice(0, 8)}@example.test`, "ru");
    const b = await guestOrder(`b-${crypto.randomUUID().slice(0, 8)}@example.test`, "en");
    const ru = { "accept-language": "ru" };

    const html = await server.client().request("GET", `/api/guest-orders/${a.id}/invoice?token=${a.linkToken}`, undefined, ru);
    expect(html.status).to.equal(200);
    const page = await html.text();
    expect(page).to.include(`<th scope="row">Заказ</th><td>${a.number} (${a.id})</td>`);
    expect(page).to.include(`<a href="${server.url}/orders/${a.id}">`).and.not.to.include(`orders/${a.id}?token`);
    const rows = [...page.matchAll(/<tr><td class="item">([^<]*)<\/td>((?:<td class="num" data-label="[^"]*">[^<]*<\/td>)+)<\/tr>/g)].map((m) => [
      m[1],
      ...[...m[2].matchAll(/data-label="[^"]*">([^<]*)<\/td>/g)].map((c) => c[1]),
    ]);
    expect(rows).to.deep.equal([
      ["Почта Джимейл (аккаунты)", "2", "$0.50", "$1.00", "—", "$1.00"],
      ["Почта Джимейл · выдержанные 2019", "1", "$1.20", "$1.20", "—", "$1.20"],
    ]);
    expect(page).to.match(/<td colspan="5">Итого \(оплачено\)<\/td><td class="num">\$2\.20<\/td>/);
    expect(page).not.to.include("Gmail").and.not.to.include("aged 2019");
    expect(page).to.include(`href="invoice.pdf?token=${encodeURIComponent(a.linkToken)}"`);

    const pdf = await server.client().request("GET", `/api/guest-orders/${a.id}/invoice.pdf?token=${encodeURIComponent(a.linkToken)}`, undefined, ru);
    expect(pdf.status).to.equal(200);
    const { lines } = readPdf(Buffer.from(await pdf.arrayBuffer()));
    expect(lines).to.include("Почта Джимейл (аккаунты) 2 $0.50 $1.00 — $1.00");
    expect(lines).to.include("Почта Джимейл · выдержанные 2019 1 $1.20 $1.20 — $1.20");
    expect(lines.join("\n")).not.to.include("Gmail");
    // The access token of the browser that placed it opens it too.
    expect((await server.client().request("GET", `/api/guest-orders/${a.id}/invoice?accessToken=${a.accessToken}`)).status).to.equal(200);

    const refused = [
      `/api/guest-orders/${a.id}/invoice?token=${b.linkToken}`,
      `/api/guest-orders/${a.id}/invoice.pdf?accessToken=${b.accessToken}`,
      `/api/guest-orders/${a.id}/invoice`,
      `/api/guest-orders/${a.id}/invoice.pdf?token=`,
      `/api/guest-orders/${a.id}/invoice?token=${"x".repeat(500)}`,
    ];
    for (const path of refused) {
      const res = await server.client().request("GET", path);
      expect([path, res.status]).to.deep.equal([path, 404]);
      expect(await res.json()).to.deep.equal({ error: { message: "Order not found.", code: "NOT_FOUND" } });
    }
    // The member route: a guest order belongs to no member.
    const member = signIn(server.app, server.client(), await createCustomer(server.app));
    expect((await member.request("GET", `/api/orders/${a.id}/invoice`)).status).to.equal(404);
    expect((await server.client().request("GET", `/api/orders/${a.id}/invoice`)).status).to.equal(401);
    // An admin reads any order's invoice.
    expect((await admin.request("GET", `/api/orders/${a.id}/invoice`)).status).to.equal(200);

    // The guest's receipt names the lines in Russian too.
    await everyEventFannedOut(server.app);
    const [mail] = await server.app.db.manager.getRepository(OutboxEmail).findBy({ toAddress: (await emailOf(a.id)) ?? "" });
    expect(mail.bodyText).to.include("Почта Джимейл × 2; Почта Джимейл · выдержанные 2019 × 1").and.not.to.include("Gmail");
  });

  async function emailOf(orderId: string): Promise<string | undefined> {
    const rows = (await server.app.db.manager.query("SELECT guest_email FROM orders WHERE id = ?", [orderId])) as Array<{ guest_email: string }>;
    return rows[0]?.guest_email;
  }

  it("names a member's purchase in Chinese on the receipt e-mail, the invoice and its PDF, with no English name left", async () => {
    const buyer = await createCustomer(server.app, { language: "zh", balanceCents: 10_000 });
    const client = signIn(server.app, server.client(), buyer);
    const bought = (await client.ok(BUY, { productId: gmail.id, quantity: 3, key: crypto.randomUUID() })).purchase;
    expect(bought.__typename).to.equal("Purchase");
    await everyEventFannedOut(server.app);
    const [mail] = await server.app.db.manager.getRepository(OutboxEmail).findBy({ toAddress: buyer.email });
    expect(mail.bodyText).to.include("谷歌邮箱").and.not.to.include("Gmail");
    const html = await (await client.request("GET", `/api/orders/${bought.order.id}/invoice`)).text();
    expect(html).to.include('<td class="item">谷歌邮箱（账户）</td>').and.not.to.include("Gmail");
    const { lines } = readPdf(Buffer.from(await (await client.request("GET", `/api/orders/${bought.order.id}/invoice.pdf`)).arrayBuffer()));
    expect(lines).to.include("谷歌邮箱（账户） 3 $0.50 $1.50 — $1.50");
    expect(lines.join("\n")).not.to.include("Gmail");
  });
});
