import { openDatabase, type App } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import { RequestContext } from "../../server/context";
import { createInstance } from "../../server/services";
import type { Database } from "../../server/db/transaction";
import { findLedgerMismatches } from "../../server/modules/balance/ledger.service";
import { Sessions, resolveJwtSecret } from "../../server/modules/auth/session";
import type { Customer } from "../../server/modules/customers/customer.entity";
import { HttpClient } from "./http-client";

/**
 * The database that separately spawned server processes use (same DATA_DIR and DATABASE_URL),
 * opened from the test process so it can seed rows and check invariants afterwards.
 */
export interface SharedDatabase {
  db: Database;
  config: Config;
  /** Shaped like an App for test/helpers/fixtures.ts. */
  asApp: App;
  /** An HttpClient signed in as `customer` against `baseUrl`, using the servers' own JWT secret. */
  clientFor(baseUrl: string, customer: Pick<Customer, "id" | "tokenVersion">): HttpClient;
  close(): Promise<void>;
}

export async function openSharedDatabase(env: Record<string, string>): Promise<SharedDatabase> {
  const config = loadConfig({ ...env, LOG_LEVEL: "error" });
  const db = await openDatabase(config);
  const sessions = new Sessions(resolveJwtSecret(config), config);
  const instance = createInstance({ db, config });
  return {
    db,
    config,
    asApp: { ...instance, services: { sessions } } as unknown as App,
    clientFor(baseUrl, customer) {
      const client = new HttpClient(baseUrl);
      client.setCookie("bia_session", sessions.token(customer));
      return client;
    },
    close: async () => {
      await instance.background.close(); // what the fixtures started (e-mail sends, a low-stock check) ends first
      await db.close();
    },
  };
}

export interface StoreInvariants {
  /** Sold stock rows whose order does not exist, or available rows that carry an order id. */
  orphanStock: number;
  /** Orders whose quantity differs from the number of stock rows carrying their id. */
  ordersWithWrongItemCount: number;
  /** Stock rows sold more than once is impossible by construction (one order_id per row): rows sold without an order instead. */
  soldWithoutOrder: number;
  ledgerMismatches: number;
  negativeBalances: number;
  soldRows: number;
  itemsInOrders: number;
  orders: number;
  /** Orders without a line, or whose lines' totals do not add up to the order's total. */
  ordersWithWrongLineTotals: number;
  /** Delivered stock lines whose quantity differs from the sold stock rows of their order and variant. */
  linesWithWrongStockCount: number;
  /** Sold stock rows that no line of their order delivers (a row sold outside its variant's line). */
  soldOutsideLines: number;
  /** Variants whose sold stock rows differ from the units of their delivered stock lines. */
  variantsSoldOffLines: number;
}

/** The promises of PRODUCT.md #3 and #4, read straight from the tables. */
export async function checkStoreInvariants(shared: { db: Database; config: Config }): Promise<StoreInvariants> {
  const system = RequestContext.system(createInstance(shared));
  const q = async (sql: string) => Number(Object.values((await shared.db.manager.query(sql))[0])[0] ?? 0);
  return {
    orphanStock: await q(
      "SELECT COUNT(*) FROM stock_accounts s WHERE (s.status = 'sold' AND s.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = s.order_id)) OR (s.status = 'available' AND s.order_id IS NOT NULL)",
    ),
    ordersWithWrongItemCount: await q(
      "SELECT COUNT(*) FROM orders o WHERE o.order_type = 'account' AND o.quantity <> (SELECT COUNT(*) FROM stock_accounts s WHERE s.order_id = o.id)",
    ),
    soldWithoutOrder: await q("SELECT COUNT(*) FROM stock_accounts WHERE status = 'sold' AND order_id IS NULL"),
    ledgerMismatches: (await findLedgerMismatches(system)).length,
    negativeBalances: await q("SELECT COUNT(*) FROM customers WHERE balance_cents < 0"),
    soldRows: await q("SELECT COUNT(*) FROM stock_accounts WHERE status = 'sold'"),
    itemsInOrders: await q("SELECT COALESCE(SUM(quantity), 0) FROM orders WHERE order_type = 'account'"),
    orders: await q("SELECT COUNT(*) FROM orders"),
    ordersWithWrongLineTotals: await q(
      "SELECT COUNT(*) FROM orders o WHERE o.total_price_cents <> COALESCE((SELECT SUM(l.total_cents) FROM order_lines l WHERE l.order_id = o.id), -1)",
    ),
    linesWithWrongStockCount: await q(
      "SELECT COUNT(*) FROM order_lines l WHERE l.order_type = 'account' AND l.state = 'delivered' AND l.quantity <> (SELECT COUNT(*) FROM stock_accounts s WHERE s.order_id = l.order_id AND s.variant_id = l.variant_id AND s.status = 'sold')",
    ),
    soldOutsideLines: await q(
      "SELECT COUNT(*) FROM stock_accounts s WHERE s.status = 'sold' AND s.order_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = s.order_id AND l.variant_id = s.variant_id AND l.state = 'delivered')",
    ),
    variantsSoldOffLines: await q(
      "SELECT COUNT(*) FROM product_variants v WHERE (SELECT COUNT(*) FROM stock_accounts s WHERE s.variant_id = v.id AND s.status = 'sold') <> (SELECT COALESCE(SUM(l.quantity), 0) FROM order_lines l WHERE l.variant_id = v.id AND l.order_type = 'account' AND l.state = 'delivered')",
    ),
  };
}
