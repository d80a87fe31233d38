import express, { type NextFunction, type Request, type Response } from "express";
import { RequestContext, type AppInstance } from "../../context";
import { BODY_LIMIT_BYTES } from "../../http/body-limits";
import type { CoalescedRateLimiter } from "../rate-limit";
import { isDomainError } from "../../errors";
import { log } from "../../log";
import { WEBHOOK_PATH } from "./payment-settings.service";
import { receiveCryptomusWebhook } from "./provider-notification.service";
import { recordPaymentEvent } from "./payment-events";
import { loadSandboxCheckout, sandboxFormToken, settleSandboxPayment, type SandboxOutcome } from "./sandbox-checkout.service";
import { renderSandboxCheckout, renderSandboxError } from "./sandbox-checkout.page";
import { orderOfReturnPath, sandboxReturnPath, storedReturnPath } from "./providers/sandbox/sandbox.provider";

/**
 * Our inline styles only, no scripts, forms posting back here; the page cannot be framed.
 * (The sandbox page is server-rendered so it works without the client build.)
 */
const SANDBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * POST of the payment provider's webhook: anonymous, so it is mounted before the cookie parser
 * and the session lookup (see mountAnonymousRoutes), with its own JSON parser at the visitors'
 * body limit. It keeps its rate limit per source address and the IP allowlist.
 */
export function paymentWebhookRouter(deps: { instance: AppInstance; webhookLimit: CoalescedRateLimiter }): express.Router {
  const { instance, webhookLimit } = deps;
  const router = express.Router();
  const json = express.json({ limit: BODY_LIMIT_BYTES });
  router.post(WEBHOOK_PATH, json, async (req: Request, res: Response, next: NextFunction) => {
    try {
      const ctx = new RequestContext(instance, null, {
        ip: req.ip ?? "unknown",
        requestId: String(req.headers["x-request-id"] ?? ""),
        userAgent: req.headers["user-agent"],
      });
      const sourceIp = normaliseIp(req.ip);
      webhookLimit.hit(sourceIp);
      const allow = instance.config.payments.webhookIpAllowlist;
      if (allow.length && !allow.map(normaliseIp).includes(sourceIp)) {
        await recordPaymentEvent(ctx, { paymentId: null, source: "webhook", sourceIp, outcome: "rejected: source IP not allowed", payload: req.body });
        log.info("payment webhook refused", { code: "FORBIDDEN_SOURCE", sourceIp, requestId: ctx.meta.requestId });
        res.status(403).json({ error: { message: "This source address may not post payment webhooks.", code: "FORBIDDEN_SOURCE" } });
        return;
      }
      const answer = await receiveCryptomusWebhook(ctx, req.body, { source: "webhook", sourceIp });
      // One line per refusal, so an operator finds why a provider's call bounced without the database.
      if ("error" in answer.body) log.info("payment webhook refused", { code: answer.body.error.code, sourceIp, requestId: ctx.meta.requestId });
      res.status(answer.httpStatus).json(answer.body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}

/** The sandbox checkout pages, which need the request context of the session lookup. */
export function paymentsRouter(): express.Router {
  const router = express.Router();

  router.get("/sandbox/checkout/:paymentId", async (req: Request<{ paymentId: string }>, res: Response, next: NextFunction) => {
    res.setHeader("Content-Security-Policy", SANDBOX_CSP);
    res.setHeader("Cache-Control", "no-store");
    try {
      const payment = await loadSandboxCheckout(req.ctx!, req.params.paymentId);
      const back = sandboxReturnPath(req.query.return) ?? storedReturnPath(payment.paymentUrl);
      res.type("html").send(renderSandboxCheckout(payment, sandboxFormToken(req.ctx!, payment), req.ctx!.language, back));
    } catch (err) {
      sendSandboxError(res, err, next);
    }
  });

  const settle = (outcome: SandboxOutcome) => async (req: Request<{ paymentId: string }>, res: Response, next: NextFunction) => {
    res.setHeader("Content-Security-Policy", SANDBOX_CSP);
    try {
      const destination = await settleSandboxPayment(req.ctx!, req.params.paymentId, outcome, req.body?.token);
      // Paid: back where the shop asked; a member's paid order to the success page, which links to it.
      // Failed: to the failure page, except a guest, whose order page says it.
      const back = sandboxReturnPath(req.body?.return);
      const memberOrder = back?.startsWith("/customer/dashboard?order=") ? orderOfReturnPath(back) : null;
      if (destination === "success") res.redirect(303, memberOrder ? `/payment/success?order=${memberOrder}` : (back ?? "/payment/success"));
      else res.redirect(303, back?.startsWith("/orders/") ? back : "/payment/failed");
    } catch (err) {
      sendSandboxError(res, err, next);
    }
  };
  const form = express.urlencoded({ extended: false, limit: "4kb" });
  router.post("/sandbox/checkout/:paymentId/pay", form, settle("paid"));
  router.post("/sandbox/checkout/:paymentId/fail", form, settle("fail"));

  return router;
}

function sendSandboxError(res: Response, err: unknown, next: NextFunction): void {
  if (!isDomainError(err)) return next(err);
  res.status(err.status).type("html").send(renderSandboxError(err.message, res.req.ctx?.language));
}

/** "::ffff:1.2.3.4" and "1.2.3.4" are the same IPv4 client. */
export function normaliseIp(ip: string | undefined): string {
  if (!ip) return "unknown";
  return ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
}
