import fs from "node:fs";
import express from "express";
import type { Config } from "../../config";

export const SOFTWARE_ARCHIVE_ROUTE = "/downloads/storytag.zip";

/** The static software download of /story-tag, read from the configured file on each request so it can be replaced live. */
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
  return router;
}
