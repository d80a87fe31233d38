import crypto from "node:crypto";
import type { RequestContext } from "../../context";
import { badInput, DomainError, forbidden, unauthenticated } from "../../errors";
import { log } from "../../log";
import { hitRateLimit } from "../rate-limit/rate-limit.service";
import { centsToAmount } from "./amount";
import { createCryptomusInvoice, CryptomusApiError } from "./cryptomus.client";
import { recordPaymentEvent } from "./payment-events";
import { activeGateway, WEBHOOK_PATH, type PaymentGateway } from "./payment-settings.service";
import { Payment } from "./payment.entity";

export const MAX_TOP_UP_CENTS = 1_000_000;
export const TOP_UP_CURRENCY = "USD";
const TOP_UP_RATE_LIMIT = { name: "top-up", limit: 30, windowSeconds: 600 };
const INVOICE_LIFETIME_SECONDS = 3600;
const GENERIC_FAILURE = "Could not initiate payment. Please try again.";

export interface TopUpStart {
  paymentId: string;
  paymentUrl: string;
}

/**
 * Starts a top-up: the pending payment row comes first, so even an invoice the provider refuses
 * leaves a trace for admins; then the provider invoice, whose URL the customer is sent to.
 */
export async function createTopUp(ctx: RequestContext, amountCents: number): Promise<TopUpStart> {
  const customer = ctx.actor?.customer;
  if (!customer) throw unauthenticated();
  if (customer.role === "admin") throw forbidden("Admins cannot add funds.");
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw badInput("Please enter a valid positive amount to add.", "INVALID_AMOUNT");
  if (amountCents > MAX_TOP_UP_CENTS) throw badInput(`You can add at most ${centsToAmount(MAX_TOP_UP_CENTS)} USD at a time.`, "INVALID_AMOUNT");
  await hitRateLimit(ctx.db, TOP_UP_RATE_LIMIT, customer.id);

  const gateway = await activeGateway(ctx);
  const payment = await ctx.transaction((tx) => {
    const repo = tx.manager.getRepository(Payment);
    return repo.save(
      repo.create({
        customerId: customer.id,
        provider: gateway.provider,
        providerInvoiceId: null,
        amountCents,
        currency: TOP_UP_CURRENCY,
        status: "pending",
        providerStatus: null,
        isFinal: false,
        paymentUrl: null,
        creditedAt: null,
        // Set here for millisecond order: SQLite's column default has whole seconds.
        createdAt: new Date(),
      }),
    );
  });

  let invoice: { uuid: string; url: string; status: string | null };
  try {
    invoice = await openInvoice(ctx, gateway, payment);
  } catch (err) {
    const detail = err instanceof CryptomusApiError ? err.message : "unexpected error";
    if (!(err instanceof CryptomusApiError)) log.error("invoice creation failed", { err, paymentId: payment.id });
    await ctx.transaction(async (tx) => {
      await tx.manager.getRepository(Payment).update({ id: payment.id }, { status: "failed" });
      await recordPaymentEvent(tx, { paymentId: payment.id, source: "create", outcome: `invoice not created: ${detail}` });
    });
    throw new DomainError("PAYMENT_ERROR", (err instanceof CryptomusApiError && err.providerMessage) || GENERIC_FAILURE, 502);
  }

  await ctx.transaction(async (tx) => {
    await tx.manager
      .getRepository(Payment)
      .update({ id: payment.id }, { providerInvoiceId: invoice.uuid, paymentUrl: invoice.url, providerStatus: invoice.status?.slice(0, 32) ?? null });
    await recordPaymentEvent(tx, { paymentId: payment.id, source: "create", providerStatus: invoice.status, outcome: "invoice created" });
  });
  return { paymentId: payment.id, paymentUrl: invoice.url };
}

async function openInvoice(ctx: RequestContext, gateway: PaymentGateway, payment: Payment): Promise<{ uuid: string; url: string; status: string | null }> {
  const base = ctx.config.publicBaseUrl;
  if (gateway.provider === "sandbox") {
    return { uuid: crypto.randomUUID(), url: `${base}/sandbox/checkout/${payment.id}`, status: "check" };
  }
  const invoice = await createCryptomusInvoice(gateway.credentials, {
    amount: centsToAmount(payment.amountCents),
    currency: payment.currency,
    order_id: payment.id,
    url_callback: base + WEBHOOK_PATH,
    url_success: `${base}/payment/success`,
    url_return: `${base}/payment/failed`,
    lifetime: INVOICE_LIFETIME_SECONDS,
  });
  if (invoice.order_id !== payment.id || typeof invoice.uuid !== "string" || !invoice.uuid || typeof invoice.url !== "string" || !/^https?:\/\//.test(invoice.url)) {
    throw new CryptomusApiError("Cryptomus returned an invoice without a payment link.");
  }
  return { uuid: invoice.uuid.slice(0, 128), url: invoice.url, status: typeof invoice.status === "string" ? invoice.status : null };
}
