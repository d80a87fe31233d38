import type express from "express";
import { requireAdmin } from "../auth";
import { eachFilteredOrder } from "./orders.service";
import { csvRow, ORDERS_CSV_HEADER, orderCsvRow } from "./orders-csv";

const param = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);

/** GET /api/admin/orders.csv — the admin's filtered orders as a CSV download (session cookie of an admin required). */
export function mountAdminOrderRoutes(app: express.Express): void {
  app.get("/api/admin/orders.csv", async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      requireAdmin(ctx);
      const filter = {
        search: param(req.query.search),
        from: param(req.query.from),
        to: param(req.query.to),
        orderType: param(req.query.orderType),
        productId: param(req.query.productId),
        categoryId: param(req.query.categoryId),
        // guest=true: guest orders only; guest=false: members' only.
        guest: param(req.query.guest) === "true" ? true : param(req.query.guest) === "false" ? false : null,
      };
      const batches = eachFilteredOrder(ctx, filter);
      // The first batch runs before any header is sent, so a bad filter still answers 400 as JSON.
      const first = await batches.next();
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="orders-${ctx.clock.now().toISOString().slice(0, 10)}.csv"`);
      res.setHeader("Cache-Control", "no-store");
      res.write("\uFEFF" + csvRow(ORDERS_CSV_HEADER));
      if (!first.done) {
        res.write(first.value.map(orderCsvRow).join(""));
        for await (const batch of batches) res.write(batch.map(orderCsvRow).join(""));
      }
      res.end();
    } catch (err) {
      if (res.headersSent) res.destroy(err as Error);
      else next(err);
    }
  });
}
