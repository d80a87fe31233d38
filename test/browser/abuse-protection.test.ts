import { expect } from "chai";
import type { Page } from "playwright-core";
import { BlocklistEntry } from "../../server/modules/abuse/blocklist-entry.entity";
import { UsedChallenge } from "../../server/modules/abuse/used-challenge.entity";
import { fieldProblem, openTab, screenshot } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { openAdminTab, toast } from "./admin-session";

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { email } }`;
const form = (email: string) => ({ name: "Ann Lee", email, password: "secret1", confirmPassword: "secret1", acceptTerms: true, acceptPrivacy: true });

/** Whether the page is wider than its viewport (something would scroll sideways). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe("abuse protection (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("solves the proof-of-work in a worker, saying so, once registrations from this address come fast", async () => {
    // The default allowance is 5 registrations per address in 10 minutes; these come from the same loopback address.
    for (let i = 0; i < 5; i++)
      await server()
        .client()
        .ok(REGISTER, { input: form(`earlier-${i}@example.test`) });
    const { page, context } = await openTab(browser(), server());
    await page.goto("/auth/register");
    await page.getByLabel("Full Name").fill("Nora Newcomer");
    await page.getByLabel("Email").fill("nora@example.test");
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByLabel("Confirm Password").fill("secret123");
    // The check boxes are drawn over their inputs: a person clicks the box, as here.
    for (const n of [0, 1])
      await page
        .getByText("I accept the")
        .nth(n)
        .click({ position: { x: 4, y: 4 } });
    // What the live region says, as a screen reader would hear it.
    await page.evaluate(() => {
      const region = document.querySelector('[data-testid="browser-check"]')!;
      const said: string[] = ((window as unknown as { said: string[] }).said = []);
      new MutationObserver(() => said.push(region.textContent ?? "")).observe(region, { childList: true, subtree: true, characterData: true });
    });
    const started = Date.now();
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();
    const seconds = (Date.now() - started) / 1000;
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.some((text) => text.includes("Checking your browser…"))).to.equal(true);
    expect(await server().app.db.manager.getRepository(UsedChallenge).count()).to.equal(1);
    console.log(`      (registration with a solved challenge took ${seconds.toFixed(2)} s at CHALLENGE_MAX_NUMBER=100000)`);
    await context.close();
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1366, height: 900 },
  ]) {
    it(`lists, adds (with inline errors) and removes blocklist entries in Admin → Settings at ${viewport.width} px`, async () => {
      const { page, context } = await openAdminTab(browser(), server(), viewport);
      await page.goto("/admin/settings");
      await page.getByRole("tab", { name: "Blocklists" }).click();
      const emails = page.getByRole("region", { name: "E-mail addresses and domains" });
      const addresses = page.getByRole("region", { name: "Client addresses" });
      const emailValue = emails.getByLabel("E-mail address or @domain");

      await emails.getByRole("button", { name: "Block e-mail or domain" }).click();
      expect(await fieldProblem(emailValue)).to.equal("Enter an e-mail address or @domain.");
      await emailValue.fill("mailinator.com");
      await emails.getByRole("button", { name: "Block e-mail or domain" }).click();
      expect(await fieldProblem(emailValue)).to.equal("Enter an e-mail address (ada@example.com) or a whole domain (@example.com).");
      await emailValue.fill("@Mailinator.com");
      await emails.getByLabel("Note (optional)").fill("disposable");
      await emails.getByRole("button", { name: "Block e-mail or domain" }).click();
      await toast(page, "@mailinator.com was added.");
      await emails.getByRole("listitem").filter({ hasText: "@mailinator.com" }).getByText("disposable").waitFor();

      await addresses.getByLabel("IP address or CIDR range").fill("198.51.100.77/24");
      await addresses.getByRole("button", { name: "Block address" }).click();
      await addresses.getByRole("listitem").filter({ hasText: "198.51.100.0/24" }).waitFor();
      expect(await overflows(page)).to.equal(false);
      await screenshot(page, `admin-blocklists-${viewport.width}`);

      await emails.getByRole("button", { name: "Remove @mailinator.com" }).click();
      await toast(page, "@mailinator.com was removed.");
      await emails.getByText("No e-mail addresses or domains are blocked.").waitFor();
      const stored = await server().app.db.manager.getRepository(BlocklistEntry).find();
      expect(stored.map((e) => e.value)).to.deep.equal(["198.51.100.0/24"]);
      await addresses.getByRole("button", { name: "Remove 198.51.100.0/24" }).click();
      await addresses.getByText("No client addresses are blocked.").waitFor();
      await context.close();
    });
  }
});
