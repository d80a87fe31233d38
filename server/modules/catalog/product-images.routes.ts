import express from "express";
import path from "node:path";
import type { Config } from "../../config";
import { IMAGE_CONTENT_TYPES, MAX_IMAGE_BYTES, PRODUCT_IMAGE_NAME, productImageDir, saveProductImage } from "./product-images";

/** GET /uploads/products/:name — an uploaded product image, served with headers that keep a browser from reading it as anything else. */
export function productImagesRouter(config: Config): express.Router {
  const router = express.Router();
  router.get("/uploads/products/:name", (req, res, next) => {
    const name = req.params.name;
    if (!PRODUCT_IMAGE_NAME.test(name)) return next();
    res.setHeader("Content-Type", IMAGE_CONTENT_TYPES[name.slice(name.lastIndexOf(".") + 1)]);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
    // A new upload gets a new name, so a name's content never changes.
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(path.join(productImageDir(config.dataDir), name), (err) => {
      if (err && !res.headersSent) res.status(404).json({ error: { message: "No such image.", code: "NOT_FOUND" } });
    });
  });
  return router;
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
