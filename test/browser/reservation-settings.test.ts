import path from "node:path";
import { expect } from "chai";
import type { Browser } from "playwright-core";
import { CheckoutSettings } from "../../server/modules/orders/checkout-settings.entity";
import { launchBrowser, screenshot } from "../helpers/browser";
import { waitFor } from "../helpers/fake-webhook-receiver";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { openAdminTab, toast } from "./admin-session";

describe("Settings → Payment: pay-the-difference rules (browser)", function () {
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

  const saved = () => server.app.db.manager.getRepository(CheckoutSettings).find();

  for (const [width, minutes, cap] of [
    [1366, 30, 5],
    [375, 45, 2],
  ] as const) {
    it(`shows the hold time and the cap, refuses out-of-range values before saving, and saves with the keyboard (${width} px)`, async () => {
      const { context, page } = await openAdminTab(browser, server, { width, height: 900 });
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: "Payment" }).click();
      const section = page.getByRole("region", { name: "Pay the difference" });
      const minutesField = section.getByLabel("Reservation time (minutes)");
      const capField = section.getByLabel("Unpaid reservations per customer");
      await section.getByText("From 1 to 1440 minutes; reservations already made keep their expiry.").waitFor();
      const before = await saved();
      const shown = await waitFor("the current hold time", async () => (await minutesField.inputValue()) || false);
      expect(shown).to.equal(before.length ? String(before[0]!.reservationMinutes) : "15");

      await minutesField.fill("0");
      await capField.fill("101");
      await section.getByRole("button", { name: "Save reservation rules" }).click();
      await section.getByText("A reservation lasts from 1 to 1440 minutes.").waitFor();
      await section.getByText("A customer may hold from 1 to 100 reservations.").waitFor();
      expect(await minutesField.getAttribute("aria-invalid")).to.equal("true");
      expect(await saved()).to.deep.equal(before);
      await screenshot(page, `reservation-settings-invalid-${width}`);
      await section.screenshot({ path: path.resolve("test-results", `reservation-settings-section-invalid-${width}.png`) });

      await minutesField.fill(String(minutes));
      await capField.fill(String(cap));
      await capField.press("Enter");
      await toast(page, "Settings Saved", "The reservation rules are saved.");
      const [row] = await saved();
      expect(row).to.include({ reservationMinutes: minutes, maxPendingReservations: cap });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(width);
      await section.scrollIntoViewIfNeeded();
      await screenshot(page, `reservation-settings-${width}`);
      await section.screenshot({ path: path.resolve("test-results", `reservation-settings-section-${width}.png`) });

      await page.reload();
      await page.getByRole("tab", { name: "Payment" }).click();
      const reloaded = page.getByRole("region", { name: "Pay the difference" }).getByLabel("Reservation time (minutes)");
      // The field fills in once the saved rules have loaded.
      expect(await waitFor("the saved hold time", async () => (await reloaded.inputValue()) || false)).to.equal(String(minutes));
      await context.close();
    });
  }
});
