import type { RequestContext } from "../../context";
import { log } from "../../log";
import { Product } from "../catalog/product.entity";
import { SETTINGS_ID, SiteSettings } from "../catalog/site-settings.entity";
import { Customer } from "../customers/customer.entity";
import { isUniqueViolation } from "../../db/dialect";
import { sendMail } from "../mail/mail.service";
import { formatCount, mailLanguage, mailTexts } from "../mail";
import { recordNotification } from "../notifications";
import { StockAccount } from "./stock-account.entity";
import { ProductStockAlert } from "./stock-alert.entity";

export type LowStockOutcome = "alerted" | "rearmed" | "unchanged";

/**
 * E-mails every admin once when a stock product's available lines fall below its threshold (the
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
  const counts: Array<{ product_id: string; n: string | number }> = await ctx.manager
    .getRepository(StockAccount)
    .createQueryBuilder("s")
    .select("s.product_id", "product_id")
    .addSelect("COUNT(*)", "n")
    .where("s.status = 'available' AND s.product_id IN (:...ids)", { ids: products.map((p) => p.id) })
    .groupBy("s.product_id")
    .getRawMany();
  const available = new Map(counts.map((c) => [c.product_id, Number(c.n)]));
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
      await tx.manager.getRepository(ProductStockAlert).insert({ productId: product.id, alertedAt: new Date() });
      const admins = await tx.manager.getRepository(Customer).find({ where: { role: "admin" }, select: { email: true, language: true } });
      for (const admin of admins) {
        // Each admin reads the alert in their profile language; the product keeps its (English) name.
        const language = mailLanguage(admin.language);
        const t = mailTexts(language);
        const params = { site: siteName, left: formatCount(left, language), threshold: formatCount(threshold, language), product: product.name };
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

/**
 * checkLowStock after each purchase, coalesced: while one check runs, further purchases only
 * ask for one more check when it ends. Under a burst of purchases that is two checks, not one
 * count and one transaction per purchase; the last purchase is still always checked after.
 */
export function coalescedLowStockCheck(ctx: RequestContext): () => void {
  let running = false;
  let again = false;
  const run = (): void => {
    running = true;
    again = false;
    void checkLowStock(ctx)
      .catch((err) => log.error("low-stock check failed", { err }))
      .finally(() => {
        running = false;
        if (again) run();
      });
  };
  return () => {
    if (running) again = true;
    else run();
  };
}
