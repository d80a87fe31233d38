import AxeBuilder from "@axe-core/playwright";
import { expect } from "chai";
import type { Page } from "playwright-core";
import { LANGUAGE_COOKIE } from "../../common/languages";
import { openTab, screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { dispatchNow } from "../helpers/notification-settled";

const BUYER = "guest.buyer@mail.test";
const ORDER_PASSWORD = "my-order-pass";

/** The order link the receipt e-mail carries (`/orders/<id>?token=…`), once the receipt is in the outbox. */
async function orderLinkFromMail(server: ReturnType<ReturnType<typeof useBrowserAndServer>["server"]>): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await dispatchNow(server.app);
    const rows: Array<{ body_text: string }> = await server.app.db.manager.query("SELECT body_text FROM email_outbox WHERE to_address = ? ORDER BY id DESC", [
      BUYER,
    ]);
    for (const row of rows) {
      const match = /https?:\/\/[^\s]+(\/orders\/[^\s?]+\?token=[^\s]+)/.exec(row.body_text);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no order link mailed to ${BUYER}`);
}

/** The one-time link of "Send me a link to all my orders" (`/orders/lookup?token=…`). */
async function lookupLinkFromMail(server: ReturnType<ReturnType<typeof useBrowserAndServer>["server"]>): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    await dispatchNow(server.app);
    const rows: Array<{ body_text: string }> = await server.app.db.manager.query("SELECT body_text FROM email_outbox WHERE to_address = ? ORDER BY id DESC", [
      BUYER,
    ]);
    for (const row of rows) {
      const match = /https?:\/\/[^\s]+(\/orders\/lookup\?token=[^\s]+)/.exec(row.body_text);
      if (match) return match[1]!;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no order lookup link mailed to ${BUYER}`);
}

/** Serious and critical axe findings, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

/** The delivered order as the order page shows it: both lines with their goods. */
async function expectDeliveredGoods(page: Page): Promise<void> {
  const order = page.getByTestId("guest-order");
  await order.getByTestId("guest-order-status").getByText("Выдан").waitFor({ timeout: 20_000 });
  const packs = order.getByTestId("account-pack");
  await packs.first().waitFor();
  expect(await packs.count()).to.equal(2);
  await order.getByRole("heading", { name: "Gmail aged — aged 2019" }).waitFor();
  // A phone shows each account as a card, a wide screen as a table row: the text is there either way.
  await packs.nth(0).getByText("old0", { exact: true }).locator("visible=true").first().waitFor();
  await packs.nth(1).getByText("vpn0", { exact: true }).locator("visible=true").first().waitFor();
}

