import type { ErrorCode } from "../../../common/error-codes";
import type { RequestContext } from "../../context";
import { log } from "../../log";
import { readPaymentSettings, type SitePaymentSettings } from "../catalog";
import { applyStatusReport } from "./apply-status-report";
import { recordPaymentEvent, type PaymentEventRecord, type PaymentEventSource } from "./payment-events";
import { webhookKeyFor } from "./payment-settings.service";
import type { Confirmation } from "./payment-transition";
import { Payment } from "./payment.entity";
import { providerCallFor } from "./provider-configs.service";
import { cryptomusProvider } from "./providers/cryptomus/cryptomus.provider";
import { meaningOf, ProviderApiError, type NotificationInput, type PaymentProviderAdapter, type ProviderCall, type ProviderReport } from "./providers/provider";
import { sandboxProvider } from "./providers/sandbox/sandbox.provider";

export interface WebhookAnswer {
  httpStatus: number;
  body: { ok: true } | { error: { message: string; code: ErrorCode } };
  /** The payment's status after this delivery, when the delivery was accepted. */
  paymentStatus?: string;
}

/** Where a notification came from: a provider's POST, or the sandbox checkout's Pay/Fail buttons. */
export interface NotificationOrigin {
  source: Extract<PaymentEventSource, "webhook" | "sandbox">;
  sourceIp: string | null;
}

const ok = (paymentStatus?: string): WebhookAnswer => ({ httpStatus: 200, body: { ok: true }, paymentStatus });
const refused = (httpStatus: number, code: ErrorCode, message: string): WebhookAnswer => ({ httpStatus, body: { error: { message, code } } });

/**
 * A notification to a provider's own notify URL (Stripe, BTCPay, epusdt): the provider is named
 * by the URL, and the shared path does the rest.
 */
export async function receiveProviderNotification(ctx: RequestContext, provider: string, input: NotificationInput, sourceIp: string): Promise<WebhookAnswer> {
  const found = await providerCallFor(ctx, provider);
  if (!found) {
    await recordPaymentEvent(ctx, {
      paymentId: null,
      source: "webhook",
      sourceIp,
      outcome: `rejected: ${provider.slice(0, 16)} is not set up`,
      payload: input.rawBody.toString("utf8"),
    });
    return refused(404, "UNKNOWN_PROVIDER", "This payment provider is not set up on this shop.");
  }
  return receiveNotification(ctx, found.adapter, found.call, input, { source: "webhook", sourceIp });
}

/**
 * A Cryptomus-style status report, from Cryptomus itself or from the sandbox checkout, to the one
 * webhook URL both share. The report names our payment by its `order_id`, and that payment's
 * provider decides the key that must have signed it (the sandbox's only while the shop is not in
 * live mode); then the shared path does the rest. The sandbox checkout passes the payment and
 * the settings it has just read (`known`), so that its Pay reads neither twice.
 */
export async function receiveCryptomusWebhook(
  ctx: RequestContext,
  body: unknown,
  origin: NotificationOrigin,
  known?: { payment: Payment; site: SitePaymentSettings },
): Promise<WebhookAnswer> {
  if (!isObject(body)) {
    await recordPaymentEvent(ctx, { paymentId: null, ...origin, outcome: "rejected: the body is not a JSON object", payload: body });
    return refused(400, "BAD_PAYLOAD", "The webhook body must be a JSON object.");
  }
  const orderId = typeof body.order_id === "string" && body.order_id.length <= 36 ? body.order_id : null;
  const payment = !orderId ? null : known?.payment.id === orderId ? known.payment : await ctx.manager.getRepository(Payment).findOneBy({ id: orderId });
  const site = known?.site ?? (await readPaymentSettings(ctx));
  // A report that names no payment of ours is checked with the key of the shop's current gateway.
  const provider = payment ? payment.provider : site.paymentMode === "live" ? "cryptomus" : "sandbox";
  const key = webhookKeyFor(ctx, site, provider);
  // No key may be accepted: Cryptomus's check with an empty key refuses it (and still logs what it claims).
  const adapter = provider === "sandbox" && key ? sandboxProvider : cryptomusProvider;
  const merchantId = provider === "cryptomus" ? (site.cryptomusMerchantId ?? "") : "";
  const call: ProviderCall = { settings: { merchantId, apiKey: key ?? "" }, config: ctx.config };
  return receiveNotification(ctx, adapter, call, { rawBody: Buffer.alloc(0), headers: {}, body }, origin, { payment });
}

