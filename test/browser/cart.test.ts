import crypto from "node:crypto";
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect } from "chai";
import type { Page } from "playwright-core";
import { LANGUAGE_COOKIE } from "../../common/languages";
import { openTab, screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { BUY, createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";

/** Serious and critical axe findings, one line each (as test/browser/accessibility.test.ts reports them). */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

describe("cart (browser)", () => {
  const { server, browser } = useBrowserAndServer();
  let rareId = "";

  before(async () => {
    const admin = signIn(server().app, server().client(), await createCustomer(server().app, { role: "admin" }));
    const gmail = await createProductAsAdmin(admin, {
      name: "Gmail aged",
      slug: "gmail-aged",
      pricePerAccountCents: 50,
      minPurchaseQuantity: 10,
      maxPurchaseQuantity: 200,
    });
    const vpn = await createProductAsAdmin(admin, {
      name: "VPN accounts",
      slug: "vpn",
      pricePerAccountCents: 300,
      minPurchaseQuantity: 1,
      maxPurchaseQuantity: 4,
    });
    await addStock(server().app, 300, "gm", gmail.id);
    const saved = await admin.ok<{ saveProductVariant: { id: string } }>(
      `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id } }`,
      {
        input: { productId: gmail.id, name: "aged 2019", priceCents: 120 },
      },
    );
    await admin.ok(
      `mutation($lines: [String!]!, $productId: ID!, $variantId: ID) { uploadStockChunk(lines: $lines, productId: $productId, variantId: $variantId) { added } }`,
      {
        lines: Array.from({ length: 20 }, (_, i) => `old${i}:pw${i}:old${i}@mail.test:epw${i}`),
        productId: gmail.id,
        variantId: saved.saveProductVariant.id,
      },
    );
    await addStock(server().app, 20, "vpn", vpn.id);
    const rare = await createProductAsAdmin(admin, {
      name: "Rare pack",
      slug: "rare",
      pricePerAccountCents: 100,
      minPurchaseQuantity: 1,
      maxPurchaseQuantity: 10,
    });
    await addStock(server().app, 3, "rare", rare.id);
    rareId = rare.id;
  });

  async function addToCart(page: Page, slug: string, quantity: string, button: string) {
    await page.goto(`/products/${slug}`);
    await page.getByRole("spinbutton").first().fill(quantity);
    await page.getByRole("button", { name: button }).click();
  }

  it("keeps two products across a reload, prices them by the server, steps a quantity within the max and removes a line", async () => {
    const { page, context } = await openTab(browser(), server(), { viewport: { width: 1366, height: 900 } });
    await page.goto("/cart");
    await page.getByTestId("cart-empty").getByText("Your cart is empty.").waitFor();
    expect(await page.getByRole("link", { name: "Cart, 0 items" }).isVisible()).to.equal(true);

    await addToCart(page, "gmail-aged", "12", "Add to cart");
    await page.getByRole("link", { name: "Cart, 1 item" }).waitFor();
    await page.getByRole("status").getByText("Cart: 1 item").waitFor();
    await addToCart(page, "vpn", "2", "Add to cart");
    await page.getByRole("link", { name: "Cart, 2 items" }).waitFor();
    // The same product again sums into its line.
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("link", { name: "Cart, 2 items" }).waitFor();

    await page.getByRole("link", { name: "Cart, 2 items" }).click();
    await waitForPath(page, "/cart");
    await page.reload();
    const gmail = page.getByRole("listitem", { name: "Gmail aged" });
    const vpn = page.getByRole("listitem", { name: "VPN accounts" });
    await gmail.getByTestId("cart-line-total").getByText("$6.00").waitFor();
    await vpn.getByTestId("cart-line-total").getByText("$12.00").waitFor();
    expect(await gmail.getByTestId("cart-unit-price").textContent()).to.equal("$0.50 each");
    expect(await vpn.getByLabel("Quantity of VPN accounts").inputValue()).to.equal("4");
    await page.getByTestId("cart-total").getByText("$18.00").waitFor();
    // At the product's maximum the + is off; − steps down and the server prices the new quantity.
    expect(await vpn.getByRole("button", { name: "More of VPN accounts" }).isDisabled()).to.equal(true);
    await vpn.getByRole("button", { name: "Fewer of VPN accounts" }).click();
    await vpn.getByTestId("cart-line-total").getByText("$9.00").waitFor();
    await page.getByTestId("cart-total").getByText("$15.00").waitFor();
    // A typed quantity below the minimum is brought up to it.
    await gmail.getByLabel("Quantity of Gmail aged").fill("3");
    await gmail.getByLabel("Quantity of Gmail aged").press("Enter");
    expect(await gmail.getByLabel("Quantity of Gmail aged").inputValue()).to.equal("10");
    await gmail.getByTestId("cart-line-total").getByText("$5.00").waitFor();
    await screenshot(page, "cart-en-1366");

    await gmail.getByRole("button", { name: "Remove Gmail aged from the cart" }).click();
    await page.getByRole("link", { name: "Cart, 1 item" }).waitFor();
    await page.reload();
    await vpn.getByLabel("Quantity of VPN accounts").waitFor();
    expect(await page.getByTestId("cart-line").count()).to.equal(1);
    expect(await vpn.getByLabel("Quantity of VPN accounts").inputValue()).to.equal("3");
    await page.getByTestId("cart-total").getByText("$9.00").waitFor();

    // Another tab of the shop hears of the change.
    const other = await context.newPage();
    await other.goto("/");
    await other.getByRole("link", { name: "Cart, 1 item" }).waitFor();
    await vpn.getByRole("button", { name: "Remove VPN accounts from the cart" }).click();
    await page.getByTestId("cart-empty").waitFor();
    await other.getByRole("link", { name: "Cart, 0 items" }).waitFor();
    await context.close();
  });

  it("drops a corrupted stored cart instead of breaking the page", async () => {
    const { page, context } = await openTab(browser(), server());
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("bia.cart.v1", '{"v":1,"lines":[{"productId":"x","variantId":"x","quantity":-1}'));
    await page.goto("/cart");
    await page.getByTestId("cart-empty").waitFor();
    expect(await page.getByRole("link", { name: "Cart, 0 items" }).isVisible()).to.equal(true);
    await context.close();
  });

  it("brings a signed-out buyer who signs in from the cart back to it in Russian at 375 px, the cart intact; other sign-ins still go to the dashboard", async () => {
    const buyer = await createCustomer(server().app, { balanceCents: 5000, language: "ru" });
    const { page, context } = await openTab(browser(), server(), { viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: "ru", url: server().url }]);
    await addToCart(page, "gmail-aged", "20", "В корзину");
    await page.getByRole("link", { name: "Корзина, 1 позиция" }).waitFor();
    await addToCart(page, "vpn", "1", "В корзину");
    await screenshot(page, "cart-ru-375-product");
    await page.getByRole("link", { name: "Корзина, 2 позиции" }).click();
    await waitForPath(page, "/cart");
    await page.getByTestId("cart-total").getByText(/13,00/).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(page, "cart-ru-375-signed-out");

    await page.getByRole("link", { name: "Войти и оформить" }).click();
    await waitForPath(page, "/auth/login");
    expect(new URL(page.url()).search).to.equal("?returnTo=%2Fcart");
    await page.getByLabel("Электронная почта").fill(buyer.email);
    await page.getByLabel("Пароль").fill(buyer.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await waitForPath(page, "/cart");
    await page.getByRole("button", { name: "Оформить заказ" }).waitFor();
    expect(await page.getByTestId("cart-line").count()).to.equal(2);
    expect(await page.getByRole("listitem", { name: "Gmail aged" }).getByLabel("Количество: Gmail aged").inputValue()).to.equal("20");
    await page.getByTestId("cart-total").getByText(/13,00/).waitFor();
    await screenshot(page, "cart-ru-375-signed-in");

    await page.getByRole("button", { name: "Оформить заказ" }).click();
    const result = page.getByTestId("checkout-result");
    await result.getByRole("heading", { name: "Заказ оформлен" }).waitFor();
    expect(await result.getByTestId("account-pack").count()).to.equal(2);
    // On a phone an empty cart's link leaves the header; it is still named for the count.
    await page.waitForFunction(() => document.querySelector('[data-testid="header-cart"]')?.getAttribute("aria-label") === "Корзина, 0 позиций");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(page, "cart-ru-375-ordered");

    // A return path to another site is ignored: the sign-in lands where it always does.
    const fresh = await openTab(browser(), server(), { viewport: { width: 375, height: 812 } });
    await fresh.page.goto("/auth/login?returnTo=//evil.example/cart");
    await fresh.page.getByLabel("Email").fill(buyer.email);
    await fresh.page.getByLabel("Password").fill(buyer.password);
    await fresh.page.getByRole("button", { name: "Login" }).click();
    await waitForPath(fresh.page, "/customer/dashboard");
    await fresh.context.close();
    await context.close();
  });

  it("checks out a signed-in cart from the balance: a short line is named on it and nothing is bought, then every line is delivered with copy and .txt", async () => {
    const buyer = await createCustomer(server().app, { balanceCents: 2000 });
    const { page, context } = await openTab(browser(), server(), { as: buyer, viewport: { width: 1366, height: 900 } });
    await addToCart(page, "gmail-aged", "10", "Add to cart");
    await addToCart(page, "rare", "3", "Add to cart");
    await page.getByRole("link", { name: "Cart, 2 items" }).waitFor();
    // Someone else buys two of the three rare lines meanwhile.
    const rival = signIn(server().app, server().client(), await createCustomer(server().app, { balanceCents: 1000 }));
    const bought = await rival.ok<{ purchase: { __typename: string } }>(BUY, { productId: rareId, quantity: 2, key: crypto.randomUUID() });
    expect(bought.purchase.__typename).to.equal("Purchase");

    // An option other than the product's default goes into the cart with its own line.
    await page.goto("/products/gmail-aged");
    await page.getByLabel("Option").selectOption({ label: "aged 2019 — $1.20" });
    await page.getByLabel("Quantity", { exact: true }).fill("10");
    await page.getByTestId("purchase-total").getByText("$12.00").waitFor();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("link", { name: "Cart, 3 items" }).waitFor();
    await page.goto("/cart");
    const aged = page.getByRole("listitem", { name: "Gmail aged — aged 2019" });
    await aged.getByText("aged 2019", { exact: true }).waitFor();
    await aged.getByTestId("cart-line-total").getByText("$12.00").waitFor();
    await page.getByText("Paid from your balance ($20.00).").waitFor();
    await page.getByRole("button", { name: "Check out" }).click();
    const rare = page.getByRole("listitem", { name: "Rare pack" });
    await rare.getByRole("alert").getByText("Only 1 left of Rare pack. Lower the quantity and check out again.").waitFor();
    expect(await page.getByRole("listitem", { name: "Gmail aged" }).getByRole("alert").count()).to.equal(0);
    await screenshot(page, "cart-en-1366-short-line");
    await page.getByText("Paid from your balance ($20.00).").waitFor();

    await rare.getByRole("button", { name: "Fewer of Rare pack" }).click();
    // A changed line no longer carries the refusal it had.
    await rare.getByRole("alert").waitFor({ state: "detached" });
    await rare.getByRole("button", { name: "Fewer of Rare pack" }).click();
    await page.getByTestId("cart-total").getByText("$18.00").waitFor();
    await page.getByRole("button", { name: "Check out" }).click();
    const result = page.getByTestId("checkout-result");
    await result.getByRole("heading", { name: "Order placed" }).waitFor();
    await result.getByText(/\$18\.00 paid from your balance · balance now \$2\.00/).waitFor();
    const packs = result.getByTestId("account-pack");
    expect(await packs.count()).to.equal(3);
    await packs.nth(1).getByRole("cell", { name: "rare2", exact: true }).waitFor();
    await packs.nth(2).getByRole("heading", { name: "Gmail aged — aged 2019" }).waitFor();
    await packs.nth(2).getByRole("cell", { name: "old0", exact: true }).waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), result.getByRole("button", { name: "Download Gmail aged as a .txt file" }).click()]);
    const text = fs.readFileSync(await download.path(), "utf8");
    expect(download.suggestedFilename()).to.match(/^order-.+-1\.txt$/);
    expect(text.trim().split("\n")).to.have.length(10);
    expect(text).to.match(/^gm\d+@mail\.test:epw\d+:gm\d+:pw\d+$/m);
    await page.getByRole("link", { name: "Cart, 0 items" }).waitFor();
    await screenshot(page, "cart-en-1366-ordered");
    await context.close();
  });

  it("brings a visitor who registers from the cart back to it after confirming the e-mail and signing in", async () => {
    const { page, context } = await openTab(browser(), server(), { viewport: { width: 1366, height: 900 } });
    await addToCart(page, "vpn", "2", "Add to cart");
    await page.goto("/cart");
    await page.getByRole("main").getByRole("link", { name: "Register" }).click();
    await waitForPath(page, "/auth/register");
    expect(new URL(page.url()).search).to.equal("?returnTo=%2Fcart");
    const email = `cart-newcomer-${Date.now()}@example.test`;
    await page.getByLabel("Full Name").fill("Cara Cart");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret123");
    await page.getByLabel("Confirm Password").fill("secret123");
    for (const i of [0, 1])
      await page
        .getByText("I accept the")
        .nth(i)
        .click({ position: { x: 4, y: 4 } });
    await page.getByRole("button", { name: "Register" }).click();
    await page.getByRole("heading", { name: "Check Your Email" }).waitFor();

    const rows: Array<{ body_text: string }> = await server().app.db.manager.query("SELECT body_text FROM email_outbox WHERE to_address = ?", [email]);
    const link = rows.map((r) => /https?:\/\/[^\s/]+\/auth\/confirm-email\?token=[\w-]+/.exec(r.body_text)?.[0]).find(Boolean);
    if (!link) throw new Error("no confirmation link e-mailed");
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByText("Your email address has been confirmed.").waitFor();
    await page.getByRole("link", { name: "Go to Login" }).click();
    await waitForPath(page, "/auth/login");
    expect(new URL(page.url()).search).to.equal("?returnTo=%2Fcart");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("secret123");
    await page.getByRole("button", { name: "Login" }).click();
    await waitForPath(page, "/cart");
    await page.getByRole("listitem", { name: "VPN accounts" }).getByTestId("cart-line-total").getByText("$6.00").waitFor();
    await context.close();
  });

  it("shows the cart and a product's options in Russian at 1366 px, with no serious accessibility findings", async () => {
    const { page, context } = await openTab(browser(), server(), { viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: "ru", url: server().url }]);
    await addToCart(page, "gmail-aged", "10", "В корзину");
    await addToCart(page, "vpn", "2", "В корзину");
    await page.goto("/cart");
    await page.getByTestId("cart-total").getByText(/11,00/).waitFor();
    await screenshot(page, "cart-ru-1366");
    expect(await seriousViolations(page)).to.deep.equal([]);
    await page.goto("/products/gmail-aged");
    await page.getByLabel("Вариант").waitFor();
    await screenshot(page, "cart-ru-1366-product");
    expect(await seriousViolations(page)).to.deep.equal([]);
    await context.close();
  });
});