describe("guest checkout (browser)", function () {
  this.timeout(180_000);
  const { server, browser } = useBrowserAndServer();

  before(async () => {
    const admin = signIn(server().app, server().client(), await createCustomer(server().app, { role: "admin" }));
    const gmail = await createProductAsAdmin(admin, { name: "Gmail aged", slug: "gmail-aged", pricePerAccountCents: 50, minPurchaseQuantity: 1 });
    const vpn = await createProductAsAdmin(admin, { name: "VPN accounts", slug: "vpn", pricePerAccountCents: 300, minPurchaseQuantity: 1 });
    await addStock(server().app, 50, "gm", gmail.id);
    const saved = await admin.ok<{ saveProductVariant: { id: string } }>(
      `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id } }`,
      {
        input: { productId: gmail.id, name: "aged 2019", priceCents: 120 },
      },
    );
    await admin.ok(
      `mutation($lines: [String!]!, $productId: ID!, $variantId: ID) { uploadStockChunk(lines: $lines, productId: $productId, variantId: $variantId) { added } }`,
      { lines: Array.from({ length: 40 }, (_, i) => `old${i}:pw${i}:old${i}@mail.test:epw${i}`), productId: gmail.id, variantId: saved.saveProductVariant.id },
    );
    await addStock(server().app, 50, "vpn", vpn.id);
  });

  it("a signed-out buyer in Russian at 375 px pays two products as a guest through the sandbox, then opens the order by the e-mail's link and by Find my order", async () => {
    const { page, context } = await openTab(browser(), server(), { viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: "ru", url: server().url }]);

    // A non-default option of one product, the default of another.
    await page.goto("/products/gmail-aged");
    const picker = page.getByLabel("Вариант");
    await picker.locator("option").nth(1).waitFor({ state: "attached" });
    const options = await picker.locator("option").evaluateAll((all) => all.map((o) => ({ value: (o as HTMLOptionElement).value, text: o.textContent ?? "" })));
    const aged = options.find((o) => o.text.includes("aged 2019"));
    expect(aged, JSON.stringify(options)).to.not.equal(undefined);
    await picker.selectOption(aged!.value);
    await page.getByLabel("Количество", { exact: true }).fill("2");
    await page.getByRole("button", { name: "В корзину" }).click();
    await page.getByRole("link", { name: "Корзина, 1 позиция" }).waitFor();
    await page.goto("/products/vpn");
    await page.getByLabel("Количество", { exact: true }).fill("1");
    await page.getByRole("button", { name: "В корзину" }).click();
    await page.getByRole("link", { name: "Корзина, 2 позиции" }).click();
    await waitForPath(page, "/cart");
    await page.getByTestId("cart-total").getByText(/5,40/).waitFor();

    const form = page.getByRole("form", { name: "Оформление без аккаунта" });
    // Members get a sign-in beside the e-mail, back to the cart.
    expect(await form.getByRole("link", { name: "Войти и оформить" }).getAttribute("href")).to.equal("/auth/login?returnTo=%2Fcart");
    // A malformed e-mail is named on its field, nothing is sent.
    await form.getByRole("button", { name: /Оплатить/ }).click();
    await form.getByText("Введите адрес вида name@example.com.").waitFor();
    await form.getByLabel("E-mail").fill(BUYER);
    await form.getByLabel("Пароль для этого заказа (необязательно)").fill(ORDER_PASSWORD);
    expect(await form.getByLabel("Способ оплаты").locator("option:checked").textContent()).to.match(/5,40/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(page, "guest-checkout-ru-375-cart");
    expect(await seriousViolations(page)).to.deep.equal([]);

    await form.getByRole("button", { name: /Оплатить/ }).click();
    await page.waitForURL("**/sandbox/checkout/*");
    // The browser kept the order's access token: another tab of it opens the order while it awaits its payment.
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("bia.guestOrders") ?? "[]") as Array<{ orderId: string; number: string }>);
    expect(stored).to.have.length(1);
    const orderId = stored[0]!.orderId;
    const waiting = await context.newPage();
    await waiting.goto(`/orders/${orderId}`);
    await waiting.getByTestId("guest-order-status").getByText("Ожидает оплаты").waitFor();
    expect(await waiting.getByRole("link", { name: "Оплатить" }).getAttribute("href")).to.contain("/sandbox/checkout/");
    await screenshot(waiting, "guest-order-awaiting-ru-375");

    await page.getByRole("button", { name: "Оплатить" }).click();
    await page.waitForURL(new RegExp(`/orders/${orderId}`));
    // The waiting tab asks again by itself and announces the change.
    await waiting.getByTestId("guest-order-status").getByText("Выдан").waitFor({ timeout: 20_000 });
    await waiting.getByRole("status").filter({ hasText: "Статус заказа: Выдан" }).waitFor({ state: "attached" });
    await waiting.close();
    await expectDeliveredGoods(page);
    // Opened with the stored access token, the address now carries the link's token (a reload opens it again).
    await page.waitForURL(/\?token=/);
    const number = (await page.getByTestId("guest-order-number").textContent())!.trim();
    expect(number).to.not.equal("");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(page, "guest-order-ru-375");
    await page.reload();
    await expectDeliveredGoods(page);
    // The cart was emptied by the order.
    await page.waitForFunction(() => document.querySelector('[data-testid="header-cart"]')?.getAttribute("aria-label") === "Корзина, 0 позиций");
    await context.close();

    // The tab is gone: a fresh browser opens the receipt's link.
    const link = await orderLinkFromMail(server());
    expect(link.startsWith(`/orders/${orderId}?token=`)).to.equal(true);
    const wide = await openTab(browser(), server(), { viewport: { width: 1366, height: 900 } });
    await wide.context.addCookies([{ name: LANGUAGE_COOKIE, value: "ru", url: server().url }]);
    await wide.page.goto(link);
    await expectDeliveredGoods(wide.page);
    expect((await wide.page.getByTestId("guest-order-number").textContent())!.trim()).to.equal(number);
    await screenshot(wide.page, "guest-order-ru-1366");

    // A wrong token opens nothing, and says so.
    await wide.page.goto(`/orders/${orderId}?token=not-the-token`);
    await wide.page.getByRole("heading", { name: "Ссылка на заказ недействительна" }).waitFor();
    await wide.context.close();

    // Find my order: number, e-mail and the order's password.
    const find = await openTab(browser(), server(), { viewport: { width: 375, height: 812 } });
    await find.context.addCookies([{ name: LANGUAGE_COOKIE, value: "ru", url: server().url }]);
    await find.page.goto("/");
    await find.page.getByRole("contentinfo").getByRole("link", { name: "Найти мой заказ" }).click();
    await waitForPath(find.page, "/orders/find");
    const byNumber = find.page.getByRole("form", { name: "Открыть заказ" });
    await byNumber.getByLabel("Номер заказа").fill(number);
    await byNumber.getByLabel("E-mail").fill(BUYER);
    await byNumber.getByLabel("Пароль заказа").fill("wrong-password");
    await byNumber.getByRole("button", { name: "Показать заказ" }).click();
    await byNumber.getByRole("alert").getByText("Нет заказа с таким номером, e-mail и паролем.").waitFor();
    await byNumber.getByLabel("Пароль заказа").fill(ORDER_PASSWORD);
    await byNumber.getByRole("button", { name: "Показать заказ" }).click();
    await expectDeliveredGoods(find.page);
    expect(await find.page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(375);
    await screenshot(find.page, "guest-find-order-ru-375");
    expect(await seriousViolations(find.page)).to.deep.equal([]);

    // "Send me a link to all my orders" answers the same whoever asks.
    await find.page.getByRole("button", { name: "Найти другой заказ" }).click();
    const links = find.page.getByRole("form", { name: "Прислать ссылку на все мои заказы" });
    await links.getByLabel("E-mail").fill(BUYER);
    await links.getByRole("button", { name: "Отправить ссылку" }).click();
    await links.getByText("Если с этим адресом были заказы, мы отправили ссылку.").waitFor();
    await find.context.close();

    // The one-time link lists the address's orders; each opens its order; a second visit finds it used.
    const lookup = await lookupLinkFromMail(server());
    const list = await openTab(browser(), server(), { viewport: { width: 375, height: 812 } });
    await list.context.addCookies([{ name: LANGUAGE_COOKIE, value: "ru", url: server().url }]);
    await list.page.goto(lookup);
    await list.page.getByRole("link", { name: `Заказ ${number}` }).click();
    await expectDeliveredGoods(list.page);
    expect(await seriousViolations(list.page)).to.deep.equal([]);
    await list.page.goto(lookup);
    await list.page.getByText("Эта ссылка уже использована или истекла. Запросите новую в «Найти мой заказ».").waitFor();
    await list.context.close();
  });
  it("a member whose balance is short pays the difference for the cart with a method and lands on the delivered order", async () => {
    const member = await createCustomer(server().app, { balanceCents: 100 });
    const { page, context } = await openTab(browser(), server(), { as: member, viewport: { width: 1366, height: 900 } });
    await page.goto("/products/vpn");
    await page.getByLabel("Quantity", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Add to cart" }).click();
    await page.getByRole("link", { name: "Cart, 1 item" }).click();
    await waitForPath(page, "/cart");
    await page.getByTestId("cart-total").getByText("$6.00").waitFor();
    await page.getByRole("button", { name: "Check out" }).click();
    const form = page.getByRole("form", { name: "Pay the difference" });
    await form.getByText("Your balance is short by $5.00. Pay the difference with a payment method and get the whole order.").waitFor();
    expect(await form.getByLabel("Payment method").locator("option:checked").textContent()).to.match(/\$5\.00/);
    await screenshot(page, "cart-pay-difference-en-1366");
    await form.getByRole("button", { name: "Pay $5.00" }).click();
    await page.waitForURL("**/sandbox/checkout/*");
    await page.getByRole("button", { name: "Pay" }).click();
    // The seed's success text, and that the order is ready with a link to it (issue 33 item 12).
    await waitForPath(page, "/payment/success");
    await page.getByTestId("paid-order").getByText("Your order is ready.", { exact: false }).waitFor();
    await page.getByTestId("paid-order").getByRole("link").click();
    await waitForPath(page, "/customer/dashboard");
    await page.getByRole("heading", { name: "VPN accounts" }).first().waitFor();
    await context.close();
  });
  it("with guest checkout switched off, a signed-out buyer's Pay goes to sign-in and back to the cart", async () => {
    const admin = signIn(server().app, server().client(), await createCustomer(server().app, { role: "admin" }));
    await admin.ok(`mutation { setGuestCheckout(enabled: false) }`);
    try {
      const { page, context } = await openTab(browser(), server(), { viewport: { width: 1366, height: 900 } });
      await page.goto("/products/vpn");
      await page.getByLabel("Quantity", { exact: true }).fill("1");
      await page.getByRole("button", { name: "Add to cart" }).click();
      await page.getByRole("link", { name: "Cart, 1 item" }).click();
      await waitForPath(page, "/cart");
      const form = page.getByRole("form", { name: "Checkout without an account" });
      await form.getByLabel("E-mail").fill("late.guest@mail.test");
      await form.getByRole("button", { name: "Pay $3.00" }).click();
      await waitForPath(page, "/auth/login");
      expect(new URL(page.url()).search).to.equal("?returnTo=%2Fcart");
      // Nothing was held, and the cart is still there.
      await page.goto("/cart");
      await page.getByRole("listitem", { name: "VPN accounts" }).waitFor();
      await context.close();
    } finally {
      await admin.ok(`mutation { setGuestCheckout(enabled: true) }`);
    }
  });
});
