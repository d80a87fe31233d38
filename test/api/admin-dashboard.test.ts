import { expect } from "chai";
import { ContactMessage } from "../../server/modules/contact/contact-message.entity";
import { lastDays } from "../../server/modules/dashboard/dashboard.service";
import { createOrder } from "../helpers/admin-fixtures";
import { useServerWithAdmin } from "../helpers/admin-server";
import { addStock, createCustomer } from "../helpers/fixtures";

const DASHBOARD = `{ adminDashboard {
  availableStock lowStockThreshold lowStock totalCustomers totalOrders totalRevenueCents orderRevenueCents
  soldPerDay { date count }
  recentOrders { id quantity totalPriceCents customer { name } }
} }`;

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe("admin dashboard, audit log and inbox", () => {
  const { server, admin } = useServerWithAdmin();

  describe("dashboard", () => {
    it("starts empty with a low-stock warning and 30 zero days", async () => {
      const { adminDashboard: d } = await admin().ok(DASHBOARD);
      expect(d).to.deep.include({
        availableStock: 0,
        lowStockThreshold: 50,
        lowStock: true,
        totalCustomers: 0,
        totalOrders: 0,
        orderRevenueCents: 0,
        recentOrders: [],
      });
      expect(d.soldPerDay).to.have.length(30);
      expect(d.soldPerDay.every((day: { count: number }) => day.count === 0)).to.equal(true);
      expect(d.soldPerDay[29].date).to.equal(new Date().toISOString().slice(0, 10));
    });

    it("counts stock, customers, orders and revenue, charts sales per day and lists the last 5 orders", async () => {
      await addStock(server().app, 50, "dash");
      const erin = await createCustomer(server().app, { name: "Erin" });
      await createCustomer(server().app, { name: "Frank" });
      await createOrder(server().app, { customerId: erin.id, quantity: 4, totalPriceCents: 200, purchaseDate: daysAgo(40) });
      await createOrder(server().app, { customerId: erin.id, quantity: 3, totalPriceCents: 150, purchaseDate: daysAgo(2) });
      await createOrder(server().app, { customerId: erin.id, quantity: 2, totalPriceCents: 100, purchaseDate: daysAgo(2) });
      await createOrder(server().app, { customerId: erin.id, quantity: 1, orderType: "software", totalPriceCents: 1500, purchaseDate: daysAgo(1) });
      for (let i = 0; i < 3; i++)
        await createOrder(server().app, { customerId: null, quantity: 1, totalPriceCents: 50, purchaseDate: new Date(Date.now() - i * 1000) });
      const { adminDashboard: d } = await admin().ok(DASHBOARD);
      expect(d).to.deep.include({ availableStock: 50, lowStock: false, totalCustomers: 2, totalOrders: 7, orderRevenueCents: 2100 });
      const byDay = new Map(d.soldPerDay.map((day: { date: string; count: number }) => [day.date, day.count]));
      const [twoDaysAgo, yesterday, today] = lastDays(3);
      expect(byDay.get(twoDaysAgo)).to.equal(5);
      expect(byDay.get(yesterday)).to.equal(0);
      expect(byDay.get(today)).to.equal(3);
      expect(d.recentOrders).to.have.length(5);
      expect(d.recentOrders.slice(0, 3).map((o: { customer: unknown }) => o.customer)).to.deep.equal([null, null, null]);
      expect(d.recentOrders[3]).to.deep.include({ quantity: 1, totalPriceCents: 1500, customer: { name: "Erin" } });
    });

    it("uses a low-stock threshold above 50 when the admin sets one", async () => {
      await admin().ok(`mutation { updateSecuritySettings(input: { sessionTimeoutMinutes: 30, lowStockThreshold: 100 }) { lowStockThreshold } }`);
      const { adminDashboard: d } = await admin().ok(DASHBOARD);
      expect(d).to.deep.include({ lowStockThreshold: 100, lowStock: true });
    });
  });

  describe("audit log", () => {
    it("lists admin changes newest first with who did them", async () => {
      await admin().ok(`mutation { uploadStockChunk(lines: ["aud1:p:e:ep"]) { added } }`);
      const { auditLog } = await admin().ok(`{ auditLog(limit: 2) { total items { action actorEmail entityType details createdAt } } }`);
      expect(auditLog.total).to.be.at.least(2);
      expect(auditLog.items[0]).to.deep.include({ action: "stock.upload", entityType: "stock_account" });
      expect(auditLog.items[0].actorEmail).to.contain("@");
      expect(JSON.parse(auditLog.items[0].details)).to.deep.equal({
        added: 1,
        skippedInvalid: 0,
        skippedDuplicates: 0,
        productId: "main_insta_product",
        variantId: "main_insta_product",
      });
      expect(auditLog.items[1].action).to.equal("settings.security_update");
    });
  });

  describe("inbox", () => {
    it("lists contact messages newest first and marks one read, once", async () => {
      const repo = server().app.db.manager.getRepository(ContactMessage);
      for (const subject of ["first", "second"]) {
        await repo.insert({ name: "Gina", email: "gina@example.test", subject, message: "Hello", customerId: null, createdAt: new Date(), readAt: null });
      }
      const list = async () => (await admin().ok(`{ contactMessages { total unread items { id subject readAt } } }`)).contactMessages;
      const before = await list();
      expect(before.total).to.equal(2);
      expect(before.unread).to.equal(2);
      expect(before.items.map((m: { subject: string }) => m.subject)).to.deep.equal(["second", "first"]);
      const { markContactMessageRead } = await admin().ok(`mutation($id: Int!) { markContactMessageRead(id: $id) { id readAt } }`, { id: before.items[1].id });
      expect(markContactMessageRead.readAt).to.be.a("string");
      const again = await admin().ok(`mutation($id: Int!) { markContactMessageRead(id: $id) { readAt } }`, { id: before.items[1].id });
      expect(again.markContactMessageRead.readAt).to.equal(markContactMessageRead.readAt);
      expect((await list()).unread).to.equal(1);
    });

    it("answers NOT_FOUND for an unknown message", async () => {
      expect((await admin().fails(`mutation { markContactMessageRead(id: 999999) { id } }`)).code).to.equal("NOT_FOUND");
    });
  });
});
