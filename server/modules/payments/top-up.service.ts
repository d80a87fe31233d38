import crypto from "node:crypto";
import { MAX_TOP_UP_CENTS, MONEY_MESSAGES } from "../../../common/money";
import type { RequestContext } from "../../context";
import { badInput, DomainError, forbidden } from "../../errors";
import { log } from "../../log";
import { hitRateLimit } from "../rate-limit";
import { centsToAmount } from "./amount";
import { cryptomusProvider } from "./providers/cryptomus/cryptomus.provider";
import { sandboxProvider } from "./providers/sandbox/sandbox.provider";
import { recordPaymentEvent } from "./payment-events";
import { activeGateway, WEBHOOK_PATH } from "./payment-settings.service";
import { notifyPathOf, providerCallFor, providerView } from "./provider-configs.service";
import { ProviderApiError, type PaymentProviderAdapter, type ProviderCall } from "./providers/provider";
import { Payment } from "./payment.entity";
import { PaymentFee } from "./payment-fee.entity";
import { topUpFeeCents } from "./top-up-fee";
import { requireActor, tokenScope } from "../auth";

export const TOP_UP_CURRENCY = "USD";
const TOP_UP_RATE_LIMIT = { name: "top-up", limit: 30, windowSeconds: 600 };
const GENERIC_FAILURE = MONEY_MESSAGES.paymentFailed;

export interface TopUpStart {
  paymentId: string;
  paymentUrl: string;
  address: PaymentAddress | null;
}

/**
 * Starts a top-up: the pending payment row comes first, so even an invoice the provider refuses
 * leaves a trace for admins; then the provider invoice, whose URL the customer is sent to.
 */
export async function createTopUp(ctx: RequestContext, amountCents: number, method?: string | null): Promise<TopUpStart> {
  const { customer } = requireActor(ctx, tokenScope("top-up"));
  if (customer.role === "admin") throw forbidden("Admins cannot add funds.");
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw badInput(MONEY_MESSAGES.invalidAmount, "INVALID_AMOUNT");
  if (amountCents > MAX_TOP_UP_CENTS)
    throw badInput(`You can add at most ${centsToAmount(MAX_TOP_UP_CENTS)} USD at a time.`, "INVALID_AMOUNT", {
      reason: "max",
      max: centsToAmount(MAX_TOP_UP_CENTS),
    });
  await countInvoiceOpening(ctx, customer.id);

  const route = await paymentRoute(ctx, method ?? null);
  checkRouteLimits(route, amountCents);
  const payment = await ctx.transaction((tx) => insertPendingPayment(tx, customer.id, route, amountCents));
  const opened = await openPaymentInvoice(ctx, route, payment, "/payment/success");
  return { paymentId: payment.id, paymentUrl: opened.paymentUrl, address: opened.address };
}

/** One more provider invoice for this buyer: top-ups and a reservation's new payments share one bound (RATE_LIMITED past it). */
export function countInvoiceOpening(ctx: RequestContext, customerId: string): Promise<void> {
  return hitRateLimit(ctx.db, TOP_UP_RATE_LIMIT, customerId, ctx.clock.now().getTime());
}

/**
 * The pending payment row of a top-up or of a purchase's shortfall, in the caller's transaction:
 * the provider's fee goes on top, and the balance is credited amountCents (see creditableCents).
 */
