import type express from "express";
import { getGuestInvoice } from "./invoice";
import { invoiceLogoOf } from "./invoice-settings";
import { sendInvoice } from "./invoice.routes";

const queryText = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

/**
 * GET /api/guest-orders/:id/invoice?token= — a guest order's invoice, for whoever proves the order
 * as its page does: `token`, the e-mail link's token (the page has it once the order opened by
 * its link, its access token or its password), or `accessToken`; /invoice.pdf the same as a PDF.
 * A wrong or missing token answers 404, counted as a guess like the order page's.
 * GET /api/invoice-logo — the seller's logo the invoices show (public: it is printed on every invoice).
 */
export function mountGuestInvoiceRoutes(app: express.Express): void {
  for (const as of ["html", "pdf"] as const) {
    app.get(`/api/guest-orders/:id/${as === "html" ? "invoice" : "invoice.pdf"}`, async (req, res, next) => {
      try {
        const linkToken = queryText(req.query.token);
        const invoice = await getGuestInvoice(req.ctx!, req.params.id, { linkToken, accessToken: queryText(req.query.accessToken) });
        const pdfHref = `invoice.pdf?${new URLSearchParams(linkToken ? { token: linkToken } : { accessToken: queryText(req.query.accessToken) ?? "" })}`;
        await sendInvoice(res, invoice, as, pdfHref);
      } catch (err) {
        next(err);
      }
    });
  }
  app.get("/api/invoice-logo", async (req, res, next) => {
    try {
      const logo = await invoiceLogoOf(req.ctx!);
      if (!logo) {
        res.status(404).json({ error: { message: "No such image.", code: "NOT_FOUND" } });
        return;
      }
      res.setHeader("Content-Type", logo.type === "png" ? "image/png" : "image/jpeg");
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      // The address carries the logo's version: a new logo is a new address.
      res.setHeader("Cache-Control", "public, max-age=86400");
      res.send(logo.bytes);
    } catch (err) {
      next(err);
    }
  });
}
