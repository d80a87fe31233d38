import express from "express";
import { uploadSoftwareVersion } from "./software-versions";

/**
 * PUT /api/admin/products/:id/versions?version=…&fileName=…[&notes=…] — an admin uploads a
 * version of a licence product's software as the raw request body, as the StoryTag archive is.
 */
export function mountSoftwareVersionUpload(app: express.Express): void {
  app.put("/api/admin/products/:id/versions", async (req, res, next) => {
    try {
      const declared = req.headers["content-length"] ? Number(req.headers["content-length"]) : null;
      const { version, fileName, notes } = req.query;
      const listed = await uploadSoftwareVersion(
        req.ctx!,
        String(req.params.id),
        req,
        { version, fileName, notes },
        Number.isFinite(declared) ? declared : null,
      );
      res.json(versionJson(listed.version, listed.latest));
    } catch (err) {
      // An unread body would keep the connection busy: drop the rest of it.
      req.resume();
      next(err);
    }
  });
}

export function versionJson(
  version: { id: string; version: string; notes: string; fileName: string; sizeBytes: number; sha256: string; createdAt: Date },
  latest: boolean,
) {
  return {
    id: version.id,
    version: version.version,
    notes: version.notes,
    fileName: version.fileName,
    sizeBytes: version.sizeBytes,
    sha256: version.sha256,
    createdAt: version.createdAt.toISOString(),
    latest,
  };
}
