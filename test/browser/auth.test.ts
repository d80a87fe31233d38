import { expect } from "chai";
import { generate, generateSecret } from "otplib";
import type { Page } from "playwright-core";
import { RequestContext } from "../../server/context";
import { announceAdminSetupLink } from "../../server/modules/auth/admin-setup.service";
import { Customer } from "../../server/modules/customers/customer.entity";
import { createCustomer } from "../helpers/fixtures";
import { fieldProblem, openTab, screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";

describe("signing up and signing in in the browser", () => {
  const { server, browser } = useBrowserAndServer();

  /** A fresh browser tab that already answered the cookie banner, signed in as `customer` when given. */
  async function openPage(opts: { viewport?: { width: number; height: number }; as?: Customer } = {}): Promise<Page> {
    return (await openTab(browser(), server(), opts)).page;
  }

  /** The newest link to `path` e-mailed to `to`, pointed at this test server. */
  async function emailedLink(to: string, path: string): Promise<string> {
    const rows: Array<{ body_text: string }> = await server().app.db.manager.query("SELECT body_text FROM email_outbox WHERE to_address = ? ORDER BY id DESC", [
      to,
    ]);
    const pattern = new RegExp(`https?://[^\\s/]+${path.replace(/[/-]/g, "\\$&")}\\?token=[\\w-]+`);
    const link = rows.map((r) => pattern.exec(r.body_text)?.[0]).find(Boolean);
    if (!link) throw new Error(`no ${path} link e-mailed to ${to}`);
    const url = new URL(link);
    return server().url + url.pathname + url.search;
  }

  async function fillRegistration(page: Page, v: { name?: string; email?: string; password?: string; confirm?: string; terms?: boolean; privacy?: boolean }) {
    await page.getByLabel("Full Name").fill(v.name ?? "");
    await page.getByLabel("Email").fill(v.email ?? "");
    await page.getByLabel("Password", { exact: true }).fill(v.password ?? "");
    await page.getByLabel("Confirm Password").fill(v.confirm ?? "");
    const terms = page.getByRole("checkbox", { name: /Terms of Service/ });
    const privacy = page.getByRole("checkbox", { name: /Privacy Policy/ });
    if ((await terms.isChecked()) !== Boolean(v.terms))
      await page
        .getByText("I accept the")
        .first()
        .click({ position: { x: 4, y: 4 } });
    if ((await privacy.isChecked()) !== Boolean(v.privacy))
      await page
        .getByText("I accept the")
        .nth(1)
        .click({ position: { x: 4, y: 4 } });
    expect(await terms.isChecked()).to.equal(Boolean(v.terms));
    expect(await privacy.isChecked()).to.equal(Boolean(v.privacy));
  }

  // First, while the install has no admin yet.
  it("creates the first admin from the one-time setup link and opens the admin dashboard", async () => {
    const link = await announceAdminSetupLink(RequestContext.system(server().app));
    if (!link) throw new Error("expected a setup link on an install without an admin");
    const page = await openPage();
    const fill = async (token: string) => {
      await page.goto(`/auth/setup-admin?token=${token}`);
      await page.getByLabel("Full Name").fill("First Admin");
      await page.getByLabel("Email").fill(`first-admin-${Date.now()}@example.test`);
      await page.getByLabel("Password", { exact: true }).fill("admin-pass");
      await page.getByLabel("Confirm Password").fill("admin-pass");
      await page.getByRole("button", { name: "Create Admin Account" }).click();
    };
    await fill("not-the-token");
    await page.getByRole("alert").getByText("This link is invalid or has expired.").waitFor();

    const url = new URL(link);
    await fill(url.searchParams.get("token")!);
    await waitForPath(page, "/admin/dashboard");
    await page.getByText("Welcome, First Admin!").waitFor();
    await page.close();
  });

  it("registers, confirms through the e-mailed link, signs in to the dashboard and signs out", async () => {
    const page = await openPage();
    const email = `newcomer-${Date.now()}@example.test`;
    await page.goto("/auth/register");
    await fillRegistration(page, { name: "Nora Newcomer", email, password: "secret123", confirm: "secret123", terms: true, privacy: true });
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    await page.getByText(email).waitFor();

    await page.getByRole("button", { name: "Resend confirmation email" }).click();
    await page.getByText("Confirmation Email Sent").waitFor();

    await page.goto(await emailedLink(email, "/auth/confirm-email"));
    await page.getByText("Your email address has been confirmed.").waitFor();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await waitForPath(page, "/auth/login");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret123");
    await page.getByRole("button", { name: "Login" }).click();
    await waitForPath(page, "/customer/dashboard");

    await page.getByRole("link", { name: "Back to Store" }).click();
    await waitForPath(page, "/");
    const header = page.getByRole("banner");
    await header.getByText("Welcome, Nora Newcomer!").waitFor();
    expect(await header.getByRole("link", { name: "My Panel" }).getAttribute("href")).to.equal("/customer");

    await header.getByRole("link", { name: "My Panel" }).click();
    await waitForPath(page, "/customer/dashboard");
    await page.getByRole("button", { name: "Logout" }).click();
    await waitForPath(page, "/");
    await header.getByRole("link", { name: "Login" }).waitFor();
    await page.goto("/customer/dashboard");
    await waitForPath(page, "/auth/login");
    await page.close();
  });

  it("shows every registration problem at once, each under its field, the e-mail's format included", async () => {
    const page = await openPage();
    await page.goto("/auth/register");
    const submit = () => page.getByRole("button", { name: "Register" }).click();
    await fillRegistration(page, { name: "  ", email: "not-an-email", password: "12345", confirm: "12346" });
    await submit();
    const form = page.locator("form");
    for (const message of [
      "Name cannot be empty.",
      "Please enter a valid email address.",
      "Password must be at least 6 characters long.",
      "Passwords do not match.",
      "You must accept the Terms of Service to continue.",
      "You must accept the Privacy Policy to continue.",
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).to.equal("true");
    expect(await page.getByLabel("Full Name").getAttribute("aria-invalid")).to.equal("true");
    expect(await page.getByRole("alert").count()).to.equal(0);

    await fillRegistration(page, { name: "Al", email: "a@b.test", password: "secret123", confirm: "secret123", privacy: true });
    await submit();
    await form.getByText("You must accept the Terms of Service to continue.").waitFor();
    expect(await form.getByText("Please enter a valid email address.").count()).to.equal(0);
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).to.equal(null);

    expect(await page.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).to.equal("/legal/terms-of-service");
    expect(await page.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).to.equal("/legal/privacy-policy");

    const taken = await createCustomer(server().app, { email: `taken-${Date.now()}@example.test` });
    await fillRegistration(page, { name: "Al", email: taken.email.toUpperCase(), password: "secret123", confirm: "secret123", terms: true, privacy: true });
    await submit();
    // The same answer as for a new address (see test/security/registration-enumeration.test.ts).
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();

    await page.close();
  });

  it("shows the login messages: missing fields, wrong password, unconfirmed address", async () => {
    const page = await openPage();
    const confirmed = await createCustomer(server().app, { password: "right-pass" });
    const unconfirmed = await createCustomer(server().app, { password: "right-pass", confirmed: false });
    await page.goto("/auth/login");
    const login = async (email: string, password: string) => {
      await page.getByLabel("Email").fill(email);
      await page.getByLabel("Password").fill(password);
      await page.getByRole("button", { name: "Login" }).click();
    };

    await login("", "");
    expect(await fieldProblem(page.getByLabel("Email"))).to.equal("Please enter email and password.");
    expect(await fieldProblem(page.getByLabel("Password"))).to.equal("Please enter email and password.");
    await login("not-an-address", "");
    expect(await fieldProblem(page.getByLabel("Email"))).to.equal("Please enter a valid email address.");
    expect(await fieldProblem(page.getByLabel("Password"))).to.equal("Please enter email and password.");
    expect(await page.getByRole("alert").count()).to.equal(0);
    await login(confirmed.email, "wrong-pass");
    await page.getByRole("alert").getByText("Invalid email or password.").waitFor();
    await login(`nobody-${Date.now()}@example.test`, "right-pass");
    await page.getByRole("alert").getByText("Invalid email or password.").waitFor();
    await login(unconfirmed.email, "right-pass");
    await page.getByRole("alert").getByText("Please confirm your email address.").waitFor();
    await page.getByRole("button", { name: "Resend confirmation email" }).waitFor();
    await page.close();
  });

  it("asks for the authenticator code when the account has two-factor sign-in, then lands an admin on the admin dashboard", async () => {
    const admin = await createCustomer(server().app, { role: "admin", password: "admin-pass" });
    const secret = generateSecret();
    await server().app.db.manager.getRepository(Customer).update({ id: admin.id }, { totpSecret: secret, totpEnabledAt: new Date() });
    const page = await openPage();
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill("admin-pass");
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("status").getByText("Enter the 6-digit code from your authenticator app.").waitFor();

    await page.getByLabel("Authentication Code").fill("000000");
    await page.getByRole("button", { name: "Login" }).click();
    expect(await fieldProblem(page.getByLabel("Authentication Code"))).to.equal("Invalid authentication code.");

    await page.getByLabel("Authentication Code").fill(await generate({ secret }));
    await page.getByRole("button", { name: "Login" }).click();
    await waitForPath(page, "/admin/dashboard");
    await page.close();
  });

  it("resets a forgotten password through the e-mailed link", async () => {
    const customer = await createCustomer(server().app, { password: "old-pass" });
    const page = await openPage();
    await page.goto("/auth/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await waitForPath(page, "/auth/forgot-password");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    expect(await fieldProblem(page.getByLabel("Email"))).to.equal("Please enter your email address.");
    await page.getByLabel("Email").fill(customer.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();

    const link = await emailedLink(customer.email, "/auth/reset-password");
    await page.goto(link);
    const update = () => page.getByRole("button", { name: "Update Password" }).click();
    await update();
    expect(await fieldProblem(page.getByLabel("New Password", { exact: true }))).to.equal("Please fill both password fields.");
    expect(await fieldProblem(page.getByLabel("Confirm New Password"))).to.equal("Please fill both password fields.");
    await page.getByLabel("New Password", { exact: true }).fill("new-pass-1");
    await page.getByLabel("Confirm New Password").fill("new-pass-2");
    await update();
    expect(await fieldProblem(page.getByLabel("Confirm New Password"))).to.equal("Passwords do not match.");
    expect(await fieldProblem(page.getByLabel("New Password", { exact: true }), 0)).to.equal(null);
    await page.getByLabel("Confirm New Password").fill("new-pass-1");
    await update();
    await page.getByRole("heading", { name: "Password Updated" }).waitFor();

    await page.goto(link);
    await page.getByLabel("New Password", { exact: true }).fill("other-pass");
    await page.getByLabel("Confirm New Password").fill("other-pass");
    await update();
    await page.getByRole("alert").getByText("This link is invalid or has expired.").waitFor();

    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password").fill("new-pass-1");
    await page.getByRole("button", { name: "Login" }).click();
    await waitForPath(page, "/customer/dashboard");
    await page.close();
  });

  it("refuses a used confirmation link with the spec's message", async () => {
    const page = await openPage();
    await page.goto("/auth/confirm-email?token=not-a-real-token");
    await page.getByRole("alert").getByText("This link is invalid or has expired.").waitFor();
    expect(await page.getByRole("link", { name: "Go to Login" }).getAttribute("href")).to.equal("/auth/login");
    await page.close();
  });

  it("edits the profile name and checks the new-password fields in the customer settings, one notification at a time", async () => {
    const customer = await createCustomer(server().app, { name: "Old Name", password: "current-pass" });
    const page = await openPage({ as: customer });
    await page.goto("/customer/settings");
    const profile = page.getByRole("region", { name: "Profile" });
    expect(await profile.getByLabel("Email").inputValue()).to.equal(customer.email);
    expect(await profile.getByLabel("Email").getAttribute("readonly")).to.not.equal(null);

    await profile.getByLabel("Name").fill("   ");
    await profile.getByRole("button", { name: "Save Profile" }).click();
    expect(await fieldProblem(profile.getByLabel("Name"))).to.equal("Name cannot be empty.");
    await profile.getByLabel("Name").fill("New Name");
    await profile.getByRole("button", { name: "Save Profile" }).click();
    await page.getByText("Welcome, New Name!").waitFor();

    const password = page.getByRole("region", { name: "Change Password" });
    const change = () => password.getByRole("button", { name: "Change Password" }).click();
    await password.getByLabel("Current Password").fill("current-pass");
    await change();
    expect(await fieldProblem(password.getByLabel("New Password", { exact: true }))).to.equal("Please fill new password fields.");
    expect(await fieldProblem(password.getByLabel("Confirm New Password"))).to.equal("Please fill new password fields.");
    await password.getByLabel("New Password", { exact: true }).fill("next-pass-1");
    await password.getByLabel("Confirm New Password").fill("next-pass-2");
    await change();
    expect(await fieldProblem(password.getByLabel("Confirm New Password"))).to.equal("New passwords do not match.");
    await password.getByLabel("Current Password").fill("wrong-pass");
    await password.getByLabel("Confirm New Password").fill("next-pass-1");
    await change();
    expect(await fieldProblem(password.getByLabel("Current Password"))).to.equal("Current password is incorrect.");
    // Two notifications in a row: the second replaces the first, and it goes away by itself after 5 s.
    await profile.getByRole("button", { name: "Save Profile" }).click();
    await page.getByText("Profile Updated").waitFor();
    await password.getByLabel("Current Password").fill("current-pass");
    await change();
    await page.getByText("Password Changed").waitFor();
    await page.getByText("Profile Updated").waitFor({ state: "hidden", timeout: 1000 });
    expect(await password.getByLabel("Current Password").inputValue()).to.equal("");
    await page.getByText("Password Changed").waitFor({ state: "hidden", timeout: 7000 });

    await page.getByRole("region", { name: "Notifications" }).getByText("Order receipts", { exact: false }).waitFor();
    await page.getByRole("region", { name: "Privacy" }).getByRole("link", { name: "Download My Data" }).waitFor();
    await page.close();
  });

  it("takes screenshots of login, register and the customer panel at 1280 and 375 px", async () => {
    const customer = await createCustomer(server().app, { name: "Screen Shot" });
    for (const width of [1280, 375]) {
      const page = await openPage({ viewport: { width, height: 900 } });
      await page.goto("/auth/login");
      await page.getByRole("button", { name: "Login" }).waitFor();
      await screenshot(page, `login-${width}`);
      await page.goto("/auth/register");
      await page.getByRole("button", { name: "Register" }).waitFor();
      await screenshot(page, `register-${width}`);
      const panel = await openPage({ viewport: { width, height: 900 }, as: customer });
      await panel.goto("/customer/settings");
      await panel.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
      await screenshot(panel, `customer-settings-${width}`);
      const pageWidth = await panel.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth, "no horizontal scrolling").to.be.at.most(width);
      await page.close();
      await panel.close();
    }
  });
});
