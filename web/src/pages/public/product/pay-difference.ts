import { graphql } from "@/gql";

export const PaymentMethodsForPurchaseQuery = graphql(`
  query PaymentMethodsForPurchase {
    paymentMethods {
      id
      name
      minAmountCents
      maxAmountCents
      feeBasisPoints
      feeFixedCents
    }
  }
`);

export interface PaymentMethod {
  id: string;
  name: string;
  minAmountCents: number;
  maxAmountCents: number;
  feeBasisPoints: number;
  feeFixedCents: number;
}

/** What the buyer pays with a method: the shortfall raised to its minimum, plus its fee (the server's rule). */
export function paymentOf(method: PaymentMethod, shortCents: number): { amountCents: number; feeCents: number } | null {
  const base = Math.max(shortCents, method.minAmountCents);
  if (base > method.maxAmountCents) return null;
  const feeCents = Math.ceil((base * method.feeBasisPoints) / 10_000) + method.feeFixedCents;
  return { amountCents: base + feeCents, feeCents };
}

/** A purchase the server refused for a short balance. */
export interface ShortPurchase {
  productId: string;
  quantity: number;
  couponCode: string | null;
  balanceCents: number;
  requiredCents: number;
}

/** A short purchase with the enabled methods that can pay its difference. */
export interface PayableShortPurchase extends ShortPurchase {
  methods: PaymentMethod[];
}

/**
 * The idempotency key of the current "pay and buy" attempt, kept across openings of the dialog:
 * a retry of the same request after a lost answer sends the same key.
 */
export interface PaymentAttempt {
  key: string;
  request: string;
}
