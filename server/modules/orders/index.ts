/** What other domains use of orders: the order row and its GraphQL shape, buying from the balance (the licence renewal), and order lines (which product sold a licence). */
export { Order } from "./order.entity";
export { OrderObject } from "./order.types";
export { type BalanceRefusal, purchaseFromBalance } from "./checkout.service";
export { OrderLine } from "./order-line.entity";
