import type { RequestContext } from "../../context";
import { localizeSiteSettings } from "./content-translations";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

/** The build's description when the shop has none (as the client's SiteHead). */
const DEFAULT_DESCRIPTION = "Digital Account Marketplace";

/**
 * A page's <head> as the client's SiteHead writes it ("{name} - {tagline}", the description, the
 * language), in the reader's language, for the HTML the server sends before any script runs.
 */
export async function pageHeadOf(ctx: RequestContext): Promise<{ title: string; description: string; lang: string }> {
  const stored = await ctx.manager.getRepository(SiteSettings).findOne({
    where: { id: SETTINGS_ID },
    select: { id: true, siteName: true, siteTagline: true, siteDescription: true },
  });
  const settings = stored ? await localizeSiteSettings(ctx, stored) : null;
  return {
    title: settings ? `${settings.siteName} - ${settings.siteTagline}` : "",
    description: settings?.siteDescription?.trim() || DEFAULT_DESCRIPTION,
    lang: ctx.language === "zh" ? "zh-CN" : ctx.language,
  };
}
