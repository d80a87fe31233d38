import { RequestContext } from "../../context";
import { lockedForUpdate } from "../../db/dialect";
import { log } from "../../log";
import { recordPaymentEvent } from "./payment-events";
import { Payment } from "./payment.entity";
import { providerCallFor } from "./provider-configs.service";
import { ProviderApiError } from "./providers/provider";

/**
 * A deleted buyer's open invoices end with the account, in the deleting transaction: the shop
 * stops waiting for them. After the commit, a provider that can void an invoice (Stripe) is told
 * to; the others cannot, so a buyer may still pay one, and that payment then goes to an admin's
 * review (decideTransition) instead of to a balance that no longer exists.
 */
export async function cancelOpenPaymentsOf(tx: RequestContext, customerId: string): Promise<void> {
  const query = tx.manager
    .getRepository(Payment)
    .createQueryBuilder("p")
    .where("p.customer_id = :customerId AND p.status = 'pending' AND p.credited_at IS NULL", { customerId });
  const cancelled: Payment[] = [];
  for (const payment of await lockedForUpdate(tx.db, query).getMany()) {
    await tx.manager.getRepository(Payment).update({ id: payment.id }, { status: "cancelled" });
    await recordPaymentEvent(tx, { paymentId: payment.id, source: "deletion", outcome: "cancelled: the buyer's account was deleted" });
    cancelled.push(payment);
  }
  if (!cancelled.length) return;
  // Never inside the transaction, and never holding up the deletion's answer.
  const { instance } = tx;
  tx.afterCommit(() => {
    void instance.background
      .run("void a deleted buyer's payments", () => voidAtProviders(RequestContext.system(instance), cancelled))
      .catch((err: unknown) => log.error("voiding a deleted buyer's payments failed", { err }));
  });
}

async function voidAtProviders(ctx: RequestContext, payments: Payment[]): Promise<void> {
  for (const payment of payments) {
    if (!payment.providerInvoiceId) continue;
    const found = await providerCallFor(ctx, payment.provider);
    if (!found?.adapter.cancelPayment) continue;
    let outcome = `voided at ${payment.provider}`;
    try {
      await found.adapter.cancelPayment(found.call, payment.providerInvoiceId);
    } catch (err) {
      if (!(err instanceof ProviderApiError)) log.error("voiding a payment failed", { err, paymentId: payment.id, provider: payment.provider });
      outcome = `not voided at ${payment.provider} (${err instanceof ProviderApiError ? err.message : "unexpected error"}); a payment still goes to review`;
    }
    await recordPaymentEvent(ctx, { paymentId: payment.id, source: "deletion", outcome: outcome.slice(0, 255) });
  }
}
