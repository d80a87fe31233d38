import { expect } from "chai";
import type { Browser } from "playwright-core";
import { ApiToken } from "../../server/modules/api-tokens/api-token.entity";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { launchBrowser, screenshot } from "../helpers/browser";
import { createCustomer, signIn } from "../helpers/fixtures";
import type { HttpClient } from "../helpers/http-client";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { openAdminTab } from "./admin-session";

const CREATE = `mutation Create($name: String!, $scopes: [ApiTokenScope!], $limit: Int) {
  createApiToken(name: $name, scopes: $scopes, dailySpendLimitCents: $limit) { token apiToken { id prefix } }
}`;
const ME = `{ me { id } }`;

interface CreatedToken {
  token: string;
  apiToken: { id: string; prefix: string };
}

describe("admin API tokens of a customer (browser)", () => {
  let server: TestServer;
  let browser: Browser;
  let owner: Customer & { password: string };
  let bot: CreatedToken;
  let sync: CreatedToken;

  function bearer(token: string): HttpClient {
    const client = server.client();
    client.bearer = token;
    return client;
  }

  before(async () => {
    server = await startTestServer();
    browser = await launchBrowser();
    owner = await createCustomer(server.app, { name: "Tess Token", email: "tess@example.test" });
    const session = signIn(server.app, server.client(), owner);
    bot = (await session.ok(CREATE, { name: "reseller bot" })).createApiToken;
    sync = (await session.ok(CREATE, { name: "shop sync", scopes: ["READ"], limit: 2500 })).createApiToken;
    expect((await bearer(bot.token).ok(ME)).me.id).to.equal(owner.id);
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  it("lists a customer's tokens in the details dialog and revokes one after confirmation, after which its bearer is refused", async () => {
    const { page, context } = await openAdminTab(browser, server);
    await page.goto("/admin/customers");
    await page.getByRole("searchbox", { name: "Search customers" }).fill("tess@");
    await page.getByRole("button", { name: "View details of tess@example.test" }).click();
    const details = page.getByRole("dialog", { name: "Customer Details" });
    const tokens = details.getByTestId("customer-api-tokens");
    const botRow = tokens.getByRole("row").filter({ hasText: "reseller bot" });
    const syncRow = tokens.getByRole("row").filter({ hasText: "shop sync" });
    await botRow.waitFor();
    expect(await tokens.getByRole("columnheader").allInnerTexts()).to.deep.equal(["Name", "Prefix", "Scopes", "Created", "Last Used", "Status", "Actions"]);
    const botCells = await botRow.getByRole("cell").allInnerTexts();
    expect(botCells[1]).to.equal(`${bot.apiToken.prefix}…`);
    expect(botCells[2]).to.equal("Read, Purchase, Top-up");
    expect(botCells[4]).not.to.equal("Never");
    expect(botCells[5]).to.equal("Active");
    const syncCells = await syncRow.getByRole("cell").allInnerTexts();
    expect(syncCells[1]).to.equal(`${sync.apiToken.prefix}…`);
    expect(syncCells[2].replace(/\n+/g, " / ")).to.equal("Read / Up to $25.00 per 24 hours");
    expect(syncCells[4]).to.equal("Never");

    await botRow.getByRole("button", { name: "Revoke token reseller bot" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Revoke this token?" });
    await confirm.getByText('Requests with "reseller bot" will be refused at once.', { exact: false }).waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    expect((await bearer(bot.token).ok(ME)).me.id, "cancelling keeps the token working").to.equal(owner.id);

    await botRow.getByRole("button", { name: "Revoke token reseller bot" }).click();
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await confirm.waitFor({ state: "hidden" });
    await botRow.getByText(/^Revoked /).waitFor();
    expect(await botRow.getByRole("button", { name: "Revoke token reseller bot" }).count()).to.equal(0);
    expect(await syncRow.getByRole("cell").nth(5).innerText()).to.equal("Active");
    await screenshot(page, "admin-customer-api-tokens");

    const refused = await bearer(bot.token).gql(ME);
    expect(refused.status).to.equal(401);
    expect(refused.errors?.[0].message).to.equal("The API token is invalid or has been revoked.");
    expect((await bearer(sync.token).ok(ME)).me.id, "the customer's other token still works").to.equal(owner.id);
    const stored = await server.app.db.manager.getRepository(ApiToken).findOneByOrFail({ id: bot.apiToken.id });
    expect(stored.revokedAt).to.be.instanceOf(Date);
    await context.close();
  });

  it("says so when a customer has no API tokens", async () => {
    await createCustomer(server.app, { name: "Nora None", email: "nora@example.test" });
    const { page, context } = await openAdminTab(browser, server, { width: 375, height: 800 });
    await page.goto("/admin/customers");
    await page.getByRole("searchbox", { name: "Search customers" }).fill("nora@");
    await page.getByRole("button", { name: "View details of nora@example.test" }).click();
    const details = page.getByRole("dialog", { name: "Customer Details" });
    await details.getByRole("heading", { name: "API Tokens" }).waitFor();
    await details.getByText("This customer has no API tokens.").waitFor();
    await context.close();
  });
});
