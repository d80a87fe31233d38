import type { HttpClient } from "./http-client";

/** The admin's createProduct with the fields a test cares about; the rest take a stock product's defaults. */
export async function createProductAsAdmin(
  admin: HttpClient,
  input: Partial<{
    name: string;
    slug: string;
    categoryId: string | null;
    deliveryKind: "STOCK" | "LICENSE";
    licenseDays: number;
    pricePerAccountCents: number;
    priceTiers: Array<{ minQuantity: number; unitPriceCents: number }>;
    minPurchaseQuantity: number;
    maxPurchaseQuantity: number | null;
    visibility: "draft" | "listed" | "hidden";
    sortOrder: number;
    description: string;
  }> & { name: string; slug: string },
): Promise<{ id: string; slug: string }> {
  const { createProduct } = await admin.ok(`mutation($input: CatalogProductInput!) { createProduct(input: $input) { id slug } }`, {
    input: { deliveryKind: "STOCK", pricePerAccountCents: 100, visibility: "listed", minPurchaseQuantity: 1, ...input },
  });
  return createProduct;
}

export async function createCouponAsAdmin(
  admin: HttpClient,
  input: Partial<{
    kind: "PERCENT" | "FIXED";
    amount: number;
    productIds: string[];
    minOrderCents: number;
    startsAt: string;
    endsAt: string;
    maxRedemptions: number;
    maxPerCustomer: number;
    active: boolean;
  }> & { code: string },
): Promise<{ id: string }> {
  const { createCoupon } = await admin.ok(`mutation($input: CouponInput!) { createCoupon(input: $input) { id } }`, {
    input: { kind: "PERCENT", amount: 10, ...input },
  });
  return createCoupon;
}

export const BUY = `mutation Buy($productId: ID!, $quantity: Int!, $coupon: String, $key: String!) {
  purchase(productId: $productId, quantity: $quantity, couponCode: $coupon, idempotencyKey: $key) {
    __typename
    ... on ErrorResult { errorCode message }
    ... on InsufficientBalanceError { balanceCents requiredCents }
    ... on NotEnoughStockError { availableCount }
    ... on Purchase {
      discountCents balanceCents
      order { id productId productName quantity totalPriceCents orderType accounts { username } }
      license { licenseKey expiresAt softwareName }
    }
  }
}`;
