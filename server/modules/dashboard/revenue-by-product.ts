import type { RequestContext } from "../../context";
import { utcDayOf } from "../../db/dialect";
import { requireAdmin } from "../auth/require-admin";
import { Order } from "../orders/order.entity";
import { CHART_DAYS, lastDays } from "./dashboard.service";

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
export async function getRevenueByProduct(ctx: RequestContext, now = new Date()): Promise<RevenueByProduct> {
  requireAdmin(ctx);
  const days = lastDays(CHART_DAYS, now);
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
