import type { RequestContext } from "../../context";
import { utcDayOf } from "../../db/dialect";
import { getSiteSettings } from "../catalog";
import { Customer } from "../customers";
import { Order } from "../orders";
import { countAvailableStock } from "../stock";
import { requireAdmin } from "../auth";

/** The spec's warning line: below 50 available accounts (or a higher threshold set by the admin). */
export const LOW_STOCK_MINIMUM = 50;
export const CHART_DAYS = 30;
export const RECENT_ORDERS = 5;

export interface AdminDashboard {
  availableStock: number;
  lowStockThreshold: number;
  lowStock: boolean;
  totalCustomers: number;
  totalOrders: number;
  totalRevenueCents: number;
  orderRevenueCents: number;
  soldPerDay: Array<{ date: string; count: number }>;
  recentOrders: Order[];
}

/** UTC days, oldest first, ending today. */
export function lastDays(count: number, now = new Date()): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: count }, (_, i) => new Date(today - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Accounts sold per UTC day over the last 30 days, missing days as 0. */
async function accountsSoldPerDay(ctx: RequestContext): Promise<Array<{ date: string; count: number }>> {
  const days = lastDays(CHART_DAYS, ctx.clock.now());
  const dayOf = utcDayOf(ctx.db, "o.purchase_date");
  const rows: Array<{ day: string; sold: number | string }> = await ctx.manager
    .getRepository(Order)
    .createQueryBuilder("o")
    .select(dayOf, "day")
    .addSelect("SUM(o.quantity)", "sold")
    .where("o.order_type = :type", { type: "account" })
    .andWhere("o.purchase_date >= :since", { since: new Date(`${days[0]}T00:00:00.000Z`) })
    .groupBy(dayOf)
    .getRawMany();
  const sold = new Map(rows.map((r) => [r.day, Number(r.sold)]));
  return days.map((date) => ({ date, count: sold.get(date) ?? 0 }));
}

export async function getAdminDashboard(ctx: RequestContext): Promise<AdminDashboard> {
  requireAdmin(ctx);
  const settings = await getSiteSettings(ctx);
  const availableStock = await countAvailableStock(ctx);
  const totalCustomers = await ctx.manager.getRepository(Customer).countBy({ role: "customer" });
  const orderTotals = await ctx.manager
    .getRepository(Order)
    .createQueryBuilder("o")
    .select("COUNT(*)", "orders")
    .addSelect("COALESCE(SUM(o.total_price_cents), 0)", "revenue")
    .getRawOne<{ orders: number | string; revenue: number | string }>();
  const recentOrders = await ctx.manager.getRepository(Order).find({ order: { purchaseDate: "DESC", id: "DESC" }, take: RECENT_ORDERS });
  const lowStockThreshold = Math.max(LOW_STOCK_MINIMUM, settings.lowStockThreshold);
  return {
    availableStock,
    lowStockThreshold,
    lowStock: availableStock < lowStockThreshold,
    totalCustomers,
    totalOrders: Number(orderTotals?.orders ?? 0),
    totalRevenueCents: settings.totalRevenueDisplayCents,
    orderRevenueCents: Number(orderTotals?.revenue ?? 0),
    soldPerDay: await accountsSoldPerDay(ctx),
    recentOrders,
  };
}

/** The chart names this many products by revenue; the rest share one "Other products" series. */
export const REVENUE_CHART_PRODUCTS = 6;
export const OTHER_PRODUCTS = "Other products";

export interface ProductRevenueSeries {
  /** Null for the "Other products" series. */
  productId: string | null;
  productName: string;
  totalCents: number;
  /** One entry per day of `days`. */
  perDayCents: number[];
}

export interface RevenueByProduct {
  days: string[];
  series: ProductRevenueSeries[];
}

/**
 * Order revenue per UTC day over the last 30 days, split by product: one grouped query, the
 * biggest products by total first, the rest folded into "Other products". A product is named as
 * the catalogue names it now; a product deleted since keeps the name its orders were bought under.
 */
export async function getRevenueByProduct(ctx: RequestContext, now?: Date): Promise<RevenueByProduct> {
  requireAdmin(ctx);
  const days = lastDays(CHART_DAYS, now ?? ctx.clock.now());
  const dayOf = utcDayOf(ctx.db, "o.purchase_date");
  const rows: Array<{ day: string; productId: string; productName: string; cents: number | string }> = await ctx.manager
    .getRepository(Order)
    .createQueryBuilder("o")
    .select(dayOf, "day")
    .addSelect("o.product_id", "productId")
    .addSelect("COALESCE(MAX(p.name), MAX(o.product_name))", "productName")
    .leftJoin("products", "p", "p.id = o.product_id")
    .addSelect("SUM(o.total_price_cents)", "cents")
    .where("o.purchase_date >= :since", { since: new Date(`${days[0]}T00:00:00.000Z`) })
    .groupBy(dayOf)
    .addGroupBy("o.product_id")
    .getRawMany();

  const dayIndex = new Map(days.map((d, i) => [d, i]));
  const byProduct = new Map<string, ProductRevenueSeries>();
  for (const row of rows) {
    const i = dayIndex.get(row.day);
    if (i === undefined) continue;
    let series = byProduct.get(row.productId);
    if (!series) {
      series = { productId: row.productId, productName: row.productName, totalCents: 0, perDayCents: days.map(() => 0) };
      byProduct.set(row.productId, series);
    }
    series.perDayCents[i] += Number(row.cents);
    series.totalCents += Number(row.cents);
  }
  const ranked = [...byProduct.values()].sort((a, b) => b.totalCents - a.totalCents || a.productName.localeCompare(b.productName));
  const named = ranked.slice(0, REVENUE_CHART_PRODUCTS);
  const rest = ranked.slice(REVENUE_CHART_PRODUCTS);
  if (rest.length) {
    named.push({
      productId: null,
      productName: OTHER_PRODUCTS,
      totalCents: rest.reduce((s, r) => s + r.totalCents, 0),
      perDayCents: days.map((_, i) => rest.reduce((s, r) => s + r.perDayCents[i], 0)),
    });
  }
  return { days, series: named };
}
