import { useMutation } from "@apollo/client/react";
import { useRef } from "react";
import { refetchLite } from "@/graphql/lite-client";
import type { PurchaseProductMutation } from "@/gql/graphql";
import { newIdempotencyKey } from "../home/idempotency-key";
import { PurchaseProductDocument } from "./storefront-documents";

export type ProductPurchaseResult = PurchaseProductMutation["purchase"];

/**
 * One idempotency key per purchase attempt, as on the home page: a retry after a lost answer
 * sends the same key with the same request; a changed quantity or coupon starts a new attempt
 * (the server binds the key to both).
 */
export function usePurchaseProduct() {
  const [mutate, { loading }] = useMutation(PurchaseProductDocument, {
    refetchQueries: ["ProductPage"],
    awaitRefetchQueries: true,
  });
  const attempt = useRef<{ key: string; request: string } | null>(null);

  async function purchase(productId: string, quantity: number, couponCode: string | null): Promise<ProductPurchaseResult> {
    const request = JSON.stringify([productId, quantity, couponCode]);
    if (!attempt.current || attempt.current.request !== request) attempt.current = { key: newIdempotencyKey(), request };
    const { data } = await mutate({ variables: { productId, quantity, couponCode, idempotencyKey: attempt.current.key } });
    attempt.current = null;
    // The stock count, the header's balance and the catalogue are the lite client's.
    await refetchLite(["AvailableStock", "CurrentUser", "Storefront"]);
    if (!data) throw new Error("The server sent no answer.");
    return data.purchase;
  }

  return { purchase, loading };
}
