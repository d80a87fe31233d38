import type { GraphQLResolveInfo } from "graphql";
import { Ctx, FieldResolver, Info, Resolver, Root } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { OrderAccountObject, OrderLineObject, OrderObject } from "./order.types";

@Resolver(() => OrderObject)
export class OrderFieldsResolver {
  @FieldResolver(() => [OrderAccountObject], { description: "The credential lines delivered with this order, oldest first." })
  async accounts(@Root() order: OrderObject, @Ctx() { loaders, listCost }: GqlContext, @Info() info: GraphQLResolveInfo): Promise<OrderAccountObject[]> {
    const rows = await loaders.accountsByOrderId.load(order.id);
    listCost.charge(`Order.accounts:${order.id}`, rows.length, info);
    return rows.map(OrderAccountObject.from);
  }

  @FieldResolver(() => [OrderLineObject], { description: "The order's lines (one per product variant), each with its price breakdown and state." })
  async lines(@Root() order: OrderObject, @Ctx() { loaders }: GqlContext): Promise<OrderLineObject[]> {
    return (await loaders.linesByOrderId.load(order.id)).map(OrderLineObject.from);
  }
}

@Resolver(() => OrderLineObject)
export class OrderLineFieldsResolver {
  @FieldResolver(() => [OrderAccountObject], { description: "The credential lines this line delivered, oldest first (empty for a licence line)." })
  async accounts(@Root() line: OrderLineObject, @Ctx() { loaders, listCost }: GqlContext, @Info() info: GraphQLResolveInfo): Promise<OrderAccountObject[]> {
    // Only lines sold to it: while the order waits for its payment, its held lines are not the buyer's yet.
    const rows = (await loaders.accountsByOrderId.load(line.orderId)).filter((a) => a.variantId === line.variantId && a.status === "sold");
    listCost.charge(`OrderLine.accounts:${line.id}`, rows.length, info);
    return rows.map(OrderAccountObject.from);
  }
}
