import type { CartLine } from "@/cart/cart-lines";

/** What a checkout of the cart came to, in the terms the cart page shows. */
export type CheckoutOutcome =
  /** Bought: the cart is emptied and the buyer is shown the order. */
  | { kind: "ordered"; orderId: string }
  /** Refused as a whole: per line (keyed by variant id) and/or for the cart. */
  | { kind: "refused"; lineProblems: Record<string, string>; message: string | null };

export interface Checkout {
  /** False until the server offers the `checkout` mutation: the button says so instead of buying. */
  available: boolean;
  loading: boolean;
  run: (lines: CartLine[]) => Promise<CheckoutOutcome>;
}

/**
 * The cart's checkout from the balance. The server's `checkout` mutation (one order for all
 * lines, one idempotency key per attempt) is not in this release's schema yet: this hook is
 * the one place that will call it, so the cart page does not change when it arrives.
 */
export function useCheckout(): Checkout {
  return {
    available: false,
    loading: false,
    run: () => Promise.resolve({ kind: "refused", lineProblems: {}, message: null }),
  };
}
