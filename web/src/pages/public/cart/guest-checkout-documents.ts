import { graphql } from "@/gql";

/**
 * The cart bought through a payment method: a guest's order (email set, signed out) or a
 * member's whose balance is short (payWith only). The PendingPurchase carries where to pay and,
 * for a guest, the order's number and its access token (answered only this once).
 */
export const PayForCartMutation = graphql(`
  mutation PayForCart(
    $lines: [CartLineInput!]!
    $idempotencyKey: String!
    $payWith: String!
    $email: String
    $orderPassword: String
    $language: String
    $challengeSolution: String
  ) {
    checkout(
      lines: $lines
      idempotencyKey: $idempotencyKey
      payWith: $payWith
      email: $email
      orderPassword: $orderPassword
      language: $language
      challengeSolution: $challengeSolution
    ) {
      __typename
      ... on PendingPurchase {
        id
        orderNumber
        accessToken
        paymentUrl
        expiresAt
        paymentAmountCents
      }
      ... on Checkout {
        order {
          id
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on NotEnoughStockError {
        availableCount
        stockVariantId: variantId
      }
      ... on InvalidQuantityError {
        quantityVariantId: variantId
      }
      ... on ProductUnavailableError {
        unavailableVariantId: variantId
      }
      ... on PurchaseNotAllowedError {
        notAllowedVariantId: variantId
      }
      ... on CouponRefusedError {
        minOrderCents
      }
      ... on HoldRefusedError {
        holdLimit: limit
        retryAfterSeconds
      }
      ... on TooManyReservationsError {
        limit
      }
    }
  }
`);
