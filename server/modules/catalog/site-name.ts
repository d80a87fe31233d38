import type { RequestContext } from "../../context";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

/** The shop's name alone (one column of the settings row), for mails that sign with it. */
export async function readSiteName(ctx: RequestContext): Promise<string> {
  const settings = await ctx.manager.getRepository(SiteSettings).findOne({ where: { id: SETTINGS_ID }, select: { id: true, siteName: true } });
  return settings?.siteName ?? "";
}
