import { graphql } from "@/gql";

export const StorefrontQuery = graphql(`
  query Storefront($search: String, $categoryId: ID, $sort: String!) {
    products(search: $search, categoryId: $categoryId, sort: $sort) {
      id
      slug
      name
      category
      image
      deliveryKind
      pricePerAccountCents
      fromPriceCents
      availableStock
    }
    categories {
      id
      name
    }
  }
`);

export const ProductPageQuery = graphql(`
  query ProductPage($slug: String!) {
    product(slug: $slug) {
      id
      slug
      name
      description
      category
      image
      deliveryKind
      licenseDays
      pricePerAccountCents
      fromPriceCents
      minPurchaseQuantity
      maxPurchaseQuantity
      availableStock
      priceTiers {
        minQuantity
        unitPriceCents
      }
      variants {
        id
        name
        priceCents
        inheritsPrice
        priceTiers {
          minQuantity
          unitPriceCents
        }
        licenseDays
        isDefault
        availableStock
      }
    }
  }
`);

export const PriceQuoteQuery = graphql(`
  query PriceQuote($productId: ID!, $variantId: ID, $quantity: Int!, $couponCode: String) {
    priceQuote(productId: $productId, variantId: $variantId, quantity: $quantity, couponCode: $couponCode) {
      unitPriceCents
      subtotalCents
      discountCents
      totalCents
      couponError {
        errorCode
        message
        minOrderCents
      }
    }
  }
`);

export const PurchaseProductDocument = graphql(`
  mutation PurchaseProduct($productId: ID!, $quantity: Int!, $couponCode: String, $idempotencyKey: String!) {
    purchase(productId: $productId, quantity: $quantity, couponCode: $couponCode, idempotencyKey: $idempotencyKey) {
      __typename
      ... on Purchase {
        order {
          id
          quantity
          productName
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
      ... on CouponRefusedError {
        minOrderCents
      }
      ... on TooManyReservationsError {
        limit
      }
      ... on HoldRefusedError {
        holdLimit: limit
        retryAfterSeconds
      }
    }
  }
`);
