import { createUnionType, Field, Int, ObjectType } from "type-graphql";
import {
  CouponRefusedError,
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidQuantityError,
  NotEnoughStockError,
  ProductUnavailableError,
  PurchaseNotAllowedError,
} from "../../graphql/purchase-errors";
import { LicenseObject, SoftwareSubscriptionObject } from "../licenses/licenses.types";
import type { PurchaseDone } from "./checkout.service";
import { OrderObject } from "./order.types";
import type { PriceQuote } from "./price-quote";

@ObjectType("Purchase", { description: "A completed purchase of any product: the order, and for a licence product the licence it issued." })
export class PurchaseObject {
  @Field(() => OrderObject, { description: "Its accounts field lists the delivered lines of a stock product." }) order: OrderObject;
  @Field(() => LicenseObject, { nullable: true }) license: LicenseObject | null;
  @Field(() => SoftwareSubscriptionObject, { nullable: true }) subscription: SoftwareSubscriptionObject | null;
  @Field(() => Int, { description: "What the coupon took off the order's price." }) discountCents: number;
  @Field(() => Int, { description: "The buyer's balance after the purchase." }) balanceCents: number;

  static from(p: PurchaseDone, now: Date): PurchaseObject {
    return Object.assign(new PurchaseObject(), {
      order: OrderObject.from(p.order),
      license: p.issued ? LicenseObject.from(p.issued.license, now) : null,
      subscription: p.issued ? SoftwareSubscriptionObject.from(p.issued.subscription, now) : null,
      discountCents: p.discountCents,
      balanceCents: p.balanceCents,
    });
  }
}

export const PurchaseResult = createUnionType({
  name: "PurchaseResult",
  description: "The new (or, for a repeated idempotency key with the same request, the earlier) purchase, or why nothing was bought.",
  types: () =>
    [
      PurchaseObject,
      InsufficientBalanceError,
      NotEnoughStockError,
      InvalidQuantityError,
      PurchaseNotAllowedError,
      IdempotencyKeyReusedError,
      ProductUnavailableError,
      CouponRefusedError,
    ] as const,
});

@ObjectType("PriceQuote", { description: "The live total of the purchase card, priced as the checkout prices it." })
export class PriceQuoteObject {
  @Field(() => Int) unitPriceCents: number;
  @Field(() => Int) subtotalCents: number;
  @Field(() => Int) discountCents: number;
  @Field(() => Int) totalCents: number;
  @Field(() => CouponRefusedError, { nullable: true, description: "Why the coupon would be refused; the totals are then without it." }) couponError: CouponRefusedError | null;

  static from(q: PriceQuote): PriceQuoteObject {
    return Object.assign(new PriceQuoteObject(), {
      unitPriceCents: q.unitPriceCents,
      subtotalCents: q.subtotalCents,
      discountCents: q.discountCents,
      totalCents: q.totalCents,
      couponError: q.coupon ? CouponRefusedError.of(q.coupon.code, q.coupon.message) : null,
    });
  }
}