/**
 * The one path every provider's notification takes: the provider checks the signature and reads
 * the report; the payment is found by (provider, provider reference), or by our own id when the
 * provider names it (`named`, looked up before the signature check because its provider chose the
 * key) and then must carry that reference; a paid report is confirmed with the provider when it
 * can be asked; every delivery is recorded, and applyStatusReport credits the stored amount once.
 */
async function receiveNotification(
  ctx: RequestContext,
  adapter: PaymentProviderAdapter,
  call: ProviderCall,
  input: NotificationInput,
  origin: NotificationOrigin,
  named?: { payment: Payment | null },
): Promise<WebhookAnswer> {
  const check = adapter.verifyNotification(call, input);
  const record = (paymentId: string | null, outcome: string, report?: ProviderReport | null) =>
    recordPaymentEvent(ctx, {
      paymentId,
      ...origin,
      outcome,
      payload: check.payload !== undefined ? check.payload : input.rawBody.toString("utf8"),
      providerStatus: report?.status || null,
      isFinal: report?.isFinal ?? false,
    });
  // What the delivery says about itself, read before trusting it: only for the event log.
  const claimed = check.kind === "report" ? check.report : (check.report ?? null);

  if (check.kind === "refused") {
    await record(named?.payment?.id ?? null, `rejected: ${check.reason}`, claimed);
    return refused(401, "INVALID_SIGNATURE", "The webhook signature is not valid.");
  }
  let payment: Payment | null = null;
  if (named) {
    payment = named.payment;
    if (!payment) {
      await record(null, "rejected: unknown order_id", claimed);
      return refused(404, "UNKNOWN_ORDER", "No payment has this order_id.");
    }
    if (!payment.providerInvoiceId || claimed?.reference !== payment.providerInvoiceId) {
      await record(payment.id, "rejected: the invoice uuid is not this payment's", claimed);
      return refused(400, "INVOICE_MISMATCH", "The invoice uuid does not belong to this order_id.");
    }
  }
  if (check.kind === "ignored") {
    await record(payment?.id ?? null, `ignored: ${check.reason}`, claimed);
    return ok(payment?.status);
  }
  let report = check.report;
  if (!payment) {
    payment = report.reference
      ? await ctx.manager.getRepository(Payment).findOneBy({ provider: adapter.id, providerInvoiceId: report.reference.slice(0, 128) })
      : null;
    if (!payment) {
      await record(null, "rejected: unknown provider reference", report);
      return refused(404, "UNKNOWN_ORDER", "No payment has this provider reference.");
    }
  }

  let confirmation: Confirmation = "not_needed";
  const asks = adapter.fetchStatus && (adapter.confirmsPaidReports?.(call) ?? true);
  if (asks && meaningOf(adapter.statusWords, report.status) === "paid" && report.isFinal && !payment.creditedAt) {
    try {
      const read = await adapter.fetchStatus!(call, report.reference);
      confirmation = readBackAgrees(adapter, payment, report, read) ? "confirmed" : "contradicted";
      // A notification without an amount (BTCPay's) is credited for the amount the provider holds now.
      if (report.amountCents === null) report = { ...report, amount: read.amount, amountCents: read.amountCents, currency: read.currency };
    } catch (err) {
      const reason = err instanceof ProviderApiError ? err.message : "unexpected error";
      if (!(err instanceof ProviderApiError)) log.error("payment status confirmation failed", { err, paymentId: payment.id, provider: adapter.id });
      await record(payment.id, `not processed: ${adapter.statusReadName ?? "reading the payment back"} failed (${reason})`, report);
      return refused(502, "CONFIRMATION_FAILED", "Could not confirm the payment with the provider; please retry.");
    }
  }
  const final = report;
  const event = (paymentId: string, outcome: string): PaymentEventRecord => ({
    paymentId,
    ...origin,
    outcome,
    payload: check.payload,
    providerStatus: final.status || null,
    isFinal: final.isFinal,
  });
  return ok(await applyStatusReport(ctx, payment.id, final, confirmation, adapter.statusWords, event));
}

/**
 * Whether the provider's own record confirms a paid notification: the same payment (and our id,
 * when the provider keeps it), paid and final, and, when the notification stated an amount, that
 * amount in that currency.
 */
function readBackAgrees(adapter: PaymentProviderAdapter, payment: Payment, report: ProviderReport, read: ProviderReport): boolean {
  return (
    read.reference === report.reference &&
    (read.paymentId === undefined || read.paymentId === payment.id) &&
    meaningOf(adapter.statusWords, read.status) === "paid" &&
    read.isFinal &&
    (report.amountCents === null || (read.amountCents === report.amountCents && read.currency === report.currency))
  );
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
