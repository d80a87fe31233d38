import type { Browser, BrowserContext, Page } from "playwright-core";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { StockAccount } from "../../server/modules/stock/stock-account.entity";
import { openTab } from "../helpers/browser";
import { createCustomer } from "../helpers/fixtures";
import type { TestServer } from "../helpers/test-server";

export interface AdminTab {
  admin: Customer & { password: string };
  context: BrowserContext;
  page: Page;
}

/** A new admin, signed in in a fresh tab that already answered the cookie banner. */
export async function openAdminTab(browser: Browser, server: TestServer, viewport?: { width: number; height: number }): Promise<AdminTab> {
  const admin = await createCustomer(server.app, { role: "admin", name: "Ada Admin" });
  return { admin, ...(await openTab(browser, server, { as: admin, viewport })) };
}

export async function clearStock(server: TestServer): Promise<void> {
  await server.app.db.transaction((em) => em.createQueryBuilder().delete().from(StockAccount).execute());
}

export async function stockUsernames(server: TestServer): Promise<string[]> {
  const rows = await server.app.db.manager.getRepository(StockAccount).find({ select: { username: true }, order: { id: "ASC" } });
  return rows.map((r) => r.username);
}

/** The toast on screen with this title (one is visible at a time). */
export async function toast(page: Page, title: string, description?: string): Promise<void> {
  const region = page.getByRole("region", { name: /notifications/i });
  await region.getByText(title, { exact: true }).waitFor();
  if (description !== undefined) await region.getByText(description, { exact: true }).waitFor();
}
