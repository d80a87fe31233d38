import { graphql } from "@/gql";

/**
 * What the cart page shows of its lines' products: the listed products and the shop's main
 * product (the one-product home's, which need not be listed). A line whose product is in
 * neither is no longer for sale.
 */
export const CartProductsQuery = graphql(`
  query CartProducts {
    products(sort: "featured") {
      ...CartProduct
    }
    product {
      ...CartProduct
    }
  }
  fragment CartProduct on Product {
    id
    slug
    name
    deliveryKind
    minPurchaseQuantity
    maxPurchaseQuantity
    availableStock
    variants {
      id
      name
    }
  }
`);
