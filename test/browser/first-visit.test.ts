import { expect } from "chai";
import type { Page, Response } from "playwright-core";
import { openTab, waitForPath } from "../helpers/browser";
import { useBrowserAndServer } from "../helpers/browser-server";
import { createCustomer } from "../helpers/fixtures";

/** What the page asked for, in order: chunk file names and GraphQL operation names. */
function recordTraffic(page: Page): { requests: string[]; scripts: Response[] } {
  const requests: string[] = [];
  const scripts: Response[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/graphql") requests.push(`graphql:${(r.postDataJSON() as { operationName?: string } | null)?.operationName}`);
    else requests.push(url.pathname);
  });
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") scripts.push(r);
  });
  return { requests, scripts };
}

const chunk = (requests: string[], name: string) => requests.findIndex((p) => p.startsWith(`/assets/${name}-`));

describe("first visits (browser)", () => {
  const { server, browser } = useBrowserAndServer();

  it("the shell's first queries go out once each, from index.html's early script, and the home page shows its hero", async () => {
    const { page, context } = await openTab(browser(), server());
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const sentBy: Record<string, string[]> = {};
    cdp.on("Network.requestWillBeSent", (e) => {
      if (!e.request.url.endsWith("/graphql") || !e.request.postData) return;
      const name = (JSON.parse(e.request.postData) as { operationName?: string }).operationName ?? "anonymous";
      (sentBy[name] ??= []).push(e.initiator.stack?.callFrames[0]?.url ?? e.initiator.url ?? "unknown");
    });
    await page.goto("/");
    await page.locator("#hero-heading").getByText("BIA — Digital Account Marketplace").waitFor();
    await page.getByTestId("available-stock").getByText("accounts available").waitFor();
    for (const name of ["CurrentUser", "SiteData"]) {
      expect(sentBy[name], `${name} requests`).to.have.length(1);
      expect(new URL(sentBy[name][0]).pathname, `${name} sent by`).to.match(/^\/assets\/early-queries-[\w-]+\.js$/);
    }
    await context.close();
  });

  it("an admin who signs in lands on the dashboard, its chunks fetched before the dashboard asks for its data", async () => {
    const admin = await createCustomer(server().app, { role: "admin", name: "First Admin" });
    const { page, context } = await openTab(browser(), server());
    await page.goto("/auth/login");
    const { requests, scripts } = recordTraffic(page);
    await page.getByLabel("Email").fill(admin.email);
    await page.getByLabel("Password").fill(admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await waitForPath(page, "/admin/dashboard");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.getByTestId("sales-chart").locator("svg").first().waitFor();

    const dashboardData = requests.indexOf("graphql:AdminDashboard");
    expect(dashboardData, requests.join("\n")).to.be.greaterThan(-1);
    for (const name of ["AdminLayout", "DashboardPage", "SalesChart"]) {
      const at = chunk(requests, name);
      expect(at, `${name} chunk requested:\n${requests.join("\n")}`).to.be.greaterThan(-1);
      // Without the preload the chart's chunk is asked for only once the dashboard's data has come.
      expect(at, `${name} chunk before the dashboard's query:\n${requests.join("\n")}`).to.be.lessThan(dashboardData);
    }
    // Files under 1 KB are not worth compressing and go as they are.
    const sent = await Promise.all(
      scripts.map(async (r) => ({ url: r.url(), encoding: (await r.allHeaders())["content-encoding"], size: (await r.body()).length })),
    );
    const large = sent.filter((s) => s.size >= 1024);
    expect(large.length).to.be.greaterThan(0);
    expect(
      large.filter((s) => s.encoding !== "br").map((s) => s.url),
      "scripts over 1 KB not sent as brotli",
    ).to.deep.equal([]);
    await context.close();
  });

  it("/api-docs loads GraphiQL's editor only when the console is opened, brotli-encoded, and the console answers", async () => {
    const { page, context } = await openTab(browser(), server());
    const { requests, scripts } = recordTraffic(page);
    await page.goto("/api-docs");
    await page.getByRole("heading", { level: 1, name: "GraphQL API for resellers and integrations" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(chunk(requests, "ApiConsole"), "the editor is not downloaded before the console is opened").to.equal(-1);

    await page.getByRole("button", { name: "Open the API Console" }).click();
    const consoleBox = page.getByTestId("api-console");
    await consoleBox.locator(".graphiql-container").waitFor({ timeout: 30_000 });
    expect(chunk(requests, "ApiConsole")).to.be.greaterThan(-1);
    const editor = scripts.find((r) => new URL(r.url()).pathname.startsWith("/assets/ApiConsole-"))!;
    expect((await editor.allHeaders())["content-encoding"]).to.equal("br");

    const result = consoleBox.locator(".graphiql-response").getByText('"availableStockCount"');
    for (let attempt = 0; attempt < 6 && !(await result.isVisible()); attempt++) {
      await consoleBox.getByRole("button", { name: /Execute query/ }).click();
      await result.waitFor({ timeout: 10_000 }).catch(() => undefined);
    }
    await result.waitFor({ timeout: 5_000 });
    await context.close();
  });
});
