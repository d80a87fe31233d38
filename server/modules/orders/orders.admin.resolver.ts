import { Arg, Authorized, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from "type-graphql";
import { License } from "../licenses";
import type { GqlContext } from "../../graphql/gql-context";
import { OrderObject, OrderPage } from "./order.types";
import { getAdminOrder, listAdminOrders } from "./orders.service";
import { AdminOrderFilterInput, OrderCustomerType } from "./orders.admin.types";

@Resolver(() => OrderObject)
export class AdminOrdersResolver {
  @Authorized("ADMIN")
  @Query(() => OrderPage, {
    description:
      "Admin: all orders, newest first. `search` matches part of the order id, product name, or the buyer's name or e-mail (ignoring case). " +
      "The same filter exports as CSV from GET /api/admin/orders.csv?search=&from=&to=&orderType=&productId=&categoryId=&guest=.",
  })
  async adminOrders(
    @Arg("search", () => String, { nullable: true }) search: string | null,
    @Arg("filter", () => AdminOrderFilterInput, { nullable: true }) filter: AdminOrderFilterInput | null,
    @Arg("limit", () => Int, { defaultValue: 50 }) limit: number,
    @Arg("offset", () => Int, { defaultValue: 0 }) offset: number,
    @Ctx() { ctx, loaders }: GqlContext,
  ): Promise<OrderPage> {
    const page = await listAdminOrders(ctx, { search, ...filter }, { limit, offset });
    // The page query already joined the buyers: hand them to the loader instead of querying again.
    for (const order of page.items) if (order.customer) loaders.customerById.prime(order.customer.id, order.customer);
    return { items: page.items.map(OrderObject.from), total: page.total };
  }

  @Authorized("ADMIN")
  @Query(() => OrderObject, { description: "Admin: any customer's order by its full id, with its buyer and delivered accounts." })
  async adminOrder(@Arg("id", () => ID) id: string, @Ctx() { ctx }: GqlContext): Promise<OrderObject> {
    return OrderObject.from(await getAdminOrder(ctx, id));
  }

  @Authorized("ADMIN")
  @FieldResolver(() => OrderCustomerType, { nullable: true, description: "Admin only: the buyer, or null once the customer was deleted." })
  async customer(@Root() order: OrderObject, @Ctx() { loaders }: GqlContext): Promise<OrderCustomerType | null> {
    if (!order.customerId) return null;
    const customer = await loaders.customerById.load(order.customerId);
    return customer ? OrderCustomerType.from(customer) : null;
  }

  @Authorized("ADMIN")
  @FieldResolver(() => String, {
    nullable: true,
    description: "Admin only: the key of the licence a software order issued, or null (account orders, deleted licences).",
  })
  async licenseKey(@Root() order: OrderObject, @Ctx() { ctx }: GqlContext): Promise<string | null> {
    if (!order.licenseId) return null;
    const license = await ctx.manager.getRepository(License).findOne({ where: { id: order.licenseId }, select: { id: true, licenseKey: true } });
    return license?.licenseKey ?? null;
  }
}
