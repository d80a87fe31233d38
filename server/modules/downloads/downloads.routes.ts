import fs from "node:fs";
import express from "express";
import type { Config } from "../../config";
import { readArchiveInfo, storeArchive } from "./software-archive";

export const SOFTWARE_ARCHIVE_ROUTE = "/downloads/storytag.zip";

/**
 * The software download of /story-tag and its facts (version, size, SHA-256), read from the
 * configured file on each request so an upload replaces it live.
 */
export function downloadsRouter(config: Pick<Config, "softwareArchivePath">): express.Router {
  const router = express.Router();
  router.get(SOFTWARE_ARCHIVE_ROUTE, (_req, res, next) => {
    if (!fs.existsSync(config.softwareArchivePath)) {
      res.status(404).json({ error: { message: "The software download is not available.", code: "NOT_FOUND" } });
      return;
    }
    res.download(config.softwareArchivePath, "storytag.zip", { maxAge: "1h" }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
  // "No archive yet" is a normal answer of this route, not a missing resource: a 404 here made
  // every visit of /story-tag log a failed request in the browser's console.
  router.get("/api/software/storytag", (_req, res) => {
    const info = readArchiveInfo(config);
    res.setHeader("Cache-Control", "no-cache");
    res.json(info ? { available: true, ...info } : { available: false });
  });
  return router;
}

/** PUT /api/admin/software/storytag?version=… — an admin uploads the archive as the raw request body. */
export function mountSoftwareUploadRoute(app: express.Express): void {
  app.put("/api/admin/software/storytag", async (req, res, next) => {
    try {
      const declared = req.headers["content-length"] ? Number(req.headers["content-length"]) : null;
      res.json(await storeArchive(req.ctx!, req, req.query.version, Number.isFinite(declared) ? declared : null));
    } catch (err) {
      // An unread body would keep the connection busy: drop the rest of it.
      req.resume();
      next(err);
    }
  });
}
