import { graphql } from "@/gql";

export const AdminCatalogueQuery = graphql(`
  query AdminCatalogue {
    adminProducts {
      id
      name
      slug
      description
      categoryId
      category
      deliveryKind
      licenseDays
      pricePerAccountCents
      minPurchaseQuantity
      maxPurchaseQuantity
      visibility
      sortOrder
      availableStock
      lowStockThreshold
      archived
      priceTiers {
        minQuantity
        unitPriceCents
      }
    }
    # English names, as the admin edits them (the public categories query answers in the reader's language).
    categories: adminCategories {
      id
      name
      sortOrder
    }
    coupons {
      id
      code
      kind
      amount
      productIds
      minOrderCents
      maxRedemptions
      maxPerCustomer
      redemptionCount
      active
      endsAt
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateCatalogProduct($input: CatalogProductInput!) {
    createProduct(input: $input) {
      id
    }
  }
`);

export const EditProductMutation = graphql(`
  mutation EditCatalogProduct($id: ID!, $input: CatalogProductInput!) {
    editProduct(id: $id, input: $input) {
      id
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteCatalogProduct($id: ID!) {
    deleteProduct(id: $id) {
      deleted
      archived
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CategoryInput!) {
    createCategory(input: $input) {
      id
    }
  }
`);

export const DeleteCategoryMutation = graphql(`
  mutation DeleteCategory($id: ID!, $moveProductsTo: ID, $leaveProductsWithoutCategory: Boolean) {
    deleteCategory(id: $id, moveProductsTo: $moveProductsTo, leaveProductsWithoutCategory: $leaveProductsWithoutCategory)
  }
`);

export const CreateCouponMutation = graphql(`
  mutation CreateCoupon($input: CouponInput!) {
    createCoupon(input: $input) {
      id
    }
  }
`);

export const DeleteCouponMutation = graphql(`
  mutation DeleteCoupon($id: ID!) {
    deleteCoupon(id: $id) {
      deleted
      deactivated
    }
  }
`);

export const AdminProductVariantsQuery = graphql(`
  query AdminProductVariants($productId: ID!) {
    adminProductVariants(productId: $productId) {
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
      sortOrder
      availableStock
    }
  }
`);

export const SaveProductVariantMutation = graphql(`
  mutation SaveProductVariant($input: ProductVariantInput!) {
    saveProductVariant(input: $input) {
      id
    }
  }
`);

export const ArchiveProductVariantMutation = graphql(`
  mutation ArchiveProductVariant($id: ID!) {
    archiveProductVariant(id: $id)
  }
`);
