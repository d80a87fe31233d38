import type { RequestContext } from "../../context";
import { badInput, notFound, unauthenticated } from "../../errors";
import { License } from "../licenses/license.entity";
import { Order, type OrderType } from "./order.entity";

export const MAX_ORDERS_PAGE = 100;

function actorId(ctx: RequestContext): string {
  if (!ctx.actor) throw unauthenticated();
  return ctx.actor.customer.id;
}

/** The caller's own orders (optionally of one type), newest first. */
export async function listMyOrders(
  ctx: RequestContext,
  page: { limit: number; offset: number; orderType?: OrderType | null },
): Promise<{ items: Order[]; total: number }> {
  const customerId = actorId(ctx);
  if (page.orderType && page.orderType !== "account" && page.orderType !== "software") throw badInput("orderType must be account or software.");
  const [items, total] = await ctx.manager.getRepository(Order).findAndCount({
    where: page.orderType ? { customerId, orderType: page.orderType } : { customerId },
    order: { purchaseDate: "DESC", id: "DESC" },
    take: Math.min(Math.max(1, Math.floor(page.limit)), MAX_ORDERS_PAGE),
    skip: Math.max(0, Math.floor(page.offset)),
  });
  return { items, total };
}

/** One of the caller's own orders; anyone else's order is reported as missing, not as forbidden. */
export async function getMyOrder(ctx: RequestContext, id: string): Promise<Order> {
  const order = await ctx.manager.getRepository(Order).findOneBy({ id, customerId: actorId(ctx) });
  if (!order) throw notFound("Order not found.");
  return order;
}

export interface CustomerDashboard {
  balanceCents: number;
  accountsBought: number;
  ordersCount: number;
  activeLicenses: number;
}

/** The metric cards of My Accounts; licences count when bound to the customer or to their e-mail. */
export async function getMyDashboard(ctx: RequestContext): Promise<CustomerDashboard> {
  if (!ctx.actor) throw unauthenticated();
  // Read from the database for this request already (see Sessions.actorFromRequest).
  const customer = ctx.actor.customer;
  const customerId = customer.id;
  const em = ctx.manager;
  const totals = await em
    .getRepository(Order)
    .createQueryBuilder("o")
    .select("COUNT(*)", "ordersCount")
    .addSelect("COALESCE(SUM(CASE WHEN o.order_type = 'account' THEN o.quantity ELSE 0 END), 0)", "accountsBought")
    .where("o.customer_id = :customerId", { customerId })
    .getRawOne<{ ordersCount: string | number; accountsBought: string | number }>();
  const activeLicenses = await em
    .getRepository(License)
    .createQueryBuilder("l")
    .where("(l.customer_id = :customerId OR LOWER(l.email) = :email)", { customerId, email: customer.email.toLowerCase() })
    .andWhere("l.status = :active", { active: true })
    .andWhere("l.expires_at > :now", { now: new Date() })
    .getCount();
  return {
    balanceCents: customer.balanceCents,
    accountsBought: Number(totals?.accountsBought ?? 0),
    ordersCount: Number(totals?.ordersCount ?? 0),
    activeLicenses,
  };
}
