import crypto from "node:crypto";
import type { RequestContext } from "../../context";
import { DomainError, forbidden, notFound, unauthenticated } from "../../errors";
import { readPaymentSettings, type SitePaymentSettings } from "../catalog";
import { centsToAmount } from "./amount";
import { signWebhookPayload } from "./cryptomus-signature";
import { receiveCryptomusWebhook } from "./provider-notification.service";
import { Payment } from "./payment.entity";
import { sandboxPaymentKey } from "./sandbox-key";

export type SandboxOutcome = "paid" | "fail";

/**
 * The sandbox checkout is the customer's own page: a session (not an API token) of the
 * customer who started the top-up, in a shop that is not in live mode. A guest's order payment
 * has no customer: its page opens by its id (a uuid only the guest's browser was sent to), as a
 * provider's hosted page would.
 */
export async function loadSandboxCheckout(ctx: RequestContext, paymentId: string): Promise<Payment> {
  return (await sandboxPaymentOf(ctx, paymentId)).payment;
}

/** The sandbox payment the page shows, with the payment settings that allowed it. */
async function sandboxPaymentOf(ctx: RequestContext, paymentId: string): Promise<{ payment: Payment; site: SitePaymentSettings }> {
  const actor = ctx.actor;
  const payment = paymentId.length <= 36 ? await ctx.manager.getRepository(Payment).findOneBy({ id: paymentId }) : null;
  if (payment && payment.customerId === null && payment.provider === "sandbox") return checkedSandboxMode(ctx, payment);
  if (!actor || actor.via !== "session") throw unauthenticated("Sign in to the shop to continue with this payment.");
  if (!payment || payment.provider !== "sandbox" || payment.customerId !== actor.customer.id) throw notFound("This test payment does not exist.");
  return checkedSandboxMode(ctx, payment);
}

async function checkedSandboxMode(ctx: RequestContext, payment: Payment): Promise<{ payment: Payment; site: SitePaymentSettings }> {
  const site = await readPaymentSettings(ctx);
  if (site.paymentMode === "live") throw forbidden("Test payments are disabled while the shop is in live mode.");
  if (!ctx.config.payments.sandboxAllowed) throw forbidden("Test payments are disabled on this shop (PAYMENT_SANDBOX).");
  return { payment, site };
}

/** Ties the Pay/Fail form to this payment and customer, so another site cannot submit it. */
export function sandboxFormToken(ctx: RequestContext, payment: Payment): string {
  return crypto.createHmac("sha256", sandboxPaymentKey(ctx.config)).update(`checkout:${payment.id}:${payment.customerId}`).digest("base64url");
}

/**
 * Pay or Fail: builds the webhook Cryptomus would send, signs it with the sandbox key, and
 * hands it to the same path as every provider's notification. Returns where the customer goes next.
 */
export async function settleSandboxPayment(ctx: RequestContext, paymentId: string, outcome: SandboxOutcome, formToken: unknown): Promise<"success" | "failed"> {
  const { payment, site } = await sandboxPaymentOf(ctx, paymentId);
  const expected = Buffer.from(sandboxFormToken(ctx, payment));
  const given = Buffer.from(typeof formToken === "string" ? formToken : "");
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) throw forbidden("This form has expired. Open the checkout page again.");
  if (payment.status !== "pending") return payment.status === "paid" ? "success" : "failed";

  const answer = await receiveCryptomusWebhook(ctx, sandboxWebhook(ctx, payment, outcome), { source: "sandbox", sourceIp: ctx.meta.ip }, { payment, site });
  if (answer.httpStatus !== 200) {
    const error = "error" in answer.body ? answer.body.error : { code: "PAYMENT_ERROR" as const, message: "The test payment was not accepted." };
    throw new DomainError(error.code, error.message, answer.httpStatus);
  }
  return answer.paymentStatus === "paid" ? "success" : "failed";
}

function sandboxWebhook(ctx: RequestContext, payment: Payment, outcome: SandboxOutcome): Record<string, unknown> {
  const amount = centsToAmount(payment.amountCents);
  const paid = outcome === "paid";
  const payload = {
    type: "payment",
    uuid: payment.providerInvoiceId,
    order_id: payment.id,
    amount,
    payment_amount: paid ? amount : "0.00",
    payment_amount_usd: paid ? amount : "0.00",
    merchant_amount: paid ? amount : "0.00",
    commission: "0.00",
    is_final: true,
    status: outcome,
    from: null,
    wallet_address_uuid: null,
    network: "sandbox",
    currency: payment.currency,
    payer_currency: payment.currency,
    additional_data: null,
    convert: null,
    txid: paid ? crypto.randomBytes(32).toString("hex") : null,
  };
  return { ...payload, sign: signWebhookPayload(payload, sandboxPaymentKey(ctx.config)) };
}
