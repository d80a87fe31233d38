import express from "express";
import { notFound } from "../../errors";
import { DOWNLOAD_PATH_PREFIX } from "./download-links";
import { resolveDownload } from "./entitled-downloads";
import { storedVersionPath } from "./software-versions";

/**
 * GET /api/downloads/:versionId?licence=…&expires=…&sig=… — a signed link from createDownloadLink:
 * the file with its length, its name and its SHA-256 (hex in X-Content-SHA256, base64 in Digest).
 */
export function mountSignedDownloads(app: express.Express): void {
  app.get(`${DOWNLOAD_PATH_PREFIX}:versionId`, async (req, res, next) => {
    try {
      const version = await resolveDownload(req.ctx!, String(req.params.versionId), req.query as Record<string, unknown>);
      const headers = {
        "X-Content-SHA256": version.sha256,
        Digest: `sha-256=${Buffer.from(version.sha256, "hex").toString("base64")}`,
        // no-transform keeps the API compression off: the length and the hash are those of the file itself.
        "Cache-Control": "private, no-store, no-transform",
        "X-Content-Type-Options": "nosniff",
      };
      res.download(storedVersionPath(req.ctx!.config.dataDir, version), version.fileName, { headers, dotfiles: "allow" }, (err) => {
        if (err && !res.headersSent) next((err as NodeJS.ErrnoException).code === "ENOENT" ? notFound("Software version not found.") : err);
      });
    } catch (err) {
      next(err);
    }
  });
}
