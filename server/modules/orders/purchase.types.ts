import { createUnionType } from "type-graphql";
import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidQuantityError,
  NotEnoughStockError,
  ProductUnavailableError,
  PurchaseNotAllowedError,
} from "../../graphql/purchase-errors";
import { OrderObject } from "./order.types";

export const AccountPurchaseResult = createUnionType({
  name: "AccountPurchaseResult",
  description: "The new (or, for a repeated idempotency key, the earlier) order, or why nothing was bought.",
  types: () =>
    [
      OrderObject,
      InsufficientBalanceError,
      NotEnoughStockError,
      InvalidQuantityError,
      PurchaseNotAllowedError,
      IdempotencyKeyReusedError,
      ProductUnavailableError,
    ] as const,
});
