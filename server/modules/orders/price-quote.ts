import type { RequestContext } from "../../context";
import { badInput, notFound } from "../../errors";
import { subtotalCents, unitPriceFor, variantsWithTiers } from "../catalog";
import { heldCouponUses } from "./checkout.service";
import { type CouponRefusalCode, countCouponCheck, decideCoupon, MAX_COUPON_CODE_LENGTH, normalizeCouponCode } from "../coupons";

export interface PriceQuote {
  unitPriceCents: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  coupon: { code: CouponRefusalCode; message: string; minOrderCents: number | null } | null;
}

/**
 * The purchase card's live total, priced by the same rules as the checkout (tiers, then the
 * coupon). Nothing is reserved: the purchase prices again inside its transaction.
 */
export async function quotePrice(
  ctx: RequestContext,
  input: { productId: string; variantId?: string | null; quantity: number; couponCode?: string | null },
): Promise<PriceQuote> {
  if (input.productId.length > 64 || (input.variantId?.length ?? 0) > 64 || (input.couponCode?.length ?? 0) > MAX_COUPON_CODE_LENGTH)
    throw badInput("Unknown product or coupon.");
  if (!Number.isSafeInteger(input.quantity) || input.quantity <= 0) throw badInput("Please enter a valid quantity.", "INVALID_QUANTITY");
  // The product's id names its default variant.
  const variantId = input.variantId || input.productId;
  const priced = (await variantsWithTiers(ctx, [variantId])).get(variantId);
  const product = priced?.product;
  if (!priced || !product || product.id !== input.productId || product.visibility === "draft" || product.archivedAt || priced.variant.archived)
    throw notFound("Product not found.");
  const { priceCents } = priced.variant;
  const subtotal = subtotalCents(input.quantity, priceCents, priced.tiers);
  if (subtotal === null) throw badInput("Please enter a valid quantity.", "INVALID_QUANTITY");
  const unitPriceCents = unitPriceFor(input.quantity, priceCents, priced.tiers);
  const code = normalizeCouponCode(input.couponCode);
  if (!code) return { unitPriceCents, subtotalCents: subtotal, discountCents: 0, totalCents: subtotal, coupon: null };
  await countCouponCheck(ctx);
  const customerId = ctx.actor?.customer.id ?? null;
  const now = ctx.clock.now();
  const decision = await decideCoupon(ctx, {
    code,
    productIds: [product.id],
    customerId,
    subtotalCents: subtotal,
    now,
    // The quote counts the buyer's held uses as the purchase does, so it never promises a discount the purchase refuses.
    heldUses: (couponId) => (customerId ? heldCouponUses(ctx, { holder: { customerId }, couponId, now }) : Promise.resolve(0)),
  });
  if (!decision.ok)
    return {
      unitPriceCents,
      subtotalCents: subtotal,
      discountCents: 0,
      totalCents: subtotal,
      coupon: { code: decision.code, message: decision.message, minOrderCents: decision.minOrderCents },
    };
  return { unitPriceCents, subtotalCents: subtotal, discountCents: decision.discountCents, totalCents: subtotal - decision.discountCents, coupon: null };
}
