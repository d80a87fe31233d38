import AxeBuilder from "@axe-core/playwright";
import { expect } from "chai";
import type { Page } from "playwright-core";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { createOrder } from "../helpers/admin-fixtures";
import { openTab } from "../helpers/browser";
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

describe("accessibility: axe over every page (browser)", function () {
  this.timeout(600_000);
  const { server, browser } = useBrowserAndServer();
  let customer: Customer;
  let admin: Customer;

  before(async () => {
    await addStock(server().app, 30, "axe");
    customer = await createCustomer(server().app, { name: "Axe Customer", balanceCents: 5000 });
    admin = await createCustomer(server().app, { role: "admin", name: "Axe Admin" });
    await createOrder(server().app, { customerId: customer.id, quantity: 3 });
  });

  for (const width of WIDTHS) {
    for (const [who, pages] of [
      ["a visitor", VISITOR_PAGES],
      ["a customer", CUSTOMER_PAGES],
      ["an admin", ADMIN_PAGES],
    ] as const) {
      it(`finds no serious or critical violation for ${who} at ${width} px`, async () => {
        const as = who === "a customer" ? customer : who === "an admin" ? admin : undefined;
        const { page, context } = await openTab(browser(), server(), { as, viewport: { width, height: 800 } });
        const found: string[] = [];
        for (const path of pages) {
          await page.goto(path);
          await settle(page);
          for (const v of await seriousViolations(page)) found.push(`${path}: ${v}`);
        }
        await context.close();
        expect(found).to.deep.equal([]);
      });
    }
  }

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
