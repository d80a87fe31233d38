import type { RequestContext } from "../../context";
import { log } from "../../log";
import { SETTINGS_ID, SiteSettings } from "../catalog/site-settings.entity";
import { Customer } from "../customers/customer.entity";
import { sendMail } from "../mail/mail.service";
import { countAvailableStock } from "./stock.service";

/**
 * E-mails every admin once when available stock falls below the threshold, and re-arms when
 * it is back at or above it. The flag flips with a conditional UPDATE, so with many purchases
 * and many instances exactly one alert goes out per crossing.
 */
export async function checkLowStock(ctx: RequestContext): Promise<"alerted" | "rearmed" | "unchanged"> {
  const available = await countAvailableStock(ctx);
  return ctx.transaction(async (tx) => {
    const settings = await tx.manager.getRepository(SiteSettings).findOneByOrFail({ id: SETTINGS_ID });
    const qb = tx.manager.createQueryBuilder().update(SiteSettings).where("id = :id", { id: SETTINGS_ID });
    if (available >= settings.lowStockThreshold) {
      const rearmed = await qb.set({ lowStockAlertedAt: null }).andWhere("low_stock_alerted_at IS NOT NULL").execute();
      return rearmed.affected ? "rearmed" : "unchanged";
    }
    const flagged = await qb.set({ lowStockAlertedAt: new Date() }).andWhere("low_stock_alerted_at IS NULL").execute();
    if (!flagged.affected) return "unchanged";
    const admins = await tx.manager.getRepository(Customer).find({ where: { role: "admin" }, select: { email: true } });
    for (const admin of admins) {
      await sendMail(tx, {
        to: admin.email,
        subject: `${settings.siteName}: low stock — ${available} account(s) left`,
        text: `Available stock fell to ${available}, below the alert threshold of ${settings.lowStockThreshold}.\n\nAdd stock: ${tx.config.publicBaseUrl}/admin/accounts\n`,
      });
    }
    log.warn("low stock alert sent", { available, threshold: settings.lowStockThreshold, admins: admins.length });
    return "alerted";
  });
}
