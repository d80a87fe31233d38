import { expect } from "chai";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { fieldProblem, launchBrowser, screenshot, uncovered } from "../helpers/browser";
import { addStock } from "../helpers/fixtures";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { clearStock, openAdminTab, stockUsernames, toast } from "./admin-session";

const line = (name: string) => `${name}:pw-${name}:${name}@mail.test:epw-${name}`;

describe("admin stock accounts and bulk upload (browser)", () => {
  let server: TestServer;
  let browser: Browser;
  let tmp: string;
  before(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bia-upload-"));
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  beforeEach(() => clearStock(server));

  async function openUpload(page: Page) {
    await page.goto("/admin/accounts");
    await page.getByRole("button", { name: "Add Stock" }).click();
    return page.getByRole("dialog", { name: "Bulk Upload Accounts" });
  }

  /** Holds every chunk request back a little, so the progress bar can be seen between chunks. */
  async function slowChunks(page: Page) {
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("UploadStockChunk")) await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
  }

  it("on a phone, shows the upload's error toast without covering the dialog's title or its buttons", async () => {
    const { page, context } = await openAdminTab(browser, server, { width: 375, height: 740 });
    const dialog = await openUpload(page);
    await dialog.getByRole("button", { name: "Upload" }).click();
    await toast(page, "Error", "Please paste account data or upload a file");
    // The dialog moves down below the toast (a 0.2 s transition).
    await page.waitForTimeout(400);
    await page.screenshot({ path: "test-results/admin-upload-error-375.png" });
    expect(await uncovered(dialog.getByRole("heading", { name: "Bulk Upload Accounts" })), "title").to.equal(true);
    expect(await uncovered(dialog.getByRole("button", { name: "Upload" })), "Upload button").to.equal(true);
    // Once the toast is dismissed, the dialog takes its place again.
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await page.waitForFunction(() => document.documentElement.style.getPropertyValue("--toast-room") === "");
    await context.close();
  });

  it("uploads pasted lines in chunks of 1000 with a progress bar and reports added, invalid and duplicate lines", async () => {
    await addStock(server.app, 1, "taken");
    const { page, context } = await openAdminTab(browser, server);
    await slowChunks(page);
    const dialog = await openUpload(page);
    const lines = Array.from({ length: 1500 }, (_, i) => line(`paste${i}`));
    const text = [...lines, "not a valid line", line("taken0"), line("paste7")].join("\n");
    await dialog.getByLabel("Account data").fill(text);
    await dialog.getByRole("button", { name: "Upload" }).click();

    const bar = dialog.getByRole("progressbar", { name: "Upload progress" });
    await bar.waitFor();
    expect(await bar.getAttribute("aria-valuemax")).to.equal("2");
    await page.waitForFunction(() => document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow") === "1");
    await screenshot(page, "admin-upload-progress");

    const summary = dialog.getByTestId("upload-summary");
    await summary.waitFor();
    expect(await summary.innerText()).to.match(/Added: 1500[\s\S]*Skipped invalid lines: 1[\s\S]*Skipped duplicates: 2/);
    // The refused line stays in the box to be fixed, listed with its number and why (issue 33).
    expect(await dialog.getByLabel("Account data").inputValue()).to.equal("not a valid line");
    expect((await summary.getByTestId("refused-lines").innerText()).replace(/\s+/g, " ").trim()).to.equal(
      "Line 1501: not a valid line — has 1 part, needs 4 (username:password:email:emailpass)",
    );
    await toast(page, "Upload Complete", "1500 accounts added.");
    expect((await stockUsernames(server)).length).to.equal(1501);

    await dialog.getByRole("button", { name: "Close" }).first().click();
    await page.getByRole("heading", { name: "Available Accounts (1501)" }).waitFor();
    await context.close();
  });

  it("uploads a chosen .csv file with the original shop's header and keeps usernames already in stock when told to", async () => {
    await addStock(server.app, 1, "dup");
    const file = path.join(tmp, "stock.csv");
    fs.writeFileSync(
      file,
      ["Instagram Username,Instagram Password,email,email-password", "csv1,p1,csv1@mail.test,e1", "dup0,p2,dup0@mail.test,e2", "broken,row"].join("\n"),
    );
    const { page, context } = await openAdminTab(browser, server);
    const dialog = await openUpload(page);
    await dialog.getByTestId("stock-file-input").setInputFiles(file);
    await dialog.getByText("stock.csv").waitFor();
    // The styled checkbox's input is visually hidden; a person clicks its label.
    const skip = dialog.getByRole("checkbox", { name: "Skip usernames already in stock" });
    await dialog.getByText("Skip usernames already in stock").click();
    expect(await skip.isChecked()).to.equal(false);
    await dialog.getByRole("button", { name: "Upload" }).click();
    const summary = dialog.getByTestId("upload-summary");
    await summary.waitFor();
    expect(await summary.innerText()).to.match(/Added: 2[\s\S]*Skipped invalid lines: 1[\s\S]*Skipped duplicates: 0/);
    await dialog.getByText("stock.csv").waitFor({ state: "detached" });
    expect((await stockUsernames(server)).sort()).to.deep.equal(["csv1", "dup0", "dup0"]);
    await context.close();
  });

  it("refuses other file types, several files and empty or malformed input with the spec's messages", async () => {
    const json = path.join(tmp, "stock.json");
    const txt = path.join(tmp, "a.txt");
    fs.writeFileSync(json, "{}");
    fs.writeFileSync(txt, line("a"));
    const { page, context } = await openAdminTab(browser, server);
    const dialog = await openUpload(page);

    await dialog.getByTestId("stock-file-input").setInputFiles(json);
    await toast(page, "Error", "File type must be one of text/plain, .txt, text/csv, .csv");
    await dialog.getByTestId("stock-file-input").evaluate((input: HTMLInputElement) => input.setAttribute("multiple", ""));
    await dialog.getByTestId("stock-file-input").setInputFiles([txt, txt]);
    await toast(page, "Error", "Too many files");

    await dialog.getByRole("button", { name: "Upload" }).click();
    await toast(page, "Error", "Please paste account data or upload a file");
    await dialog.getByLabel("Account data").fill("just:three:parts\nfive:parts:are:too:many");
    await dialog.getByRole("button", { name: "Upload" }).click();
    await toast(page, "Error", "No valid account data found. Format: username:password:email:emailpass");
    expect(await stockUsernames(server)).to.deep.equal([]);
    await context.close();
  });

  it("pages through 1000 accounts at a time and searches by username or e-mail from page 1", async () => {
    await addStock(server.app, 1205, "stock");
    const { page, context } = await openAdminTab(browser, server);
    await page.goto("/admin/accounts");
    await page.getByRole("heading", { name: "Available Accounts (1205)" }).waitFor();
    await page.getByText("Showing 1 to 1000 of 1205 accounts").waitFor();
    await page.getByText("Page 1 of 2").waitFor();
    expect(await page.getByTestId("stock-table").locator("tbody tr").count()).to.equal(1000);
    const headers = await page.getByTestId("stock-table").locator("th").allInnerTexts();
    // The seed's columns in its order; under "All products" each line's product; "Account" stacks them all at phone width only.
    expect(headers.slice(1)).to.deep.equal(["Email", "Email Pass", "Username", "Password", "Product", "Account", "Actions"]);

    await page.getByRole("button", { name: "Next" }).click();
    await page.getByText("Showing 1001 to 1205 of 1205 accounts").waitFor();
    await page.getByRole("cell", { name: "stock1204", exact: true }).waitFor();

    await page.getByRole("searchbox", { name: "Search stock accounts" }).fill("STOCK12");
    // stock12, stock120–stock129 and stock1200–stock1204
    await page.getByText("Showing 1 to 16 of 16 accounts").waitFor();
    expect(await page.getByText(/^Page \d+ of \d+$/).count()).to.equal(0);
    await page.getByRole("searchbox", { name: "Search stock accounts" }).fill("stock1204@mail");
    await page.getByText("Showing 1 to 1 of 1 accounts").waitFor();

    await page.getByRole("searchbox", { name: "Search stock accounts" }).fill("nobody-has-this");
    await page.getByText("No available accounts match your search.").waitFor();
    await page.getByText("Try a different search term or clear your search.").waitFor();
    await context.close();
  });

  it("edits an account and refuses an empty username", async () => {
    await addStock(server.app, 3, "edit");
    const { page, context } = await openAdminTab(browser, server);
    await page.goto("/admin/accounts");
    await page.getByRole("button", { name: "Edit edit1" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Stock Account" });
    await dialog.getByLabel("Username").fill("  ");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    expect(await fieldProblem(dialog.getByLabel("Username"))).to.equal("Username and password cannot be empty.");
    expect(await fieldProblem(dialog.getByLabel("Password", { exact: true }), 0)).to.equal(null);

    await dialog.getByLabel("Username").fill("renamed1");
    await dialog.getByLabel("Email Pass").fill("new-email-pass");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "Account Updated");
    await page.getByRole("cell", { name: "renamed1", exact: true }).waitFor();
    await page.getByRole("cell", { name: "new-email-pass", exact: true }).waitFor();
    expect(await stockUsernames(server)).to.deep.equal(["edit0", "renamed1", "edit2"]);
    await context.close();
  });

  it("deletes one account, then a selection, then all with the spec's confirmation", async () => {
    await addStock(server.app, 1100, "del");
    const { page, context } = await openAdminTab(browser, server);
    await page.goto("/admin/accounts");
    await page.getByRole("heading", { name: "Available Accounts (1100)" }).waitFor();
    expect(await page.getByRole("button", { name: /^Delete \(\d+\)$/ }).count()).to.equal(0);

    await page.getByRole("button", { name: "Delete del5", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Success", "1 account(s) deleted.");
    await page.getByRole("heading", { name: "Available Accounts (1099)" }).waitFor();

    await page.getByRole("checkbox", { name: "Select del0", exact: true }).check();
    await page.getByRole("checkbox", { name: "Select del1", exact: true }).check();
    await page.getByRole("button", { name: "Delete (2)" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Success", "2 account(s) deleted.");
    await page.getByRole("heading", { name: "Available Accounts (1097)" }).waitFor();

    // A full page selected: 1000 ids, sent as two batches of 500.
    await page.getByRole("checkbox", { name: "Select all accounts on this page" }).check();
    await page.getByRole("button", { name: "Delete (1000)" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Success", "1000 account(s) deleted.");
    await page.getByRole("heading", { name: "Available Accounts (97)" }).waitFor();

    await page.getByRole("button", { name: "Delete All Accounts" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("This will delete ALL accounts in the system. This action cannot be undone!").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(page, "All Accounts Deleted", "97 account(s) deleted.");
    await page.getByText("There are no available accounts in stock. Add new stock from the Dashboard.").waitFor();
    expect(await stockUsernames(server)).to.deep.equal([]);
    await context.close();
  });
});
