export interface PaymentMethodChoice {
  id: string;
  name: string;
  minAmountCents: number;
  maxAmountCents: number;
  feeBasisPoints: number;
  feeFixedCents: number;
}

/** The server's fee rule (server/modules/payments/top-up-fee.ts): percent rounded up to the cent, plus the fixed part. */
export function feeCents(amountCents: number, m: Pick<PaymentMethodChoice, "feeBasisPoints" | "feeFixedCents">): number {
  return Math.ceil((amountCents * m.feeBasisPoints) / 10_000) + m.feeFixedCents;
}
