/**
 * The JavaScript a visitor downloads to see the home page: loads / of the production build in
 * Chromium, sums the gzip size of every script fetched until the network is idle, and checks
 * that no admin or customer chunk was among them, nor any chunk loaded on first use (the
 * purchase, its dialogs, toasts, the error texts), nor any of Apollo Client's code (the first
 * screen reads through the lite client, web/src/graphql/lite-client.ts). The figure is compared
 * to the 200 KB budget (there is no smaller "floor" for shipping the same page).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { createApp } from "../server/app";
import { loadConfig } from "../server/config";
import { launchBrowser } from "../test/helpers/browser";
import { printCheck, printResult } from "./lib";

const BUDGET_KB = 200;
// Strings only Apollo Client's runtime carries: its error links (`go.apollo.dev/c/err…`) and the
// `Symbol.for("__APOLLO_CONTEXT__")` of its React context.
const APOLLO_MARKERS = ["go.apollo.dev", "__APOLLO_CONTEXT__"];
// TEST_WEB_DIST_DIR: a build of one's own (web/dist is shared between worktrees).
const webDist = path.resolve(process.env.TEST_WEB_DIST_DIR ?? "web/dist");
if (!fs.existsSync(path.join(webDist, "index.html"))) throw new Error("web/dist is missing: run `npm run build` first");

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-bundle-"));
const app = await createApp(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", WEB_DIST_DIR: webDist }));
const url = await app.listen();
const browser = await launchBrowser();

try {
  const page = await browser.newPage();
  const scripts: string[] = [];
  page.on("response", (res) => {
    if (res.request().resourceType() === "script") scripts.push(new URL(res.url()).pathname);
  });
  await page.goto(url + "/");
  await page.getByTestId("available-stock").getByText("accounts available").waitFor();
  await page.waitForLoadState("networkidle");

  let gzipBytes = 0;
  for (const script of scripts) gzipBytes += zlib.gzipSync(fs.readFileSync(path.join(webDist, script)), { level: 9 }).length;
  console.log(`home page loaded ${scripts.length} scripts: ${scripts.map((s) => path.basename(s)).join(", ")}`);

  const panelChunks = scripts.filter((s) => /\/(AdminLayout|CustomerLayout|AddBalancePage|AccountsPage|CustomersPage|LicenseManagementPage)-/.test(s));
  const code = scripts.map((s) => fs.readFileSync(path.join(webDist, s), "utf8")).join("\n");
  printCheck(
    "no admin or customer chunk loaded for a visitor",
    panelChunks.length === 0 && !code.includes("Back to Store") && !code.includes("License Management"),
    panelChunks.join(", "),
  );
  // Loaded on first use (issue 18): the purchase, its dialogs and the error texts are not part of looking.
  const firstUseChunks = scripts.filter((s) => /\/(home-purchase|PayDifferenceDialog|InsufficientBalanceAlert|Toaster|graphql-errors|errors)-/.test(s));
  printCheck("no purchase, dialog, toast or error-text chunk loaded for a visitor", firstUseChunks.length === 0, firstUseChunks.join(", "));
  // The markers must be in the build (in the lazy chunks that load Apollo), or their absence below proves nothing.
  const built = fs.readdirSync(path.join(webDist, "assets")).filter((f) => f.endsWith(".js"));
  const markersBuilt = APOLLO_MARKERS.filter((m) => built.some((f) => fs.readFileSync(path.join(webDist, "assets", f), "utf8").includes(m)));
  printCheck("Apollo Client's markers are found in the build's lazy chunks", markersBuilt.length === APOLLO_MARKERS.length, markersBuilt.join(", "));
  const apolloLoaded = scripts.filter((s) => APOLLO_MARKERS.some((m) => fs.readFileSync(path.join(webDist, s), "utf8").includes(m)));
  printCheck("no @apollo/client code among the scripts a visitor loads", apolloLoaded.length === 0, apolloLoaded.join(", "));
  printResult({ name: "home page initial JS (gzip)", value: gzipBytes / 1024, floor: BUDGET_KB, unit: "KB", limit: 1 });
} finally {
  await browser.close();
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
