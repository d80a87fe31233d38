import AxeBuilder from "@axe-core/playwright";
import { expect } from "chai";
import type { Page } from "playwright-core";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { License } from "../../server/modules/licenses/license.entity";
import { createOrder } from "../helpers/admin-fixtures";
import { newPage, openTab } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { addStock, createCustomer } from "../helpers/fixtures";

const VISITOR_PAGES = [
  "/",
  "/story-tag",
  "/bia-tools",
  "/license-check",
  "/api-docs",
  "/auth/login",
  "/auth/register",
  "/auth/forgot-password",
  "/legal/terms-of-service",
  "/legal/privacy-policy",
  "/legal/disclaimer",
  "/legal/contact",
  "/no-such-page",
];
const CUSTOMER_PAGES = [
  "/customer/dashboard",
  "/customer/orders",
  "/customer/add-balance",
  "/customer/settings",
  "/customer/contact",
  "/customer/privacy-policy",
];
const ADMIN_PAGES = [
  "/admin/dashboard",
  "/admin/accounts",
  "/admin/orders",
  "/admin/customers",
  "/admin/licenses",
  "/admin/license-management",
  "/admin/settings",
  "/admin/inbox",
  "/admin/audit",
];
const WIDTHS = [1366, 375];
/** The panel's two colour schemes; dark is the default, light is what the theme toggle stores. */
const MODES = ["dark", "light"] as const;
type Mode = (typeof MODES)[number];

/** Opens a tab in the given colour scheme: the stored choice is in place before the first page loads. */
async function openInMode(...[browser, server, opts, mode]: [...Parameters<typeof openTab>, Mode]) {
  const opened = await openTab(browser, server, opts);
  await opened.context.addInitScript((theme) => window.localStorage.setItem("appTheme", theme), mode);
  return opened;
}

