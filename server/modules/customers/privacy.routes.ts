import type express from "express";
import { exportMyData } from "./privacy.service";

/** GET /api/me/export — the signed-in person's data as a JSON download (privacy settings). */
export function mountPrivacyRoutes(app: express.Express): void {
  app.get("/api/me/export", async (req, res, next) => {
    try {
      const data = await exportMyData(req.ctx!);
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("Content-Disposition", `attachment; filename="my-data-${req.ctx!.clock.now().toISOString().slice(0, 10)}.json"`);
      res.type("application/json").send(JSON.stringify(data, null, 2));
    } catch (err) {
      next(err);
    }
  });
}
