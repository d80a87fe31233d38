import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { RequestContext } from "../../context";
import { badInput, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { Product } from "./product.entity";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Where the storefront finds uploaded images; the file names are random uuids. */
export const PRODUCT_IMAGE_URL_PREFIX = "/uploads/products/";
export const PRODUCT_IMAGE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif)$/;
export const IMAGE_CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif" };

/** The image format by its first bytes, never by the name or the sender's content type; null for anything else (SVG included: it can carry script). */
export function detectImageType(bytes: Buffer): "png" | "jpg" | "webp" | "gif" | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString("latin1", 0, 6))) return "gif";
  return null;
}

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
  await fs.mkdir(dir, { recursive: true });
  const name = `${crypto.randomUUID()}.${type}`;
  await fs.writeFile(path.join(dir, name), bytes, { mode: 0o640 });
  const image = PRODUCT_IMAGE_URL_PREFIX + name;
  await ctx.transaction(async (tx) => {
    await tx.manager.getRepository(Product).update({ id: productId }, { image });
    await recordAudit(tx, { action: "product.image", entityType: "product", entityId: productId, details: { image, bytes: bytes.length } });
  });
  const old = product.image?.startsWith(PRODUCT_IMAGE_URL_PREFIX) ? product.image.slice(PRODUCT_IMAGE_URL_PREFIX.length) : null;
  if (old && PRODUCT_IMAGE_NAME.test(old)) await fs.rm(path.join(dir, old), { force: true });
  return { ...product, image };
}
