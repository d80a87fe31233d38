import { expect } from "chai";
import { createOrder } from "../helpers/admin-fixtures";
import { fieldProblem, inWindow, openTab, screenshot } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { createCustomer } from "../helpers/fixtures";
import { openAdminTab } from "./admin-session";

const PHONE = { width: 375, height: 740 };
const LAPTOP = { width: 1366, height: 768 };

describe("per-field form problems and phone-width cards (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  describe("the customer's Order History", () => {
    for (const viewport of [PHONE, LAPTOP]) {
      it(`shows every order with its status and invoice link in view at ${viewport.width} px`, async () => {
        const buyer = await createCustomer(server().app, { name: "Card Buyer", email: `cards-${viewport.width}-${Date.now()}@example.test` });
        const first = await createOrder(server().app, { customerId: buyer.id, quantity: 3 });
        await createOrder(server().app, { customerId: buyer.id, quantity: 7 });
        const { page, context } = await openTab(browser(), server(), { as: buyer, viewport });
        await page.goto("/customer/orders");
        const invoice = page.getByRole("link", { name: `Invoice for order ${first.id.slice(0, 12)}` });
        await invoice.waitFor();
        expect(await inWindow(page, invoice)).to.equal(true);
        const cards = page.getByTestId("order-history-cards");
        const table = page.getByTestId("order-history");
        if (viewport === PHONE) {
          expect(await table.isVisible()).to.equal(false);
          expect(await cards.getByRole("listitem").count()).to.equal(2);
          const card = cards.getByRole("listitem").filter({ has: invoice });
          await card.getByText("Completed").waitFor();
          await card.getByText(first.id.slice(0, 12)).waitFor();
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
        } else {
          expect(await cards.isVisible()).to.equal(false);
          expect(await table.getByRole("row").count()).to.equal(3);
        }
        await screenshot(page, `form-problems-customer-orders-${viewport.width}`);
        await context.close();
      });
    }
  });

  describe("every problem under its field", () => {
    it("checks the login form per field, the address's format first, and puts a wrong code under the code field", async () => {
      const { page, context } = await openTab(browser(), server(), { viewport: PHONE });
      await page.goto("/auth/login");
      await page.getByLabel("Email").fill("sam@");
      await page.getByRole("button", { name: "Login" }).click();
      expect(await fieldProblem(page.getByLabel("Email"))).to.equal("Please enter a valid email address.");
      expect(await fieldProblem(page.getByLabel("Password"))).to.equal("Please enter email and password.");
      await screenshot(page, "form-problems-login-375");
      await page.getByLabel("Email").fill("sam@example.test");
      await page.getByLabel("Password").fill("whatever");
      await page.getByRole("button", { name: "Login" }).click();
      // Wrong credentials stay the form's: naming one field would tell which of the two is right.
      await page.getByRole("alert").getByText("Invalid email or password.").waitFor();
      expect(await fieldProblem(page.getByLabel("Email"), 0)).to.equal(null);
      expect(await fieldProblem(page.getByLabel("Password"), 0)).to.equal(null);
      await context.close();
    });

    it("shows the top-up amount's problem under the amount", async () => {
      const customer = await createCustomer(server().app, { email: `topup-${Date.now()}@example.test` });
      const { page, context } = await openTab(browser(), server(), { as: customer, viewport: LAPTOP });
      await page.goto("/customer/add-balance");
      await page.getByLabel("Amount (USD)").fill("0");
      await page.getByRole("button", { name: "Proceed to Payment" }).click();
      expect(await fieldProblem(page.getByLabel("Amount (USD)"))).to.equal("Please enter a valid positive amount to add.");
      await page.getByRole("button", { name: "$50" }).click();
      expect(await fieldProblem(page.getByLabel("Amount (USD)"), 0)).to.equal(null);
      await context.close();
    });

    it("puts the server's refusal of the balance reason under the reason field", async () => {
      const customer = await createCustomer(server().app, { email: `reason-${Date.now()}@example.test`, balanceCents: 100 });
      const { page, context } = await openAdminTab(browser(), server(), PHONE);
      await page.goto("/admin/customers");
      await page.getByRole("button", { name: `Edit balance of ${customer.email}` }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Balance" });
      await dialog.getByLabel("New Balance ($)").fill("2");
      await dialog.getByLabel("Reason").fill("r".repeat(501));
      await dialog.getByRole("button", { name: "Save Balance" }).click();
      expect(await fieldProblem(dialog.getByLabel("Reason"))).to.equal("The reason can be at most 500 characters.");
      expect(await fieldProblem(dialog.getByLabel("New Balance ($)"), 0)).to.equal(null);
      await screenshot(page, "form-problems-edit-balance-375");
      await context.close();
    });

    it("shows every product problem at once and the server's taken slug under the slug", async () => {
      const { page, context } = await openAdminTab(browser(), server(), LAPTOP);
      await page.goto("/admin/catalogue");
      await page.getByRole("button", { name: "Add Product" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Product" });
      await dialog.getByLabel("Low-stock alert below").fill("-3");
      await dialog.getByLabel("Volume prices").fill("1 = 0.10");
      await dialog.getByRole("button", { name: "Save" }).click();
      expect(await fieldProblem(dialog.getByLabel("Name", { exact: true }))).to.equal("Product name cannot be empty.");
      expect(await fieldProblem(dialog.getByLabel("Price per unit ($)"))).to.equal("Price per account must be greater than 0.");
      expect(await fieldProblem(dialog.getByLabel("Low-stock alert below"))).to.equal("The low-stock threshold must be 0 or more.");
      expect(await fieldProblem(dialog.getByLabel("Volume prices"))).to.equal('Write each tier as "quantity = price", e.g. "100 = 0.45" (not "1 = 0.10").');
      await screenshot(page, "form-problems-product-1366");

      await dialog.getByLabel("Name", { exact: true }).fill("Taken Slug");
      await dialog.getByLabel("URL slug").fill("digital-accounts");
      await dialog.getByLabel("Price per unit ($)").fill("0.50");
      await dialog.getByLabel("Low-stock alert below").fill("");
      await dialog.getByLabel("Volume prices").fill("");
      await dialog.getByRole("button", { name: "Save" }).click();
      expect(await fieldProblem(dialog.getByLabel("URL slug"))).to.equal("Another product already uses this URL slug.");
      expect(await fieldProblem(dialog.getByLabel("Name", { exact: true }), 0)).to.equal(null);
      await context.close();
    });

    it("puts a taken coupon code and an empty category name under their fields", async () => {
      const { page, context } = await openAdminTab(browser(), server(), PHONE);
      await page.goto("/admin/catalogue");
      await page.getByRole("tab", { name: "Categories" }).click();
      await page.getByRole("button", { name: "Add Category" }).click();
      expect(await fieldProblem(page.getByLabel("New category"))).to.equal("Category name cannot be empty.");

      await page.getByRole("tab", { name: "Coupons" }).click();
      for (const attempt of [1, 2]) {
        await page.getByRole("button", { name: "Add Coupon" }).click();
        const dialog = page.getByRole("dialog", { name: "Add Coupon" });
        await dialog.getByLabel("Code", { exact: true }).fill("TWICE");
        await dialog.getByLabel("Percent", { exact: true }).fill(attempt === 1 ? "10" : "150");
        await dialog.getByRole("button", { name: "Save" }).click();
        if (attempt === 1) {
          await dialog.waitFor({ state: "detached" });
          continue;
        }
        expect(await fieldProblem(dialog.getByLabel("Percent", { exact: true }))).to.equal("A percentage is 1 to 100.");
        await dialog.getByLabel("Percent", { exact: true }).fill("15");
        await dialog.getByRole("button", { name: "Save" }).click();
        expect(await fieldProblem(dialog.getByLabel("Code", { exact: true }))).to.equal("A coupon with this code already exists.");
        await screenshot(page, "form-problems-coupon-375");
      }
      await context.close();
    });

    it("checks the licence-by-e-mail form per field", async () => {
      const { page, context } = await openAdminTab(browser(), server(), LAPTOP);
      await page.goto("/admin/license-management");
      const submit = page.getByRole("button", { name: "Create by Email" });
      await submit.click();
      const card = page.locator("form").filter({ has: submit });
      expect(await fieldProblem(card.getByLabel("Email"))).to.equal("Please enter your email address.");
      expect(await fieldProblem(card.getByLabel("Plan"))).to.equal("Please select a plan.");
      expect(await fieldProblem(card.getByLabel("Expiry date"))).to.equal("Please select an expiry date.");
      await card.getByLabel("Email").fill("buyer@example.test");
      await card.getByLabel("Plan").selectOption("standard");
      await card.getByLabel("Expiry date").fill("2020-01-01");
      await submit.click();
      expect(await fieldProblem(card.getByLabel("Expiry date"))).to.equal("The expiry date must be in the future.");
      expect(await fieldProblem(card.getByLabel("Email"), 0)).to.equal(null);
      await screenshot(page, "form-problems-licence-1366");
      await context.close();
    });
  });
});
