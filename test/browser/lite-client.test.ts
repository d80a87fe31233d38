import { expect } from "chai";
import type { Page } from "playwright-core";
import { openTab, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { addStock, createCustomer } from "../helpers/fixtures";

/** Every GraphQL operation the page sends, by name, in order. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/graphql") names.push((r.postDataJSON() as { operationName?: string } | null)?.operationName ?? "anonymous");
  });
  return names;
}

/** From now on these operations fail at the network: what the page shows of them must come from its cache. */
async function cutOff(page: Page, operations: string[]): Promise<void> {
  await page.route("**/graphql", async (route) => {
    const name = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ?? "";
    if (operations.includes(name)) await route.abort();
    else await route.continue();
  });
}

/**
 * The first screen reads through the lite client, the rest of the app through Apollo Client
 * (ARCHITECTURE.md, "The client"): what Apollo's side changes must reach the lite client's
 * queries — the stock count, the signed-in user and balance — and the home page must not load Apollo.
 */
describe("the first screen's lite client and Apollo Client together (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("the home page loads no Apollo Client code; a purchase there loads it and refreshes the stock count and the balance", async () => {
    await addStock(server().app, 30, "lite");
    const customer = await createCustomer(server().app, { balanceCents: 1000, name: "Lena Lite" });
    const { page, context } = await openTab(browser(), server(), { as: customer });
    const scripts: string[] = [];
    page.on("response", (r) => {
      if (r.request().resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    const operations = recordOperations(page);
    await page.goto("/");
    const stock = page.getByTestId("available-stock");
    await stock.getByText("30 accounts available").waitFor();
    await page.waitForLoadState("networkidle");
    expect(
      scripts.filter((s) => /\/(apollo-client|ApolloScope|ApolloContext)-/.test(s)),
      "Apollo chunks on the home page",
    ).to.deep.equal([]);

    await page.getByLabel("Quantity").fill("10");
    await page.getByRole("button", { name: "Purchase" }).click();
    await page.getByRole("alertdialog", { name: "Confirm Purchase" }).getByRole("button", { name: "Buy", exact: true }).click();
    await waitForPath(page, "/customer/dashboard");
    expect(
      scripts.some((s) => /\/apollo-client-/.test(s)),
      "Apollo Client loaded for the purchase",
    ).to.equal(true);
    // The panel's header reads the lite client's signed-in user: refetched by the purchase, not by the panel.
    await page.getByText("Balance: $5.00").waitFor();
    expect(
      operations.filter((n) => n === "CurrentUser"),
      operations.join(", "),
    ).to.have.length(2);

    // Back on the home page with the stock count cut off: the count it shows is the one the purchase fetched.
    await cutOff(page, ["AvailableStock", "CurrentUser"]);
    await page.getByRole("link", { name: "Back to Store" }).first().click();
    await waitForPath(page, "/");
    await stock.getByText("20 accounts available").waitFor();
    await context.close();
  });

  it("signing in shows the signed-in header on the home page, signing out the visitor's", async () => {
    const customer = await createCustomer(server().app, { balanceCents: 0, name: "Sam Switch" });
    const { page, context } = await openTab(browser(), server());
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Login" }).click();
    await waitForPath(page, "/auth/login");
    await page.getByLabel("Email").fill(customer.email);
    await page.getByLabel("Password").fill(customer.password);
    await page.getByRole("button", { name: "Login" }).click();
    await waitForPath(page, "/customer/dashboard");

    // The home page's header, without asking the server again: the login refreshed the lite client's user.
    await cutOff(page, ["CurrentUser"]);
    await page.getByRole("link", { name: "Back to Store" }).first().click();
    await waitForPath(page, "/");
    await header.getByText("Welcome, Sam Switch!").waitFor();
    expect(await header.getByRole("link", { name: "Login" }).count()).to.equal(0);
    await page.unroute("**/graphql");

    await header.getByRole("link", { name: "My Panel" }).click();
    await waitForPath(page, "/customer/dashboard");
    await page.getByRole("button", { name: "Logout" }).first().click();
    await waitForPath(page, "/");
    await header.getByRole("link", { name: "Login" }).waitFor();
    expect(await header.getByText("Welcome, Sam Switch!").count()).to.equal(0);
    await context.close();
  });
});
