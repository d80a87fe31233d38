import { MAX_TOP_UP_CENTS, MONEY_MESSAGES } from "../../../common/money";
import type { RequestContext } from "../../context";
import { badInput, DomainError, forbidden, unauthenticated } from "../../errors";
import { log } from "../../log";
import { hitRateLimit } from "../rate-limit/rate-limit.service";
import { centsToAmount } from "./amount";
import { cryptomusProvider } from "./providers/cryptomus/cryptomus.provider";
import { sandboxProvider } from "./providers/sandbox/sandbox.provider";
import { recordPaymentEvent } from "./payment-events";
import { activeGateway, WEBHOOK_PATH } from "./payment-settings.service";
import { notifyPathOf, providerCallFor } from "./provider-configs.service";
import { ProviderApiError, type PaymentProviderAdapter, type ProviderCall } from "./providers/provider";
import { Payment } from "./payment.entity";
import { PaymentFee } from "./payment-fee.entity";
import { topUpFeeCents } from "./top-up-fee";

export const TOP_UP_CURRENCY = "USD";
const TOP_UP_RATE_LIMIT = { name: "top-up", limit: 30, windowSeconds: 600 };
const GENERIC_FAILURE = MONEY_MESSAGES.paymentFailed;

export interface TopUpStart {
  paymentId: string;
  paymentUrl: string;
}

/**
 * Starts a top-up: the pending payment row comes first, so even an invoice the provider refuses
 * leaves a trace for admins; then the provider invoice, whose URL the customer is sent to.
 */
export async function createTopUp(ctx: RequestContext, amountCents: number, method?: string | null): Promise<TopUpStart> {
  const customer = ctx.actor?.customer;
  if (!customer) throw unauthenticated();
  if (customer.role === "admin") throw forbidden("Admins cannot add funds.");
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw badInput(MONEY_MESSAGES.invalidAmount, "INVALID_AMOUNT");
  if (amountCents > MAX_TOP_UP_CENTS) throw badInput(`You can add at most ${centsToAmount(MAX_TOP_UP_CENTS)} USD at a time.`, "INVALID_AMOUNT", { reason: "max", max: centsToAmount(MAX_TOP_UP_CENTS) });
  await hitRateLimit(ctx.db, TOP_UP_RATE_LIMIT, customer.id);

  const route = await paymentRoute(ctx, method ?? null, amountCents);
  const feeCents = topUpFeeCents(amountCents, route.feeBasisPoints, route.feeFixedCents);
  const payment = await ctx.transaction(async (tx) => {
    const repo = tx.manager.getRepository(Payment);
    const saved = await repo.save(
      repo.create({
        customerId: customer.id,
        provider: route.adapter.id,
        providerInvoiceId: null,
        // The provider charges the fee too; the balance is credited amountCents (see creditableCents).
        amountCents: amountCents + feeCents,
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
    if (feeCents > 0) await tx.manager.getRepository(PaymentFee).insert({ paymentId: saved.id, feeCents, feeBasisPoints: route.feeBasisPoints });
    return saved;
  });

  let invoice: { uuid: string; url: string; status: string | null };
  try {
    invoice = await openInvoice(ctx, route, payment);
  } catch (err) {
    const detail = err instanceof ProviderApiError ? err.message : "unexpected error";
    if (!(err instanceof ProviderApiError)) log.error("invoice creation failed", { err, paymentId: payment.id });
    await ctx.transaction(async (tx) => {
      await tx.manager.getRepository(Payment).update({ id: payment.id }, { status: "failed" });
      await recordPaymentEvent(tx, { paymentId: payment.id, source: "create", outcome: `invoice not created: ${detail}` });
    });
    throw new DomainError("PAYMENT_ERROR", (err instanceof ProviderApiError && err.providerMessage) || GENERIC_FAILURE, 502);
  }

  await ctx.transaction(async (tx) => {
    await tx.manager
      .getRepository(Payment)
      .update({ id: payment.id }, { providerInvoiceId: invoice.uuid, paymentUrl: invoice.url, providerStatus: invoice.status?.slice(0, 32) ?? null });
    await recordPaymentEvent(tx, { paymentId: payment.id, source: "create", providerStatus: invoice.status, outcome: "invoice created" });
  });
  return { paymentId: payment.id, paymentUrl: invoice.url };
}

interface PaymentRoute {
  adapter: PaymentProviderAdapter;
  call: ProviderCall;
  notifyPath: string;
  feeBasisPoints: number;
  feeFixedCents: number;
}

const NO_FEE = { feeBasisPoints: 0, feeFixedCents: 0 };

/**
 * Where a top-up goes: the named provider when it is enabled and the amount is within its limits;
 * without a method, the shop's Cryptomus-or-sandbox gateway as before.
 */
async function paymentRoute(ctx: RequestContext, method: string | null, amountCents: number): Promise<PaymentRoute> {
  if (method === null || method === "cryptomus" || method === "sandbox") {
    const gateway = await activeGateway(ctx);
    if (method !== null && method !== gateway.provider) throw badInput("This payment method is not available.", "PAYMENT_METHOD_UNAVAILABLE");
    if (gateway.provider === "sandbox") return { adapter: sandboxProvider, call: { settings: {}, config: ctx.config }, notifyPath: WEBHOOK_PATH, ...NO_FEE };
    const settings = { merchantId: gateway.credentials.merchantId, apiKey: gateway.credentials.apiKey };
    return { adapter: cryptomusProvider, call: { settings, config: ctx.config }, notifyPath: WEBHOOK_PATH, ...NO_FEE };
  }
  const found = await providerCallFor(ctx, method.slice(0, 16));
  if (!found?.row.enabled) throw badInput("This payment method is not available.", "PAYMENT_METHOD_UNAVAILABLE");
  const { row } = found;
  if (amountCents < row.minAmountCents || amountCents > row.maxAmountCents) {
    throw badInput(`${row.displayName} takes from ${centsToAmount(row.minAmountCents)} to ${centsToAmount(row.maxAmountCents)} USD.`, "INVALID_AMOUNT", {
      reason: "range",
      method: row.displayName,
      min: centsToAmount(row.minAmountCents),
      max: centsToAmount(row.maxAmountCents),
    });
  }
  return { adapter: found.adapter, call: found.call, notifyPath: notifyPathOf(found.adapter.id), feeBasisPoints: row.feeBasisPoints, feeFixedCents: row.feeFixedCents };
}

async function openInvoice(ctx: RequestContext, route: PaymentRoute, payment: Payment): Promise<{ uuid: string; url: string; status: string | null }> {
  const base = ctx.config.publicBaseUrl;
  const opened = await route.adapter.createPayment(route.call, {
    amountCents: payment.amountCents,
    currency: payment.currency,
    paymentId: payment.id,
    notifyUrl: base + route.notifyPath,
    returnUrl: `${base}/payment/success`,
    cancelUrl: `${base}/payment/failed`,
  });
  return { uuid: opened.reference, url: opened.redirectUrl, status: opened.providerStatus };
}
