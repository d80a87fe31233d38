import { useMutation } from "@apollo/client/react";
import { useRef } from "react";
import { graphql } from "@/gql";
import type { PurchaseAccountsMutation } from "@/gql/graphql";
import { newIdempotencyKey } from "./idempotency-key";

export const PurchaseAccountsDocument = graphql(`
  mutation PurchaseAccounts($quantity: Int!, $idempotencyKey: String!) {
    purchaseAccounts(quantity: $quantity, idempotencyKey: $idempotencyKey) {
      __typename
      ... on Order {
        id
        quantity
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
    }
  }
`);

export type PurchaseResult = PurchaseAccountsMutation["purchaseAccounts"];

/**
 * One idempotency key per purchase attempt: a retry after a lost answer (network error) sends
 * the same key, so the server returns the first order instead of buying twice; any answer ends
 * the attempt and the next click starts a new one.
 */
export function usePurchaseAccounts() {
  const [mutate, { loading }] = useMutation(PurchaseAccountsDocument, {
    refetchQueries: ["AvailableStock", "CurrentUser"],
    awaitRefetchQueries: true,
  });
  const attempt = useRef<{ key: string; quantity: number } | null>(null);

  async function purchase(quantity: number): Promise<PurchaseResult> {
    if (!attempt.current || attempt.current.quantity !== quantity) attempt.current = { key: newIdempotencyKey(), quantity };
    const { data } = await mutate({ variables: { quantity, idempotencyKey: attempt.current.key } });
    attempt.current = null;
    if (!data) throw new Error("The server sent no answer.");
    return data.purchaseAccounts;
  }

  return { purchase, loading };
}
