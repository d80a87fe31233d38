import { expect } from "chai";
import { readFileSync } from "node:fs";
import i18next from "i18next";
import { parseTierLines, tierLines } from "../../web/src/pages/admin/catalogue/tier-lines";
import { recentSaleText } from "../../web/src/pages/admin/dashboard/recent-sale-text";
import { exportUrl, NO_FILTER } from "../../web/src/pages/admin/orders/order-filter";

const adminResources = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../web/src/locales/${language}/admin.json`, import.meta.url), "utf8")) as Record<string, unknown>;
const i18n = i18next.createInstance();
const en = i18n.getFixedT("en", "admin");
const ru = i18n.getFixedT("ru", "admin");

describe("web catalogue helpers", () => {
  before(() =>
    i18n.init({
      lng: "en",
      fallbackLng: "en",
      resources: { en: { admin: adminResources("en") }, ru: { admin: adminResources("ru") } },
      interpolation: { escapeValue: false },
    }),
  );

  it("reads volume tiers typed as 'quantity = price' lines, in cents, and writes them back", () => {
    expect(parseTierLines("100 = 0.45\n\n 1000=0.4 ", en)).to.deep.equal([
      { minQuantity: 100, unitPriceCents: 45 },
      { minQuantity: 1000, unitPriceCents: 40 },
    ]);
    expect(tierLines([{ minQuantity: 100, unitPriceCents: 45 }])).to.equal("100 = 0.45");
    expect(parseTierLines("", en)).to.deep.equal([]);
  });

  it("refuses a tier line it cannot read, naming it", () => {
    expect(parseTierLines("100 = abc", en)).to.deep.equal({ error: 'Write each tier as "quantity = price", e.g. "100 = 0.45" (not "100 = abc").' });
    expect(parseTierLines("1 = 0.10", en)).to.have.property("error");
    expect(parseTierLines("10 = 0.123", en)).to.have.property("error");
    expect(parseTierLines("10 = 1 = 2", en)).to.have.property("error");
  });

  it("says what a recent sale bought, keeping the seed's words for the seed's product", () => {
    expect(recentSaleText({ quantity: 12, productId: "main_insta_product", productName: "Digital Accounts", orderType: "account" }, en)).to.equal(
      "Purchased 12 accounts",
    );
    expect(recentSaleText({ quantity: 1, productId: "main_insta_product", productName: "Digital Accounts", orderType: "account" }, en)).to.equal(
      "Purchased 1 account",
    );
    expect(recentSaleText({ quantity: 25, productId: "p1", productName: "Gmail aged", orderType: "account" }, en)).to.equal("Purchased 25 × Gmail aged");
    expect(recentSaleText({ quantity: 1, productId: "storytag_software", productName: "StoryTag", orderType: "software" }, en)).to.equal(
      "Purchased 1 × StoryTag license",
    );
  });

  it("says it in Russian with the Russian plural forms", () => {
    const sale = (quantity: number) => recentSaleText({ quantity, productId: "main_insta_product", productName: "Digital Accounts", orderType: "account" }, ru);
    expect(sale(1)).to.equal("Куплен 1 аккаунт");
    expect(sale(3)).to.equal("Куплено 3 аккаунта");
    expect(sale(5)).to.equal("Куплено 5 аккаунтов");
    expect(sale(21)).to.equal("Куплен 21 аккаунт");
  });

  it("exports orders of one product or category", () => {
    expect(exportUrl("", { ...NO_FILTER, productId: "p 1" })).to.equal("/api/admin/orders.csv?productId=p+1");
    expect(exportUrl("x", { ...NO_FILTER, categoryId: "c1" })).to.equal("/api/admin/orders.csv?search=x&categoryId=c1");
  });
});
