import { expect } from "chai";
import { openTab, screenshot } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { openAdminTab, toast } from "./admin-session";

describe("content translations (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("an admin writes a product's Russian name in the Русский tab; the product page shows it with lang=ru, English stays", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 1366, height: 900 });
    await page.goto("/admin/catalogue");
    await page.getByRole("button", { name: "Edit Digital Accounts" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Product" });
    const tabs = dialog.getByRole("tablist", { name: "Language of the texts" });
    await tabs.getByRole("tab").nth(2).waitFor(); // allTextContents does not wait
    expect(await tabs.getByRole("tab").allTextContents()).to.deep.equal(["English", "Русский", "简体中文"]);
    expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).to.equal("Digital Accounts");

    await tabs.getByRole("tab", { name: "Русский" }).click();
    const russianName = dialog.getByLabel("Name (Русский)");
    await russianName.waitFor();
    expect(await russianName.getAttribute("placeholder")).to.equal("Digital Accounts");
    await russianName.fill("Цифровые аккаунты");
    await screenshot(page, "content-translations-ru-tab-1366");
    await dialog.getByRole("button", { name: "Save Русский" }).click();
    await toast(page, "Translation Saved", "Русский");
    // Keyboard: back to English with the arrow key, where the English name is unchanged.
    await tabs.getByRole("tab", { name: "Русский" }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    expect(await dialog.getByLabel("Name", { exact: true }).inputValue()).to.equal("Digital Accounts");
    await context.close();

    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 375, height: 800 },
    ]) {
      const russian = await openTab(browser(), server(), { viewport });
      await russian.context.addCookies([{ name: "lang", value: "ru", url: server().url }]);
      await russian.page.goto("/products/digital-accounts");
      await russian.page.getByRole("heading", { level: 1, name: "Цифровые аккаунты" }).waitFor();
      await screenshot(russian.page, `content-translations-product-ru-${viewport.width}`);
      await russian.context.close();
    }

    const english = await openTab(browser(), server());
    await english.page.goto("/products/digital-accounts");
    await english.page.getByRole("heading", { level: 1, name: "Digital Accounts" }).waitFor();
    expect(await english.page.getByText("Цифровые аккаунты").count()).to.equal(0);
    await english.context.close();
  });

  it("the Russian and Chinese tabs are closed until a new product is saved", async () => {
    const { page, context } = await openAdminTab(browser(), server(), { width: 375, height: 800 });
    await page.goto("/admin/catalogue");
    await page.getByRole("button", { name: "Add Product" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Product" });
    await dialog.getByText("Save first to add Russian and Chinese versions.").waitFor();
    expect(await dialog.getByRole("tab", { name: "Русский" }).isDisabled()).to.equal(true);
    expect(await dialog.getByRole("tab", { name: "简体中文" }).isDisabled()).to.equal(true);
    await context.close();
  });
});
