import { expect } from "chai";
import { SETTINGS_ID, SiteSettings } from "../../server/modules/catalog/site-settings.entity";
import { createOrder } from "../helpers/admin-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import { readPdf } from "../helpers/pdf-text";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("the PDF invoice in the reader's language", () => {
  let server: TestServer;
  const today = () => new Date().toISOString().slice(0, 10);

  before(async () => {
    server = await startTestServer();
    await server.app.db.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, { siteName: "Магазин 新星" });
  });
  after(() => server?.close());

  /** The PDF of a two-unit order of `productName` bought by a buyer called `name` who reads `language`. */
  async function pdfOf(language: string, name: string, productName: string) {
    const buyer = await createCustomer(server.app, { name, language });
    // A product without a Russian or Chinese name: the line keeps the name the order recorded.
    const order = await createOrder(server.app, { customerId: buyer.id, quantity: 2, productName, productId: "no_translation" });
    const res = await signIn(server.app, server.client(), buyer).request("GET", `/api/orders/${order.id}/invoice.pdf`);
    expect(res.status).to.equal(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    return { pdf, buyer, order, ...readPdf(pdf) };
  }

  function expectEmbeddedUnicodeFonts(fonts: ReturnType<typeof readPdf>["fonts"]) {
    expect(fonts.length).to.be.within(1, 4);
    for (const font of fonts) {
      expect([font.subtype, font.encoding, font.descendantSubtype]).to.deep.equal(["Type0", "Identity-H", "CIDFontType2"]);
    }
  }

  it("draws a Russian reader's receipt in Russian, with the Cyrillic and Chinese of the names intact", async () => {
    const { pdf, buyer, order, lines, fonts } = await pdfOf("ru", "Иван Петров 王小明", "Цифровые аккаунты 数字账户");
    expect(lines).to.deep.equal([
      "Магазин 新星",
      `Счёт / чек ${lines[3].slice("Номер счёта ".length)}`,
      "Магазин 新星",
      lines[3],
      lines[4],
      `Заказ ${order.id}`,
      lines[6],
      `Покупатель Иван Петров 王小明 <${buyer.email}>`,
      `Страница заказа ${server.url}/customer/orders`,
      "Товар Кол-во Цена за шт. Подытог Купон Итого",
      "Цифровые аккаунты 数字账户 (аккаунты) 2 $0.50 $1.00 — $1.00",
      "Итого (оплачено с баланса) $1.00",
    ]);
    expect(lines[3]).to.match(/^Номер счёта \d{4}-\d{6}$/);
    expect(lines[4]).to.match(new RegExp(`^Выставлен ${today()} \\d\\d:\\d\\d UTC$`));
    expect(lines[6]).to.match(new RegExp(`^Дата ${today()} \\d\\d:\\d\\d UTC$`));
    expect(lines.join("")).not.to.include("?");
    expectEmbeddedUnicodeFonts(fonts);
    // Latin, Cyrillic and Chinese: three subsets, a few kilobytes each (about 15 KB measured).
    expect(fonts).to.have.length(3);
    expect(pdf.length).to.be.below(60_000);
  });

  it("draws a Chinese reader's receipt in Chinese", async () => {
    const { pdf, buyer, order, lines, fonts } = await pdfOf("zh", "Иван Петров 王小明", "数字账户 Цифровые");
    expect(lines).to.deep.equal([
      "Магазин 新星",
      `账单 / 收据 ${lines[3].slice("发票号 ".length)}`,
      "Магазин 新星",
      lines[3],
      lines[4],
      `订单 ${order.id}`,
      lines[6],
      `买家 Иван Петров 王小明 <${buyer.email}>`,
      `订单页面 ${server.url}/customer/orders`,
      "商品 数量 单价 小计 优惠券 合计",
      "数字账户 Цифровые（账户） 2 $0.50 $1.00 — $1.00",
      "合计（从余额支付） $1.00",
    ]);
    expect(lines[3]).to.match(/^发票号 \d{4}-\d{6}$/);
    expect(lines[6]).to.match(new RegExp(`^日期 ${today()} \\d\\d:\\d\\d UTC$`));
    expect(lines.join("")).not.to.include("?");
    expectEmbeddedUnicodeFonts(fonts);
    expect(pdf.length).to.be.below(60_000);
  });

  it("wraps an item description too wide for its column onto the next lines, and draws a character no font has as ?", async () => {
    const long = `Очень длинное название товара ${"数字".repeat(30)}`;
    const { lines } = await pdfOf("en", "Ivy 🦄", long);
    expect(lines[7]).to.match(/^Buyer Ivy \? </);
    const first = lines.findIndex((l) => l.startsWith("Очень длинное название товара"));
    expect(lines[first]).to.match(/ 2 \$0\.50 \$1\.00 — \$1\.00$/);
    // The description runs on below its first line, all of it there, each line within its column (fewer than 23 Chinese characters at 9 points in 200).
    const rest = lines.slice(
      first + 1,
      lines.findIndex((l) => l.startsWith("Total")),
    );
    expect(rest.length).to.be.at.least(2);
    expect(lines[first].replace(/ 2 \$0\.50.*$/, "") + rest.join("")).to.equal(`${long} (accounts)`.replace("товара ", "товара"));
    for (const line of rest) expect([...line.replace(/[^\u4e00-\u9fff]/g, "")].length).to.be.below(23);
  });
});
