import type { GraphQLResolveInfo } from "graphql";
import { Ctx, FieldResolver, Info, Resolver, Root } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { OrderAccountObject, OrderObject } from "./order.types";

@Resolver(() => OrderObject)
export class OrderFieldsResolver {
  @FieldResolver(() => [OrderAccountObject], { description: "The credential lines delivered with this order, oldest first." })
  async accounts(@Root() order: OrderObject, @Ctx() { loaders, listCost }: GqlContext, @Info() info: GraphQLResolveInfo): Promise<OrderAccountObject[]> {
    const rows = await loaders.accountsByOrderId.load(order.id);
    listCost.charge(`Order.accounts:${order.id}`, rows.length, info);
    return rows.map(OrderAccountObject.from);
  }
}
