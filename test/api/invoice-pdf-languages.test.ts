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
    const order = await createOrder(server.app, { customerId: buyer.id, quantity: 2, productName });
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
      "Счёт / чек",
      `Заказ ${order.id}`,
      lines[3],
      `Покупатель Иван Петров 王小明 <${buyer.email}>`,
      "Товар Кол-во Цена за шт. Сумма",
      "Цифровые аккаунты 数字账户 (аккаунты) 2 $0.50 $1.00",
      "Итого (оплачено с баланса) $1.00",
    ]);
    expect(lines[3]).to.match(new RegExp(`^Дата ${today()} \\d\\d:\\d\\d UTC$`));
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
      "账单 / 收据",
      `订单 ${order.id}`,
      lines[3],
      `买家 Иван Петров 王小明 <${buyer.email}>`,
      "商品 数量 单价 金额",
      "数字账户 Цифровые（账户） 2 $0.50 $1.00",
      "合计（从余额支付） $1.00",
    ]);
    expect(lines[3]).to.match(new RegExp(`^日期 ${today()} \\d\\d:\\d\\d UTC$`));
    expect(lines.join("")).not.to.include("?");
    expectEmbeddedUnicodeFonts(fonts);
    expect(pdf.length).to.be.below(60_000);
  });

  it("cuts an item description too wide for its column with an ellipsis, and draws a character no font has as ?", async () => {
    const { lines } = await pdfOf("en", "Ivy 🦄", `Очень длинное название товара ${"数字".repeat(30)}`);
    expect(lines[4]).to.match(/^Buyer Ivy \? </);
    const item = lines[6];
    expect(item).to.match(/^Очень длинное название товара (数字)+数?… 2 \$0\.50 \$1\.00$/);
    // 250 points at 9 points: fewer than 28 Chinese characters (each a full em) after the Russian words.
    expect([...item.replace(/^Очень длинное название товара /, "").split("…")[0]].length).to.be.below(28);
  });
});
