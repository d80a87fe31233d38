import { expect } from "chai";
import { lastDays } from "../../server/modules/dashboard/dashboard.service";
import { createOrder } from "../helpers/admin-fixtures";
import { useServerWithAdmin } from "../helpers/admin-server";
import { createCustomer, signIn } from "../helpers/fixtures";

const REVENUE = `{ adminRevenueByProduct { days series { productId productName totalCents perDayCents } } }`;
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

interface Series {
  productId: string | null;
  productName: string;
  totalCents: number;
  perDayCents: number[];
}

describe("admin dashboard: revenue split by product", () => {
  const { server, admin } = useServerWithAdmin();

  it("answers 30 empty days and no series before any order", async () => {
    const { adminRevenueByProduct: r } = await admin().ok(REVENUE);
    expect(r.days).to.deep.equal(lastDays(30));
    expect(r.series).to.deep.equal([]);
  });

  it("sums each product's orders per day over the last 30 days, biggest first, under the catalogue's current name", async () => {
    const app = server().app;
    const buyer = await createCustomer(app);
    await createOrder(app, { customerId: buyer.id, productId: "gmail", productName: "Gmail aged", totalPriceCents: 900, purchaseDate: daysAgo(40) }); // too old
    await createOrder(app, { customerId: buyer.id, productId: "gmail", productName: "Gmail", totalPriceCents: 300, purchaseDate: daysAgo(2) });
    await createOrder(app, { customerId: buyer.id, productId: "gmail", productName: "Gmail", totalPriceCents: 200, purchaseDate: daysAgo(2) });
    await createOrder(app, { customerId: null, productId: "gmail", productName: "Gmail", totalPriceCents: 100, purchaseDate: new Date() });
    await createOrder(app, {
      customerId: buyer.id,
      productId: "storytag_software",
      orderType: "software",
      productName: "StoryTag",
      totalPriceCents: 1500,
      purchaseDate: daysAgo(1),
    });
    // storytag_software is in the catalogue (the seed's licence product), renamed since: the catalogue's name wins over the orders'.
    const catalogueName = "StoryTag Pro";
    await app.db.manager.query(`UPDATE products SET name = ? WHERE id = 'storytag_software'`, [catalogueName]);
    const { adminRevenueByProduct: r } = await admin().ok(REVENUE);
    const [twoDaysAgo, yesterday, today] = [27, 28, 29];
    expect(r.series.map((s: Series) => [s.productId, s.productName, s.totalCents])).to.deep.equal([
      ["storytag_software", catalogueName, 1500],
      ["gmail", "Gmail", 600],
    ]);
    const gmail = r.series[1] as Series;
    expect(gmail.perDayCents).to.have.length(30);
    expect([gmail.perDayCents[twoDaysAgo], gmail.perDayCents[yesterday], gmail.perDayCents[today]]).to.deep.equal([500, 0, 100]);
    expect(gmail.perDayCents.reduce((a, b) => a + b, 0)).to.equal(600);
    expect((r.series[0] as Series).perDayCents[yesterday]).to.equal(1500);
  });

  it("names the six biggest products and folds the rest into 'Other products'", async () => {
    const app = server().app;
    for (let p = 1; p <= 8; p++)
      await createOrder(app, { customerId: null, productId: `p${p}`, productName: `Product ${p}`, totalPriceCents: 10_000 + p, purchaseDate: new Date() });
    const { adminRevenueByProduct: r } = await admin().ok(REVENUE);
    expect(r.series).to.have.length(7);
    expect(r.series.slice(0, 6).map((s: Series) => s.productId)).to.deep.equal(["p8", "p7", "p6", "p5", "p4", "p3"]);
    const other = r.series[6] as Series;
    // p2, p1, StoryTag and Gmail of the test before.
    expect(other).to.deep.include({ productId: null, productName: "Other products", totalCents: 10_002 + 10_001 + 1500 + 600 });
    expect(other.perDayCents[29]).to.equal(10_002 + 10_001 + 100);
  });

  it("is for admins only", async () => {
    const customer = signIn(server().app, server().client(), await createCustomer(server().app));
    expect((await customer.gql(REVENUE)).errors?.[0].extensions?.code).to.equal("FORBIDDEN");
    expect((await server().client().gql(REVENUE)).errors?.[0].extensions?.code).to.be.oneOf(["UNAUTHENTICATED", "FORBIDDEN"]);
  });
});
