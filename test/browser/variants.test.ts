import fs from "node:fs";
import path from "node:path";
import { expect } from "chai";
import type { BrowserContext } from "playwright-core";
import { ProductVariant } from "../../server/modules/catalog/product-variant.entity";
import { OrderLine } from "../../server/modules/orders/order-line.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { openTab, screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { createCustomer, signIn } from "../helpers/fixtures";
import { openAdminTab, toast } from "./admin-session";

const LOCALES = path.resolve("web/src/locales");
type Resources = { [key: string]: Resources | string };

/** A text of the client's resources with its {{placeholders}} filled: text("ru", "public", "variant.option"). */
function text(language: string, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${namespace}.json`), "utf8")) as Resources;
  for (const part of key.split(".")) node = (node as Resources | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`no ${language}/${namespace}:${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

const money = (language: string, cents: number) =>
  new Intl.NumberFormat({ ru: "ru-RU", zh: "zh-CN" }[language] ?? "en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
const lines = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}:pw${i}:${prefix}${i}@mail.test:epw${i}`);
const UPLOAD = `mutation($lines: [String!]!, $productId: ID!, $variantId: ID) { uploadStockChunk(lines: $lines, productId: $productId, variantId: $variantId) { added } }`;
const SAVE_VARIANT = `mutation($input: ProductVariantInput!) { saveProductVariant(input: $input) { id } }`;
const SAVE_NAME = `mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { field } }`;
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
];

async function inLanguage(context: BrowserContext, url: string, language: string): Promise<void> {
  await context.addCookies([{ name: "lang", value: language, url }]);
}

/** Issue 32, variants: the admin's Variants section and stock pools, and a buyer who picks an option in Russian on a phone. */
describe("product variants (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("a Russian buyer at 375 px picks the home card's option and buys it from their balance", async () => {
    const admin = signIn(server().app, server().client(), await createCustomer(server().app, { role: "admin" }));
    const { id } = (await admin.ok(SAVE_VARIANT, { input: { productId: "main_insta_product", name: "aged 2020", priceCents: 90 } })).saveProductVariant;
    await admin.ok(SAVE_NAME, { input: { subjectType: "variant", subjectId: id, language: "ru", fields: [{ field: "name", value: "выдержка 2020" }] } });
    await admin.ok(SAVE_NAME, { input: { subjectType: "variant", subjectId: id, language: "zh", fields: [{ field: "name", value: "2020 老号" }] } });
    await admin.ok(UPLOAD, { lines: lines("home", 20), productId: "main_insta_product" });
    await admin.ok(UPLOAD, { lines: lines("old", 12), productId: "main_insta_product", variantId: id });

    for (const language of ["en", "ru", "zh"])
      for (const viewport of VIEWPORTS) {
        const tab = await openTab(browser(), server(), { viewport });
        await inLanguage(tab.context, server().url, language);
        await tab.page.goto("/");
        await tab.page.getByLabel(text(language, "public", "variant.option")).waitFor();
        await screenshot(tab.page, `variants-home-${language}-${viewport.width}`);
        await tab.context.close();
      }

    const buyer = await createCustomer(server().app, { balanceCents: 5_000 });
    const { page, context } = await openTab(browser(), server(), { as: buyer, viewport: VIEWPORTS[0] });
    await inLanguage(context, server().url, "ru");
    await page.goto("/");
    const picker = page.getByLabel("Вариант");
    await picker.waitFor();
    const options = await picker.locator("option").allTextContents();
    expect(options).to.deep.equal([`Стандартный — ${money("ru", 50)}`, `выдержка 2020 — ${money("ru", 90)}`]);
    await picker.selectOption({ label: `выдержка 2020 — ${money("ru", 90)}` });
    await page.getByTestId("unit-price").getByText(money("ru", 90)).waitFor();
    await page.getByLabel("Количество").fill("11");
    expect(await page.getByTestId("purchase-total").textContent()).to.equal(money("ru", 990));
    await page.getByRole("button", { name: "Купить" }).click();
    await page.getByRole("alertdialog", { name: "Подтвердите покупку" }).getByRole("button", { name: "Оплатить" }).click();
    await waitForPath(page, "/customer/dashboard");
    const line = await server().app.db.manager.getRepository(OrderLine).findOneByOrFail({ variantId: id });
    expect([line.quantity, line.unitPriceCents]).to.deep.equal([11, 90]);
    expect(await server().app.db.manager.getRepository(StockAccount).countBy({ variantId: id, status: "sold" })).to.equal(11);
    await context.close();
  });

  it("an admin adds a variant with Russian and Chinese names, fills its pool and archives another; a Russian buyer at 375 px picks it and buys it", async () => {
    const admin = signIn(server().app, server().client(), await createCustomer(server().app, { role: "admin" }));
    const gmail = await createProductAsAdmin(admin, { name: "Gmail aged", slug: "gmail-aged", pricePerAccountCents: 50 });
    await admin.ok(UPLOAD, { lines: lines("g", 5), productId: gmail.id });

    const { page, context } = await openAdminTab(browser(), server(), VIEWPORTS[1]);
    await page.goto("/admin/catalogue");
    await page.getByRole("button", { name: "Edit Gmail aged" }).click();
    const editor = page.getByRole("dialog", { name: "Edit Product" });
    const variants = editor.getByRole("region", { name: "Variants" });
    await variants.getByRole("row").filter({ hasText: "Gmail aged (standard)" }).waitFor();

    const addVariant = async (name: string, price: string, tiers = "") => {
      await variants.getByRole("button", { name: "Add Variant" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Variant" });
      await dialog.getByLabel("Variant name").fill(name);
      // The variant's own volume prices open with its own price.
      expect(await dialog.getByLabel("Volume prices").isDisabled()).to.equal(true);
      await dialog.getByLabel("Own price ($)").fill(price);
      if (tiers) await dialog.getByLabel("Volume prices").fill(tiers);
      await dialog.getByRole("button", { name: "Save" }).click();
      await toast(page, "Variant Saved", name);
      await dialog.waitFor({ state: "hidden" });
      await variants.getByRole("row").filter({ hasText: name }).waitFor();
    };
    await addVariant("aged 2019", "1.20", "3 = 1.00");
    await variants.getByRole("row").filter({ hasText: "aged 2019" }).getByText("1 volume tier", { exact: false }).waitFor();
    await addVariant("temporary", "9.99");
    // Saving a variant saves only the variant: the product's dialog stays open.
    expect(await editor.isVisible()).to.equal(true);

    await variants.getByRole("button", { name: "Edit aged 2019" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Variant" });
    for (const [name, tabName] of [
      ["выдержка 2019", "Русский"],
      ["2019 老号", "简体中文"],
    ]) {
      await edit.getByRole("tab", { name: tabName }).click();
      const field = edit.getByLabel(`Variant name (${tabName})`);
      await field.waitFor();
      await field.fill(name);
    }
    // The dialog's one Save writes both language tabs.
    await edit.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Variant Saved", "aged 2019");
    await edit.waitFor({ state: "hidden" });

    await variants.getByRole("button", { name: "Archive temporary" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Archive variant?" });
    await confirm.getByRole("button", { name: "Archive" }).click();
    await toast(page, "Variant Archived", "temporary");
    await variants.getByRole("row").filter({ hasText: "temporary" }).waitFor({ state: "detached" });
    await screenshot(page, "variants-admin-editor-1366");
    await page.keyboard.press("Escape");
    await editor.waitFor({ state: "hidden" });

    const aged = await server().app.db.manager.getRepository(ProductVariant).findOneByOrFail({ productId: gmail.id, name: "aged 2019" });
    // The stock upload puts the lines into the chosen variant's pool.
    await page.goto("/admin/accounts");
    await page.getByRole("button", { name: "Add Stock" }).click();
    const upload = page.getByRole("dialog", { name: "Bulk Upload Accounts" });
    await upload.getByLabel("Product").selectOption({ label: "Gmail aged" });
    const variantSelect = upload.getByLabel("Variant");
    expect(await variantSelect.locator("option").allTextContents()).to.deep.equal(["Standard — 5 available", "aged 2019 — 0 available"]);
    await variantSelect.selectOption({ label: "aged 2019 — 0 available" });
    await upload.getByLabel("Account data").fill(lines("old", 4).join("\n"));
    await upload.getByRole("button", { name: "Upload" }).click();
    await toast(page, "Upload Complete", "4 accounts added.");
    await upload.getByRole("option", { name: "aged 2019 — 4 available" }).waitFor({ state: "attached" });
    await screenshot(page, "variants-admin-upload-1366");
    expect(await server().app.db.manager.getRepository(StockAccount).countBy({ variantId: aged.id, status: "available" })).to.equal(4);
    await context.close();

    const small = await openAdminTab(browser(), server(), VIEWPORTS[0]);
    await small.page.goto("/admin/catalogue");
    await small.page.getByRole("button", { name: "Edit Gmail aged" }).click();
    await small.page.getByRole("region", { name: "Variants" }).getByRole("row").filter({ hasText: "aged 2019" }).waitFor();
    await small.page.getByRole("region", { name: "Variants" }).scrollIntoViewIfNeeded();
    await screenshot(small.page, "variants-admin-editor-375");
    await small.context.close();

    for (const language of ["en", "ru", "zh"])
      for (const viewport of VIEWPORTS) {
        const tab = await openTab(browser(), server(), { viewport });
        await inLanguage(tab.context, server().url, language);
        await tab.page.goto("/products/gmail-aged");
        await tab.page.getByLabel(text(language, "public", "variant.option")).waitFor();
        await screenshot(tab.page, `variants-product-${language}-${viewport.width}`);
        await tab.context.close();
      }

    const buyer = await createCustomer(server().app, { balanceCents: 5_000 });
    const shop = await openTab(browser(), server(), { as: buyer, viewport: VIEWPORTS[0] });
    await inLanguage(shop.context, server().url, "ru");
    const buy = shop.page;
    await buy.goto("/products/gmail-aged");
    const picker = buy.getByLabel("Вариант");
    await picker.waitFor();
    expect(await picker.locator("option").allTextContents()).to.deep.equal([`Стандартный — ${money("ru", 50)}`, `выдержка 2019 — ${money("ru", 120)}`]);
    await picker.selectOption({ label: `выдержка 2019 — ${money("ru", 120)}` });
    await buy.getByTestId("unit-price").getByText(money("ru", 120)).waitFor();
    await buy.getByLabel("Количество").fill("3");
    // The server's quote of the chosen variant at its own volume tier (3 × 1.00, not 3 × 1.20).
    await buy.getByTestId("purchase-total").getByText(money("ru", 300)).waitFor();
    await screenshot(buy, "variants-product-ru-375-picked");
    await buy.getByRole("button", { name: "Купить" }).click();
    await buy.getByRole("alertdialog", { name: "Подтвердите покупку" }).getByRole("button", { name: "Оплатить" }).click();
    await waitForPath(buy, "/customer/dashboard");
    const line = await server().app.db.manager.getRepository(OrderLine).findOneByOrFail({ variantId: aged.id });
    expect([line.quantity, line.unitPriceCents, line.variantName]).to.deep.equal([3, 100, "aged 2019"]);
    const sold = await server()
      .app.db.manager.getRepository(StockAccount)
      .find({ where: { variantId: aged.id, status: "sold" }, order: { id: "ASC" } });
    expect(sold.map((s) => s.username)).to.deep.equal(["old0", "old1", "old2"]);
    await shop.context.close();
  });
});
