import { expect } from "chai";
import fs from "node:fs";
import type { Browser } from "playwright-core";
import { Customer } from "../../server/modules/customers/customer.entity";
import { fieldProblem, launchBrowser, screenshot } from "../helpers/browser";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { openAdminTab, toast } from "./admin-session";

const BUY = `mutation Buy($quantity: Int!, $key: String!) {
  purchaseAccounts(quantity: $quantity, idempotencyKey: $key) { __typename ... on Order { id } ... on ErrorResult { message } }
}`;
const BUY_LICENSE = `mutation BuyLicense($key: String!) {
  purchaseSoftwareLicense(idempotencyKey: $key) { __typename ... on SoftwarePurchase { order { id } } ... on ErrorResult { message } }
}`;

describe("admin customers and orders (browser)", () => {
  let server: TestServer;
  let browser: Browser;
  let buyer: Customer & { password: string };
  let accountOrderId: string;
  let softwareOrderId: string;

  before(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    await addStock(server.app, 12, "sold");
    buyer = await createCustomer(server.app, { name: "Bea Buyer", email: "bea@example.test", balanceCents: 10_000 });
    const api = signIn(server.app, server.client(), buyer);
    const bought = (await api.ok(BUY, { quantity: 10, key: "browser-order-1" })) as { purchaseAccounts: { __typename: string; id: string } };
    expect(bought.purchaseAccounts.__typename).to.equal("Order");
    accountOrderId = bought.purchaseAccounts.id;
    const licensed = (await api.ok(BUY_LICENSE, { key: "browser-license-1" })) as { purchaseSoftwareLicense: { __typename: string; order: { id: string } } };
    expect(licensed.purchaseSoftwareLicense.__typename).to.equal("SoftwarePurchase");
    softwareOrderId = licensed.purchaseSoftwareLicense.order.id;
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it("sets a customer's balance with a reason and shows the change in the customer's ledger", async () => {
    const customer = await createCustomer(server.app, { name: "Carl Credit", email: "carl@example.test", balanceCents: 500 });
    const { page, context } = await openAdminTab(browser, server);
    await page.goto("/admin/customers");
    await page.getByRole("searchbox", { name: "Search customers" }).fill("CARL@");
    const row = page.getByRole("row").filter({ hasText: "carl@example.test" });
    await row.getByRole("cell", { name: "$5.00" }).waitFor();

    await row.getByRole("button", { name: "Edit balance of carl@example.test" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Balance" });
    await dialog.getByLabel("New Balance ($)").fill("-5");
    await dialog.getByRole("button", { name: "Save Balance" }).click();
    expect(await fieldProblem(dialog.getByLabel("New Balance ($)"))).to.equal("Please enter a valid non-negative number for balance.");
    expect(await fieldProblem(dialog.getByLabel("Reason"))).to.equal("Please enter a reason for the balance change.");

    await dialog.getByLabel("New Balance ($)").fill("12.34");
    await dialog.getByRole("button", { name: "Save Balance" }).click();
    expect(await fieldProblem(dialog.getByLabel("Reason"))).to.equal("Please enter a reason for the balance change.");
    expect(await fieldProblem(dialog.getByLabel("New Balance ($)"), 0)).to.equal(null);
    await dialog.getByLabel("Reason").fill("Goodwill credit for a late delivery");
    await dialog.getByRole("button", { name: "Save Balance" }).click();
    await toast(page, "Balance Updated");
    await row.getByRole("cell", { name: "$12.34" }).waitFor();

    await row.getByRole("button", { name: "View details of carl@example.test" }).click();
    const details = page.getByRole("dialog", { name: "Customer Details" });
    const ledgerRow = details.getByTestId("balance-ledger").getByRole("row").filter({ hasText: "Goodwill credit for a late delivery" });
    await ledgerRow.waitFor();
    expect(await ledgerRow.innerText()).to.match(/Admin adjustment\s+\+\$7\.34\s+\$12\.34/);
    const stored = await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: customer.id });
    expect(stored.balanceCents).to.equal(1234);
    await context.close();
  });

  it("shows a customer's orders with their purchased accounts in the details dialog", async () => {
    const { page, context } = await openAdminTab(browser, server);
    await page.goto("/admin/customers");
    await page.getByRole("searchbox", { name: "Search customers" }).fill("bea");
    const row = page.getByRole("row").filter({ hasText: "bea@example.test" });
    await row.getByRole("cell", { name: "2", exact: true }).waitFor();
    await row.getByRole("button", { name: "View details of bea@example.test" }).click();
    const details = page.getByRole("dialog", { name: "Customer Details" });
    await details.getByText("Order History (2)").waitFor();
    await details.getByRole("button", { name: new RegExp(accountOrderId.slice(0, 12)) }).click();
    await details.getByRole("cell", { name: "sold9", exact: true }).waitFor();
    await screenshot(page, "admin-customer-details");
    await context.close();
  });

  it("refuses a customer without name or email, and shows the server's reason for keeping the last admin", async () => {
    const { page, context, admin } = await openAdminTab(browser, server);
    // Every other admin of this test server becomes a customer, so this one is the last.
    await server.app.db.manager.query("UPDATE customers SET role = 'customer' WHERE role = 'admin' AND id <> ?", [admin.id]);
    await page.goto("/admin/customers");
    await page.getByRole("searchbox", { name: "Search customers" }).fill(admin.email);
    const row = page.getByRole("row").filter({ hasText: admin.email });
    await row.getByRole("button", { name: `Edit ${admin.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Customer" });
    await dialog.getByLabel("Name").fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await fieldProblem(dialog.getByLabel("Name"))).to.equal("Name and email are required.");
    await dialog.getByLabel("Name").fill("Ada Again");
    await dialog.getByLabel("Role").selectOption("customer");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await fieldProblem(dialog.getByLabel("Role"))).to.equal("This is the last admin account. Make another customer an admin first.");
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await row.getByRole("button", { name: `Delete ${admin.email}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
    await confirm.getByRole("button", { name: "Delete Customer" }).click();
    await toast(page, "Failed to delete customer", "This is the last admin account. Make another customer an admin first.");
    const stored = await server.app.db.manager.getRepository(Customer).findOneByOrFail({ id: admin.id });
    expect(stored.role).to.equal("admin");
    await context.close();
  });

  it("filters orders by type and date and exports the same selection as CSV", async () => {
    const { page, context } = await openAdminTab(browser, server);
    await page.goto("/admin/orders");
    const table = page.getByTestId("orders-table");
    await table.getByRole("cell", { name: accountOrderId.slice(0, 12), exact: true }).waitFor();
    await table.getByRole("cell", { name: softwareOrderId.slice(0, 12), exact: true }).waitFor();
    // Newest first: the licence was bought after the accounts.
    const ids = await table.locator("tbody tr td:first-child").allInnerTexts();
    expect(ids).to.deep.equal([softwareOrderId.slice(0, 12), accountOrderId.slice(0, 12)]);

    await page.getByRole("button", { name: "Filter Orders" }).click();
    const filter = page.getByRole("dialog", { name: "Filter Orders" });
    await filter.getByLabel("Type").selectOption("software");
    await filter.getByRole("button", { name: "Apply Filter" }).click();
    await page.getByText("Showing 1 to 1 of 1 orders").waitFor();
    expect(await table.locator("tbody tr td:first-child").allInnerTexts()).to.deep.equal([softwareOrderId.slice(0, 12)]);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Orders" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).to.match(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).to.include(softwareOrderId);
    expect(csv).not.to.include(accountOrderId);
    expect(csv).to.include("bea@example.test");

    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    await page.getByRole("button", { name: "Filter Orders" }).click();
    await filter.getByLabel("Type").selectOption("");
    await filter.getByLabel("From").fill(tomorrow);
    await filter.getByRole("button", { name: "Apply Filter" }).click();
    await page.getByText("No orders found.").waitFor();

    await page.getByRole("button", { name: "Remove filter" }).click();
    await page.getByRole("searchbox", { name: "Search orders" }).fill("BEA@EXAMPLE");
    await page.getByText("Showing 1 to 2 of 2 orders").waitFor();
    await page.getByRole("searchbox", { name: "Search orders" }).fill(accountOrderId.slice(0, 8));
    await page.getByText("Showing 1 to 1 of 1 orders").waitFor();
    await context.close();
  });

  it("lists an order's accounts with copy buttons and copies them all", async () => {
    const { page, context } = await openAdminTab(browser, server);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.goto("/admin/orders");
    await page.getByRole("button", { name: `View order ${accountOrderId.slice(0, 12)}` }).click();
    const dialog = page.getByRole("dialog", { name: "Order Details" });
    await dialog.getByText("Accounts (10)").waitFor();
    await dialog.getByRole("button", { name: "Copy sold3" }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).to.equal("sold3:pw3:sold3@mail.test:epw3");
    await dialog.getByRole("button", { name: "Copy All Accounts in Order" }).click();
    await dialog.getByRole("button", { name: "Copied!" }).waitFor();
    const all = await page.evaluate(() => navigator.clipboard.readText());
    expect(all.split("\n")).to.deep.equal(Array.from({ length: 10 }, (_, i) => `sold${i}:pw${i}:sold${i}@mail.test:epw${i}`));
    await context.close();
  });
});
