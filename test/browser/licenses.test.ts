import { expect } from "chai";
import type { Browser } from "playwright-core";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { License } from "../../server/modules/licenses/license.entity";
import { fieldProblem, launchBrowser, openTab, waitForPath } from "../helpers/browser";
import { createCustomer } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("software licences (browser)", () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    server = await startTestServer({ LICENSE_CHECK_RATE_LIMIT: "1000" });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const open = (customer?: Customer, viewport?: { width: number; height: number }) => openTab(browser, server, { as: customer, viewport });

  it("buys StoryTag, shows the licence on the dashboard, and the check page accepts its key", async () => {
    const buyer = await createCustomer(server.app, { balanceCents: 2000 });
    const { page, context } = await open(buyer);
    await page.goto("/story-tag");
    await page.getByRole("button", { name: "Purchase Now" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Confirm Purchase" });
    await confirm.getByText("Buy StoryTag license for $15.00? Your balance after: $5.00.").waitFor();
    expect(await server.app.db.manager.getRepository(License).countBy({ customerId: buyer.id })).to.equal(0);
    await confirm.getByRole("button", { name: "Buy License" }).click();
    await waitForPath(page, "/customer/dashboard");

    const card = page.getByTestId("license-card");
    await card.waitFor();
    const key = (await card.getByTestId("license-key").textContent())!.trim();
    expect(key).to.match(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    await card.getByText("active").waitFor();
    await card.getByText("30 days left").waitFor();
    await page.getByTestId("subscription-card").getByText("$15.00 paid from balance", { exact: false }).waitFor();
    // Arriving with the scroll flag brings the licences section into view.
    await page.waitForFunction(() => {
      const top = document.getElementById("licenses")?.getBoundingClientRect().top ?? 9999;
      return top >= -5 && top < window.innerHeight;
    });

    await page.goto("/license-check");
    await page.getByLabel("License key").fill(key);
    await page.getByRole("button", { name: "Check License" }).click();
    const result = page.getByTestId("license-result");
    await result.getByText("License is valid").waitFor();
    await result.getByText("30", { exact: true }).waitFor();
    await context.close();
  });

  it("opens the insufficient-balance dialog instead of buying, and sends visitors to sign in", async () => {
    const poor = await createCustomer(server.app, { balanceCents: 100 });
    const { page, context } = await open(poor);
    await page.goto("/story-tag");
    await page.getByRole("button", { name: "Purchase Now" }).click();
    await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByText("Insufficient Balance").waitFor();
    expect(await server.app.db.manager.getRepository(License).countBy({ customerId: poor.id })).to.equal(0);
    await context.close();

    const visitor = await open();
    await visitor.page.goto("/story-tag");
    await visitor.page.getByRole("button", { name: "Purchase Now" }).click();
    await waitForPath(visitor.page, "/auth/login");
    await visitor.context.close();
  });

  it("checks the key format in the browser before asking the server, at 375 px wide", async () => {
    const { page, context } = await open(undefined, { width: 375, height: 800 });
    await page.goto("/license-check");
    const form = page.locator("form");
    await page.getByRole("button", { name: "Check License" }).click();
    await form.getByText("Please enter a license key", { exact: true }).waitFor();
    await page.getByLabel("License key").fill("abcd-1234");
    await page.getByRole("button", { name: "Check License" }).click();
    await form.getByText("Invalid license key format", { exact: true }).waitFor();
    await page.getByLabel("License key").fill("ZZZZ-ZZZZ-ZZZZ-ZZZZ");
    await page.getByRole("button", { name: "Check License" }).click();
    await page.getByTestId("license-result").getByText("License is invalid or expired").waitFor();
    // The developers' manual is one link away from the check, and fits the phone too.
    await page.getByTestId("license-api-link").getByRole("link", { name: "API for desktop applications" }).click();
    await page.getByRole("heading", { level: 1, name: "API for desktop applications" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await context.close();
  });

  it("lets an admin create, deactivate, extend and delete a licence", async () => {
    const owner = await createCustomer(server.app, { name: "Licence Owner", email: `owner-${Date.now()}@example.test` });
    const admin = await createCustomer(server.app, { role: "admin" });
    const { page, context } = await open(admin);

    await page.goto("/admin/license-management");
    await page.getByRole("button", { name: "Create License" }).click();
    expect(await fieldProblem(page.getByLabel("Customer", { exact: true }))).to.equal("Please select a customer.");
    await page.getByLabel("Find customer").fill("Licence Owner");
    await page.getByLabel("Customer", { exact: true }).selectOption({ label: `Licence Owner (${owner.email})` });
    await page.getByRole("button", { name: "Create License" }).click();
    await page.getByText("License created successfully").waitFor();
    const created = await server.app.db.manager.getRepository(License).findOneByOrFail({ customerId: owner.id });

    await page.goto("/admin/licenses");
    const row = page.locator(`tr[data-license-key="${created.licenseKey}"]`);
    await row.getByText(owner.email).waitFor();
    await row.getByText("32", { exact: true }).waitFor();

    await row.getByRole("button", { name: `Deactivate ${created.licenseKey}` }).click();
    await page.getByText("License deactivated successfully").waitFor();
    await row.getByText("inactive").waitFor();

    await row.getByRole("button", { name: `Extend ${created.licenseKey}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Extend" }).click();
    expect(await fieldProblem(dialog.getByLabel("New expiry date"))).to.equal("Please select new expiry date");
    const inForty = new Date(Date.now() + 40 * 86_400_000);
    const local = `${inForty.getFullYear()}-${String(inForty.getMonth() + 1).padStart(2, "0")}-${String(inForty.getDate()).padStart(2, "0")}`;
    await dialog.getByLabel("New expiry date").fill(local);
    await dialog.getByRole("button", { name: "Extend" }).click();
    await page.getByText("License extended successfully").waitFor();
    await row.getByText("active", { exact: true }).waitFor();
    const extended = await server.app.db.manager.getRepository(License).findOneByOrFail({ id: created.id });
    expect(extended.status).to.equal(true);

    await row.getByRole("button", { name: `Delete ${created.licenseKey}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await page.getByText("License deleted successfully").waitFor();
    await row.waitFor({ state: "detached" });
    expect(await server.app.db.manager.getRepository(License).countBy({ id: created.id })).to.equal(0);
    await context.close();
  });
});
