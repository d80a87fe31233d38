import { expect } from "chai";
import type { Browser, BrowserContext } from "playwright-core";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { launchBrowser, openTab, screenshot } from "../helpers/browser";
import { addStock, createCustomer } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

describe("customer purchase and My Accounts (browser)", () => {
  let server: TestServer;
  let browser: Browser;
  before(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await addStock(server.app, 30, "pack");
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const signedIn = (customer: Customer, viewport?: { width: number; height: number }) => openTab(browser, server, { as: customer, viewport });
  const clipboard = async (context: BrowserContext) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  };

  it("buys a pack, lands on My Accounts with every credential, and copies them in both formats", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 1000 });
    const { context, page } = await signedIn(customer);
    await clipboard(context);
    await page.goto("/");
    await page.getByLabel("Quantity").fill("10");
    await page.getByRole("button", { name: "Purchase" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Buy", exact: true }).click();
    await page.waitForURL("**/customer/dashboard");

    const pack = page.getByTestId("account-pack");
    await pack.getByText("New").waitFor();
    for (let i = 0; i < 10; i++) await pack.getByRole("cell", { name: `pack${i}`, exact: true }).waitFor();
    await page.getByText("Balance: $5.00").waitFor();

    await pack.getByRole("button", { name: "Copy All (username:password)" }).click();
    await pack.getByRole("button", { name: "Copied!" }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal(Array.from({ length: 10 }, (_, i) => `pack${i}:pw${i}`).join("\n"));

    await pack.getByRole("button", { name: "Copy pack3" }).click();
    await page.getByRole("menuitem", { name: "Full: email:emailpass:username:password" }).click();
    await page.waitForFunction(() => navigator.clipboard.readText().then((t) => t === "pack3@mail.test:epw3:pack3:pw3"));
    // The feedback lasts 2 s, then the button reads as before.
    await pack.getByRole("button", { name: "Copy All (username:password)" }).waitFor({ timeout: 4000 });

    await page.getByRole("link", { name: "Order History" }).first().click();
    await page.getByRole("cell", { name: "Completed" }).waitFor();
    expect(await page.getByRole("link", { name: /^Invoice for order/ }).getAttribute("href")).to.match(/^\/api\/orders\/[0-9a-f-]{36}\/invoice$/);
    await context.close();
  });

  it("opens the Insufficient Balance dialog when the balance is too low, and Add Funds leads to the top-up page", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 100 });
    const { context, page } = await signedIn(customer);
    await page.goto("/");
    await page.getByLabel("Quantity").fill("10");
    await page.getByRole("button", { name: "Purchase" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Insufficient Balance" });
    await dialog.waitFor();
    expect(await dialog.getByText("You don't have enough funds to complete this transaction. Please add more to your balance.").isVisible()).to.equal(true);
    await dialog.getByRole("button", { name: "Add Funds" }).click();
    await page.waitForURL("**/customer/add-balance");
    await context.close();
  });

  it("refuses a quantity above the stock before asking the server", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 100_000 });
    const { context, page } = await signedIn(customer);
    await page.goto("/");
    const stock = page.getByTestId("available-stock");
    await stock.getByText("accounts available").waitFor();
    const available = Number((await stock.textContent())!.match(/\d+/)![0]);
    await page.getByLabel("Quantity").fill(String(available + 1));
    await page.getByRole("button", { name: "Purchase" }).click();
    await page.getByText(`Only ${available} accounts available. Please select a smaller quantity.`).waitFor();
    await context.close();
  });

  it("tells an admin that admins cannot purchase", async () => {
    const admin = await createCustomer(server.app, { role: "admin", balanceCents: 10_000 });
    const { context, page } = await signedIn(admin);
    await page.goto("/");
    await page.getByRole("button", { name: "Purchase" }).click();
    await page.getByText("Admins cannot purchase products.").waitFor();
    await context.close();
  });

  it("lays out My Accounts at 375 px wide without horizontal scrolling", async () => {
    const customer = await createCustomer(server.app, { balanceCents: 1000 });
    const { context, page } = await signedIn(customer, { width: 375, height: 812 });
    await page.goto("/");
    await page.getByRole("button", { name: "Purchase" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Buy", exact: true }).click();
    await page.waitForURL("**/customer/dashboard");
    await page.getByTestId("account-pack").waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).to.be.at.most(0);
    await screenshot(page, "dashboard-375");
    await context.close();
  });
});
