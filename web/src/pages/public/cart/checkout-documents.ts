import { graphql } from "@/gql";

/** The cart bought as one order from the balance; a refusal about one line names its variantId. */
export const CheckoutCartMutation = graphql(`
  mutation CheckoutCart($lines: [CartLineInput!]!, $couponCode: String, $idempotencyKey: String!) {
    checkout(lines: $lines, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {
      __typename
      ... on Checkout {
        balanceCents
        order {
          id
          purchaseDate
          totalPriceCents
        }
        lines {
          id
          variantId
          productName
          variantName
          orderType
          quantity
          totalCents
          state
          accounts {
            ...OrderAccountFields
          }
        }
        licenses {
          id
          licenseKey
          softwareName
          expiresAt
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
      ... on InsufficientBalanceError {
        balanceCents
        requiredCents
      }
      ... on CouponRefusedError {
        minOrderCents
      }
    }
  }
`);
