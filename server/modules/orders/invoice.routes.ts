import type express from "express";
import { getInvoice } from "./invoice";
import { invoiceHtml } from "./invoice-html";

/** The PDF writer with its font engine (about 50 ms to load), loaded on the first PDF asked for rather than at every start. */
const pdfWriter = () => import("./invoice-pdf");

/**
 * GET /api/orders/:id/invoice — the printable receipt of an order; /invoice.pdf — the same as a PDF.
 * Session cookie (or API token) of the buyer or an admin required.
 */
export function mountInvoiceRoutes(app: express.Express): void {
  app.get("/api/orders/:id/invoice", async (req, res, next) => {
    try {
      const invoice = await getInvoice(req.ctx!, req.params.id);
      res.setHeader("Cache-Control", "private, no-store");
      res.type("html").send(invoiceHtml(invoice));
    } catch (err) {
      next(err);
    }
  });
  app.get("/api/orders/:id/invoice.pdf", async (req, res, next) => {
    try {
      const invoice = await getInvoice(req.ctx!, req.params.id);
      res.setHeader("Cache-Control", "private, no-store");
      res.setHeader("Content-Disposition", `attachment; filename="invoice-${invoice.orderId.slice(0, 8)}.pdf"`);
      res.type("application/pdf").send((await pdfWriter()).invoicePdf(invoice));
    } catch (err) {
      next(err);
    }
  });
}
