import type { RequestContext } from "../../context";
import { PaymentFee } from "./payment-fee.entity";
import type { Payment } from "./payment.entity";

/**
 * The fee on top of a top-up of `amountCents`: a percentage in hundredths of a percent, rounded up
 * to the next cent so the shop never pays the difference, plus a fixed amount. Integer math only.
 */
export function topUpFeeCents(amountCents: number, feeBasisPoints: number, feeFixedCents: number): number {
  return Math.ceil((amountCents * feeBasisPoints) / 10_000) + feeFixedCents;
}

/** What a paid top-up adds to the balance: the amount the provider charged, less the fee the buyer paid on top. */
export async function creditableCents(ctx: RequestContext, payment: Pick<Payment, "id" | "amountCents">): Promise<number> {
  const fee = await ctx.manager.getRepository(PaymentFee).findOneBy({ paymentId: payment.id });
  return payment.amountCents - (fee?.feeCents ?? 0);
}
