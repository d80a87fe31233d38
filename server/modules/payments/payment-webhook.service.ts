import type { ErrorCode } from "../../../common/error-codes";
import type { RequestContext } from "../../context";
import { log } from "../../log";
import { getSiteSettings } from "../catalog";
import { amountToCents } from "./amount";
import { readCryptomusReport } from "./providers/cryptomus/cryptomus.provider";
import { CryptomusApiError, fetchCryptomusPaymentInfo, type CryptomusInvoice } from "./providers/cryptomus/cryptomus.client";
import { verifyWebhookSign } from "./cryptomus-signature";
import { recordPaymentEvent, type PaymentEventRecord } from "./payment-events";
import { activeGateway, cryptomusCredentials, webhookKeyFor } from "./payment-settings.service";
import { isPaidStatus, type Confirmation } from "./payment-transition";
import { Payment } from "./payment.entity";
import { applyStatusReport } from "./apply-status-report";
import { CRYPTOMUS_STATUS_WORDS } from "./providers/cryptomus/cryptomus.status-words";

export interface WebhookDelivery {
  /** The parsed JSON body, keys in the order they were sent. */
  payload: unknown;
  source: "webhook" | "sandbox";
  sourceIp: string | null;
}

export interface WebhookAnswer {
  httpStatus: number;
  body: { ok: true } | { error: { message: string; code: ErrorCode } };
  /** The payment's status after this delivery, when the delivery was accepted. */
  paymentStatus?: string;
}

const ok = (paymentStatus?: string): WebhookAnswer => ({ httpStatus: 200, body: { ok: true }, paymentStatus });
const refused = (httpStatus: number, code: ErrorCode, message: string): WebhookAnswer => ({ httpStatus, body: { error: { message, code } } });

/**
 * A Cryptomus-style status report, from Cryptomus itself or from the sandbox checkout: the
 * signature is checked with the key of the payment's provider, every delivery is recorded,
 * and a final paid report credits the stored invoice amount exactly once.
 */
export async function receivePaymentWebhook(ctx: RequestContext, delivery: WebhookDelivery): Promise<WebhookAnswer> {
  const { payload } = delivery;
  const event = (paymentId: string | null, outcome: string): PaymentEventRecord => ({
    paymentId,
    source: delivery.source,
    providerStatus: isObject(payload) && typeof payload.status === "string" ? payload.status : null,
    isFinal: isObject(payload) && payload.is_final === true,
    sourceIp: delivery.sourceIp,
    outcome,
    payload,
  });

  if (!isObject(payload)) {
    await recordPaymentEvent(ctx, event(null, "rejected: the body is not a JSON object"));
    return refused(400, "BAD_PAYLOAD", "The webhook body must be a JSON object.");
  }
  const orderId = typeof payload.order_id === "string" && payload.order_id.length <= 36 ? payload.order_id : null;
  const payment = orderId ? await ctx.manager.getRepository(Payment).findOneBy({ id: orderId }) : null;
  const key = payment ? await webhookKeyFor(ctx, payment.provider) : await activeWebhookKey(ctx);
  if (!key || !verifyWebhookSign(payload, key)) {
    await recordPaymentEvent(ctx, event(payment?.id ?? null, "rejected: invalid signature"));
    return refused(401, "INVALID_SIGNATURE", "The webhook signature is not valid.");
  }
  if (!payment) {
    await recordPaymentEvent(ctx, event(null, "rejected: unknown order_id"));
    return refused(404, "UNKNOWN_ORDER", "No payment has this order_id.");
  }
  if (!payment.providerInvoiceId || payload.uuid !== payment.providerInvoiceId) {
    await recordPaymentEvent(ctx, event(payment.id, "rejected: the invoice uuid is not this payment's"));
    return refused(400, "INVOICE_MISMATCH", "The invoice uuid does not belong to this order_id.");
  }
  if (payload.type !== undefined && payload.type !== "payment") {
    await recordPaymentEvent(ctx, event(payment.id, `ignored: type ${String(payload.type)}`));
    return ok(payment.status);
  }

  const report = readCryptomusReport(payload);
  let confirmation: Confirmation = "not_needed";
  if (payment.provider === "cryptomus" && ctx.config.payments.confirmWithInfo && isPaidStatus(report.status) && report.isFinal && !payment.creditedAt) {
    try {
      const credentials = cryptomusCredentials(ctx, await getSiteSettings(ctx));
      const info = await fetchCryptomusPaymentInfo(credentials, payment.providerInvoiceId);
      confirmation = infoConfirms(info, payment) ? "confirmed" : "contradicted";
    } catch (err) {
      const reason = err instanceof CryptomusApiError ? err.message : "unexpected error";
      if (!(err instanceof CryptomusApiError)) log.error("payment/info confirmation failed", { err, paymentId: payment.id });
      await recordPaymentEvent(ctx, event(payment.id, `not processed: payment/info failed (${reason})`));
      return refused(502, "CONFIRMATION_FAILED", "Could not confirm the payment with the provider; please retry.");
    }
  }

  return ok(await applyStatusReport(ctx, payment.id, report, confirmation, CRYPTOMUS_STATUS_WORDS, event));
}

async function activeWebhookKey(ctx: RequestContext): Promise<string | null> {
  const gateway = await activeGateway(ctx).catch(() => null);
  return gateway ? webhookKeyFor(ctx, gateway.provider) : null;
}

function infoConfirms(info: CryptomusInvoice, payment: Payment): boolean {
  return (
    info.uuid === payment.providerInvoiceId &&
    info.order_id === payment.id &&
    isPaidStatus(info.status) &&
    info.is_final === true &&
    info.currency === payment.currency &&
    amountToCents(info.amount) === payment.amountCents
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
