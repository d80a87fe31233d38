import type { ErrorCode } from "../../common/error-codes";
import { Field, ID, Int, ObjectType } from "type-graphql";
import { QUANTITY_MESSAGES } from "../../common/quantity";
import { ErrorResult } from "./error-result";

/**
 * Expected purchase failures shared by the account and the software purchase: returned as
 * members of the purchase result unions, each with a stable errorCode and the spec's message.
 */
@ObjectType("InsufficientBalanceError", { implements: ErrorResult })
export class InsufficientBalanceError extends ErrorResult {
  @Field(() => Int) balanceCents: number;
  @Field(() => Int) requiredCents: number;

  static of(balanceCents: number, requiredCents: number): InsufficientBalanceError {
    return Object.assign(new InsufficientBalanceError(), {
      errorCode: "INSUFFICIENT_BALANCE",
      message: "You don't have enough funds to complete this transaction. Please add more to your balance.",
      balanceCents,
      requiredCents,
    });
  }
}

@ObjectType("NotEnoughStockError", { implements: ErrorResult })
export class NotEnoughStockError extends ErrorResult {
  @Field(() => Int) availableCount: number;

  @Field(() => ID, { nullable: true, description: "In a checkout of several lines: the variant of the line that is short (null for purchase)." })
  variantId: string | null;

  static of(availableCount: number, variantId: string | null = null): NotEnoughStockError {
    return Object.assign(new NotEnoughStockError(), {
      errorCode: "NOT_ENOUGH_STOCK",
      message: QUANTITY_MESSAGES.notEnoughStock(availableCount),
      availableCount,
      variantId,
    });
  }
}

@ObjectType("InvalidQuantityError", { implements: ErrorResult })
export class InvalidQuantityError extends ErrorResult {
  @Field(() => ID, { nullable: true, description: "In a checkout of several lines: the variant of the line whose quantity is refused (null for purchase)." })
  variantId: string | null;

  static of(message: string = QUANTITY_MESSAGES.invalid, variantId: string | null = null): InvalidQuantityError {
    return Object.assign(new InvalidQuantityError(), { errorCode: "INVALID_QUANTITY", message, variantId });
  }
}

@ObjectType("PurchaseNotAllowedError", { implements: ErrorResult })
export class PurchaseNotAllowedError extends ErrorResult {
  @Field(() => ID, { nullable: true, description: "ACCOUNT_REQUIRED in a checkout of several lines: the variant of the product that only members may buy." })
  variantId: string | null;

  static adminsCannotPurchase(): PurchaseNotAllowedError {
    return Object.assign(new PurchaseNotAllowedError(), { errorCode: "ADMIN_CANNOT_PURCHASE", message: "Admins cannot purchase products.", variantId: null });
  }

  /** A guest asked for a product the seller sells to members only. */
  static accountRequired(variantId: string | null = null): PurchaseNotAllowedError {
    return Object.assign(new PurchaseNotAllowedError(), {
      errorCode: "ACCOUNT_REQUIRED",
      message: "Sign in or create an account to buy this product.",
      variantId,
    });
  }
}

@ObjectType("IdempotencyKeyReusedError", { implements: ErrorResult })
export class IdempotencyKeyReusedError extends ErrorResult {
  static of(): IdempotencyKeyReusedError {
    return Object.assign(new IdempotencyKeyReusedError(), {
      errorCode: "IDEMPOTENCY_KEY_REUSED",
      message: "This idempotency key was already used for a different purchase. Use a new key for a new purchase.",
    });
  }
}

@ObjectType("ProductUnavailableError", { implements: ErrorResult, description: "The product does not exist, is a draft, or was archived." })
export class ProductUnavailableError extends ErrorResult {
  @Field(() => ID, { nullable: true, description: "In a checkout of several lines: the variant that cannot be bought (null for purchase)." })
  variantId: string | null;

  static of(variantId: string | null = null): ProductUnavailableError {
    return Object.assign(new ProductUnavailableError(), { errorCode: "PRODUCT_UNAVAILABLE", message: "This product is not available.", variantId });
  }
}

