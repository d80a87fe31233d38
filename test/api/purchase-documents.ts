/** The purchase mutation as the shop sends it, with every result member spelled out. */
export const PURCHASE = `mutation Buy($quantity: Int!, $key: String!) {
  purchaseAccounts(quantity: $quantity, idempotencyKey: $key) {
    __typename
    ... on ErrorResult { errorCode message }
    ... on InsufficientBalanceError { balanceCents requiredCents }
    ... on NotEnoughStockError { availableCount }
    ... on Order { id quantity totalPriceCents productName orderType status accounts { id username password email emailPassword } }
  }
}`;
