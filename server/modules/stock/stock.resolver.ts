import { Ctx, Int, Query, Resolver } from "type-graphql";
import type { GqlContext } from "../../graphql/gql-context";
import { countAvailableStock } from "./stock.service";

@Resolver()
export class StockResolver {
  @Query(() => Int, { description: "How many stock accounts are available to buy." })
  async availableStockCount(@Ctx() { ctx }: GqlContext): Promise<number> {
    return countAvailableStock(ctx);
  }
}
