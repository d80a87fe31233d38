import { expect } from "chai";
import { generate, generateSecret } from "otplib";
import { Customer } from "../../server/modules/customers/customer.entity";
import { latestLinkToken } from "../api/auth-links";
import { fieldProblem, openTab, rewriteVariables, screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { addStock, createCustomer } from "../helpers/fixtures";
import { openAdminTab } from "./admin-session";

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1366, height: 768 };

describe("every form shows each problem on its own field, the server's refusals too (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("Register: the server's refusal of one field lands under that field, not in a banner", async () => {
    const { page, context } = await openTab(browser(), server(), { viewport: PHONE });
    await page.goto("/auth/register");
    await page.getByLabel("Full Name").fill("Sam Buyer");
    await page.getByLabel("Email").fill("sam-register@example.test");
    await page.getByLabel("Password", { exact: true }).fill("secret-1");
    await page.getByLabel("Confirm Password").fill("secret-1");
    await page.getByRole("checkbox").nth(0).check({ force: true });
    await page.getByRole("checkbox").nth(1).check({ force: true });
    await rewriteVariables(page, "Register", (v) => ((v.input as Record<string, unknown>).confirmPassword = "secret-2"));
    await page.getByRole("button", { name: "Register" }).click();
    expect(await fieldProblem(page.getByLabel("Confirm Password"))).to.equal("Passwords do not match.");
    expect(await fieldProblem(page.getByLabel("Password", { exact: true }), 0)).to.equal(null);
    expect(await page.getByRole("alert").count()).to.equal(0);
    await context.close();
  });

  it("Admin setup: the server's refusal of the address lands under Email", async () => {
    const { page, context } = await openTab(browser(), server(), { viewport: LAPTOP });
    await page.goto("/auth/setup-admin?token=any-token");
    await page.getByLabel("Full Name").fill("First Admin");
    await page.getByLabel("Email").fill("first-admin@example.test");
    await page.getByLabel("Password", { exact: true }).fill("admin-pass");
    await page.getByLabel("Confirm Password").fill("admin-pass");
    await rewriteVariables(page, "CompleteAdminSetup", (v) => ((v.input as Record<string, unknown>).email = "first-admin"));
    await page.getByRole("button", { name: "Create Admin Account" }).click();
    expect(await fieldProblem(page.getByLabel("Email"))).to.equal("Please enter a valid email address.");
    expect(await page.getByRole("alert").count()).to.equal(0);
    await context.close();
  });

  it("Contact: every missing field and the address's format at once, and the server's refusal under its field", async () => {
    const { page, context } = await openTab(browser(), server(), { viewport: PHONE });
    await page.goto("/legal/contact");
    await page.getByLabel("Email Address").fill("not-an-address");
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await fieldProblem(page.getByLabel("Full Name"))).to.equal("Please enter your full name.");
    expect(await fieldProblem(page.getByLabel("Email Address"))).to.equal("Please enter a valid email address.");
    expect(await fieldProblem(page.getByLabel("Subject"))).to.equal("Please enter a subject.");
    expect(await fieldProblem(page.getByLabel("Message"))).to.equal("Please enter a message.");
    await screenshot(page, "form-problems-contact-375");

    await page.getByLabel("Full Name").fill("Sam");
    await page.getByLabel("Email Address").fill("sam@example.test");
    await page.getByLabel("Subject").fill("Hello");
    await page.getByLabel("Message").fill("A question");
    await rewriteVariables(page, "SubmitContactMessage", (v) => ((v.input as Record<string, unknown>).subject = "   "));
    await page.getByRole("button", { name: "Send Message" }).click();
    expect(await fieldProblem(page.getByLabel("Subject"))).to.equal("Please enter a subject.");
    expect(await fieldProblem(page.getByLabel("Full Name"), 0)).to.equal(null);
    await context.close();
  });

  it("Edit customer: a blank name and a malformed address at once, a taken address under Email, the last admin under Role", async () => {
    const { page, context, admin } = await openAdminTab(browser(), server(), LAPTOP);
    const other = await createCustomer(server().app, { email: "taken-address@example.test" });
    await server().app.db.manager.query("UPDATE customers SET role = 'customer' WHERE role = 'admin' AND id <> ?", [admin.id]);
    await page.goto("/admin/customers");
    await page.getByRole("searchbox", { name: "Search customers" }).fill(admin.email);
    await page.getByRole("button", { name: `Edit ${admin.email}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Customer" });
    await dialog.getByLabel("Name").fill("");
    await dialog.getByLabel("Email").fill("ada@");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await fieldProblem(dialog.getByLabel("Name"))).to.equal("Name and email are required.");
    expect(await fieldProblem(dialog.getByLabel("Email"))).to.equal("Please enter a valid email address.");
    await screenshot(page, "form-problems-edit-customer-1366");

    await dialog.getByLabel("Name").fill("Ada Again");
    await dialog.getByLabel("Email").fill(other.email);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await fieldProblem(dialog.getByLabel("Email"))).to.equal("This email address is already registered.");
    expect(await fieldProblem(dialog.getByLabel("Name"), 0)).to.equal(null);

    await dialog.getByLabel("Email").fill(admin.email);
    await dialog.getByLabel("Role").selectOption("customer");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await fieldProblem(dialog.getByLabel("Role"))).to.equal("This is the last admin account. Make another customer an admin first.");
    await context.close();
  });

  it("Coupon: amounts above $10,000,000.00 and use caps above 1,000,000 are refused under their fields, all at once", async () => {
    const { page, context } = await openAdminTab(browser(), server(), PHONE);
    await page.goto("/admin/catalogue");
    await page.getByRole("tab", { name: "Coupons" }).click();
    await page.getByRole("button", { name: "Add Coupon" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Coupon" });
    await dialog.getByLabel("Code", { exact: true }).fill("HUGE");
    await dialog.getByLabel("Kind").selectOption("FIXED");
    await dialog.getByLabel("Amount ($)").fill("10000000.01");
    await dialog.getByLabel("Minimum order ($)").fill("99999999999");
    await dialog.getByLabel("Total uses").fill("1000001");
    await dialog.getByLabel("Uses per customer").fill("5000000000");
    await dialog.getByRole("button", { name: "Save" }).click();
    expect(await fieldProblem(dialog.getByLabel("Amount ($)"))).to.equal("A fixed discount must be at most $10,000,000.00.");
    expect(await fieldProblem(dialog.getByLabel("Minimum order ($)"))).to.equal("The minimum order must be at most $10,000,000.00.");
    expect(await fieldProblem(dialog.getByLabel("Total uses"))).to.equal("A use cap must be at most 1,000,000.");
    expect(await fieldProblem(dialog.getByLabel("Uses per customer"))).to.equal("A use cap must be at most 1,000,000.");
    await screenshot(page, "form-problems-coupon-limits-375");

    await dialog.getByLabel("Amount ($)").fill("5");
    await dialog.getByLabel("Minimum order ($)").fill("");
    await dialog.getByLabel("Total uses").fill("");
    await dialog.getByLabel("Uses per customer").fill("2");
    await rewriteVariables(page, "CreateCoupon", (v) => ((v.input as Record<string, unknown>).maxPerCustomer = 1_000_001));
    await dialog.getByRole("button", { name: "Save" }).click();
    expect(await fieldProblem(dialog.getByLabel("Uses per customer"))).to.equal("A use cap must be at most 1,000,000.");
    expect(await fieldProblem(dialog.getByLabel("Amount ($)"), 0)).to.equal(null);
    await context.close();
  });

  it("Sign-in link: a wrong authenticator code lands under the code field, not in a banner", async () => {
    const customer = await createCustomer(server().app, { email: "link-2fa@example.test" });
    const secret = generateSecret();
    await server().app.db.manager.getRepository(Customer).update({ id: customer.id }, { totpSecret: secret, totpEnabledAt: new Date() });
    await server().client().ok(`mutation($e: String!) { requestSignInLink(email: $e) }`, { e: customer.email });
    const token = await latestLinkToken(server(), customer.email, "/auth/sign-in-link");
    const { page, context } = await openTab(browser(), server(), { viewport: PHONE });
    await page.goto(`/auth/sign-in-link?token=${token}`);
    await page.getByLabel("Authentication Code").fill("000000");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await fieldProblem(page.getByLabel("Authentication Code"))).to.equal("Invalid authentication code.");
    expect(await page.getByRole("alert").count()).to.equal(0);
    await page.getByLabel("Authentication Code").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Sign In" }).click();
    await waitForPath(page, "/customer/dashboard");
    await context.close();
  });

  it("Edit stock account: an empty username and password each under their field, and the server's refusal of a too long value under it", async () => {
    await addStock(server().app, 1, "perfield");
    const { page, context } = await openAdminTab(browser(), server(), LAPTOP);
    await page.goto("/admin/accounts");
    await page.getByRole("button", { name: "Edit perfield0" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Stock Account" });
    await dialog.getByLabel("Username").fill(" ");
    await dialog.getByLabel("Password", { exact: true }).fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await fieldProblem(dialog.getByLabel("Username"))).to.equal("Username and password cannot be empty.");
    expect(await fieldProblem(dialog.getByLabel("Password", { exact: true }))).to.equal("Username and password cannot be empty.");

    await dialog.getByLabel("Username").fill("perfield-renamed");
    await dialog.getByLabel("Password", { exact: true }).fill("pw");
    await rewriteVariables(page, "UpdateStockAccount", (v) => ((v.input as Record<string, unknown>).emailPassword = "p".repeat(256)));
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await fieldProblem(dialog.getByLabel("Email Pass"))).to.equal("Each field can be at most 255 characters.");
    expect(await fieldProblem(dialog.getByLabel("Username"), 0)).to.equal(null);
    await context.close();
  });

  it("Order filter: a range that ends before it starts is shown under To", async () => {
    const { page, context } = await openAdminTab(browser(), server(), PHONE);
    await page.goto("/admin/orders");
    await page.getByRole("button", { name: "Filter Orders" }).click();
    const filter = page.getByRole("dialog", { name: "Filter Orders" });
    await filter.getByLabel("From").fill("2026-05-10");
    await filter.getByLabel("To", { exact: true }).fill("2026-05-01");
    await filter.getByRole("button", { name: "Apply Filter" }).click();
    expect(await fieldProblem(filter.getByLabel("To", { exact: true }))).to.equal("The start date must be on or before the end date.");
    expect(await filter.getByRole("alert").count()).to.equal(0);
    await context.close();
  });

  it("Webhooks: a missing URL and no event at once, each under its field, and the server's refusal of the URL under it", async () => {
    const customer = await createCustomer(server().app, { email: "webhook-fields@example.test" });
    const { page, context } = await openTab(browser(), server(), { viewport: PHONE, as: customer });
    await page.goto("/customer/settings#developers");
    const card = page.getByRole("region", { name: "Webhooks" });
    await card.getByRole("button", { name: "Add Endpoint" }).click();
    expect(await fieldProblem(card.getByLabel("Endpoint URL"))).to.equal("Please enter the URL that should receive the events.");
    expect(await fieldProblem(card.getByRole("group", { name: "Events to send" }))).to.equal("Please choose at least one event.");
    await screenshot(page, "form-problems-webhooks-375");

    await card.getByLabel("Endpoint URL").fill("https://hooks.example.test/bia");
    await card.getByText("order.completed", { exact: true }).click();
    await rewriteVariables(page, "CreateWebhookEndpoint", (v) => (v.url = "ftp://hooks.example.test/bia"));
    await card.getByRole("button", { name: "Add Endpoint" }).click();
    expect(await fieldProblem(card.getByLabel("Endpoint URL"))).to.equal("Please enter a full URL, starting with https://.");
    expect(await fieldProblem(card.getByRole("group", { name: "Events to send" }), 0)).to.equal(null);
    expect(await card.getByRole("alert").count()).to.equal(0);
    await context.close();
  });

  it("API tokens: a missing name, no scope and a limit above $10,000,000.00 at once, each under its field, and the server's refusal of the limit under it", async () => {
    const customer = await createCustomer(server().app, { email: "token-fields@example.test" });
    const { page, context } = await openTab(browser(), server(), { viewport: PHONE, as: customer });
    await page.goto("/customer/settings#developers");
    const card = page.getByRole("region", { name: "API Tokens" });
    const scopes = card.getByRole("group", { name: "Scopes" });
    // Every scope starts chosen; the styled box's input is visually hidden, so a person clicks its label.
    const scopeLabel = (scope: string) => scopes.locator("label").filter({ hasText: new RegExp(`^${scope} \\(`) });
    for (const scope of ["Read", "Purchase", "Top-up"]) await scopeLabel(scope).click();
    await card.getByLabel("Daily Spending Limit in USD (optional)").fill("10000000.01");
    await card.getByRole("button", { name: "Create Token" }).click();
    expect(await fieldProblem(card.getByLabel("Token Name"))).to.equal("Please enter a name for the token.");
    expect(await fieldProblem(scopes)).to.equal("Choose at least one scope for the token.");
    expect(await fieldProblem(card.getByLabel("Daily Spending Limit in USD (optional)"))).to.equal("The daily spending limit must be at most $10,000,000.00.");
    await screenshot(page, "form-problems-api-tokens-375");

    await card.getByLabel("Token Name").fill("reseller-bot");
    await scopeLabel("Read").click();
    await card.getByLabel("Daily Spending Limit in USD (optional)").fill("25");
    await rewriteVariables(page, "CreateApiToken", (v) => (v.dailySpendLimitCents = 1_000_000_001));
    await card.getByRole("button", { name: "Create Token" }).click();
    expect(await fieldProblem(card.getByLabel("Daily Spending Limit in USD (optional)"))).to.equal("The daily spending limit must be at most $10,000,000.00.");
    expect(await fieldProblem(card.getByLabel("Token Name"), 0)).to.equal(null);
    expect(await fieldProblem(scopes, 0)).to.equal(null);
    expect(await card.getByRole("alert").count()).to.equal(0);
    await context.close();
  });

  it("Bulk stock upload: empty input, no valid line and a wrong file each under their source, and the server's refusal of too many lines under Account data", async () => {
    const { page, context } = await openAdminTab(browser(), server(), PHONE);
    await page.goto("/admin/accounts");
    await page.getByRole("button", { name: "Add Stock" }).click();
    const dialog = page.getByRole("dialog", { name: "Bulk Upload Accounts" });
    const data = dialog.getByLabel("Account data");
    await dialog.getByRole("button", { name: "Upload" }).click();
    expect(await fieldProblem(data)).to.equal("Please paste account data or upload a file");
    await data.fill("just:three:parts");
    await dialog.getByRole("button", { name: "Upload" }).click();
    expect(await fieldProblem(data)).to.equal("No valid account data found. Format: username:password:email:emailpass");
    await screenshot(page, "form-problems-bulk-upload-375");

    await dialog.getByTestId("stock-file-input").setInputFiles({ name: "stock.json", mimeType: "application/json", buffer: Buffer.from("{}") });
    expect(await fieldProblem(dialog.getByRole("group", { name: "File to upload" }))).to.equal("File type must be one of text/plain, .txt, text/csv, .csv");
    expect(await fieldProblem(data, 0)).to.equal(null);

    await data.fill("fresh:p:e:ep");
    await rewriteVariables(page, "UploadStockChunk", (v) => (v.lines = Array.from({ length: 1001 }, (_, i) => `u${i}:p:e:ep`)));
    await dialog.getByRole("button", { name: "Upload" }).click();
    expect(await fieldProblem(data)).to.equal("Send at most 1000 lines per chunk.");
    expect(await fieldProblem(dialog.getByRole("group", { name: "File to upload" }), 0)).to.equal(null);
    await context.close();
  });
});