@ObjectType("CouponRefusedError", {
  implements: ErrorResult,
  description:
    "The coupon cannot be used for this order; errorCode says why: COUPON_UNKNOWN, COUPON_NOT_STARTED, COUPON_EXPIRED, " +
    "COUPON_NOT_FOR_PRODUCT, COUPON_MINIMUM_NOT_MET, COUPON_USED_UP or COUPON_CUSTOMER_LIMIT.",
})
export class CouponRefusedError extends ErrorResult {
  @Field(() => Int, { nullable: true, description: "COUPON_MINIMUM_NOT_MET: the smallest order total, in cents, the coupon accepts." })
  minOrderCents: number | null;

  static of(errorCode: ErrorCode, message: string, minOrderCents: number | null = null): CouponRefusedError {
    return Object.assign(new CouponRefusedError(), { errorCode, message, minOrderCents: errorCode === "COUPON_MINIMUM_NOT_MET" ? minOrderCents : null });
  }
}

@ObjectType("TooManyReservationsError", { implements: ErrorResult })
export class TooManyReservationsError extends ErrorResult {
  @Field(() => Int, { description: "How many unpaid reservations one customer may hold at a time." }) limit: number;

  static of(limit: number): TooManyReservationsError {
    return Object.assign(new TooManyReservationsError(), {
      errorCode: "TOO_MANY_RESERVATIONS",
      message: `You already have ${limit} purchases waiting for payment. Pay for one or let it expire before reserving another.`,
      limit,
    });
  }
}

export type HoldRefusalCode = "HOLD_LIMIT_REACHED" | "ADDRESS_HOLD_LIMIT_REACHED" | "RESERVATIONS_PER_HOUR_REACHED" | "RESERVATION_COOL_DOWN";

@ObjectType("HoldRefusedError", {
  implements: ErrorResult,
  description:
    "A reservation the stock-hold bounds refuse; errorCode says which: HOLD_LIMIT_REACHED (this customer's share of the product), " +
    "ADDRESS_HOLD_LIMIT_REACHED (the share of every customer on this address), RESERVATIONS_PER_HOUR_REACHED, or " +
    "RESERVATION_COOL_DOWN (recent reservations closed unpaid; retry after retryAfterSeconds).",
})
export class HoldRefusedError extends ErrorResult {
  @Field(() => Int, { nullable: true, description: "The bound reached: lines of this product, or reservations per hour." })
  limit: number | null;

  @Field(() => Int, { nullable: true, description: "RESERVATION_COOL_DOWN: seconds until a reservation is accepted again." })
  retryAfterSeconds: number | null;

  static lines(scope: "customer" | "address", limit: number): HoldRefusedError {
    const message =
      scope === "customer"
        ? `At most ${limit} of this product's items can wait for your payment at a time. Pay for what you hold, or buy from your balance.`
        : `At most ${limit} of this product's items can wait for payment from your network at a time. Pay for what is held, or buy from your balance.`;
    return HoldRefusedError.make(scope === "customer" ? "HOLD_LIMIT_REACHED" : "ADDRESS_HOLD_LIMIT_REACHED", message, limit, null);
  }

  static perHour(limit: number): HoldRefusedError {
    return HoldRefusedError.make("RESERVATIONS_PER_HOUR_REACHED", `You can reserve at most ${limit} times an hour. Please try again later.`, limit, null);
  }

  static coolDown(retryAfterSeconds: number): HoldRefusedError {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return HoldRefusedError.make(
      "RESERVATION_COOL_DOWN",
      `Your recent reservations ended unpaid. You can reserve again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      null,
      retryAfterSeconds,
    );
  }

  private static make(errorCode: HoldRefusalCode, message: string, limit: number | null, retryAfterSeconds: number | null): HoldRefusedError {
    return Object.assign(new HoldRefusedError(), { errorCode, message, limit, retryAfterSeconds });
  }
}
