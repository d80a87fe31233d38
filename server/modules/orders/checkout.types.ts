import { createUnionType, Field, ID, InputType, Int, ObjectType } from "type-graphql";
import {
  CouponRefusedError,
  HoldRefusedError,
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidQuantityError,
  NotEnoughStockError,
  ProductUnavailableError,
  PurchaseNotAllowedError,
  TooManyReservationsError,
} from "../../graphql/purchase-errors";
import { PaymentAddressObject } from "../payments";
import { LicenseObject, SoftwareSubscriptionObject } from "../licenses";
import type { CheckoutDone, PurchaseDone, PurchasePending } from "./checkout.service";
import { OrderLineObject, OrderObject } from "./order.types";
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

@ObjectType("PendingPurchase", {
  description:
    "A purchase reserved until its payment arrives (purchase with payWith, when the balance is short): send the buyer to paymentUrl. " +
    "When the payment is credited the order is delivered with this id (the buyer returns to /customer/dashboard?order=id); " +
    "when the reservation expires first, its items go back on sale and a later payment stays on the balance.",
})
export class PendingPurchaseObject {
  @Field(() => ID, { description: "The order's id once delivered." }) id: string;
  @Field(() => String, {
    description:
      "reserved (waiting for the payment), completed (delivered: see myOrders), expired, or cancelled (the payment failed or was cancelled, " +
      "the provider refused the invoice, or the buyer cancelled it).",
  })
  status: string;
  @Field(() => ID) productId: string;
  @Field(() => String) productName: string;
  @Field(() => Int) quantity: number;
  @Field(() => Int) totalCents: number;
  @Field(() => Int, { description: "What the coupon took off the order's price." }) discountCents: number;
  @Field(() => Int, { description: "The buyer's balance now (the payment covers the rest)." }) balanceCents: number;
  @Field(() => Date, { description: "When the reservation ends if the payment has not arrived." }) expiresAt: Date;
  @Field(() => ID) paymentId: string;
  @Field(() => String, { description: "The payment method (paymentMethods' id)." }) paymentMethod: string;
  @Field(() => Int, { description: "What the buyer pays: the shortfall, raised to the method's minimum, plus the method's fee." }) paymentAmountCents: number;
  @Field(() => String, { nullable: true, description: "The provider's payment page; null once the reservation is no longer waiting for it." }) paymentUrl:
    string | null;
  @Field(() => PaymentAddressObject, {
    nullable: true,
    description: "For a crypto gateway, in the answer that reserved: the address and exact amount to send.",
  })
  address: PaymentAddressObject | null;
  @Field(() => String, { nullable: true, description: "A guest's order: the number to quote on Find my order (null for a member's reservation)." })
  orderNumber: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "A guest's order, only in the answer that made it: the secret that opens the order (guestOrder(id, accessToken)). Keep it in the browser; it is never shown again (the e-mail carries its own link).",
  })
  accessToken: string | null;

  static from(p: PurchasePending): PendingPurchaseObject {
    const waiting = p.pending.status === "reserved";
    return Object.assign(new PendingPurchaseObject(), {
      id: p.pending.id,
      status: p.pending.status,
      productId: p.pending.productId,
      productName: p.pending.productName,
      quantity: Number(p.pending.quantity),
      totalCents: Number(p.pending.totalPriceCents),
      discountCents: Number(p.pending.discountCents),
      balanceCents: p.balanceCents,
      expiresAt: p.pending.expiresAt,
      paymentId: p.payment.id,
      paymentMethod: p.payment.provider,
      paymentAmountCents: Number(p.payment.amountCents),
      paymentUrl: waiting ? p.payment.paymentUrl : null,
      address: waiting ? PaymentAddressObject.from(p.address) : null,
      orderNumber: p.access?.number ?? null,
      accessToken: p.access?.token ?? null,
    });
  }
}

@InputType("CartLineInput", { description: "One line of a cart: a product variant (a product's id names its default variant) and how many." })
export class CartLineInput {
  @Field(() => ID) variantId: string;
  @Field(() => Int) quantity: number;
}

@ObjectType("Checkout", { description: "A delivered order of one or more lines, paid from the balance." })
export class CheckoutObject {
  @Field(() => OrderObject, { description: "Its lines field lists each line with its state and, for stock lines, its delivered accounts." }) order: OrderObject;
  @Field(() => [OrderLineObject]) lines: OrderLineObject[];
  @Field(() => [LicenseObject], { description: "The licences its licence lines issued, in line order." }) licenses: LicenseObject[];
  @Field(() => Int, { description: "What the coupon took off the order's price." }) discountCents: number;
  @Field(() => Int, { description: "The buyer's balance after the purchase." }) balanceCents: number;

  static from(done: CheckoutDone, now: Date): CheckoutObject {
    return Object.assign(new CheckoutObject(), {
      order: OrderObject.from(done.order),
      lines: done.lines.map(OrderLineObject.from),
      licenses: done.issued.map((i) => LicenseObject.from(i.license, now)),
      discountCents: done.discountCents,
      balanceCents: done.balanceCents,
    });
  }
}

export const CheckoutResult = createUnionType({
  name: "CheckoutResult",
  description:
    "The new (or, for a repeated idempotency key with the same lines and coupon, the earlier) order, or why nothing was bought. A refusal about one line names its variantId. " +
    "A PendingPurchase when the order waits for its payment: a guest's order, or a member's whose balance was short (with payWith).",
  types: () =>
    [
      CheckoutObject,
      PendingPurchaseObject,
      TooManyReservationsError,
      HoldRefusedError,
      InsufficientBalanceError,
      NotEnoughStockError,
      InvalidQuantityError,
      PurchaseNotAllowedError,
      IdempotencyKeyReusedError,
      ProductUnavailableError,
      CouponRefusedError,
    ] as const,
});

export const PurchaseResult = createUnionType({
  name: "PurchaseResult",
  description: "The new (or, for a repeated idempotency key with the same request, the earlier) purchase, or why nothing was bought.",
  types: () =>
    [
      PurchaseObject,
      PendingPurchaseObject,
      InsufficientBalanceError,
      NotEnoughStockError,
      InvalidQuantityError,
      PurchaseNotAllowedError,
      IdempotencyKeyReusedError,
      ProductUnavailableError,
      CouponRefusedError,
      TooManyReservationsError,
      HoldRefusedError,
    ] as const,
});

@ObjectType("PriceQuote", { description: "The live total of the purchase card, priced as the checkout prices it." })
export class PriceQuoteObject {
  @Field(() => Int) unitPriceCents: number;
  @Field(() => Int) subtotalCents: number;
  @Field(() => Int) discountCents: number;
  @Field(() => Int) totalCents: number;
  @Field(() => CouponRefusedError, { nullable: true, description: "Why the coupon would be refused; the totals are then without it." })
  couponError: CouponRefusedError | null;

  static from(q: PriceQuote): PriceQuoteObject {
    return Object.assign(new PriceQuoteObject(), {
      unitPriceCents: q.unitPriceCents,
      subtotalCents: q.subtotalCents,
      discountCents: q.discountCents,
      totalCents: q.totalCents,
      couponError: q.coupon ? CouponRefusedError.of(q.coupon.code, q.coupon.message, q.coupon.minOrderCents) : null,
    });
  }
}
