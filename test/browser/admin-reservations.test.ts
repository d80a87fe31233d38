import crypto from "node:crypto";
import { expect } from "chai";
import type { Browser } from "playwright-core";
import { PendingOrder } from "../../server/modules/orders/pending-order.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { launchBrowser, screenshot } from "../helpers/browser";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { openAdminTab, toast } from "./admin-session";

const HOLD = `mutation($productId: ID!, $key: String!) {
  purchase(productId: $productId, quantity: 4, idempotencyKey: $key, payWith: "sandbox") { __typename ... on PendingPurchase { id } }
}`;

describe("Orders → Reservations: who holds what, and cancelling a hold (browser)", function () {
  this.timeout(120_000);
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const width of [1366, 375]) {
    it(`lists a buyer's hold and cancels it with a reason, putting its lines back on sale (${width} px)`, async () => {
      const { context, page, admin } = await openAdminTab(browser, server, { width, height: 900 });
      const adminApi = signIn(server.app, server.client(), admin);
      const product = await createProductAsAdmin(adminApi, { name: `Held Pack ${width}`, slug: `held-pack-${width}` });
      await addStock(server.app, 100, `heldpack${width}x`, product.id);
      const buyer = await createCustomer(server.app, { balanceCents: 0, email: `holder-${width}@example.com` });
      const { purchase } = await signIn(server.app, server.client(), buyer).ok(HOLD, { productId: product.id, key: crypto.randomUUID() });
      expect(purchase.__typename).to.equal("PendingPurchase");

      await page.goto("/admin/orders");
      const section = page.getByRole("region", { name: "Reservations" });
      // Below md the rows are cards and the table is hidden: only what is shown counts.
      await section.getByText(`holder-${width}@example.com`).filter({ visible: true }).waitFor();
      await section.getByRole("button", { name: "Cancel hold" }).filter({ visible: true }).click();
      const dialog = page.getByRole("dialog", { name: "Cancel this hold" });
      await dialog.getByRole("button", { name: "Cancel hold" }).click();
      await dialog.getByText("Write why the hold is cancelled.").waitFor();
      await dialog.getByLabel("Reason").fill("Held by a script");
      await dialog.getByRole("button", { name: "Cancel hold" }).click();
      await toast(page, "The hold is cancelled and its items are back on sale.");

      expect((await server.app.db.manager.getRepository(PendingOrder).findOneByOrFail({ id: purchase.id })).status).to.equal("cancelled");
      expect(await server.app.db.manager.getRepository(StockAccount).countBy({ productId: product.id, status: "available" })).to.equal(100);
      await section.getByText("No reservations.").waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
      await screenshot(page, `admin-reservations-${width}`);
      await context.close();
    });
  }
});
