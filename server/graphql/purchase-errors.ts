import { Field, Int, ObjectType } from "type-graphql";
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

  static of(availableCount: number): NotEnoughStockError {
    return Object.assign(new NotEnoughStockError(), {
      errorCode: "NOT_ENOUGH_STOCK",
      message: `Only ${availableCount} accounts available. Please select a smaller quantity.`,
      availableCount,
    });
  }
}

@ObjectType("InvalidQuantityError", { implements: ErrorResult })
export class InvalidQuantityError extends ErrorResult {
  static of(message = "Please enter a valid quantity."): InvalidQuantityError {
    return Object.assign(new InvalidQuantityError(), { errorCode: "INVALID_QUANTITY", message });
  }
}

@ObjectType("PurchaseNotAllowedError", { implements: ErrorResult })
export class PurchaseNotAllowedError extends ErrorResult {
  static adminsCannotPurchase(): PurchaseNotAllowedError {
    return Object.assign(new PurchaseNotAllowedError(), { errorCode: "ADMIN_CANNOT_PURCHASE", message: "Admins cannot purchase products." });
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
