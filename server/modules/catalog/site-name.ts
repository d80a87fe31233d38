import type { RequestContext } from "../../context";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

/** The shop's name alone (one column of the settings row), for mails and invoices that sign with it; in a request or not. */
export async function readSiteName(ctx: Pick<RequestContext, "manager">): Promise<string> {
  const settings = await ctx.manager.getRepository(SiteSettings).findOne({ where: { id: SETTINGS_ID }, select: { id: true, siteName: true } });
  return settings?.siteName ?? "";
}
