import { expect } from "chai";
import { parseTierLines, tierLines } from "../../web/src/pages/admin/catalogue/tier-lines";
import { recentSaleText } from "../../web/src/pages/admin/dashboard/RecentSales";
import { exportUrl, NO_FILTER } from "../../web/src/pages/admin/orders/order-filter";

describe("web catalogue helpers", () => {
  it("reads volume tiers typed as 'quantity = price' lines, in cents, and writes them back", () => {
    expect(parseTierLines("100 = 0.45\n\n 1000=0.4 ")).to.deep.equal([{ minQuantity: 100, unitPriceCents: 45 }, { minQuantity: 1000, unitPriceCents: 40 }]);
    expect(tierLines([{ minQuantity: 100, unitPriceCents: 45 }])).to.equal("100 = 0.45");
    expect(parseTierLines("")).to.deep.equal([]);
  });

  it("refuses a tier line it cannot read, naming it", () => {
    expect(parseTierLines("100 = abc")).to.deep.equal({ error: 'Write each tier as "quantity = price", e.g. "100 = 0.45" (not "100 = abc").' });
    expect(parseTierLines("1 = 0.10")).to.have.property("error");
    expect(parseTierLines("10 = 0.123")).to.have.property("error");
    expect(parseTierLines("10 = 1 = 2")).to.have.property("error");
  });

  it("says what a recent sale bought, keeping the seed's words for the seed's product", () => {
    expect(recentSaleText({ quantity: 12, productId: "main_insta_product", productName: "Digital Accounts", orderType: "account" })).to.equal("Purchased 12 accounts");
    expect(recentSaleText({ quantity: 25, productId: "p1", productName: "Gmail aged", orderType: "account" })).to.equal("Purchased 25 × Gmail aged");
    expect(recentSaleText({ quantity: 1, productId: "storytag_software", productName: "StoryTag", orderType: "software" })).to.equal("Purchased 1 × StoryTag licence");
  });

  it("exports orders of one product or category", () => {
    expect(exportUrl("", { ...NO_FILTER, productId: "p 1" })).to.equal("/api/admin/orders.csv?productId=p+1");
    expect(exportUrl("x", { ...NO_FILTER, categoryId: "c1" })).to.equal("/api/admin/orders.csv?search=x&categoryId=c1");
  });
});
