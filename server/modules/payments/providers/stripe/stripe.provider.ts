import Stripe from "stripe";
import { centsToAmount } from "../../amount";
import { headerOf, meaningOf, ProviderApiError, type PaymentProviderAdapter, type ProviderCall } from "../provider";
import { STRIPE_STATUS_WORDS } from "./stripe.status-words";

const SESSION_EVENT_PREFIX = "checkout.session.";

function client(call: ProviderCall): Stripe {
  const api = new URL(call.config.paymentProviders.stripeApiUrl);
  const protocol = api.protocol === "http:" ? "http" : "https";
  return new Stripe(call.settings.secretKey ?? "", {
    host: api.hostname,
    port: api.port ? Number(api.port) : protocol === "http" ? 80 : 443,
    protocol,
    maxNetworkRetries: 0,
    timeout: 15_000,
  });
}

/** Stripe's own words for a refusal (bad key, invalid amount), kept for the admin. */
function stripeError(err: unknown): ProviderApiError {
  if (err instanceof Stripe.errors.StripeError) return new ProviderApiError(`Stripe: ${err.message}`, err.message);
  return new ProviderApiError(`Could not reach Stripe (${(err as Error).message}).`);
}

/** Stripe Checkout: a hosted page for cards, Apple Pay and Google Pay; events signed with the endpoint's secret. */
export const stripeProvider: PaymentProviderAdapter = {
  id: "stripe",
  label: "Card, Apple Pay or Google Pay (Stripe)",
  settings: [
    { key: "secretKey", label: "Secret key (sk_live_… or a restricted key)", secret: true, required: true, maxLength: 255 },
    {
      key: "webhookSecret",
      label: "Webhook signing secret (whsec_…)",
      secret: true,
      required: true,
      maxLength: 255,
      help: "Add the notify URL in Stripe → Developers → Webhooks with checkout.session.completed, async_payment_succeeded, async_payment_failed and expired.",
    },
  ],
  statusWords: STRIPE_STATUS_WORDS,

  async createPayment(call, request) {
    let session: Stripe.Checkout.Session;
    try {
      session = await client(call).checkout.sessions.create(
        {
          mode: "payment",
          client_reference_id: request.paymentId,
          metadata: { payment_id: request.paymentId },
          line_items: [
            {
              quantity: 1,
              price_data: { currency: request.currency.toLowerCase(), unit_amount: request.amountCents, product_data: { name: "Balance top-up" } },
            },
          ],
          success_url: request.returnUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried create returns the same session instead of a second one.
        { idempotencyKey: `top-up-${request.paymentId}` },
      );
    } catch (err) {
      throw stripeError(err);
    }
    if (!session.id || !session.url) throw new ProviderApiError("Stripe returned a session without a payment link.");
    return { reference: session.id, redirectUrl: session.url, providerStatus: session.status ?? null };
  },

  verifyNotification(call, input) {
    const signature = headerOf(input.headers, "stripe-signature");
    const secret = call.settings.webhookSecret;
    if (!signature || !secret) return { kind: "refused", reason: "invalid signature" };
    let event: Stripe.Event;
    try {
      event = client(call).webhooks.constructEvent(input.rawBody, signature, secret);
    } catch {
      return { kind: "refused", reason: "invalid signature" };
    }
    if (!event.type.startsWith(SESSION_EVENT_PREFIX)) return { kind: "ignored", reason: `event ${event.type.slice(0, 100)}`, payload: event };
    const session = event.data.object as Stripe.Checkout.Session;
    const kind = event.type.slice(SESSION_EVENT_PREFIX.length);
    const status = (kind === "completed" ? `completed/${session.payment_status}` : kind).slice(0, 32);
    const amountCents = Number.isSafeInteger(session.amount_total) ? session.amount_total! : null;
    return {
      kind: "report",
      payload: event,
      report: {
        reference: session.id,
        status,
        isFinal: meaningOf(STRIPE_STATUS_WORDS, status) !== "pending",
        amount: amountCents === null ? null : centsToAmount(amountCents),
        amountCents,
        currency: typeof session.currency === "string" ? session.currency.toUpperCase() : null,
      },
    };
  },

  async cancelPayment(call, reference) {
    try {
      await client(call).checkout.sessions.expire(reference);
    } catch (err) {
      throw stripeError(err);
    }
  },

  async testConnection(call) {
    try {
      const balance = await client(call).balance.retrieve();
      const available = balance.available.map((b) => `${centsToAmount(b.amount)} ${b.currency.toUpperCase()}`).join(", ") || "nothing";
      return `Stripe accepted the key (livemode: ${balance.livemode}); available balance: ${available}.`;
    } catch (err) {
      throw stripeError(err);
    }
  },
};
