import { expect } from "chai";
import type { Browser } from "playwright-core";
import { AuthLimits } from "../../server/modules/auth/auth.limits";
import { CustomerSession } from "../../server/modules/auth/customer-session.entity";
import { SIGN_IN_LIMITED_MESSAGE } from "../../server/modules/auth/login-throttle";
import { latestLinkToken } from "../api/auth-links";
import { SessionLifetimes } from "../../server/modules/auth/session-lifetimes.entity";
import { fieldProblem, newPage, openTab, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { createCustomer } from "../helpers/fixtures";
import { TestClock } from "../helpers/test-clock";
import type { TestServer } from "../helpers/test-server";
import { openAdminTab, toast } from "./admin-session";

const BANNER = "Test mode: payments are simulated";
const FIREFOX = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

/** Signs in through the login page of a new browser window with this User-Agent. */
async function signInThroughForm(browser: Browser, server: TestServer, who: { email: string; password: string }, userAgent?: string) {
  const context = await browser.newContext({ baseURL: server.url, userAgent });
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url: server.url }]);
  const page = await context.newPage();
  await page.goto("/auth/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Password").fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  await waitForPath(page, "/customer/dashboard");
  return { context, page };
}

describe("sessions and test mode (browser)", () => {
  const clock = new TestClock();
  const { server, browser } = useBrowserAndServer({ clock });

  it("lists a customer's sessions with this device marked, signs another one out, then signs out everywhere", async () => {
    const ann = await createCustomer(server().app, { name: "Ann Sessions" });
    const laptop = await signInThroughForm(browser(), server(), ann);
    const phone = await signInThroughForm(browser(), server(), ann, FIREFOX);

    const { page } = laptop;
    await page.goto("/customer/settings");
    const list = page.getByRole("list", { name: "Active sessions" });
    await list.getByText("Firefox on Windows").waitFor();
    expect(await list.getByRole("listitem").count()).to.equal(2);
    const mine = list.getByRole("listitem").filter({ hasText: "This device" });
    expect(await mine.count()).to.equal(1);
    expect(await mine.getByText("Firefox on Windows").count()).to.equal(0);

    await list.getByRole("button", { name: /^Sign out Firefox on Windows/ }).click();
    await toast(page, "Session Signed Out");
    await list.getByText("Firefox on Windows").waitFor({ state: "detached" });
    await phone.page.goto("/customer/settings");
    await waitForPath(phone.page, "/auth/login");

    await page.getByRole("button", { name: "Sign Out Everywhere" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sign Out Everywhere" }).click();
    await waitForPath(page, "/");
    const revoked = await server().app.db.manager.getRepository(CustomerSession).findBy({ customerId: ann.id });
    expect(revoked.map((s) => s.revokedAt !== null)).to.deep.equal([true, true]);
    await page.goto("/customer/settings");
    await waitForPath(page, "/auth/login");
    await laptop.context.close();
    await phone.context.close();
  });

  it("offers an e-mailed sign-in link when the account's sign-in limit is reached, and the link signs in", async () => {
    clock.startFreshWindow(AuthLimits.loginPerEmail.windowSeconds);
    const bo = await createCustomer(server().app, { name: "Bo Limited" });
    for (let i = 0; i < AuthLimits.loginPerEmail.limit; i++) {
      await server()
        .client()
        .gql(`mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }`, { e: bo.email, p: `guess-${i}` });
    }
    const { page, context } = await openTab(browser(), server());
    await page.goto("/auth/login");
    await page.getByLabel("Email").fill(bo.email);
    await page.getByLabel("Password").fill(bo.password);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("alert").getByText(SIGN_IN_LIMITED_MESSAGE).waitFor();
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await toast(page, "Sign-in Link Sent");
    const token = await latestLinkToken(server(), bo.email, "/auth/sign-in-link");
    await page.goto(`/auth/sign-in-link?token=${token}`);
    await waitForPath(page, "/customer/dashboard");
    await page.goto(`/auth/sign-in-link?token=${token}`);
    await page.getByRole("alert").getByText("This link is invalid or has expired.").waitFor();
    await context.close();
  });

  it("shows the admin their sessions and saves the absolute session lifetimes in Security settings", async () => {
    const { page, context } = await openAdminTab(browser(), server());
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Security" }).click();
    const list = page.getByRole("list", { name: "Active sessions" });
    await list.getByText("This device").waitFor();
    expect(await page.getByLabel("Customer Session Lifetime (hours)").inputValue()).to.equal("720");
    expect(await page.getByLabel("Admin Session Lifetime (hours)").inputValue()).to.equal("12");
    await page.getByLabel("Admin Session Lifetime (hours)").fill("0");
    await page.getByRole("button", { name: "Save Security Settings" }).click();
    expect(await fieldProblem(page.getByLabel("Admin Session Lifetime (hours)"))).to.equal("Enter a whole number of hours from 1 to 8760.");
    await page.getByLabel("Admin Session Lifetime (hours)").fill("8");
    await page.getByRole("button", { name: "Save Security Settings" }).click();
    await toast(page, "Security Settings Saved");
    expect(await server().app.db.manager.getRepository(SessionLifetimes).findOneByOrFail({ id: "main" })).to.include({ customerHours: 720, adminHours: 8 });
    await server().app.db.manager.getRepository(SessionLifetimes).delete({ id: "main" });
    server().app.services.sessions.forgetPolicy();
    await context.close();
  });

  it("says 'Test mode: payments are simulated' on public, customer and admin pages while the sandbox is on", async () => {
    const visitor = await newPage(browser(), server().url);
    await visitor.page.goto("/");
    await visitor.page.getByRole("note").filter({ hasText: BANNER }).waitFor();
    await visitor.context.close();

    const customer = await openTab(browser(), server(), { as: await createCustomer(server().app) });
    await customer.page.goto("/customer/add-balance");
    await customer.page.getByRole("note").filter({ hasText: BANNER }).waitFor();
    await customer.context.close();

    const admin = await openAdminTab(browser(), server());
    await admin.page.goto("/admin/dashboard");
    await admin.page.getByRole("note").filter({ hasText: BANNER }).waitFor();
    await admin.context.close();
  });
});
