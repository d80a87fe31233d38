import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from "type-graphql";
import { tokenScope } from "../../graphql/auth-checker";
import type { GqlContext } from "../../graphql/gql-context";
import { CustomerDashboardType, MyAccountProductType } from "./customer-dashboard.types";
import { OrderObject, OrderPage } from "./order.types";
import { getMyDashboard, getMyOrder, listMyAccountProducts, listMyOrders } from "./orders.service";
import { ACCOUNT_PRODUCT_ID } from "../catalog";
import { purchaseFromBalance } from "./checkout.service";
import { AccountPurchaseResult } from "./purchase.types";
import type { OrderType } from "./order.entity";
import { CouponRefusedError } from "../../graphql/purchase-errors";
import { DomainError } from "../../errors";

@Resolver()
export class OrdersResolver {
  @Authorized(tokenScope("purchase"))
  @Mutation(() => AccountPurchaseResult, {
    description:
      'Buys accounts of the seed\'s product from the balance: purchase(productId: "main_insta_product") under its old name. ' +
      "Send a fresh idempotency key per purchase and the same key when retrying it.",
  })
  async purchaseAccounts(
    @Arg("quantity", () => Int) quantity: number,
    @Arg("idempotencyKey", () => String) idempotencyKey: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<typeof AccountPurchaseResult> {
    const result = await purchaseFromBalance(ctx, { productId: ACCOUNT_PRODUCT_ID, quantity, idempotencyKey });
    if ("order" in result) return OrderObject.from(result.order);
    // No coupon is sent, so none can be refused.
    if (result instanceof CouponRefusedError) throw new DomainError("ORDER_FAILED", "Could not create order.", 500);
    return result;
  }

  @Authorized()
  @Query(() => OrderPage, { description: "The caller's own orders, newest first." })
  async myOrders(
    @Arg("limit", () => Int, { defaultValue: 20 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Arg("orderType", () => String, { nullable: true, description: "account or software; all orders when omitted" }) orderType: OrderType | null,
    @Ctx() { ctx }: GqlContext,
    @Arg("productId", () => ID, { nullable: true, description: "Only orders with a line of this product (see myAccountProducts)." }) productId?: string | null,
    @Arg("search", () => String, {
      nullable: true,
      description:
        "Only orders whose id, product or option name (as sold or in the reader's language), or a delivered account's username or e-mail contains this text.",
    })
    search?: string | null,
  ): Promise<OrderPage> {
    const page = await listMyOrders(ctx, { limit, offset, orderType, productId, search });
    return { items: page.items.map(OrderObject.from), total: page.total };
  }

  @Authorized()
  @Query(() => OrderObject, { description: "One of the caller's own orders." })
  async myOrder(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<OrderObject> {
    return OrderObject.from(await getMyOrder(ctx, id));
  }

  @Authorized()
  @Query(() => [MyAccountProductType], { description: "The products the caller bought accounts of, named in the reader's language, for filtering myOrders." })
  async myAccountProducts(@Ctx() { ctx }: GqlContext): Promise<MyAccountProductType[]> {
    return listMyAccountProducts(ctx);
  }

  @Authorized()
  @Query(() => CustomerDashboardType)
  async myDashboard(@Ctx() { ctx }: GqlContext): Promise<CustomerDashboardType> {
    return getMyDashboard(ctx);
  }
}
