import path from "node:path";
import { BRAND_IMAGE_KINDS, BRAND_IMAGE_URL_PREFIX, MAX_BRAND_IMAGE_BYTES, type BrandImageKind } from "../../../common/brand";
import type { RequestContext } from "../../context";
import { badField, badInput } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { detectImageType, removeStoredImage, storeImage } from "./stored-images";
import { SETTINGS_ID, SiteSettings } from "./site-settings.entity";

export function brandImageDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "brand");
}

const COLUMN: Record<BrandImageKind, "logoUrl" | "faviconUrl" | "heroImageUrl"> = { logo: "logoUrl", favicon: "faviconUrl", hero: "heroImageUrl" };

/**
 * Stores the admin's logo, favicon or hero image under DATA_DIR, the way product images are
 * stored (type by the first bytes, never SVG, a random name), points the setting at it and
 * removes the image it replaces.
 */
export async function saveBrandImage(ctx: RequestContext, rawKind: string, bytes: Buffer): Promise<SiteSettings> {
  requireAdmin(ctx);
  const kind = brandImageKind(rawKind);
  const limit = MAX_BRAND_IMAGE_BYTES[kind];
  if (bytes.length === 0 || bytes.length > limit) throw badField("file", `This image can be at most ${Math.round(limit / 1024)} KB.`);
  const type = detectImageType(bytes);
  if (!type) throw badField("file", "The image must be a PNG, JPEG, WebP or GIF file.");
  const dir = brandImageDir(ctx.config.dataDir);
  const url = BRAND_IMAGE_URL_PREFIX + (await storeImage(dir, bytes, type));
  const column = COLUMN[kind];
  const before = await ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(SiteSettings);
    const settings = await repo.findOneByOrFail({ id: SETTINGS_ID });
    await repo.update({ id: SETTINGS_ID }, { [column]: url });
    await recordAudit(tx, { action: "settings.brand_image", entityType: "site_settings", entityId: SETTINGS_ID, details: { kind, url, bytes: bytes.length } });
    return settings;
  });
  await removeStoredImage(dir, BRAND_IMAGE_URL_PREFIX, before[column]);
  return { ...before, [column]: url };
}

/** An image kind from the upload's path, or a refusal naming the three. */
function brandImageKind(raw: string): BrandImageKind {
  const kind = BRAND_IMAGE_KINDS.find((k) => k === raw);
  if (kind) return kind;
  throw badInput("The image must be one of logo, favicon, hero.");
}
