import type express from "express";
import type { Config } from "../config";
import type { Database } from "../db/transaction";
import type { Services } from "../services";
import { paymentsRouter } from "../modules/payments/payments.routes";
import { healthRouter } from "./health.routes";
import { schemaDownloadRouter } from "./schema-download.routes";
import { downloadsRouter } from "../modules/downloads/downloads.routes";
import { mountAdminOrderRoutes } from "../modules/admin-orders/admin-orders.routes";

/** REST endpoints the spec names (licence check, payment webhook, downloads) mount here. */
export function mountRestRoutes(app: express.Express, deps: { db: Database; config: Config; services: Services }): void {
  app.use(healthRouter(deps.db));
  app.use(schemaDownloadRouter());
  app.use(downloadsRouter(deps.config));
  app.get("/api/health", (_req, res) => {
    res.json({ status: "ok", database: deps.db.kind });
  });
  app.use(paymentsRouter(deps.config));
  mountAdminOrderRoutes(app);
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: { message: "No such API endpoint.", code: "NOT_FOUND" } });
  });
}
