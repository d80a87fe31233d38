import crypto from "node:crypto";
import fs from "node:fs";
import { expect } from "chai";
import type { Browser, Page } from "playwright-core";
import { SoftwareSubscription } from "../../server/modules/licenses/software-subscription.entity";
import { launchBrowser, openTab, screenshot } from "../helpers/browser";
import { createProductAsAdmin } from "../helpers/catalogue-fixtures";
import { addStock, createCustomer, signIn } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";

const line = (i: number, p: string) => ({ username: `${p}${i}`, password: `pw${i}`, email: `${p}${i}@mail.test`, emailPassword: `epw${i}` });
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

describe("My Accounts: folded packs, search, copy and download formats, the reader's language (browser)", () => {
  let server: TestServer;
  let browser: Browser;
  let buyer: Awaited<ReturnType<typeof createCustomer>>;
  let admin: Awaited<ReturnType<typeof createCustomer>>;

  before(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    admin = await createCustomer(server.app, { role: "admin" });
    const adminApi = signIn(server.app, server.client(), admin);
    const gmail = (await createProductAsAdmin(adminApi, { name: "Gmail", slug: "gmail", pricePerAccountCents: 50 })).id;
    await adminApi.ok(`mutation($input: ContentTranslationInput!) { saveContentTranslations(input: $input) { language } }`, {
      input: { subjectType: "product", subjectId: gmail, language: "ru", fields: [{ field: "name", value: "Почта Gmail" }] },
    });
    await addStock(server.app, 20, "gm", gmail);
    await addStock(server.app, 20, "acc");
    buyer = await createCustomer(server.app, { balanceCents: 100_000 });
    const buyerApi = signIn(server.app, server.client(), buyer);
    // Four orders, oldest first; the newest holds gm10–gm19.
    for (const variantId of ["main_insta_product", gmail, "main_insta_product", gmail]) {
      const { checkout } = await buyerApi.ok(
        `mutation($lines: [CartLineInput!]!, $key: String!) { checkout(lines: $lines, idempotencyKey: $key) { __typename } }`,
        {
          key: crypto.randomUUID(),
          lines: [{ variantId, quantity: 10 }],
        },
      );
      expect(checkout.__typename).to.equal("Checkout");
    }
    await adminApi.ok(`mutation($id: ID) { createLicense(customerId: $id, plan: "standard") { status } }`, { id: buyer.id });
    const now = new Date();
    await server.app.db.manager.getRepository(SoftwareSubscription).insert({
      id: crypto.randomUUID(),
      customerId: buyer.id,
      softwareName: "StoryTag",
      amountCents: 1500,
      status: true,
      startDate: now,
      endDate: new Date(now.getTime() + 30 * 86_400_000),
      paymentMethod: "balance",
      licenseId: null,
      createdAt: now,
    });
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  const packs = (page: Page) => page.getByTestId("account-pack");

  it("opens the newest pack only, copies and downloads each format it names, searches and filters, keys on top", async () => {
    const { context, page } = await openTab(browser, server, { as: buyer, viewport: { width: 1366, height: 900 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
    await page.goto("/customer/dashboard");
    await page.getByRole("heading", { name: "Purchased Accounts 4 packs", level: 2 }).waitFor();
    expect(await packs(page).count()).to.equal(4);
    expect(await packs(page).evaluateAll((els) => els.map((e) => e.getAttribute("data-state")))).to.deep.equal(["open", "closed", "closed", "closed"]);
    const newest = packs(page).first();
    await newest.getByRole("cell", { name: "gm19", exact: true }).waitFor();
    expect(await packs(page).nth(1).getByRole("cell").count()).to.equal(0);
    // The licence keys come before the packs.
    const keyY = (await page.getByTestId("license-key").boundingBox())!.y;
    expect(keyY).to.be.below((await page.locator("#packs-heading").boundingBox())!.y);

    const gm = range(10, 20).map((i) => line(i, "gm"));
    const copyAll: Array<[string, string[]]> = [
      ["Copy All (email:emailpass:username:password)", gm.map((a) => `${a.email}:${a.emailPassword}:${a.username}:${a.password}`)],
      ["Copy All (username:password)", gm.map((a) => `${a.username}:${a.password}`)],
      ["Copy All (username:password:email:emailpass)", gm.map((a) => `${a.username}:${a.password}:${a.email}:${a.emailPassword}`)],
    ];
    for (const [name, expected] of copyAll) {
      await newest.getByRole("button", { name }).click();
      await page.waitForFunction((text) => navigator.clipboard.readText().then((t) => t === text), expected.join("\n"));
    }
    const row: Array<[string, string]> = [
      ["Full: email:emailpass:username:password", "gm12@mail.test:epw12:gm12:pw12"],
      ["Login: username:password", "gm12:pw12"],
      ["Upload order: username:password:email:emailpass", "gm12:pw12:gm12@mail.test:epw12"],
    ];
    for (const [item, expected] of row) {
      await newest.getByRole("button", { name: "Copy gm12" }).click();
      await page.getByRole("menuitem", { name: item }).click();
      await page.waitForFunction((text) => navigator.clipboard.readText().then((t) => t === text), expected);
    }

    const download = async (item: string) => {
      await newest.getByRole("button", { name: "Download Gmail" }).click();
      const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("menuitem", { name: item }).click()]);
      return { name: file.suggestedFilename(), text: fs.readFileSync((await file.path())!, "utf8") };
    };
    const txt = await download(".txt (username:password:email:emailpass)");
    expect(txt.name).to.match(/^accounts-[0-9a-f-]{12}-upload\.txt$/);
    expect(txt.text).to.equal(gm.map((a) => `${a.username}:${a.password}:${a.email}:${a.emailPassword}\n`).join(""));
    const full = await download(".txt (email:emailpass:username:password)");
    expect(full.text.split("\n")[0]).to.equal("gm10@mail.test:epw10:gm10:pw10");
    const csv = await download(".csv (Username, Password, Email, Email Pass)");
    expect(csv.name).to.match(/^accounts-[0-9a-f-]{12}\.csv$/);
    expect(csv.text).to.equal(
      ["Username,Password,Email,Email Pass", ...gm.map((a) => `${a.username},${a.password},${a.email},${a.emailPassword}`)].join("\r\n") + "\r\n",
    );

    // Closed packs open on a click; the search finds a pack by a delivered username, the filter by product.
    await packs(page).nth(1).getByRole("button", { name: "Digital Accounts" }).click();
    await packs(page).nth(1).getByRole("cell", { name: "acc10", exact: true }).waitFor();
    await page.getByRole("searchbox", { name: "Search packs" }).fill("acc3");
    await page.getByText("1 pack matches.").waitFor();
    await packs(page).first().getByRole("cell", { name: "acc3", exact: true }).waitFor();
    expect(await packs(page).count()).to.equal(1);
    await page.getByRole("searchbox", { name: "Search packs" }).fill("");
    await page.getByRole("combobox", { name: "Product" }).selectOption({ label: "Gmail (2 orders)" });
    await page.getByText("2 packs match.").waitFor();
    expect(await packs(page).getByRole("heading", { level: 3 }).allInnerTexts()).to.deep.equal(["Gmail", "Gmail"]);
    await screenshot(page, "my-accounts-1366");
    await context.close();
  });

  it("keeps the page short at 375 px after four orders, without sideways scrolling", async () => {
    const { context, page } = await openTab(browser, server, { as: buyer, viewport: { width: 375, height: 812 } });
    await page.goto("/customer/dashboard");
    await packs(page).first().getByText("gm14", { exact: true }).locator("visible=true").waitFor();
    // Five rows on a phone, the rest one tap away.
    expect(await packs(page).first().getByText("gm15", { exact: true }).count()).to.equal(0);
    await packs(page).first().getByRole("button", { name: "Show all 10 accounts" }).waitFor();
    await page.getByTestId("license-key").waitFor();
    const size = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(size.overflow).to.be.at.most(0);
    // 8,277 px before packs folded (12,000 in the run).
    expect(size.height).to.be.below(2500);
    await screenshot(page, "my-accounts-375");
    await context.close();
  });

  it("reads Russian: product names from the shop's translations, plan and payment method in Russian, audit keys too", async () => {
    const { context, page } = await openTab(browser, server, { as: buyer, viewport: { width: 375, height: 812 } });
    await context.addCookies([{ name: "lang", value: "ru", url: server.url }]);
    await page.goto("/customer/dashboard");
    await page.getByRole("heading", { name: /^Купленные аккаунты/, level: 2 }).waitFor();
    await packs(page).nth(3).waitFor();
    expect(await packs(page).getByRole("heading", { level: 3 }).allInnerTexts()).to.deep.equal([
      "Почта Gmail",
      "Цифровые аккаунты",
      "Почта Gmail",
      "Цифровые аккаунты",
    ]);
    await page.getByText("StoryTag · стандарт").waitFor();
    await page.getByText(/оплачено \(с баланса\)/).waitFor();
    const text = await page.locator("main").innerText();
    expect(text).not.to.match(/balance|standard|Digital Accounts|Test payment/);

    await page.goto("/customer/add-balance");
    // The provider's own label, not renamed by the admin, in the reader's language.
    const method = page.getByRole("combobox", { name: "Способ оплаты" });
    await method.locator("option", { hasText: "Тестовый платёж (песочница)" }).waitFor({ state: "attached" });
    await screenshot(page, "my-accounts-ru-375");
    await context.close();

    const adminTab = await openTab(browser, server, { as: admin, viewport: { width: 1366, height: 900 } });
    await adminTab.context.addCookies([{ name: "lang", value: "ru", url: server.url }]);
    await adminTab.page.goto("/admin/audit");
    await adminTab.page.getByTestId("audit-details").first().waitFor();
    const labels = await adminTab.page.locator('[data-testid="audit-details"] dt').allInnerTexts();
    expect(labels.length).to.be.above(5);
    // Abbreviations read as they are (ID, slug, URL); no English word.
    expect(labels.filter((l) => /[A-Za-z]/.test(l.replace(/\b(ID|slug|URL|API|SHA-256)\b/g, "")))).to.deep.equal([]);
    await adminTab.context.close();
  });
});
