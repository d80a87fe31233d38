import express, { type NextFunction, type Request, type Response } from "express";
import type { Config } from "../../config";
import type { CoalescedRateLimiter } from "../rate-limit";
import { log } from "../../log";
import { recordPaymentEvent } from "./payment-events";
import { normaliseIp } from "./payments.routes";
import { notifyPathOf } from "./provider-configs.service";
import { receiveProviderNotification } from "./provider-notification.service";
import { configurableProvider } from "./providers/registry";

/** Provider notifications are signed over their exact bytes, so this route reads the raw body itself. */
const NOTIFY_BODY_LIMIT = "100kb";

/**
 * POST /api/payments/:provider/notify for Stripe, BTCPay and epusdt. Mounted before the JSON
 * body parser: a signature is checked over the bytes as sent, never over re-serialised JSON.
 */
export function providerNotifyRouter(config: Config, webhookLimit: CoalescedRateLimiter): express.Router {
  const router = express.Router();
  const raw = express.raw({ type: () => true, limit: NOTIFY_BODY_LIMIT });
  router.post(notifyPathOf(":provider"), raw, async (req: Request<{ provider: string }>, res: Response, next: NextFunction) => {
    try {
      const ctx = req.ctx!;
      const sourceIp = normaliseIp(req.ip);
      const provider = req.params.provider.slice(0, 16);
      webhookLimit.hit(sourceIp);
      const allow = config.payments.webhookIpAllowlist;
      if (allow.length && !allow.map(normaliseIp).includes(sourceIp)) {
        await recordPaymentEvent(ctx, { paymentId: null, source: "webhook", sourceIp, outcome: "rejected: source IP not allowed" });
        log.info("payment webhook refused", { code: "FORBIDDEN_SOURCE", provider, sourceIp, requestId: ctx.meta.requestId });
        res.status(403).json({ error: { message: "This source address may not post payment webhooks.", code: "FORBIDDEN_SOURCE" } });
        return;
      }
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const answer = await receiveProviderNotification(ctx, provider, { rawBody, headers: req.headers }, sourceIp);
      if ("error" in answer.body) log.info("payment webhook refused", { code: answer.body.error.code, provider, sourceIp, requestId: ctx.meta.requestId });
      const acknowledgement = configurableProvider(provider)?.acknowledgement;
      if (answer.httpStatus === 200 && acknowledgement) res.type("text").send(acknowledgement);
      else res.status(answer.httpStatus).json(answer.body);
    } catch (err) {
      next(err);
    }
  });
  return router;
}
