import express from "express";
import path from "node:path";
import type { Config } from "../../config";
import { BRAND_IMAGE_URL_PREFIX, MAX_BRAND_IMAGE_BYTES } from "../../../common/brand";
import { brandImageDir, saveBrandImage } from "./brand-upload";
import { MAX_IMAGE_BYTES, productImageDir, saveProductImage } from "./product-images";
import { IMAGE_CONTENT_TYPES, UPLOADED_IMAGE_NAME } from "./stored-images";

/**
 * GET /uploads/products/:name and /uploads/brand/:name — an uploaded product or brand image,
 * served with headers that keep a browser from reading it as anything else.
 */
export function productImagesRouter(config: Config): express.Router {
  const router = express.Router();
  serveImages(router, "/uploads/products/", UPLOADED_IMAGE_NAME, productImageDir(config.dataDir));
  serveImages(router, BRAND_IMAGE_URL_PREFIX, UPLOADED_IMAGE_NAME, brandImageDir(config.dataDir));
  return router;
}

function serveImages(router: express.Router, prefix: string, names: RegExp, dir: string): void {
  router.get(`${prefix}:name`, (req, res, next) => {
    const name = req.params.name as string;
    if (!names.test(name)) return next();
    res.setHeader("Content-Type", IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)]);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    // A new upload gets a new name, so a name's content never changes.
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(path.join(dir, name), (err) => {
      if (err && !res.headersSent) res.status(404).json({ error: { message: "No such image.", code: "NOT_FOUND" } });
    });
  });
}

/**
 * POST /api/admin/products/:id/image with the image's bytes as the body (Content-Type image/*,
 * which no cross-site form can send); an admin session is required.
 */
export function mountProductImageUpload(app: express.Express): void {
  app.post("/api/admin/products/:id/image", express.raw({ type: "image/*", limit: MAX_IMAGE_BYTES }), async (req, res, next) => {
    try {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const product = await saveProductImage(req.ctx!, String(req.params.id), bytes);
      res.json({ image: product.image });
    } catch (err) {
      next(err);
    }
  });
}

/**
 * POST /api/admin/brand/:kind (logo, favicon or hero) with the image's bytes as the body, as a
 * product image is uploaded; answers the new settings' image addresses.
 */
export function mountBrandImageUpload(app: express.Express): void {
  const largest = Math.max(...Object.values(MAX_BRAND_IMAGE_BYTES));
  app.post("/api/admin/brand/:kind", express.raw({ type: "image/*", limit: largest }), async (req, res, next) => {
    try {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const settings = await saveBrandImage(req.ctx!, String(req.params.kind), bytes);
      res.json({ logoUrl: settings.logoUrl, faviconUrl: settings.faviconUrl, heroImageUrl: settings.heroImageUrl });
    } catch (err) {
      next(err);
    }
  });
}
