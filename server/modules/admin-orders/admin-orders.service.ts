import type { SelectQueryBuilder } from "typeorm";
import type { RequestContext } from "../../context";
import { containsPattern } from "../../db/like-pattern";
import { badInput, notFound } from "../../errors";
import { Customer } from "../customers/customer.entity";
import { Order, type OrderType } from "../orders/order.entity";
import { pageWindow } from "../admin-customers/admin-customers.service";

export interface OrderFilter {
  search?: string | null;
  /** `YYYY-MM-DD` (start of that day, UTC) or an ISO date-time; inclusive. */
  from?: string | null;
  /** `YYYY-MM-DD` (through the end of that day, UTC) or an ISO date-time; inclusive. */
  to?: string | null;
  orderType?: string | null;
}

/** An order with its buyer, when the buyer still exists (deleted customers leave orders detached). */
export type OrderWithCustomer = Order & { customer?: Customer | null };

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ORDER_TYPES: OrderType[] = ["account", "software"];

function parseBound(raw: string | null | undefined, end: boolean): Date | null {
  const value = raw?.trim();
  if (!value) return null;
  const date = DATE_ONLY.test(value) ? new Date(`${value}T${end ? "23:59:59.999" : "00:00:00.000"}Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) throw badInput(`"${value}" is not a date (use YYYY-MM-DD).`);
  return date;
}

/** Orders matching the admin filter, with the buyer joined (search covers the buyer's name and e-mail). */
function filteredOrders(ctx: RequestContext, filter: OrderFilter): SelectQueryBuilder<OrderWithCustomer> {
  const qb = ctx.manager
    .getRepository(Order)
    .createQueryBuilder("o")
    .leftJoinAndMapOne("o.customer", Customer, "c", "c.id = o.customer_id") as SelectQueryBuilder<OrderWithCustomer>;
  const term = filter.search?.trim();
  if (term) {
    qb.andWhere(
      "(LOWER(o.id) LIKE LOWER(:q) ESCAPE '!' OR LOWER(o.product_name) LIKE LOWER(:q) ESCAPE '!' OR LOWER(c.name) LIKE LOWER(:q) ESCAPE '!' OR LOWER(c.email) LIKE LOWER(:q) ESCAPE '!')",
      { q: containsPattern(term) },
    );
  }
  const from = parseBound(filter.from, false);
  const to = parseBound(filter.to, true);
  if (from && to && from > to) throw badInput("The start date must be on or before the end date.");
  if (from) qb.andWhere("o.purchase_date >= :from", { from });
  if (to) qb.andWhere("o.purchase_date <= :to", { to });
  if (filter.orderType) {
    if (!ORDER_TYPES.includes(filter.orderType as OrderType)) throw badInput("Order type must be account or software.");
    qb.andWhere("o.order_type = :orderType", { orderType: filter.orderType });
  }
  return qb.orderBy("o.purchase_date", "DESC").addOrderBy("o.id", "DESC");
}

/** One page of orders, newest first, with the total from a window function in the same query. */
export async function listAdminOrders(
  ctx: RequestContext,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ items: OrderWithCustomer[]; total: number }> {
  const { limit, offset } = pageWindow(page.limit, page.offset);
  const qb = filteredOrders(ctx, filter);
  const counting = qb.clone();
  const { entities, raw } = await qb.addSelect("COUNT(*) OVER ()", "total_count").offset(offset).limit(limit).getRawAndEntities<{ total_count: number | string }>();
  const total = raw.length > 0 ? Number(raw[0].total_count) : await counting.getCount();
  return { items: entities, total };
}

/** One order by its full id, for the details dialog; its buyer is left to the per-request loader. */
export async function getAdminOrder(ctx: RequestContext, id: string): Promise<Order> {
  const order = await ctx.manager.getRepository(Order).findOneBy({ id });
  if (!order) throw notFound("Order not found.");
  return order;
}

/** Every matching order, newest first, a batch at a time, so an export of any size streams in bounded memory. */
export async function* eachFilteredOrder(ctx: RequestContext, filter: OrderFilter, batchSize = 1000): AsyncGenerator<OrderWithCustomer[]> {
  const qb = filteredOrders(ctx, filter);
  for (let offset = 0; ; offset += batchSize) {
    const batch = await qb.clone().offset(offset).limit(batchSize).getMany();
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
}
