import type { GraphQLResolveInfo } from "graphql";
import { Ctx, FieldResolver, Info, Resolver, Root } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import type { Loaders } from "../../graphql/loaders";
import { nameKeysOf, orderNameOf, withLocalNames, type NameKey, type SoldName } from "../catalog";
import { OrderAccountObject, OrderLineObject, OrderObject } from "./order.types";

/** A sold line's names in the reader's language, through the request's batched translation loader. */
async function localNames<T extends SoldName>(loaders: Loaders, line: T): Promise<T> {
  const keys = nameKeysOf(line);
  const values = await loaders.nameTranslation.loadMany(keys);
  const names = new Map<NameKey, string>();
  keys.forEach((k, i) => {
    const v = values[i];
    if (typeof v === "string") names.set(k, v);
  });
  return withLocalNames(line, names);
}

const NAME_NOTE = "in the reader's language where the shop has a translation, else the English name it was sold under";

@Resolver(() => OrderObject)
export class OrderFieldsResolver {
  @FieldResolver(() => String, { description: `What was bought: the product for a one-line order, else each line's product (and option); ${NAME_NOTE}.` })
  async productName(@Root() order: OrderObject, @Ctx() { ctx, loaders }: GqlContext): Promise<string> {
    if (ctx.language === "en") return order.productName;
    const lines = await loaders.linesByOrderId.load(order.id);
    if (lines.length === 0) return order.productName;
    return orderNameOf(await Promise.all(lines.map((l) => localNames(loaders, l))));
  }

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
  @FieldResolver(() => String, { description: `The product, ${NAME_NOTE}.` })
  async productName(@Root() line: OrderLineObject, @Ctx() { loaders }: GqlContext): Promise<string> {
    return (await localNames(loaders, line)).productName;
  }

  @FieldResolver(() => String, { description: `The option bought, ${NAME_NOTE}; empty for a product's default variant.` })
  async variantName(@Root() line: OrderLineObject, @Ctx() { loaders }: GqlContext): Promise<string> {
    return (await localNames(loaders, line)).variantName;
  }

  @FieldResolver(() => [OrderAccountObject], { description: "The credential lines this line delivered, oldest first (empty for a licence line)." })
  async accounts(@Root() line: OrderLineObject, @Ctx() { loaders, listCost }: GqlContext, @Info() info: GraphQLResolveInfo): Promise<OrderAccountObject[]> {
    // Only lines sold to it: while the order waits for its payment, its held lines are not the buyer's yet.
    const rows = (await loaders.accountsByOrderId.load(line.orderId)).filter((a) => a.variantId === line.variantId && a.status === "sold");
    listCost.charge(`OrderLine.accounts:${line.id}`, rows.length, info);
    return rows.map(OrderAccountObject.from);
  }
}
