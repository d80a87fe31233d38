import { expect } from "chai";
import { generate } from "otplib";
import { ACCOUNT_PRODUCT_ID, Product } from "../../server/modules/catalog/product.entity";
import { SETTINGS_ID, SiteSettings } from "../../server/modules/catalog/site-settings.entity";
import { fieldProblem, newPage, screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { openAdminTab, toast } from "./admin-session";

describe("admin settings and two-factor sign-in (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("checks the product settings with the spec's three messages and saves blank max as no limit", async () => {
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin/settings");
    const price = page.getByLabel("Price per Account ($)");
    const min = page.getByLabel("Min Purchase Quantity");
    const max = page.getByLabel("Max Purchase Quantity");
    expect(await price.getAttribute("step")).to.equal("0.01");
    expect(await min.getAttribute("step")).to.equal("1");
    expect(await max.getAttribute("step")).to.equal("1");
    const save = page.getByRole("button", { name: "Save Product Settings" });

    await price.fill("0");
    await save.click();
    expect(await fieldProblem(price)).to.equal("Price per account must be greater than 0.");
    await price.fill("1.25");
    await min.fill("0");
    await save.click();
    expect(await fieldProblem(min)).to.equal("Min quantity must be > 0.");
    expect(await fieldProblem(price, 0)).to.equal(null);
    await min.fill("20");
    await max.fill("5");
    await save.click();
    expect(await fieldProblem(max)).to.equal("Max quantity must be >= Min quantity, or leave blank for no limit.");

    await page.getByLabel("Product Name").fill("Fresh Accounts");
    await max.fill("0");
    await save.click();
    await toast(page, "Product Updated");
    const product = await server().app.db.manager.getRepository(Product).findOneByOrFail({ id: ACCOUNT_PRODUCT_ID });
    expect(product).to.include({ name: "Fresh Accounts", pricePerAccountCents: 125, minPurchaseQuantity: 20, maxPurchaseQuantity: null });
    await context.close();
  });

  it("saves the site settings and updates the page title without a reload", async () => {
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Site" }).click();
    await page.getByLabel("Site Name").fill("");
    await page.getByRole("button", { name: "Save Site Settings" }).click();
    expect(await fieldProblem(page.getByLabel("Site Name"))).to.equal("Site name cannot be empty.");
    await page.getByLabel("Site Name").fill("Shopfront");
    await page.getByLabel("Site Tagline").fill("Accounts in Bulk");
    await page.getByLabel("Telegram Contact Link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save Site Settings" }).click();
    expect(await fieldProblem(page.getByLabel("Telegram Contact Link"))).to.equal("Links must start with http:// or https://, or be left blank.");
    await page.getByLabel("Telegram Contact Link").fill("https://t.me/shopfront");
    await page.getByLabel("Total Revenue Display ($)").fill("1234.5");
    await page.getByRole("button", { name: "Save Site Settings" }).click();
    await toast(page, "Settings Updated");
    await page.waitForFunction(() => document.title === "Shopfront - Accounts in Bulk");
    const settings = await server().app.db.manager.getRepository(SiteSettings).findOneByOrFail({ id: SETTINGS_ID });
    expect(settings).to.include({ siteName: "Shopfront", contactTelegramUrl: "https://t.me/shopfront", totalRevenueDisplayCents: 123450 });

    await page.getByRole("tab", { name: "Payment" }).click();
    expect(await page.getByRole("textbox", { name: "Webhook URL" }).inputValue()).to.match(/\/functions\/v1\/cryptomus-webhook-handler$/);
    await context.close();
  });

  it("asks before Settings is left with unsaved text: Keep editing stays with the text, and once saved the page is left without a question", async () => {
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Site" }).click();
    const tagline = page.getByLabel("Site Tagline");
    await tagline.fill("Typed, not saved");
    const toDashboard = page.getByRole("navigation").getByRole("link", { name: "Dashboard" }).first();
    await toDashboard.click();
    const question = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await question.waitFor();
    await question.getByRole("button", { name: "Keep editing" }).click();
    await question.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).to.equal("/admin/settings");
    expect(await tagline.inputValue()).to.equal("Typed, not saved");

    await toDashboard.click();
    await question.getByRole("button", { name: "Leave without saving" }).click();
    await waitForPath(page, "/admin/dashboard");

    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Site" }).click();
    await tagline.fill("Saved tagline");
    await page.getByRole("button", { name: "Save Site Settings" }).click();
    await toast(page, "Settings Updated");
    await toDashboard.click();
    await waitForPath(page, "/admin/dashboard");
    expect(await question.count()).to.equal(0);
    await context.close();
  });

  it("sets the session timeout from the allowed choices, 30 minutes by default", async () => {
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    const select = page.getByLabel("Session Timeout");
    expect(await select.inputValue()).to.equal("30");
    expect(await select.locator("option").allInnerTexts()).to.deep.equal(["15 minutes", "30 minutes", "60 minutes", "120 minutes"]);
    await select.selectOption("60");
    await page.getByRole("button", { name: "Save Security Settings" }).click();
    await toast(page, "Security Settings Saved");
    const settings = await server().app.db.manager.getRepository(SiteSettings).findOneByOrFail({ id: SETTINGS_ID });
    expect(settings.sessionTimeoutMinutes).to.equal(60);
    await context.close();
  });

  it("enrols an admin in two-factor with the QR code's secret, then signs in with a code from it", async () => {
    const { page, context, admin } = await openAdminTab(browser(), server());
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    await page.getByRole("button", { name: "Enable Two-Factor" }).click();
    await page.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const secret = (await page.getByTestId("totp-secret").innerText()).trim();
    expect(secret).to.match(/^[A-Z2-7]{16,}$/);

    await page.getByLabel("Verification Code").fill("000000");
    await page.getByRole("button", { name: "Confirm and Enable" }).click();
    expect(await fieldProblem(page.getByLabel("Verification Code"))).to.equal("Invalid authentication code.");
    await page.getByLabel("Verification Code").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Confirm and Enable" }).click();
    const codes = page.getByTestId("recovery-codes").locator("li");
    await codes.first().waitFor();
    expect(await codes.count()).to.equal(10);
    await page.getByText("Enabled", { exact: true }).waitFor();
    await screenshot(page, "admin-two-factor-recovery-codes");
    await context.close();

    const signIn = await newPage(browser(), server().url);
    await signIn.context.addCookies([{ name: "cookie_consent", value: "accepted", url: server().url }]);
    const login = signIn.page;
    await login.goto("/auth/login");
    await login.getByLabel("Email").fill(admin.email);
    await login.getByLabel("Password").fill(admin.password);
    await login.getByRole("button", { name: "Login" }).click();
    const code = login.getByLabel("Authentication Code");
    await code.waitFor();
    await code.fill(await generate({ secret }));
    await login.getByRole("button", { name: "Login" }).click();
    await waitForPath(login, "/admin/dashboard");
    await login.getByRole("heading", { name: "Dashboard" }).waitFor();
    await signIn.context.close();
  });
});
