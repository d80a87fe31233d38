import { expect } from "chai";
import type { Page } from "playwright-core";
import { createCustomer } from "../helpers/fixtures";
import { openTab, screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";

describe("client shell in the browser", () => {
  const { server, browser } = useBrowserAndServer();

  const visitorPage = (viewport?: { width: number; height: number }) => openTab(browser(), server(), { viewport });

  async function signedInPage(role: "customer" | "admin") {
    const customer = await createCustomer(server().app, { role, name: role === "admin" ? "Ada Admin" : "Carl Customer" });
    const { page } = await openTab(browser(), server(), { as: customer });
    return { page, customer };
  }

  async function pathAfter(page: Page, path: string, expected: string): Promise<string> {
    await page.goto(path);
    await waitForPath(page, expected);
    return new URL(page.url()).pathname;
  }

  describe("route guards", () => {
    it("sends a visitor from the customer and admin panels to the login page", async () => {
      const { page } = await visitorPage();
      expect(await pathAfter(page, "/customer/dashboard", "/auth/login")).to.equal("/auth/login");
      expect(await pathAfter(page, "/admin", "/auth/login")).to.equal("/auth/login");
      await page.close();
    });

    it("sends a customer from the admin panel to the customer dashboard, and /customer to its dashboard", async () => {
      const { page } = await signedInPage("customer");
      expect(await pathAfter(page, "/admin/orders", "/customer/dashboard")).to.equal("/customer/dashboard");
      expect(await pathAfter(page, "/customer", "/customer/dashboard")).to.equal("/customer/dashboard");
      await page.getByRole("heading", { name: "My Accounts", level: 1 }).waitFor();
      await page.close();
    });

    it("sends an admin from the customer panel to the admin dashboard, and /admin to its dashboard", async () => {
      const { page } = await signedInPage("admin");
      expect(await pathAfter(page, "/customer/settings", "/admin/dashboard")).to.equal("/admin/dashboard");
      expect(await pathAfter(page, "/admin", "/admin/dashboard")).to.equal("/admin/dashboard");
      await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
      await page.close();
    });

    it("sends a signed-in person away from the login and register pages to the home page", async () => {
      const { page } = await signedInPage("customer");
      expect(await pathAfter(page, "/auth/login", "/")).to.equal("/");
      expect(await pathAfter(page, "/auth/register", "/")).to.equal("/");
      await page.close();
    });
  });

  describe("header, footer and page head", () => {
    it("shows Login and Register to a visitor, and the B.I.A-TOOLS link", async () => {
      const { page } = await visitorPage();
      await page.goto("/");
      const header = page.getByRole("banner");
      expect(await header.getByRole("link", { name: "Login" }).getAttribute("href")).to.equal("/auth/login");
      expect(await header.getByRole("link", { name: "Register" }).getAttribute("href")).to.equal("/auth/register");
      expect(await header.getByRole("link", { name: "B.I.A-TOOLS" }).getAttribute("href")).to.equal("/bia-tools");
      expect(await header.getByRole("link", { name: "BIA home" }).isVisible()).to.equal(true);
      await page.close();
    });

    it("greets a signed-in admin by name and links 'My Panel' to /admin", async () => {
      const { page } = await signedInPage("admin");
      await page.goto("/");
      const header = page.getByRole("banner");
      await header.getByText("Welcome, Ada Admin!").waitFor();
      expect(await header.getByRole("link", { name: "My Panel" }).getAttribute("href")).to.equal("/admin");
      expect(await header.getByRole("link", { name: "Login" }).count()).to.equal(0);
      await page.close();
    });

    it("has a footer with the site name, the legal links and this year's copyright", async () => {
      const { page } = await visitorPage();
      await page.goto("/");
      const footer = page.getByRole("contentinfo");
      await footer.getByText(`© ${new Date().getFullYear()} BIA. All rights reserved.`).waitFor();
      for (const [name, href] of [
        ["Terms of Service", "/legal/terms-of-service"],
        ["Privacy Policy", "/legal/privacy-policy"],
        ["Disclaimer", "/legal/disclaimer"],
        ["Contact", "/legal/contact"],
      ]) {
        expect(await footer.getByRole("link", { name, exact: true }).getAttribute("href")).to.equal(href);
      }
      await page.close();
    });

    it("takes the page title, description and favicon from the site settings", async () => {
      const { page } = await visitorPage();
      await page.goto("/");
      await page.waitForFunction(() => document.title === "BIA - Digital Account Marketplace");

      await server().app.db.manager.query("UPDATE site_settings SET site_name = ?, site_tagline = ?, site_description = ?, favicon_url = ? WHERE id = ?", [
        "Acme",
        "Bulk Accounts",
        "Accounts in bulk, delivered at once.",
        "/acme.ico",
        "main_settings",
      ]);
      await page.reload();
      await page.waitForFunction(() => document.title === "Acme - Bulk Accounts");
      expect(await page.locator('meta[name="description"]').getAttribute("content")).to.equal("Accounts in bulk, delivered at once.");
      expect(await page.locator('link[rel="icon"]').getAttribute("href")).to.equal("/acme.ico");
      await page.getByRole("banner").getByText("Acme", { exact: true }).waitFor();
      await server().app.db.manager.query(
        "UPDATE site_settings SET site_name = ?, site_tagline = ?, site_description = NULL, favicon_url = NULL WHERE id = ?",
        ["BIA", "Digital Account Marketplace", "main_settings"],
      );
      await page.close();
    });
  });

  describe("theme", () => {
    it("starts dark, switches to light with the toggle, and remembers it as appTheme", async () => {
      const { page } = await visitorPage();
      await page.goto("/");
      await page.waitForFunction(() => document.documentElement.classList.contains("dark"));
      await page.getByRole("button", { name: "Switch to light theme" }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains("light"));
      expect(await page.evaluate(() => localStorage.getItem("appTheme"))).to.equal("light");

      await page.reload();
      await page.getByRole("button", { name: "Switch to dark theme" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).to.equal(true);
      await page.close();
    });
  });

  describe("pages", () => {
    it("answers an unknown path with a 404 page that links home", async () => {
      const { page } = await visitorPage();
      await page.goto("/no/such/page");
      await page.getByRole("heading", { name: "Page Not Found" }).waitFor();
      await page.getByRole("link", { name: "Go Home" }).click();
      await waitForPath(page, "/");
      await page.close();
    });

    it("shows the payment result pages with their links", async () => {
      const { page } = await visitorPage();
      await page.goto("/payment/success");
      await page.getByRole("heading", { name: "Payment Successful!" }).waitFor();
      await page.getByText("Your balance has been updated.").waitFor();
      expect(await page.getByRole("link", { name: "Go to Dashboard" }).getAttribute("href")).to.equal("/customer/dashboard");

      await page.goto("/payment/failed");
      await page.getByRole("heading", { name: "Payment Failed" }).waitFor();
      await page.getByText("Unfortunately, we were unable to process your payment. Please try again or contact support if the problem persists.").waitFor();
      expect(await page.getByRole("link", { name: "Try Again" }).getAttribute("href")).to.equal("/customer/add-balance");
      await page.close();
    });

    it("states the minimum age and the refund rule in the terms, and the retention periods in the privacy policy", async () => {
      const { page } = await visitorPage();
      await page.goto("/legal/terms-of-service");
      await page.getByText("You must be at least 18 years old").waitFor();
      await page.getByText("All purchases are final.").first().waitFor();

      await page.goto("/legal/privacy-policy");
      const retention = page.getByRole("table");
      for (const [data, kept] of [
        ["Account data", "Until you delete your account, or 7 years after your last activity"],
        ["Transaction records", "7 years"],
        ["Support communications", "3 years"],
        ["Purchased credentials", "Deleted right after delivery"],
        ["Analytics data", "2 years"],
      ]) {
        await retention.getByRole("row", { name: `${data} ${kept}` }).waitFor();
      }
      await page.getByText("We answer privacy requests within 30 days.").waitFor();
      await page.getByText("We respond to inquiries within 48 hours.").waitFor();
      await page.close();
    });

    it("expands the critical disclaimer on click", async () => {
      const { page } = await visitorPage();
      await page.goto("/legal/disclaimer");
      const toggle = (expanded: boolean) => page.locator(`button[aria-expanded="${expanded}"]`, { hasText: "Critical Disclaimer (click to expand)" });
      await toggle(false).waitFor();
      expect(await page.getByText("that risk is entirely yours", { exact: false }).isVisible()).to.equal(false);
      await toggle(false).click();
      await toggle(true).waitFor();
      await page.getByText("that risk is entirely yours", { exact: false }).waitFor();
      await page.close();
    });

    it("shows the legal texts inside the customer panel too", async () => {
      const { page } = await signedInPage("customer");
      await page.goto("/customer/privacy-policy");
      await page.getByRole("heading", { name: "Privacy Policy", level: 1 }).waitFor();
      await page.getByRole("link", { name: "Order History" }).waitFor();
      await page.goto("/customer/terms-of-service");
      await page.getByText("You must be at least 18 years old").waitFor();
      await page.close();
    });

    it("loads no customer or admin code for a visitor of the home page", async () => {
      const { page } = await visitorPage();
      const scripts: string[] = [];
      page.on("request", (req) => {
        if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
      });
      await page.goto("/");
      await page.getByRole("link", { name: "Login" }).waitFor();
      await page.waitForLoadState("networkidle");
      expect(scripts.length).to.be.greaterThan(0);
      expect(scripts.filter((s) => /(AdminLayout|CustomerLayout|SettingsPage|AccountsPage)/.test(s))).to.deep.equal([]);
      await page.close();
    });
  });

  describe("panels", () => {
    it("lists the customer sections in the sidebar, and a drawer with them on a phone", async () => {
      const { page } = await signedInPage("customer");
      await page.goto("/customer/dashboard");
      const nav = page.getByRole("navigation", { name: "Panel" });
      for (const [name, href] of [
        ["My Accounts", "/customer/dashboard"],
        ["Order History", "/customer/orders"],
        ["Add Funds", "/customer/add-balance"],
        ["Settings", "/customer/settings"],
        ["Contact", "/customer/contact"],
        ["Privacy Policy", "/customer/privacy-policy"],
        ["Terms of Service", "/customer/terms-of-service"],
      ]) {
        expect(await nav.getByRole("link", { name, exact: true }).getAttribute("href")).to.equal(href);
      }
      await nav.getByText("Information").waitFor();
      expect(await page.getByRole("link", { name: "Back to Store" }).getAttribute("href")).to.equal("/");
      await screenshot(page, "customer-layout-1280");

      await page.setViewportSize({ width: 375, height: 800 });
      expect(await nav.isVisible()).to.equal(false);
      await screenshot(page, "customer-layout-375");
      await page.getByRole("button", { name: "Open menu" }).click();
      const drawer = page.getByRole("dialog");
      await drawer.getByRole("link", { name: "Order History" }).click();
      await waitForPath(page, "/customer/orders");
      await drawer.waitFor({ state: "hidden" });
      await page.close();
    });

    it("collapses the admin sidebar from 64 to 20 units and keeps every section reachable", async () => {
      const { page } = await signedInPage("admin");
      await page.goto("/admin/dashboard");
      const sidebar = page.locator("aside");
      const nav = sidebar.getByRole("navigation", { name: "Panel" });
      for (const name of ["Dashboard", "Stock Accounts", "Orders", "Customers", "Licenses", "License Management", "Settings", "Inbox", "Audit Log"]) {
        await nav.getByRole("link", { name, exact: true }).waitFor();
      }
      for (const group of ["Management", "Configuration"]) await nav.getByText(group, { exact: true }).waitFor();
      const wide = (await sidebar.boundingBox())!.width;
      expect(wide).to.equal(256);

      await page.getByRole("button", { name: "Collapse sidebar" }).click();
      await page.waitForFunction(() => document.querySelector("aside")!.getBoundingClientRect().width === 80);
      await nav.getByRole("link", { name: "License Management" }).click();
      await waitForPath(page, "/admin/license-management");
      await page.getByRole("button", { name: "Expand sidebar" }).waitFor();
      await screenshot(page, "admin-layout-collapsed-1280");
      await page.close();
    });

    it("signs an admin out from the panel", async () => {
      const { page } = await signedInPage("admin");
      await page.goto("/admin/dashboard");
      await page.locator("aside").getByRole("button", { name: "Logout" }).click();
      await waitForPath(page, "/");
      await page.getByRole("banner").getByRole("link", { name: "Login" }).waitFor();
      expect(await pathAfter(page, "/admin/dashboard", "/auth/login")).to.equal("/auth/login");
      await page.close();
    });
  });
});
