import type express from "express";
import type { Config } from "../config";
import type { Database } from "../db/transaction";
import type { Services } from "../services";
import { paymentsRouter } from "../modules/payments/payments.routes";
import { healthRouter } from "./health.routes";
import { openApiRouter } from "./openapi";
import { schemaDownloadRouter } from "./schema-download.routes";
import { downloadsRouter, mountSoftwareUploadRoute } from "../modules/downloads/downloads.routes";
import { mountAdminOrderRoutes } from "../modules/orders/orders.admin.routes";
import { mountProductImageUpload, productImagesRouter } from "../modules/catalog/product-images.routes";
import { unsubscribeRouter } from "../modules/notifications/unsubscribe.routes";
import { mountInvoiceRoutes } from "../modules/orders/invoice.routes";
import { mountPrivacyRoutes } from "../modules/customers/privacy.routes";

/** Endpoints that answer without a cookie, a body or a signed-in caller; mounted before the session lookup. */
export function mountAnonymousRoutes(app: express.Express, deps: { db: Database; config: Config }): void {
  app.use(healthRouter(deps.db));
  app.use(schemaDownloadRouter());
  app.use(openApiRouter());
  app.use(downloadsRouter(deps.config));
  app.use(productImagesRouter(deps.config));
}

/**
 * REST endpoints that need the request context (payment webhook and sandbox checkout, admin
 * CSV export, order invoices, the privacy data export, the software upload), then the JSON 404 for any other /api path. The licence check is mounted ahead
 * of everything else in app.ts: it is the hot path and reads its own body.
 */
export function mountRestRoutes(app: express.Express, deps: { db: Database; config: Config; services: Services }): void {
  app.use(paymentsRouter(deps.config, deps.services.paymentWebhookLimit));
  mountAdminOrderRoutes(app);
  mountProductImageUpload(app);
  app.use(unsubscribeRouter());
  mountInvoiceRoutes(app);
  mountPrivacyRoutes(app);
  mountSoftwareUploadRoute(app);
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: { message: "No such API endpoint.", code: "NOT_FOUND" } });
  });
}
