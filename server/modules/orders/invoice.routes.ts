import express from "express";
import { getInvoice, type Invoice } from "./invoice";
import { invoiceHtml } from "./invoice-html";
import { MAX_INVOICE_LOGO_BYTES, setInvoiceLogo } from "./invoice-settings";

/** The PDF writer with its fonts (loaded on the first PDF asked for rather than at every start). */
const pdfWriter = () => import("./invoice-pdf");

/** Sends an invoice as its printable page, or as a PDF download. */
export async function sendInvoice(res: express.Response, invoice: Invoice, as: "html" | "pdf", pdfHref?: string): Promise<void> {
  res.setHeader("Cache-Control", "private, no-store");
  if (as === "html") {
    res.type("html").send(invoiceHtml(invoice, pdfHref));
    return;
  }
  res.setHeader("Content-Disposition", `attachment; filename="invoice-${invoice.number}.pdf"`);
  res.type("application/pdf").send(await (await pdfWriter()).invoicePdf(invoice));
}

/**
 * GET /api/orders/:id/invoice — the printable invoice of an order; /invoice.pdf — the same as a PDF.
 * Session cookie (or API token) of the buyer or an admin required. (A guest's: guest-invoice.routes.ts.)
 * POST /api/admin/invoice-logo — the invoices' logo (the image's bytes as the body, image/png or
 * image/jpeg, which no cross-site form can send; an empty body removes it); an admin session is required.
 */
export function mountInvoiceRoutes(app: express.Express): void {
  app.get("/api/orders/:id/invoice", async (req, res, next) => {
    try {
      await sendInvoice(res, await getInvoice(req.ctx!, req.params.id), "html");
    } catch (err) {
      next(err);
    }
  });
  app.get("/api/orders/:id/invoice.pdf", async (req, res, next) => {
    try {
      await sendInvoice(res, await getInvoice(req.ctx!, req.params.id), "pdf");
    } catch (err) {
      next(err);
    }
  });
  app.post("/api/admin/invoice-logo", express.raw({ type: "image/*", limit: MAX_INVOICE_LOGO_BYTES + 1 }), async (req, res, next) => {
    try {
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json({ logoVersion: await setInvoiceLogo(req.ctx!, bytes) });
    } catch (err) {
      next(err);
    }
  });
}
