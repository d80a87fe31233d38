import DataLoader from "dataloader";
import { In } from "typeorm";
import type { RequestContext } from "../context";
import { Customer } from "../modules/customers/customer.entity";
import { StockAccount } from "../modules/stock/stock-account.entity";
import { Order } from "../modules/orders/order.entity";
import { variantsOf, type VariantView } from "../modules/catalog/variants.service";
import { OrderLine } from "../modules/orders/order-line.entity";
import { nameTranslations, type NameKey } from "../modules/catalog/localized-names";
import { machinesOfLicenses } from "../modules/licenses/license-machines.service";
import type { LicenseMachine } from "../modules/licenses/license-machine.entity";

/** Created per request so one GraphQL query loads each kind of row in one SQL query. */
export function createLoaders(ctx: RequestContext) {
  return {
    customerById: new DataLoader<string, Customer | null>(async (ids) => {
      const rows = await ctx.manager.getRepository(Customer).findBy({ id: In([...ids]) });
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    /** The sold stock accounts delivered with each order, oldest id first. */
    accountsByOrderId: new DataLoader<string, StockAccount[]>(async (orderIds) => {
      const rows = await ctx.manager.getRepository(StockAccount).find({ where: { orderId: In([...orderIds]) }, order: { id: "ASC" } });
      const byOrder = new Map<string, StockAccount[]>(orderIds.map((id) => [id, []]));
      for (const row of rows) byOrder.get(row.orderId!)?.push(row);
      return orderIds.map((id) => byOrder.get(id)!);
    }),
    /** Each product's variants on sale, the default first, named in the reader's language. */
    variantsByProductId: new DataLoader<string, VariantView[]>(async (productIds) => {
      const byProduct = await variantsOf(ctx, productIds);
      return productIds.map((id) => byProduct.get(id) ?? []);
    }),
    /** Product and option names in the reader's language (null: no translation, the English name stands). */
    nameTranslation: new DataLoader<NameKey, string | null>(async (keys) => {
      const names = await nameTranslations(ctx, keys);
      return keys.map((k) => names.get(k) ?? null);
    }),
    /** Each order's lines, in order. */
    linesByOrderId: new DataLoader<string, OrderLine[]>(async (orderIds) => {
      const rows = await ctx.manager.getRepository(OrderLine).find({ where: { orderId: In([...orderIds]) }, order: { lineNo: "ASC" } });
      const byOrder = new Map<string, OrderLine[]>(orderIds.map((id) => [id, []]));
      for (const row of rows) byOrder.get(row.orderId)?.push(row);
      return orderIds.map((id) => byOrder.get(id)!);
    }),
    /** Each licence's machines, first activated first. */
    machinesByLicenseId: new DataLoader<string, LicenseMachine[]>(async (licenseIds) => {
      const byLicense = await machinesOfLicenses(ctx, licenseIds);
      return licenseIds.map((id) => byLicense.get(id) ?? []);
    }),
    /** How many orders each customer placed: one grouped query for a whole page of customers. */
    orderCountByCustomerId: new DataLoader<string, number>(async (customerIds) => {
      const rows: Array<{ customerId: string; n: number | string }> = await ctx.manager
        .getRepository(Order)
        .createQueryBuilder("o")
        .select("o.customer_id", "customerId")
        .addSelect("COUNT(*)", "n")
        .where("o.customer_id IN (:...ids)", { ids: [...customerIds] })
        .groupBy("o.customer_id")
        .getRawMany();
      const counts = new Map(rows.map((r) => [r.customerId, Number(r.n)]));
      return customerIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
