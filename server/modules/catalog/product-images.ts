import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { RequestContext } from "../../context";
import { badInput, notFound } from "../../errors";
import { recordAudit } from "../audit";
import { requireAdmin } from "../auth";
import { UPLOADED_IMAGE_NAME } from "./uploaded-image-name";
import { Product } from "./product.entity";

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** Where the storefront finds uploaded images; the file names are random uuids. */
export const PRODUCT_IMAGE_URL_PREFIX = "/uploads/products/";
export const IMAGE_CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp", gif: "image/gif" };

/** The image format by its first bytes, never by the name or the sender's content type; null for anything else (SVG included: it can carry script). */
export function detectImageType(bytes: Buffer): "png" | "jpg" | "webp" | "gif" | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  if (bytes.length >= 12 && bytes.toString("latin1", 0, 4) === "RIFF" && bytes.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString("latin1", 0, 6))) return "gif";
  return null;
}

/** Writes an uploaded image (its type read from its bytes) under `dir` with a random name; answers the name. */
export async function storeImage(dir: string, bytes: Buffer, type: string): Promise<string> {
  await fs.mkdir(dir, { recursive: true });
  const name = `${crypto.randomUUID()}.${type}`;
  await fs.writeFile(path.join(dir, name), bytes, { mode: 0o640 });
  return name;
}

/** Removes the stored image an address pointed at once it is replaced: only one of ours (`prefix` and a stored name). */
export async function removeStoredImage(dir: string, prefix: string, replaced: string | null): Promise<void> {
  const old = replaced?.startsWith(prefix) ? replaced.slice(prefix.length) : null;
  if (old && UPLOADED_IMAGE_NAME.test(old)) await fs.rm(path.join(dir, old), { force: true });
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
  const image = PRODUCT_IMAGE_URL_PREFIX + (await storeImage(dir, bytes, type));
  await ctx.transaction(async (tx) => {
    await tx.manager.getRepository(Product).update({ id: productId }, { image });
    await recordAudit(tx, { action: "product.image", entityType: "product", entityId: productId, details: { image, bytes: bytes.length } });
  });
  await removeStoredImage(dir, PRODUCT_IMAGE_URL_PREFIX, product.image);
  return { ...product, image };
}
