import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser";
import type { Clock } from "../../server/clock";
import { startTestServer, type TestServer } from "./test-server";

/**
 * One test server and one browser for the enclosing describe block, closed after it.
 * Getters, because both exist only once mocha has run the before hook. Kept out of
 * browser.ts, which test/run-all.ts loads and which must load no server code. `clock`, when
 * given, is the app's (a TestClock the tests move).
 */
export function useBrowserAndServer(opts: { clock?: Clock } = {}): { server: () => TestServer; browser: () => Browser } {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startTestServer({}, { clock: opts.clock });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useBrowserAndServer: used before its before hook ran");
    return value;
  };
  return { server: () => started(server), browser: () => started(browser) };
}
