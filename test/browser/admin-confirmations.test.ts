import { expect } from "chai";
import type { BrowserContext } from "playwright-core";
import { Category } from "../../server/modules/catalog/category.entity";
import { Product } from "../../server/modules/catalog/product.entity";
import { Order } from "../../server/modules/orders";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { openTab, screenshot, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { addStock, createCustomer } from "../helpers/fixtures";
import { clearStock, openAdminTab, toast } from "./admin-session";

const LANGUAGES = ["en", "ru", "zh"] as const;
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
];
const inLanguage = (context: BrowserContext, url: string, language: string) => context.addCookies([{ name: "lang", value: language, url }]);

/** Issue 33, items 8–10: what cannot be undone asks first and says what happens; refused upload lines are listed and kept; the stock page's columns. */
describe("admin confirmations, refused upload lines and the stock page (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("deleting a category asks, and one with products asks where they go; buying stock asks before spending the balance", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 1366, height: 900 });
    await page.goto("/admin/catalogue");
    await page.getByRole("tab", { name: "Categories" }).click();
    for (const name of ["Shelf", "Empty shelf"]) {
      await page.getByLabel("New category").fill(name);
      await page.getByRole("button", { name: "Add Category" }).click();
      await toast(page, "Category Added", name);
    }
    const categories = server().app.db.manager.getRepository(Category);
    const shelf = await categories.findOneByOrFail({ name: "Shelf" });
    const software = await categories.findOneByOrFail({ name: "Software" });
    await server().app.db.manager.getRepository(Product).update({ id: "main_insta_product" }, { categoryId: shelf.id });
    await page.reload();
    await page.getByRole("tab", { name: "Categories" }).click();

    await page.getByRole("button", { name: "Delete Shelf" }).click();
    const ask = page.getByRole("alertdialog", { name: "Delete Shelf?" });
    await ask.getByText("The category Shelf has 1 product. Choose where it goes;", { exact: false }).waitFor();
    await ask.getByLabel("Move its product to").selectOption({ label: "Software" });
    await screenshot(page, "category-delete-with-products-1366");
    await ask.getByRole("button", { name: "Delete category" }).click();
    await toast(page, "Category Deleted", "Shelf is deleted; its product is now in Software.");
    expect((await server().app.db.manager.getRepository(Product).findOneByOrFail({ id: "main_insta_product" })).categoryId).to.equal(software.id);

    await page.getByRole("button", { name: "Delete Empty shelf" }).click();
    const empty = page.getByRole("alertdialog", { name: "Delete Empty shelf?" });
    await empty.getByText("The category Empty shelf has no products.", { exact: false }).waitFor();
    expect(await empty.getByRole("combobox").count()).to.equal(0);
    await empty.getByRole("button", { name: "Cancel" }).click();
    expect(await categories.existsBy({ name: "Empty shelf" })).to.equal(true);
    await page.getByRole("button", { name: "Delete Empty shelf" }).click();
    await empty.getByRole("button", { name: "Delete category" }).click();
    await toast(page, "Category Deleted", "Empty shelf is deleted.");
    await context.close();

    // The home card's Purchase says what it buys and the balance after; Cancel spends nothing.
    await addStock(server().app, 20, "confirm");
    const buyer = await createCustomer(server().app, { balanceCents: 1000 });
    const shop = await openTab(browser(), server(), { as: buyer, viewport: { width: 375, height: 812 } });
    await shop.page.goto("/");
    await shop.page.getByLabel("Quantity").fill("10");
    await shop.page.getByRole("button", { name: "Purchase" }).click();
    const confirm = shop.page.getByRole("alertdialog", { name: "Confirm Purchase" });
    await confirm.getByText("Buy 10 accounts of Digital Accounts for $5.00 from your balance? Your balance after: $5.00. Purchases are final.").waitFor();
    await screenshot(shop.page, "purchase-confirm-375");
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect(await server().app.db.manager.getRepository(Order).countBy({ customerId: buyer.id })).to.equal(0);
    await shop.page.getByRole("button", { name: "Purchase" }).click();
    await confirm.getByRole("button", { name: "Buy", exact: true }).click();
    await waitForPath(shop.page, "/customer/dashboard");
    expect(await server().app.db.manager.getRepository(Order).countBy({ customerId: buyer.id })).to.equal(1);
    await shop.context.close();
  });

  it("lists each refused upload line with its number and reason, keeps them in the box, and shows the product column and the phone layout", async () => {
    await clearStock(server());
    const { page, context } = await openAdminTab(browser(), server(), { width: 1366, height: 900 });
    await page.goto("/admin/accounts");
    await page.getByRole("button", { name: "Add Stock" }).click();
    const dialog = page.getByRole("dialog", { name: "Bulk Upload Accounts" });
    const box = dialog.getByLabel("Account data");
    await box.fill(["good1:pw1:g1@mail.test:epw1", "short:pw", "", "good2:pw2:g2@mail.test:epw2", "empty::e@mail.test:epw", "a:b:c:d:e"].join("\n"));
    await dialog.getByText("2 lines ready to upload; 3 lines will be refused.").waitFor();
    await dialog.getByRole("button", { name: "Upload" }).click();
    await toast(page, "Upload Complete", "2 accounts added.");
    const summary = dialog.getByTestId("upload-summary");
    await summary.getByText("Skipped invalid lines: 3").waitFor();
    await summary.getByText("Accepted lines: 2").waitFor();
    await summary.getByText("Added: 2").waitFor();
    const refused = summary.getByRole("region", { name: "Refused lines" }).getByRole("listitem");
    expect((await refused.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim())).to.deep.equal([
      "Line 2: short:pw — has 2 parts, needs 4 (username:password:email:emailpass)",
      "Line 5: empty::e@mail.test:epw — a part is empty",
      "Line 6: a:b:c:d:e — has 5 parts, needs 4 (username:password:email:emailpass)",
    ]);
    expect(await box.inputValue()).to.equal(["short:pw", "empty::e@mail.test:epw", "a:b:c:d:e"].join("\n"));
    await screenshot(page, "admin-upload-refused-en-1366");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });

    // Under "All products" each line names its product; the seed's columns keep their order; Delete All comes last and says whose lines.
    const table = page.getByTestId("stock-table");
    await table.getByText("good1", { exact: true }).waitFor();
    const headers = (await table.locator("thead th").allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(headers.slice(0, 5)).to.deep.equal(["Email", "Email Pass", "Username", "Password", "Product"]);
    expect(await table.getByRole("row").filter({ hasText: "good1" }).locator("td.wide").nth(4).innerText()).to.equal("Digital Accounts");
    const actions = page.getByRole("button").filter({ hasText: /Add Stock|Delete All Accounts/ });
    expect((await actions.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim())).to.deep.equal([
      "Add Stock",
      "Delete All Accounts (stock lines of every product)",
    ]);
    await page.getByLabel("Product").selectOption({ label: "Digital Accounts" });
    await page.getByRole("button", { name: "Delete All Accounts (stock lines of Digital Accounts)" }).click();
    const all = page.getByRole("alertdialog", { name: "Delete All Accounts" });
    await all.getByText("This will delete ALL 2 available accounts of Digital Accounts", { exact: false }).waitFor();
    await all.getByRole("button", { name: "Cancel" }).click();
    expect(await server().app.db.manager.getRepository(StockAccount).countBy({ status: "available" })).to.equal(2);
    await context.close();

    // Screenshots in every language: the stock page (at 375 px every field of a line shows), the upload result and the product dialog.
    for (const viewport of VIEWPORTS) {
      for (const language of LANGUAGES) {
        const tab = await openAdminTab(browser(), server(), viewport);
        await inLanguage(tab.context, server().url, language);
        await tab.page.goto("/admin/accounts");
        const stock = tab.page.getByTestId("stock-table");
        await stock.getByRole("row").filter({ hasText: "good2" }).waitFor();
        if (viewport.width === 375) {
          const row = stock.getByRole("row").filter({ hasText: "good2" });
          expect(await row.locator("td.stacked").innerText()).to.include("pw2");
          expect(await row.locator("td.wide").first().isVisible()).to.equal(false);
        }
        await screenshot(tab.page, `admin-stock-${language}-${viewport.width}`);
        const wide = await tab.page.evaluate(() =>
          [...document.querySelectorAll("body *")]
            .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)}`),
        );
        const overflow = await tab.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, wide.join("\n")).to.be.at.most(0);

        await tab.page.getByRole("button", { name: { en: "Add Stock", ru: "Пополнить склад", zh: "添加库存" }[language] }).click();
        const upload = tab.page.getByRole("dialog").last();
        await upload.getByRole("textbox").first().fill("ok:pw:ok@mail.test:epw\nbad:line");
        await upload.getByTestId("stock-file-input").waitFor({ state: "attached" });
        await upload.getByRole("button", { name: { en: "Upload", ru: "Загрузить", zh: "上传" }[language], exact: true }).click();
        await upload.getByTestId("refused-lines").scrollIntoViewIfNeeded();
        await screenshot(tab.page, `admin-upload-result-${language}-${viewport.width}`);
        await tab.page.keyboard.press("Escape");
        await upload.waitFor({ state: "hidden" });

        await tab.page.goto("/admin/catalogue");
        await tab.page.getByRole("table").first().waitFor();
        await tab.page.locator('button[aria-label$="Digital Accounts"]').first().click();
        const editor = tab.page.getByRole("dialog").last();
        await editor.getByRole("tab").nth(1).click();
        await editor.locator("input[lang], [lang] input").first().waitFor();
        await screenshot(tab.page, `admin-product-dialog-${language}-${viewport.width}`);
        await tab.context.close();
      }
    }
  });
});