/** Serious and critical axe violations on the page, one line each, naming the rule and the first elements. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

/** Lets the page settle: lazy chunks, queries, the skeletons they replace. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
  await page.locator("main").first().waitFor();
  await page.waitForTimeout(300);
}

describe("accessibility: axe over every page and the main dialogs, in dark and light mode (browser)", function () {
  this.timeout(600_000);
  const { server, browser } = useBrowserAndServer();
  let customer: Customer;
  let admin: Customer;
  let poorCustomer: Customer;
  let license: License;

  before(async () => {
    await addStock(server().app, 30, "axe");
    customer = await createCustomer(server().app, { name: "Axe Customer", balanceCents: 5000 });
    poorCustomer = await createCustomer(server().app, { name: "Axe Short", balanceCents: 0 });
    admin = await createCustomer(server().app, { role: "admin", name: "Axe Admin" });
    const licenses = server().app.db.manager.getRepository(License);
    license = await licenses.save(
      licenses.create({
        licenseKey: "AXEA-1234-ABCD-EFGH",
        email: customer.email,
        customerId: customer.id,
        plan: "standard",
        softwareName: "StoryTag",
        status: true,
        startDate: new Date(),
        expiresAt: new Date(Date.now() + 20 * 86_400_000),
      }),
    );
    await createOrder(server().app, { customerId: customer.id, quantity: 3 });
  });

  for (const mode of MODES) {
    for (const width of WIDTHS) {
      for (const [who, pages] of [
        ["a visitor", VISITOR_PAGES],
        ["a customer", CUSTOMER_PAGES],
        ["an admin", ADMIN_PAGES],
      ] as const) {
        it(`finds no serious or critical violation for ${who} at ${width} px in ${mode} mode`, async () => {
          const as = who === "a customer" ? customer : who === "an admin" ? admin : undefined;
          const { page, context } = await openInMode(browser(), server(), { as, viewport: { width, height: 800 } }, mode);
          const found: string[] = [];
          for (const path of pages) {
            await page.goto(path);
            await settle(page);
            expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).to.equal(mode === "light");
            for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
          }
          await context.close();
          expect(found).to.deep.equal([]);
        });
      }

      it(`finds no serious or critical violation in the main dialogs at ${width} px in ${mode} mode`, async () => {
        const viewport = { width, height: 800 };
        const found: string[] = [];
        /** Scans the page with the dialog open (axe sees what a screen reader sees then), then closes it with Escape. */
        const scanDialog = async (page: Page, name: string, dialog: ReturnType<Page["getByRole"]>) => {
          await dialog.waitFor();
          await page.waitForTimeout(400);
          for (const v of await seriousViolations(page)) found.push(`${name}: ${v}`);
          await page.keyboard.press("Escape");
          await dialog.waitFor({ state: "detached" });
        };

        const buyer = await openInMode(browser(), server(), { as: customer, viewport }, mode);
        await buyer.page.goto("/story-tag");
        await settle(buyer.page);
        await buyer.page.getByRole("button", { name: "Purchase Now" }).click();
        await scanDialog(buyer.page, "purchase confirmation", buyer.page.getByRole("alertdialog", { name: "Confirm Purchase" }));
        await buyer.context.close();

        const short = await openInMode(browser(), server(), { as: poorCustomer, viewport }, mode);
        await short.page.goto("/");
        await settle(short.page);
        await short.page.getByLabel("Quantity").fill("10");
        await short.page.getByRole("button", { name: "Purchase" }).click();
        await scanDialog(short.page, "insufficient balance", short.page.getByRole("alertdialog", { name: "Insufficient Balance" }));
        await short.context.close();

        const { page, context } = await openInMode(browser(), server(), { as: admin, viewport }, mode);
        await page.goto("/admin/customers");
        await settle(page);
        await page.getByRole("button", { name: `Edit balance of ${customer.email}` }).click();
        await scanDialog(page, "edit balance", page.getByRole("dialog", { name: "Edit Balance" }));
        await page.getByRole("button", { name: `Delete ${customer.email}` }).click();
        await scanDialog(page, "delete customer", page.getByRole("alertdialog"));
        await page.goto("/admin/licenses");
        await settle(page);
        await page.getByRole("button", { name: `Extend ${license.licenseKey}` }).click();
        await scanDialog(page, "extend licence", page.getByRole("dialog", { name: "Extend License" }));
        await page.getByRole("button", { name: `Delete ${license.licenseKey}` }).click();
        await scanDialog(page, "delete licence", page.getByRole("alertdialog"));
        await context.close();
        expect(found).to.deep.equal([]);
      });
    }
  }

  /*
   * What the sweep above misses, each once where it is most at risk, so the file grows by one
   * tab per role rather than by another pass over every mode and width: the pages reached by a
   * link or a tab (at 375 px, in dark mode) and the other dialogs (at 375 px, in light mode).
   */
  it("finds no serious or critical violation on the remaining pages, tabs and dialogs at 375 px", async () => {
    const viewport = { width: 375, height: 800 };
    const found: string[] = [];
    const scan = async (page: Page, name: string) => {
      for (const v of await seriousViolations(page)) found.push(`${name}: ${v}`);
    };
    const scanPages = async (page: Page, paths: string[]) => {
      for (const path of paths) {
        await page.goto(path);
        await settle(page);
        await scan(page, path);
      }
    };
    const scanTabs = async (page: Page, path: string, tabs: string[]) => {
      for (const tab of tabs) {
        await page.getByRole("tab", { name: tab, exact: true }).click();
        await page.getByRole("tabpanel", { name: tab, exact: true }).waitFor();
        await page.waitForLoadState("networkidle");
        await scan(page, `${path} · ${tab}`);
      }
    };
    /** Scans the page with the dialog open (its opening animation over, so axe sees final colours), then closes it with Escape. */
    const scanDialog = async (page: Page, name: string, dialog: ReturnType<Page["getByRole"]>) => {
      await dialog.waitFor();
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
      await scan(page, name);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
    };

    const visitor = await newPage(browser(), server().url, viewport);
    await scanPages(visitor.page, [
      "/products/digital-accounts",
      "/payment/success",
      "/payment/failed",
      "/auth/reset-password?token=not-a-token",
      "/auth/confirm-email?token=not-a-token",
      "/auth/setup-admin?token=not-a-token",
      "/auth/sign-in-link?token=not-a-token",
    ]);
    // No consent cookie yet: the banner is up, and its Customize opens the preferences.
    await visitor.page.goto("/");
    await settle(visitor.page);
    await visitor.page.getByRole("button", { name: "Customize" }).click();
    await scanDialog(visitor.page, "cookie preferences", visitor.page.getByRole("dialog", { name: "Cookie Preferences" }));
    await visitor.context.close();

    const buyer = await openInMode(browser(), server(), { as: customer, viewport }, "dark");
    await scanPages(buyer.page, ["/customer/terms-of-service"]);
    await buyer.context.close();

    const dark = await openInMode(browser(), server(), { as: admin, viewport }, "dark");
    await scanPages(dark.page, ["/admin/catalogue"]);
    await scanTabs(dark.page, "/admin/catalogue", ["Categories", "Coupons"]);
    await scanPages(dark.page, ["/admin/settings"]);
    await scanTabs(dark.page, "/admin/settings", ["Site", "Payment", "Security", "Alerts", "Webhooks", "Software", "Pages"]);
    await dark.context.close();

    const { page, context } = await openInMode(browser(), server(), { as: admin, viewport }, "light");
    await page.goto("/admin/dashboard");
    await settle(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await scanDialog(page, "panel menu", page.getByRole("dialog"));
    await page.goto("/admin/customers");
    await settle(page);
    await page.getByRole("button", { name: `View details of ${customer.email}` }).click();
    await scanDialog(page, "customer details", page.getByRole("dialog", { name: "Customer Details" }));
    await page.goto("/admin/orders");
    await settle(page);
    await page
      .getByRole("button", { name: /^View order / })
      .first()
      .click();
    await scanDialog(page, "order details", page.getByRole("dialog", { name: "Order Details" }));
    await page.goto("/admin/accounts");
    await settle(page);
    await page.getByRole("button", { name: "Add Stock" }).click();
    await scanDialog(page, "bulk upload", page.getByRole("dialog", { name: "Bulk Upload Accounts" }));
    await page
      .getByTestId("stock-table")
      .getByRole("button", { name: /^Edit / })
      .first()
      .click();
    await scanDialog(page, "edit stock account", page.getByRole("dialog", { name: "Edit Stock Account" }));
    await page.goto("/admin/catalogue");
    await settle(page);
    await page.getByRole("button", { name: "Edit Digital Accounts" }).click();
    await scanDialog(page, "edit product", page.getByRole("dialog"));
    await page.getByRole("tab", { name: "Coupons", exact: true }).click();
    await page.getByRole("button", { name: "Add Coupon" }).click();
    await scanDialog(page, "add coupon", page.getByRole("dialog"));
    await context.close();
    expect(found).to.deep.equal([]);
  });

  it("keeps an accessible name on every icon-only button of the panels", async () => {
    const { page, context } = await openTab(browser(), server(), { as: admin, viewport: { width: 375, height: 800 } });
    const unnamed: string[] = [];
    for (const path of [...ADMIN_PAGES, "/"]) {
      await page.goto(path);
      await settle(page);
      const names = await page
        .getByRole("button")
        .evaluateAll((buttons) =>
          buttons
            .filter((b) => !(b.textContent ?? "").trim() && !b.getAttribute("aria-label") && !b.getAttribute("aria-labelledby") && !b.getAttribute("title"))
            .map((b) => b.outerHTML.slice(0, 120)),
        );
      for (const n of names) unnamed.push(`${path}: ${n}`);
    }
    await context.close();
    expect(unnamed).to.deep.equal([]);
  });
});
