import { useMutation } from "@apollo/client/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import type { CartLine } from "@/cart/cart-lines";
import type { CheckoutCartMutation } from "@/gql/graphql";
import { refetchLite } from "@/graphql/lite-client";
import { purchaseErrorMessage } from "@/lib/graphql-errors";
import { newIdempotencyKey } from "../home/idempotency-key";
import { CheckoutCartMutation as CheckoutCartDocument } from "./checkout-documents";

/** Most lines the server's checkout takes in one order (its MAX_CART_LINES). */
export const CHECKOUT_MAX_LINES = 20;

type CheckoutAnswer = CheckoutCartMutation["checkout"];
export type CheckoutDone = Extract<CheckoutAnswer, { __typename: "Checkout" }>;

/** What a checkout of the cart came to, in the terms the cart page shows. */
export type CheckoutOutcome =
  /** Bought and delivered: the page shows each line's goods. */
  | { kind: "ordered"; checkout: CheckoutDone }
  /** The balance does not cover the order: nothing was bought. */
  | { kind: "shortOfBalance"; balanceCents: number; requiredCents: number }
  /** Refused as a whole: the problems of single lines (by variant id) go on those lines, the rest on the cart. */
  | { kind: "refused"; lineProblems: Record<string, string>; message: string | null };

/** The variant a refusal names, whichever refusal it is (null: it is about the whole cart). */
function refusedVariant(answer: Exclude<CheckoutAnswer, CheckoutDone>): string | null {
  if (answer.__typename === "NotEnoughStockError") return answer.stockVariantId;
  if (answer.__typename === "InvalidQuantityError") return answer.quantityVariantId;
  if (answer.__typename === "ProductUnavailableError") return answer.unavailableVariantId;
  return null;
}

/**
 * The cart's checkout from the balance: one order for every line. One idempotency key per
 * attempt, as for a single purchase: a retry after a lost answer sends the same key with the
 * same lines, so the server answers with the first order instead of buying twice; a changed
 * cart starts a new attempt (the server binds the key to the lines).
 */
export function useCheckout() {
  const [mutate, { loading }] = useMutation(CheckoutCartDocument, { refetchQueries: ["CartProducts"] });
  const attempt = useRef<{ key: string; request: string } | null>(null);
  const { t } = useTranslation("public");

  async function run(lines: CartLine[], nameOf: (variantId: string) => string): Promise<CheckoutOutcome> {
    const input = lines.map((l) => ({ variantId: l.variantId, quantity: l.quantity }));
    const request = JSON.stringify(input);
    if (!attempt.current || attempt.current.request !== request) attempt.current = { key: newIdempotencyKey(), request };
    const { data } = await mutate({ variables: { lines: input, couponCode: null, idempotencyKey: attempt.current.key } });
    attempt.current = null;
    // The stock counts, the header's balance and the catalogue are the lite client's.
    await refetchLite(["AvailableStock", "CurrentUser", "Storefront"]);
    if (!data) throw new Error("The server sent no answer.");
    const answer = data.checkout;
    if (answer.__typename === "Checkout") return { kind: "ordered", checkout: answer };
    if (answer.__typename === "InsufficientBalanceError")
      return { kind: "shortOfBalance", balanceCents: answer.balanceCents, requiredCents: answer.requiredCents };
    // Paid from the balance with no payment method, the cart is never held for a payment.
    if (answer.__typename === "PendingPurchase") throw new Error("The order waits for a payment this page did not ask for.");
    const variantId = refusedVariant(answer);
    if (variantId === null) return { kind: "refused", lineProblems: {}, message: purchaseErrorMessage(answer) };
    const problem =
      answer.__typename === "NotEnoughStockError"
        ? t("cart.onlyLeft", { count: answer.availableCount, name: nameOf(variantId) })
        : purchaseErrorMessage(answer);
    return { kind: "refused", lineProblems: { [variantId]: problem }, message: null };
  }

  return { run, loading };
}
