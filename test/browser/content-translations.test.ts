import { expect } from "chai";
import { openTab, screenshot } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { ContentTranslation } from "../../server/modules/catalog/content-translation.entity";
import { Product } from "../../server/modules/catalog/product.entity";
import { openAdminTab, toast } from "./admin-session";

describe("content translations (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("an admin writes a product's Russian name in the Русский tab and the dialog's one Save keeps it; leaving with unsaved text asks first", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 1366, height: 900 });
    await page.goto("/admin/catalogue");
    const openEditor = async () => {
      await page.getByRole("button", { name: "Edit Digital Accounts" }).click();
      const dialog = page.getByRole("dialog", { name: "Edit Product" });
      const tabs = dialog.getByRole("tablist", { name: "Language of the texts" });
      await tabs.getByRole("tab").nth(2).waitFor(); // allTextContents does not wait
      return { dialog, tabs };
    };
    const { dialog, tabs } = await openEditor();
    expect(await tabs.getByRole("tab").allTextContents()).to.deep.equal(["English", "Русский", "简体中文"]);
    expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).to.equal("Digital Accounts");

    await tabs.getByRole("tab", { name: "Русский" }).click();
    const russianName = dialog.getByLabel("Name (Русский)");
    await russianName.waitFor();
    expect(await russianName.getAttribute("placeholder")).to.equal("Digital Accounts");
    await russianName.fill("Аккаунты оптом");
    await screenshot(page, "content-translations-ru-tab-1366");
    // No Save per language: the dialog's own Save, pressed while the Русский tab is showing, writes it.
    expect(await dialog.getByRole("button", { name: /^Save / }).count()).to.equal(0);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Product Updated", "Digital Accounts");
    await dialog.waitFor({ state: "hidden" });

    const again = await openEditor();
    await again.tabs.getByRole("tab", { name: "Русский" }).click();
    expect(await again.dialog.getByLabel("Name (Русский)").inputValue()).to.equal("Аккаунты оптом");
    // Keyboard: back to English with the arrow key, where the English name is unchanged.
    await again.tabs.getByRole("tab", { name: "Русский" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    expect(await again.dialog.getByLabel("Name", { exact: true }).inputValue()).to.equal("Digital Accounts");

    // Unsaved Chinese text: Escape asks; "Keep editing" keeps it, Cancel asks again and "Leave without saving" drops it.
    await again.tabs.getByRole("tab", { name: "简体中文" }).click();
    const savedChinese = await again.dialog.getByLabel("Name (简体中文)").inputValue();
    await again.dialog.getByLabel("Name (简体中文)").fill("数字账号 (draft)");
    await page.keyboard.press("Escape");
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await ask.getByText("What you typed here is not saved yet, in every language tab.", { exact: false }).waitFor();
    await ask.getByRole("button", { name: "Keep editing" }).click();
    await ask.waitFor({ state: "hidden" });
    expect(await again.dialog.getByLabel("Name (简体中文)").inputValue()).to.equal("数字账号 (draft)");
    await again.dialog.getByRole("button", { name: "Cancel" }).click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await again.dialog.waitFor({ state: "hidden" });
    const last = await openEditor();
    await last.tabs.getByRole("tab", { name: "简体中文" }).click();
    expect(await last.dialog.getByLabel("Name (简体中文)").inputValue()).to.equal(savedChinese);
    // Nothing changed: closing asks nothing.
    await page.keyboard.press("Escape");
    await last.dialog.waitFor({ state: "hidden" });
    await context.close();

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 375, height: 800 },
    ]) {
      const russian = await openTab(browser(), server(), { viewport });
      await russian.context.addCookies([{ name: "lang", value: "ru", url: server().url }]);
      await russian.page.goto("/products/digital-accounts");
      await russian.page.getByRole("heading", { level: 1, name: "Аккаунты оптом" }).waitFor();
      await screenshot(russian.page, `content-translations-product-ru-${viewport.width}`);
      await russian.context.close();
    }

    const english = await openTab(browser(), server());
    await english.page.goto("/products/digital-accounts");
    await english.page.getByRole("heading", { level: 1, name: "Digital Accounts" }).waitFor();
    expect(await english.page.getByText("Аккаунты оптом").count()).to.equal(0);
    await english.context.close();
  });

  it("a new product's Russian name, typed before its first Save, is saved with it", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 375, height: 800 });
    await page.goto("/admin/catalogue");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByLabel("Name", { exact: true }).fill("Phone numbers");
    await dialog.getByLabel("Price per unit ($)").fill("2");
    await dialog.getByRole("tab", { name: "Русский" }).click();
    await dialog.getByLabel("Name (Русский)").fill("Номера телефонов");
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await toast(page, "Product Added", "Phone numbers");
    const product = await server().app.db.manager.getRepository(Product).findOneByOrFail({ name: "Phone numbers" });
    const rows = await server().app.db.manager.getRepository(ContentTranslation).findBy({ subjectType: "product", subjectId: product.id });
    expect(rows.map((r) => [r.language, r.field, r.value])).to.deep.equal([["ru", "name", "Номера телефонов"]]);
    await context.close();
  });
});