export async function insertPendingPayment(tx: RequestContext, customerId: string | null, route: PaymentRoute, amountCents: number): Promise<Payment> {
  const feeCents = topUpFeeCents(amountCents, route.feeBasisPoints, route.feeFixedCents);
  // Set here for millisecond order (SQLite's column default has whole seconds), by the clock expiry reads.
  const now = tx.clock.now();
  const saved = tx.manager.getRepository(Payment).create({
    id: crypto.randomUUID(),
    customerId,
    provider: route.adapter.id,
    providerInvoiceId: null,
    amountCents: amountCents + feeCents,
    currency: TOP_UP_CURRENCY,
    status: "pending",
    providerStatus: null,
    isFinal: false,
    paymentUrl: null,
    creditedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  // Every column is known here: save() would read the row back for nothing.
  await tx.manager.createQueryBuilder().insert().into(Payment).values(saved).updateEntity(false).execute();
  if (feeCents > 0) await tx.manager.getRepository(PaymentFee).insert({ paymentId: saved.id, feeCents, feeBasisPoints: route.feeBasisPoints });
  return saved;
}

/**
 * Opens the provider's invoice for a pending payment (outside any transaction: it is a network
 * call) and stores its reference and URL. A refusal marks the payment failed and throws PAYMENT_ERROR.
 * `returnPath` is where the provider sends the buyer back to.
 */
export async function openPaymentInvoice(
  ctx: RequestContext,
  route: PaymentRoute,
  payment: Pick<Payment, "id" | "amountCents" | "currency">,
  returnPath: string,
): Promise<OpenedPayment> {
  let invoice: { uuid: string; url: string; status: string | null; address: PaymentAddress | null };
  try {
    invoice = await openInvoice(ctx, route, payment, returnPath);
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
  return { paymentUrl: invoice.url, address: invoice.address };
}

/** For a crypto gateway: the address and exact amount to send, also what a QR code would encode. */
export interface PaymentAddress {
  address: string;
  amount: string;
  currency: string;
}

export interface OpenedPayment {
  paymentUrl: string;
  address: PaymentAddress | null;
}

export interface PaymentRoute {
  adapter: PaymentProviderAdapter;
  /** What buyers see as the method's name. */
  name: string;
  minAmountCents: number;
  maxAmountCents: number;
  call: ProviderCall;
  notifyPath: string;
  feeBasisPoints: number;
  feeFixedCents: number;
}

const NO_FEE = { feeBasisPoints: 0, feeFixedCents: 0 };

/**
 * Where a payment goes: the named provider when it is enabled; without a method, the shop's
 * Cryptomus-or-sandbox gateway as before (Cryptomus with the name, limits and fee set for it).
 */
export async function paymentRoute(ctx: RequestContext, method: string | null): Promise<PaymentRoute> {
  if (method === null || method === "cryptomus" || method === "sandbox") {
    const gateway = await activeGateway(ctx);
    if (method !== null && method !== gateway.provider) throw badInput("This payment method is not available.", "PAYMENT_METHOD_UNAVAILABLE");
    const plain = { minAmountCents: 1, maxAmountCents: MAX_TOP_UP_CENTS, ...NO_FEE };
    if (gateway.provider === "sandbox")
      return { adapter: sandboxProvider, name: sandboxProvider.label, call: { settings: {}, config: ctx.config }, notifyPath: WEBHOOK_PATH, ...plain };
    const settings = { merchantId: gateway.credentials.merchantId, apiKey: gateway.credentials.apiKey };
    // Its name, limits and fee are set in Settings → Payments like every provider's.
    const shown = await providerView(ctx, cryptomusProvider);
    return {
      adapter: cryptomusProvider,
      name: shown.displayName,
      call: { settings, config: ctx.config },
      notifyPath: WEBHOOK_PATH,
      minAmountCents: shown.minAmountCents,
      maxAmountCents: shown.maxAmountCents,
      feeBasisPoints: shown.feeBasisPoints,
      feeFixedCents: shown.feeFixedCents,
    };
  }
  const found = await providerCallFor(ctx, method.slice(0, 16));
  if (!found?.row.enabled) throw badInput("This payment method is not available.", "PAYMENT_METHOD_UNAVAILABLE");
  const { row } = found;
  return {
    adapter: found.adapter,
    name: row.displayName,
    call: found.call,
    notifyPath: notifyPathOf(found.adapter.id),
    minAmountCents: row.minAmountCents,
    maxAmountCents: row.maxAmountCents,
    feeBasisPoints: row.feeBasisPoints,
    feeFixedCents: row.feeFixedCents,
  };
}

/** The method's own limits for one payment. */
export function checkRouteLimits(route: PaymentRoute, amountCents: number): void {
  if (amountCents < route.minAmountCents || amountCents > route.maxAmountCents) {
    throw badInput(`${route.name} takes from ${centsToAmount(route.minAmountCents)} to ${centsToAmount(route.maxAmountCents)} USD.`, "INVALID_AMOUNT", {
      reason: "range",
      method: route.name,
      min: centsToAmount(route.minAmountCents),
      max: centsToAmount(route.maxAmountCents),
    });
  }
}

async function openInvoice(
  ctx: RequestContext,
  route: PaymentRoute,
  payment: Pick<Payment, "id" | "amountCents" | "currency">,
  returnPath: string,
): Promise<{ uuid: string; url: string; status: string | null; address: PaymentAddress | null }> {
  const base = ctx.config.publicBaseUrl;
  const opened = await route.adapter.createPayment(route.call, {
    amountCents: payment.amountCents,
    currency: payment.currency,
    paymentId: payment.id,
    notifyUrl: base + route.notifyPath,
    returnUrl: base + returnPath,
    cancelUrl: `${base}/payment/failed`,
  });
  return { uuid: opened.reference, url: opened.redirectUrl, status: opened.providerStatus, address: opened.address ?? null };
}
