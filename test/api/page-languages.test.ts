import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import { unsubscribeUrl } from "../../server/modules/notifications/unsubscribe-token";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTopUp } from "../helpers/payment-fixtures";
import { readPdf } from "../helpers/pdf-text";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * Issue 18: the pages the server renders itself — the invoice, the unsubscribe page and the
 * sandbox checkout — are written in the reader's language: the `lang` cookie, else the profile
 * (for the unsubscribe link, the profile of the customer the link is for), else Accept-Language.
 * The expected texts come from the catalogue itself (server/http/locales).
 */
type Catalog = Record<string, Record<string, string>>;
const catalog = (language: string) => JSON.parse(fs.readFileSync(path.resolve("server/http/locales", `${language}.json`), "utf8")) as Catalog;
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

describe("server-rendered pages in the reader's language", () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server?.close());

  it("the catalogue's English is the pages' old wording and Russian and Chinese differ from it", () => {
    expect(catalog("en").invoice.total).to.equal("Total (paid from balance)");
    expect(catalog("en").unsubscribe.question).to.equal("Stop sending me {{kind}}?");
    expect(catalog("en").sandbox.heading).to.equal("Balance top-up");
    for (const language of ["ru", "zh"])
      for (const group of ["invoice", "unsubscribe", "sandbox"])
        expect(catalog(language)[group].heading ?? catalog(language)[group].title).to.not.equal(catalog("en")[group].heading ?? catalog("en")[group].title);
  });

  it("the invoice: a Russian profile reads Russian, a zh cookie wins over it, and an English profile is not overridden by Accept-Language", async () => {
    await addStock(server.app, 30, `pl${Date.now()}`);
    const buyer = await createCustomer(server.app, { name: "Иван Петров", balanceCents: 10_000, language: "ru" });
    const client = signIn(server.app, server.client(), buyer);
    const order = (await client.ok(`mutation { purchaseAccounts(quantity: 12, idempotencyKey: "pl-${Date.now()}") { ... on Order { id } } }`)).purchaseAccounts;

    const ru = await (await client.request("GET", `/api/orders/${order.id}/invoice`)).text();
    expect(ru).to.include('<html lang="ru">');
    for (const key of ["heading", "buyer", "item", "quantity", "unitPrice", "total", "downloadPdf"]) expect(ru).to.include(escape(catalog("ru").invoice[key]));
    expect(ru).to.include("Иван Петров").and.not.to.include("Total (paid from balance)");

    // The PDF speaks the same language (test/api/invoice-pdf-languages.test.ts reads it line by line).
    const pdfLines = async () => readPdf(Buffer.from(await (await client.request("GET", `/api/orders/${order.id}/invoice.pdf`)).arrayBuffer())).lines;
    const ruPdf = await pdfLines();
    // The heading carries the invoice's number ("Счёт / чек 2026-000001").
    expect(
      ruPdf.some((line) => line.startsWith(`${catalog("ru").invoice.heading} `)),
      ruPdf.join("\n"),
    ).to.equal(true);
    expect(ruPdf).to.include(`${catalog("ru").invoice.total} $6.00`);

    client.setCookie("lang", "zh");
    const zh = await (await client.request("GET", `/api/orders/${order.id}/invoice`)).text();
    expect(zh)
      .to.include('<html lang="zh-CN">')
      .and.to.include(escape(catalog("zh").invoice.total));
    const zhPdf = await pdfLines();
    // The heading carries the invoice's number ("Счёт / чек 2026-000001").
    expect(
      zhPdf.some((line) => line.startsWith(`${catalog("zh").invoice.heading} `)),
      zhPdf.join("\n"),
    ).to.equal(true);
    expect(zhPdf).to.include(`${catalog("zh").invoice.total} $6.00`);

    const english = await createCustomer(server.app, { balanceCents: 10_000, language: "en" });
    const other = signIn(server.app, server.client(), english);
    const own = (await other.ok(`mutation { purchaseAccounts(quantity: 12, idempotencyKey: "pl2-${Date.now()}") { ... on Order { id } } }`)).purchaseAccounts;
    // The profile says English: Accept-Language does not override a profile.
    const en = await (await other.request("GET", `/api/orders/${own.id}/invoice`, undefined, { "accept-language": "zh-CN,zh;q=0.9" })).text();
    expect(en).to.include('<html lang="en">').and.to.include("Total (paid from balance)");
  });

  it("the unsubscribe page: in the language of the customer the link is for, a lang cookie first, and the invalid-link page by Accept-Language", async () => {
    const customer = await createCustomer(server.app, { language: "ru" });
    const link = new URL(unsubscribeUrl(server.app.config, customer.id, "orderReceipts"));
    const ask = await (await fetch(`${server.url}${link.pathname}${link.search}`)).text();
    const ru = catalog("ru").unsubscribe;
    expect(ask)
      .to.include('<html lang="ru">')
      .and.to.include(escape(ru.question.replace("{{kind}}", ru.orderReceipts)))
      .and.to.include(escape(ru.button));

    const zhAsk = await (await fetch(`${server.url}${link.pathname}${link.search}`, { headers: { cookie: "lang=zh" } })).text();
    expect(zhAsk)
      .to.include('<html lang="zh-CN">')
      .and.to.include(escape(catalog("zh").unsubscribe.title));

    const done = await fetch(`${server.url}/api/unsubscribe`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: link.searchParams.toString(),
    });
    expect(done.status).to.equal(200);
    expect(await done.text()).to.include(escape(ru.doneText.replace("{{kind}}", ru.orderReceipts)));

    const invalid = await fetch(`${server.url}/api/unsubscribe?c=x&k=orderReceipts&token=y`, { headers: { "accept-language": "zh-CN,zh;q=0.9,en;q=0.5" } });
    expect(invalid.status).to.equal(400);
    expect(await invalid.text()).to.include(escape(catalog("zh").unsubscribe.invalidTitle));
  });

  it("the sandbox checkout page: in the signed-in customer's profile language, and its error page too", async () => {
    const customer = await createCustomer(server.app, { language: "zh" });
    const client = signIn(server.app, server.client(), customer);
    const { paymentId } = await startTopUp(client, 2500);
    const page = await (await client.request("GET", `/sandbox/checkout/${paymentId}`)).text();
    const zh = catalog("zh").sandbox;
    expect(page).to.include('<html lang="zh-CN">');
    for (const key of ["heading", "banner", "pay", "fail", "back"]) expect(page).to.include(escape(zh[key]));
    expect(page).to.not.include(">Balance top-up<");

    const stranger = signIn(server.app, server.client(), await createCustomer(server.app, { language: "ru" }));
    const refused = await stranger.request("GET", `/sandbox/checkout/${paymentId}`);
    expect(refused.status).to.be.within(400, 499);
    expect(await refused.text()).to.include(escape(catalog("ru").sandbox.unavailable));
  });
});
