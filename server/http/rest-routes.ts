import type express from "express";
import type { AppInstance } from "../context";
import type { Services } from "../services";
import { paymentsRouter, paymentWebhookRouter } from "../modules/payments/payments.routes";
import { openApiRouter } from "./openapi";
import { schemaDownloadRouter } from "./schema-download.routes";
import { downloadsRouter, mountSoftwareUploadRoute } from "../modules/downloads/downloads.routes";
import { mountSoftwareVersionUpload } from "../modules/downloads/software-versions.routes";
import { mountSignedDownloads } from "../modules/downloads/signed-downloads.routes";
import { mountAdminOrderRoutes } from "../modules/orders/orders.admin.routes";
import { mountBrandImageUpload, mountProductImageUpload, productImagesRouter } from "../modules/catalog/product-images.routes";
import { unsubscribeRouter } from "../modules/notifications/unsubscribe.routes";
import { mountInvoiceRoutes } from "../modules/orders/invoice.routes";
import { mountGuestInvoiceRoutes } from "../modules/orders/guest-invoice.routes";
import { mountPrivacyRoutes } from "../modules/customers/privacy.routes";
import { mountOwnerLicenseFileRoute } from "../modules/licenses/offline-file-owner.routes";
import type { LicenseChecks } from "../modules/licenses/license-checks";

/**
 * Endpoints that answer without a cookie or a signed-in caller; mounted before the session
 * lookup. (The probes and the licence check go further, on the lean path: see LeanRoutes.)
 */
export function mountAnonymousRoutes(app: express.Express, deps: { instance: AppInstance; services: Services }): void {
  app.use(paymentWebhookRouter({ instance: deps.instance, webhookLimit: deps.services.paymentWebhookLimit }));
  app.use(schemaDownloadRouter());
  app.use(openApiRouter(deps.instance));
  app.use(downloadsRouter(deps.instance.config));
  app.use(productImagesRouter(deps.instance.config));
}

/**
 * REST endpoints that need the request context (sandbox checkout, admin CSV export, order
 * invoices, the privacy data export, the software uploads, the signed software downloads, the
 * buyer's offline licence files), then the JSON 404 for any other /api path. The payment webhook
 * is anonymous (above); the probes and the licence check are on the lean path, and provider
 * notifications are mounted in app.ts before the JSON parser.
 */
export function mountRestRoutes(app: express.Express, deps: { licenseChecks: LicenseChecks }): void {
  app.use(paymentsRouter());
  mountAdminOrderRoutes(app);
  mountProductImageUpload(app);
  mountBrandImageUpload(app);
  app.use(unsubscribeRouter());
  mountInvoiceRoutes(app);
  mountGuestInvoiceRoutes(app);
  mountPrivacyRoutes(app);
  mountSoftwareUploadRoute(app);
  mountSoftwareVersionUpload(app);
  mountSignedDownloads(app);
  mountOwnerLicenseFileRoute(app, deps.licenseChecks);
  app.use("/api", (_req, res) => {
    res.status(404).json({ error: { message: "No such API endpoint.", code: "NOT_FOUND" } });
  });
}
