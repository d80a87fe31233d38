import type { RequestContext } from "../../context";
import { StockAccount } from "./stock-account.entity";

export async function countAvailableStock(ctx: RequestContext): Promise<number> {
  return ctx.manager.getRepository(StockAccount).countBy({ status: "available" });
}
