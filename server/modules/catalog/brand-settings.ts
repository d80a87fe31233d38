import { ACCENT_PATTERN, accentReadable, MIN_CONTRAST } from "../../../common/brand";
import type { RequestContext } from "../../context";
import { badField } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { getSiteSettings, imageUrl } from "./catalog.service";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

export interface BrandEdit {
  logoUrl?: string | null;
  faviconUrl?: string | null;
  heroImageUrl?: string | null;
  accentColor?: string | null;
  toolsLinkShown: boolean;
  toolsLinkUrl?: string | null;
}

/**
 * Admin: the brand's images, accent colour and tools link, every field checked (the colour must
 * carry white text at AA), saved and audited in one transaction.
 */
export async function updateBrandSettings(ctx: RequestContext, input: BrandEdit): Promise<SiteSettings> {
  requireAdmin(ctx);
  const accent = input.accentColor?.trim() || null;
  if (accent !== null && !ACCENT_PATTERN.test(accent)) throw badField("accentColor", "The accent colour must be written as #rrggbb.");
  if (accent !== null && !accentReadable(accent)) {
    throw badField("accentColor", `White text on this accent colour is hard to read: choose a darker colour (contrast at least ${MIN_CONTRAST}:1).`);
  }
  const values: Partial<SiteSettings> = {
    logoUrl: imageUrl(input.logoUrl, "logoUrl"),
    faviconUrl: imageUrl(input.faviconUrl, "faviconUrl"),
    heroImageUrl: imageUrl(input.heroImageUrl, "heroImageUrl"),
    accentColor: accent?.toLowerCase() ?? null,
    toolsLinkShown: input.toolsLinkShown,
    toolsLinkUrl: toolsLink(input.toolsLinkUrl),
  };
  return ctx.transaction(async (tx) => {
    await tx.manager.getRepository(SiteSettings).update({ id: SETTINGS_ID }, values);
    await recordAudit(tx, { action: "settings.brand_update", entityType: "site_settings", entityId: SETTINGS_ID, details: values });
    return getSiteSettings(tx);
  });
}

/** A path on this site ("/tools", never "//host") or an http(s) URL; blank is the tools page. */
function toolsLink(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === "http:" || url.protocol === "https:") return value;
  } catch {
    // falls through to the message
  }
  throw badField("toolsLinkUrl", "The tools link must be a path on this site (starting with /) or start with http:// or https://.");
}
