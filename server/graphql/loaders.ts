import DataLoader from "dataloader";
import { In } from "typeorm";
import type { RequestContext } from "../context";
import { Customer } from "../modules/customers/customer.entity";

/** Created per request so one GraphQL query loads each kind of row in one SQL query. */
export function createLoaders(ctx: RequestContext) {
  return {
    customerById: new DataLoader<string, Customer | null>(async (ids) => {
      const rows = await ctx.manager.getRepository(Customer).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
