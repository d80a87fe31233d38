import { Ctx, FieldResolver, Resolver, Root } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { OrderAccountObject, OrderObject } from "./order.types";

@Resolver(() => OrderObject)
export class OrderFieldsResolver {
  @FieldResolver(() => [OrderAccountObject], { description: "The credential lines delivered with this order, oldest first." })
  async accounts(@Root() order: OrderObject, @Ctx() { loaders }: GqlContext): Promise<OrderAccountObject[]> {
    const rows = await loaders.accountsByOrderId.load(order.id);
    return rows.map(OrderAccountObject.from);
  }
}
