import type { ApolloClient } from "@apollo/client";
import { graphql } from "@/gql";
import type { CheckoutVariantMutation } from "@/gql/graphql";
import { refetchLite } from "@/graphql/lite-client";
import { newIdempotencyKey } from "../home/idempotency-key";

export const CheckoutVariantDocument = graphql(`
  mutation CheckoutVariant($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {
    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {
      __typename
      ... on Checkout {
        order {
          id
          quantity
        }
      }
      ... on InsufficientBalanceError {
        balanceCents
        requiredCents
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on NotEnoughStockError {
        availableCount
      }
      ... on CouponRefusedError {
        minOrderCents
      }
    }
  }
`);

export type VariantCheckoutResult = CheckoutVariantMutation["checkout"];

/** The idempotency key of the current attempt and the request it was for. */
export interface CheckoutAttempt {
  key: string;
  request: string;
}

/**
 * Buy now of one variant that is not the product's default (which `purchase` buys): a cart of
 * one line, from the balance. One idempotency key per attempt, as for `purchase`: a retry after a
 * lost answer sends the same key with the same line and coupon; any answer ends the attempt.
 */
export async function checkoutVariant(
  client: ApolloClient,
  attempt: { current: CheckoutAttempt | null },
  line: { variantId: string; quantity: number; couponCode: string | null },
): Promise<VariantCheckoutResult> {
  const request = JSON.stringify([line.variantId, line.quantity, line.couponCode]);
  if (!attempt.current || attempt.current.request !== request) attempt.current = { key: newIdempotencyKey(), request };
  const { data } = await client.mutate({
    mutation: CheckoutVariantDocument,
    variables: { lines: [{ variantId: line.variantId, quantity: line.quantity }], couponCode: line.couponCode, idempotencyKey: attempt.current.key },
  });
  attempt.current = null;
  // The stock counts, the header's balance and the catalogue are the lite client's.
  await refetchLite(["AvailableStock", "CurrentUser", "Storefront", "SiteData"]);
  if (!data) throw new Error("The server sent no answer.");
  return data.checkout;
}
