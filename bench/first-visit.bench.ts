/**
 * A newcomer's first visits, in Chromium against the production build:
 *
 * 1. The home page over an emulated slow link (1.6 Mbps down, 150 ms latency, DevTools network
 *    throttling): bytes transferred and time to the hero heading, for the build as served now
 *    (precompressed brotli/gzip) and, in the same run, for the same build with its
 *    precompressed files removed (what the server sent before: every byte uncompressed).
 *    Goals: ≤ 250 KB and ≤ 1.5 s.
 * 2. An admin's first visit to the dashboard after signing in, on localhost: from the click on
 *    Login to the Dashboard heading. Goal: ≤ 800 ms.
 *
 * The "floor" of each figure is its goal (as in bundle-size.bench.ts: there is no smaller way
 * to ship the same page); the uncompressed figures are printed beside them for the ratio.
 * Uses TEST_WEB_DIST_DIR when set (web/dist is shared between worktrees), else web/dist.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { createApp, type App } from "../server/app";
import { loadConfig } from "../server/config";
import { launchBrowser } from "../test/helpers/browser";
import { createCustomer } from "../test/helpers/fixtures";
import { printResult } from "./lib";

const SLOW_LINK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1_000_000) / 8, uploadThroughput: (0.75 * 1_000_000) / 8 };
const HOME_KB_GOAL = 250;
const HOME_MS_GOAL = 1500;
const DASHBOARD_MS_GOAL = 800;
const RUNS = 3;

const webDist = path.resolve(process.env.TEST_WEB_DIST_DIR ?? "web/dist");
if (!fs.existsSync(path.join(webDist, "index.html"))) throw new Error(`${webDist} has no build: run \`npm run build\` first`);

/** The same build without its .br/.gz files: the server then sends every byte as it is. */
function uncompressedCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-plain-dist-"));
  fs.cpSync(webDist, dir, { recursive: true, filter: (src) => !src.endsWith(".br") && !src.endsWith(".gz") });
  return dir;
}

async function startShop(distDir: string): Promise<{ app: App; url: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bia-bench-visit-"));
  const app = await createApp(loadConfig({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", WEB_DIST_DIR: distDir }));
  return { app, url: await app.listen(), dataDir };
}

/** One cold visit (fresh context, empty cache) of / over the slow link. */
async function homeOverSlowLink(browser: Browser, url: string): Promise<{ kb: number; heroMs: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_LINK);
  let bytes = 0;
  cdp.on("Network.loadingFinished", (e) => (bytes += e.encodedDataLength));
  await page.goto(url + "/", { waitUntil: "commit" });
  // performance.now() counts from the start of the navigation, in the page's own clock.
  const hero = await page.waitForFunction(() => (document.querySelector("#hero-heading")?.textContent ? performance.now() : 0), null, {
    polling: "raf",
    timeout: 60_000,
  });
  const heroMs = (await hero.jsonValue()) as number;
  await page.waitForLoadState("networkidle");
  await context.close();
  return { kb: bytes / 1024, heroMs };
}

async function medianHome(browser: Browser, url: string): Promise<{ kb: number; heroMs: number }> {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await homeOverSlowLink(browser, url));
  runs.sort((a, b) => a.heroMs - b.heroMs);
  return runs[Math.floor(RUNS / 2)];
}

/** Login form to the Dashboard heading, in a fresh context (nothing cached), on localhost. */
async function dashboardAfterSignIn(browser: Browser, url: string, admin: { email: string; password: string }): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: "cookie_consent", value: "accepted", url }]);
  const page = await context.newPage();
  await page.goto(url + "/auth/login");
  await page.getByLabel("Email").fill(admin.email);
  await page.getByLabel("Password").fill(admin.password);
  const started = await page.evaluate(() => performance.now());
  await page.getByRole("button", { name: "Login" }).click();
  const shown = await page.waitForFunction(
    () => (location.pathname === "/admin/dashboard" && [...document.querySelectorAll("h1")].some((h) => h.textContent === "Dashboard") ? performance.now() : 0),
    null,
    { polling: "raf", timeout: 30_000 },
  );
  const ms = ((await shown.jsonValue()) as number) - started;
  await context.close();
  return ms;
}

const plainDist = uncompressedCopy();
const compressed = await startShop(webDist);
const plain = await startShop(plainDist);
const browser = await launchBrowser();
try {
  const before = await medianHome(browser, plain.url);
  const after = await medianHome(browser, compressed.url);
  console.log(`home page over 1.6 Mbps / 150 ms, uncompressed: ${before.kb.toFixed(0)} KB, hero text at ${before.heroMs.toFixed(0)} ms`);
  console.log(`home page over 1.6 Mbps / 150 ms, precompressed: ${after.kb.toFixed(0)} KB, hero text at ${after.heroMs.toFixed(0)} ms`);
  printResult({ name: "home page bytes over 1.6 Mbps, precompressed vs goal", value: after.kb, floor: HOME_KB_GOAL, unit: "KB", limit: 1 });
  printResult({ name: "home page hero text over 1.6 Mbps, precompressed vs goal", value: after.heroMs, floor: HOME_MS_GOAL, unit: "ms", limit: 1 });
  printResult({ name: "home page hero text over 1.6 Mbps, precompressed vs uncompressed", value: after.heroMs, floor: before.heroMs, unit: "ms", limit: 1 });

  const admin = await createCustomer(compressed.app, { role: "admin" });
  await dashboardAfterSignIn(browser, compressed.url, admin); // the server's first sign-in warms argon2 and the queries
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await dashboardAfterSignIn(browser, compressed.url, admin));
  times.sort((a, b) => a - b);
  console.log(`admin dashboard after sign-in, localhost: ${times.map((t) => t.toFixed(0)).join(", ")} ms`);
  printResult({ name: "admin dashboard heading after sign-in vs goal", value: times[Math.floor(RUNS / 2)], floor: DASHBOARD_MS_GOAL, unit: "ms", limit: 1 });
} finally {
  await browser.close();
  for (const shop of [compressed, plain]) {
    await shop.app.close();
    fs.rmSync(shop.dataDir, { recursive: true, force: true });
  }
  fs.rmSync(plainDist, { recursive: true, force: true });
}
