import path from "node:path";
import type { RequestContext } from "../../context";
import { badInput, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { detectImageType, removeStoredImage, storeImage } from "./stored-images";
import { Product } from "./product.entity";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Where the storefront finds uploaded images; the file names are random uuids. */
export const PRODUCT_IMAGE_URL_PREFIX = "/uploads/products/";

export function productImageDir(dataDir: string): string {
  return path.join(dataDir, "uploads", "products");
}

/**
 * Stores an admin's image for a product under DATA_DIR (the shop serves it; nothing is
 * hot-linked) and points the product at it; the image it replaces is removed.
 */
export async function saveProductImage(ctx: RequestContext, productId: string, bytes: Buffer): Promise<Product> {
  requireAdmin(ctx);
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) throw badInput(`An image is at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB.`);
  const type = detectImageType(bytes);
  if (!type) throw badInput("The image must be a PNG, JPEG, WebP or GIF file.");
  const product = productId.length <= 64 ? await ctx.manager.getRepository(Product).findOneBy({ id: productId }) : null;
  if (!product) throw notFound("Product not found.");
  const dir = productImageDir(ctx.config.dataDir);
  const image = PRODUCT_IMAGE_URL_PREFIX + (await storeImage(dir, bytes, type));
  await ctx.transaction(async (tx) => {
    await tx.manager.getRepository(Product).update({ id: productId }, { image });
    await recordAudit(tx, { action: "product.image", entityType: "product", entityId: productId, details: { image, bytes: bytes.length } });
  });
  await removeStoredImage(dir, PRODUCT_IMAGE_URL_PREFIX, product.image);
  return { ...product, image };
}
