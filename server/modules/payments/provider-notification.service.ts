import type { ErrorCode } from "../../../common/error-codes";
import type { RequestContext } from "../../context";
import { log } from "../../log";
import { applyStatusReport } from "./apply-status-report";
import { recordPaymentEvent, type PaymentEventRecord } from "./payment-events";
import type { Confirmation, StatusReport } from "./payment-transition";
import type { WebhookAnswer } from "./payment-webhook.service";
import { Payment } from "./payment.entity";
import { providerCallFor } from "./provider-configs.service";
import { meaningOf, ProviderApiError, type NotificationInput } from "./providers/provider";

const ok = (paymentStatus?: string): WebhookAnswer => ({ httpStatus: 200, body: { ok: true }, paymentStatus });
const refused = (httpStatus: number, code: ErrorCode, message: string): WebhookAnswer => ({ httpStatus, body: { error: { message, code } } });

/**
 * A notification to a provider's own notify URL: the provider checks the signature and reads the
 * report; the payment is found by (provider, provider reference), and the shared path applies it.
 * A paid report is confirmed with the provider first when the provider can be asked.
 */
export async function receiveProviderNotification(ctx: RequestContext, provider: string, input: NotificationInput, sourceIp: string): Promise<WebhookAnswer> {
  const found = await providerCallFor(ctx, provider);
  const record = (paymentId: string | null, outcome: string, payload?: unknown, report?: StatusReport) =>
    recordPaymentEvent(ctx, {
      paymentId,
      source: "webhook",
      sourceIp,
      outcome,
      payload,
      providerStatus: report?.status ?? null,
      isFinal: report?.isFinal ?? false,
    });
  if (!found) {
    await record(null, `rejected: ${provider.slice(0, 16)} is not set up`, input.rawBody.toString("utf8"));
    return refused(404, "UNKNOWN_PROVIDER", "This payment provider is not set up on this shop.");
  }
  const { adapter, call } = found;
  const check = adapter.verifyNotification(call, input);
  if (check.kind === "refused") {
    await record(null, `rejected: ${check.reason}`, input.rawBody.toString("utf8"));
    return refused(401, "INVALID_SIGNATURE", "The webhook signature is not valid.");
  }
  if (check.kind === "ignored") {
    await record(null, `ignored: ${check.reason}`, check.payload);
    return ok();
  }
  let report = check.report;
  const payment = report.reference
    ? await ctx.manager.getRepository(Payment).findOneBy({ provider: adapter.id, providerInvoiceId: report.reference.slice(0, 128) })
    : null;
  if (!payment) {
    await record(null, "rejected: unknown provider reference", check.payload, report);
    return refused(404, "UNKNOWN_ORDER", "No payment has this provider reference.");
  }

  let confirmation: Confirmation = "not_needed";
  if (adapter.fetchStatus && meaningOf(adapter.statusWords, report.status) === "paid" && report.isFinal && !payment.creditedAt) {
    try {
      const read = await adapter.fetchStatus(call, report.reference);
      const agrees = read.reference === report.reference && meaningOf(adapter.statusWords, read.status) === "paid";
      confirmation = agrees ? "confirmed" : "contradicted";
      // The amount that counts is the one the provider holds now, not one a notification claims.
      report = { ...report, amount: read.amount, amountCents: read.amountCents, currency: read.currency };
    } catch (err) {
      const reason = err instanceof ProviderApiError ? err.message : "unexpected error";
      if (!(err instanceof ProviderApiError)) log.error("payment status confirmation failed", { err, paymentId: payment.id });
      await record(payment.id, `not processed: reading the payment back failed (${reason})`, check.payload, report);
      return refused(502, "CONFIRMATION_FAILED", "Could not confirm the payment with the provider; please retry.");
    }
  }
  const final = report;
  const event = (paymentId: string, outcome: string): PaymentEventRecord => ({
    paymentId,
    source: "webhook",
    sourceIp,
    outcome,
    payload: check.payload,
    providerStatus: final.status,
    isFinal: final.isFinal,
  });
  return ok(await applyStatusReport(ctx, payment.id, final, confirmation, adapter.statusWords, event));
}
