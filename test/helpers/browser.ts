import fs from "node:fs";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Route } from "playwright-core";
import type { Customer } from "../../server/modules/customers/customer.entity";
import type { TestServer } from "./test-server";

/** Debian's Chromium (never a downloaded browser). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean) as string[];
  return candidates.find((p) => fs.existsSync(p));
}

export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error("Chromium not found");
  // launch() gives every browser a fresh temporary profile; Playwright refuses --user-data-dir here.
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

export async function newPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Screenshots land in test-results/ so a person can look at them after a run. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = path.resolve("test-results");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/** Signs a browser context in by giving it the session cookie a login would set. */
export async function signInBrowser(context: BrowserContext, server: TestServer, customer: Pick<Customer, "id" | "tokenVersion">): Promise<void> {
  // Imported here so that test/run-all.ts, which reads chromiumPath(), loads no server code.
  const { SESSION_COOKIE } = await import("../../server/modules/auth/session");
  await context.addCookies([{ name: SESSION_COOKIE, value: server.app.services.sessions.token(customer), url: server.url }]);
}

/** A fresh tab that already answered the cookie banner, signed in as `as` when given. */
export async function openTab(
  browser: Browser,
  server: TestServer,
  opts: { as?: Pick<Customer, "id" | "tokenVersion">; viewport?: { width: number; height: number } } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser, server.url, opts.viewport);
  await opened.context.addCookies([{ name: "cookie_consent", value: "accepted", url: server.url }]);
  if (opts.as) await signInBrowser(opened.context, server, opts.as);
  return opened;
}

/** Waits until the page shows `pathname`; client-side route changes fire no load event to wait for. */
export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForFunction((p) => window.location.pathname === p, pathname);
}

/**
 * The problem a form shows for one input, as a screen reader gets it: the input is marked
 * aria-invalid and its aria-describedby names the message. Waits for it; null when the input is
 * valid after `timeoutMs`.
 */
export async function fieldProblem(input: Locator, timeoutMs = 5000): Promise<string | null> {
  const invalid = input.and(input.page().locator('[aria-invalid="true"]'));
  // Playwright reads a timeout of 0 as "wait for ever": 0 here means "look once, now".
  if (timeoutMs <= 0) {
    if ((await invalid.count()) === 0) return null;
  } else {
    try {
      await invalid.waitFor({ timeout: timeoutMs });
    } catch {
      return null;
    }
  }
  return input.evaluate((el) => {
    const ids = (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean);
    const texts = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? "").filter(Boolean);
    return texts.join(" ") || null;
  });
}

/** Whether a person sees the element itself at its centre, not something drawn over it (a banner, a sticky bar). */
export async function uncovered(locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** Whether the element lies wholly inside the window, without scrolling sideways, with nothing drawn over it. */
export async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box || box.x < 0 || box.x + box.width > page.viewportSize()!.width) return false;
  return uncovered(locator);
}

/**
 * Changes one GraphQL operation's variables on their way to the real server, as a client that
 * skipped the form's own checks would send them: the server's refusal is what the form then shows.
 */
export async function rewriteVariables(page: Page, operationName: string, change: (variables: Record<string, unknown>) => void): Promise<void> {
  await page.route("**/graphql", async (route: Route) => {
    const body = route.request().postDataJSON() as { operationName?: string; variables?: Record<string, unknown> } | null;
    if (body?.operationName !== operationName || !body.variables) return route.continue();
    change(body.variables);
    return route.continue({ postData: JSON.stringify(body) });
  });
}
