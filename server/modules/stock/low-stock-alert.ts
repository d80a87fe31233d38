import type { RequestContext } from "../../context";
import type { CoalescedRunner } from "../../coalesced-runner";
import { log } from "../../log";
import { Product, SETTINGS_ID, SiteSettings } from "../catalog";
import { Customer } from "../customers";
import { isUniqueViolation } from "../../db/dialect";
import { selectRows } from "../../db/raw-sql";
import { formatCount, mailLanguage, mailTexts, sendMail } from "../mail";
import { recordNotification } from "../notifications";
import { ProductStockAlert } from "./stock-alert.entity";

export type LowStockOutcome = "alerted" | "rearmed" | "unchanged";

/**
 * E-mails every admin once when a stock product's unsold lines (available or held) fall below its threshold (the
 * product's own, else the site setting), and re-arms when it is back at or above it. The "told"
 * flag is a row keyed by product, so with many purchases and many instances exactly one alert
 * goes out per product and crossing. Archived and draft products are not watched.
 */
export async function checkLowStock(ctx: RequestContext): Promise<LowStockOutcome> {
  const settings = await ctx.manager.getRepository(SiteSettings).findOneByOrFail({ id: SETTINGS_ID });
  const products = await ctx.manager
    .getRepository(Product)
    .createQueryBuilder("p")
    .select(["p.id", "p.name", "p.lowStockThreshold"])
    .where("p.product_type = 'account' AND p.archived_at IS NULL AND p.visibility <> 'draft'")
    .getMany();
  if (products.length === 0) return "unchanged";
  // Lines held for a payment still count as stock: a hold that expires puts them back, and a
  // burst of unpaid holds must not page the admins with "0 left". Counted only up to the threshold: the decision needs no more, the alert's figure is exact
  // below it, and counting every available line of a large pool after each burst of sales cost
  // more than the sales.
  const available = new Map<string, number>();
  for (const product of products) {
    const threshold = product.lowStockThreshold ?? settings.lowStockThreshold;
    const [row] = await selectRows<{ n: string | number }>(
      ctx.manager,
      `SELECT COUNT(*) AS n FROM (SELECT 1 AS one FROM stock_accounts WHERE product_id = ? AND status IN ('available', 'reserved') LIMIT ${boundedLimit(threshold)}) counted`,
      [product.id],
    );
    available.set(product.id, Number(row?.n ?? 0));
  }
  const alerted = new Set((await ctx.manager.getRepository(ProductStockAlert).find({ select: { productId: true } })).map((a) => a.productId));

  let outcome: LowStockOutcome = "unchanged";
  for (const product of products) {
    const left = available.get(product.id) ?? 0;
    const threshold = product.lowStockThreshold ?? settings.lowStockThreshold;
    if (left >= threshold && alerted.has(product.id)) {
      const rearmed = await ctx.manager.getRepository(ProductStockAlert).delete({ productId: product.id });
      if (rearmed.affected && outcome === "unchanged") outcome = "rearmed";
    } else if (left < threshold && !alerted.has(product.id) && (await alertOnce(ctx, product, left, threshold, settings.siteName))) {
      outcome = "alerted";
    }
  }
  return outcome;
}

/** Claims the product's alert row and e-mails the admins in one transaction; false when another check claimed it first. */
async function alertOnce(ctx: RequestContext, product: Product, left: number, threshold: number, siteName: string): Promise<boolean> {
  try {
    return await ctx.transaction(async (tx) => {
      await tx.manager.getRepository(ProductStockAlert).insert({ productId: product.id, alertedAt: tx.clock.now() });
      const admins = await tx.manager.getRepository(Customer).find({ where: { role: "admin" }, select: { email: true, language: true } });
      for (const admin of admins) {
        // Each admin reads the alert in their profile language; the product keeps its (English) name.
        const language = mailLanguage(admin.language);
        const t = mailTexts(language);
        const params = { site: siteName, left: formatCount(left, language), threshold: formatCount(threshold, language), product: product.name, count: left };
        await sendMail(tx, {
          to: admin.email,
          subject: t("lowStock.subject", params),
          text: `${t("lowStock.text", params)}\n\n${t("lowStock.addStock", { url: `${tx.config.publicBaseUrl}/admin/accounts` })}\n`,
        });
      }
      await recordNotification(tx, {
        type: "stock.low",
        ownerId: null,
        data: { productId: product.id, productName: product.name, available: left, threshold },
      });
      log.warn("low stock alert sent", { productId: product.id, available: left, threshold, admins: admins.length });
      return true;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** A whole, non-negative LIMIT for the bounded count (a threshold is a checked integer; this keeps the SQL safe regardless). */
function boundedLimit(threshold: number): number {
  return Number.isSafeInteger(threshold) && threshold > 0 ? threshold : 0;
}

/** How long the check after a sale waits for more sales to share it. */
export const LOW_STOCK_SETTLE_MS = 500;

/**
 * checkLowStock after each purchase, coalesced: it starts LOW_STOCK_SETTLE_MS after the first
 * purchase that asks for it, and while one check runs, further purchases only ask for one more
 * check when it ends. Under a burst of purchases that is a few checks, not one count and one
 * transaction per purchase (on one writer, they ran between every two purchases); the last
 * purchase is still always checked after. It is the instance's background work: the app's close
 * runs a check still asked for, and waits for it, before the database closes.
 */
export function coalescedLowStockCheck(ctx: RequestContext, settleMs = LOW_STOCK_SETTLE_MS): CoalescedRunner {
  return ctx.instance.background.coalesced(
    "low-stock-check",
    async () => {
      try {
        await checkLowStock(ctx);
      } catch (err) {
        log.error("low-stock check failed", { err });
      }
    },
    settleMs,
    { runPendingOnStop: true },
  );
}
