import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { CustomerDashboardType } from "./customer-dashboard.types";
import { OrderObject, OrderPage } from "./order.types";
import { getMyDashboard, getMyOrder, listMyOrders } from "./orders.service";
import { purchaseAccounts } from "./purchase.service";
import { AccountPurchaseResult } from "./purchase.types";
import { Order, type OrderType } from "./order.entity";

@Resolver()
export class OrdersResolver {
  @Authorized()
  @Mutation(() => AccountPurchaseResult, {
    description: "Buys accounts from the balance. Send a fresh idempotency key per purchase and the same key when retrying it.",
  })
  async purchaseAccounts(
    @Arg("quantity", () => Int) quantity: number,
    @Arg("idempotencyKey", () => String) idempotencyKey: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<typeof AccountPurchaseResult> {
    const result = await purchaseAccounts(ctx, { quantity, idempotencyKey });
    return result instanceof Order ? OrderObject.from(result) : result;
  }

  @Authorized()
  @Query(() => OrderPage, { description: "The caller's own orders, newest first." })
  async myOrders(
    @Arg("limit", () => Int, { defaultValue: 20 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Arg("orderType", () => String, { nullable: true, description: "account or software; all orders when omitted" }) orderType: OrderType | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<OrderPage> {
    const page = await listMyOrders(ctx, { limit, offset, orderType });
    return { items: page.items.map(OrderObject.from), total: page.total };
  }

  @Authorized()
  @Query(() => OrderObject, { description: "One of the caller's own orders." })
  async myOrder(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<OrderObject> {
    return OrderObject.from(await getMyOrder(ctx, id));
  }

  @Authorized()
  @Query(() => CustomerDashboardType)
  async myDashboard(@Ctx() { ctx }: GqlContext): Promise<CustomerDashboardType> {
    return getMyDashboard(ctx);
  }
}
