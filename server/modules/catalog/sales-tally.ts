import type { RequestContext } from "../../context";
import { insertOrAddEachSql } from "../../db/dialect";
import { SalesTally } from "./sales-tally.entity";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

export const SALES_TALLY_SHARDS = 16;

/** Adds one sale to the lifetime counters, inside the sale's transaction (see SalesTally). */
export async function addSale(tx: RequestContext, sale: { accounts: number; revenueCents: number }): Promise<void> {
  const shard = Math.floor(Math.random() * SALES_TALLY_SHARDS);
  const upsert = insertOrAddEachSql(tx.db, "sales_tallies", ["shard", "accounts_sold", "revenue_cents"], ["shard"], ["accounts_sold", "revenue_cents"]);
  await tx.manager.query(upsert, [shard, sale.accounts, sale.revenueCents]);
}

/** The sales not yet folded into site_settings. */
export async function unfoldedSales(ctx: RequestContext): Promise<{ accounts: number; revenueCents: number }> {
  const [row] = (await ctx.manager.query(
    "SELECT COALESCE(SUM(accounts_sold), 0) AS accounts, COALESCE(SUM(revenue_cents), 0) AS revenue FROM sales_tallies",
  )) as Array<{
    accounts: number | string;
    revenue: number | string;
  }>;
  return { accounts: Number(row.accounts), revenueCents: Number(row.revenue) };
}

/**
 * Moves the tallies into site_settings' counters and empties them, in the caller's transaction:
 * done before an admin sets the displayed revenue, so the value set is the value shown.
 */
export async function foldSalesTallies(tx: RequestContext): Promise<void> {
  const sales = await unfoldedSales(tx);
  if (sales.accounts === 0 && sales.revenueCents === 0) return;
  await tx.manager
    .createQueryBuilder()
    .update(SiteSettings)
    .set({
      totalAccountsSoldLifetime: () => `total_accounts_sold_lifetime + ${sales.accounts}`,
      totalRevenueDisplayCents: () => `total_revenue_display_cents + ${sales.revenueCents}`,
    })
    .where("id = :id", { id: SETTINGS_ID })
    .execute();
  await tx.manager.createQueryBuilder().delete().from(SalesTally).execute();
}
