import type { RequestContext } from "../../context";
import { badInput, notFound } from "../../errors";
import { License } from "../licenses";
import { Order, type OrderType } from "./order.entity";
import { OrderLine } from "./order-line.entity";
import { localizeSoldNames } from "../catalog";
import type { SelectQueryBuilder } from "typeorm";
import { containsPattern } from "../../db/like-pattern";
import { pageWindow, pageWithTotal } from "../../db/page-window";
import { Customer } from "../customers";
import { requireActor, requireAdmin } from "../auth";

export const MAX_ORDERS_PAGE = 100;

/** The longest search a buyer types into My Accounts (the edge allows more; longer finds nothing sensible). */
const MAX_MY_SEARCH = 255;

/**
 * The caller's own orders (optionally of one type, of one product, or matching a search), newest
 * first; a limit above the page size is clamped to it. The search matches the order's id, a
 * line's product or option (as sold, or in the reader's language), or a delivered account's
 * username or e-mail.
 */
export async function listMyOrders(
  ctx: RequestContext,
  page: { limit: number; offset: number; orderType?: OrderType | null; productId?: string | null; search?: string | null },
): Promise<{ items: Order[]; total: number }> {
  const customerId = requireActor(ctx).customer.id;
  if (page.orderType && page.orderType !== "account" && page.orderType !== "software") throw badInput("orderType must be account or software.");
  const term = page.search?.trim().slice(0, MAX_MY_SEARCH);
  const qb = ctx.manager.getRepository(Order).createQueryBuilder("o").where("o.customer_id = :customerId", { customerId });
  if (page.orderType) qb.andWhere("o.order_type = :orderType", { orderType: page.orderType });
  if (page.productId)
    qb.andWhere("EXISTS (SELECT 1 FROM order_lines pl WHERE pl.order_id = o.id AND pl.product_id = :productId)", { productId: page.productId.slice(0, 64) });
  if (term) {
    qb.andWhere(
      "(LOWER(o.id) LIKE LOWER(:q) ESCAPE '!'" +
        " OR EXISTS (SELECT 1 FROM order_lines sl WHERE sl.order_id = o.id AND (LOWER(sl.product_name) LIKE LOWER(:q) ESCAPE '!' OR LOWER(sl.variant_name) LIKE LOWER(:q) ESCAPE '!'" +
        " OR EXISTS (SELECT 1 FROM content_translations ct WHERE ct.field = 'name' AND ct.language = :language AND LOWER(ct.value) LIKE LOWER(:q) ESCAPE '!'" +
        " AND ((ct.subject_type = 'product' AND ct.subject_id = sl.product_id) OR (ct.subject_type = 'variant' AND ct.subject_id = sl.variant_id)))))" +
        " OR EXISTS (SELECT 1 FROM stock_accounts sa WHERE sa.order_id = o.id AND (LOWER(sa.username) LIKE LOWER(:q) ESCAPE '!' OR LOWER(sa.email) LIKE LOWER(:q) ESCAPE '!')))",
      { q: containsPattern(term), language: ctx.language },
    );
  }
  // A limit of 0 (or less) asks for the count alone; TypeORM would read `take: 0` as "no limit".
  if (page.limit < 1) return { items: [], total: await qb.getCount() };
  const [items, total] = await qb
    .orderBy("o.purchase_date", "DESC")
    .addOrderBy("o.id", "DESC")
    .take(Math.min(Math.floor(page.limit), MAX_ORDERS_PAGE))
    .skip(Math.max(0, Math.floor(page.offset)))
    .getManyAndCount();
  return { items, total };
}

/** A product the caller bought accounts of, named in their language, with how many of their orders hold it. */
export interface MyPurchasedProduct {
  productId: string;
  name: string;
  orders: number;
}

/** The products of the caller's account orders (for My Accounts' product filter), by name. Two queries. */
export async function listMyAccountProducts(ctx: RequestContext): Promise<MyPurchasedProduct[]> {
  const customerId = requireActor(ctx).customer.id;
  const rows: Array<{ productId: string; name: string; orders: number | string }> = await ctx.manager
    .getRepository(OrderLine)
    .createQueryBuilder("l")
    .innerJoin(Order, "o", "o.id = l.order_id")
    .select("l.product_id", "productId")
    .addSelect("MAX(l.product_name)", "name")
    .addSelect("COUNT(DISTINCT l.order_id)", "orders")
    .where("o.customer_id = :customerId AND o.order_type = 'account' AND l.order_type = 'account'", { customerId })
    .groupBy("l.product_id")
    .getRawMany();
  const named = await localizeSoldNames(
    ctx,
    rows.map((r) => ({ productId: r.productId, variantId: r.productId, productName: r.name, variantName: "", orders: Number(r.orders) })),
  );
  return named.map((r) => ({ productId: r.productId, name: r.productName, orders: r.orders })).sort((a, b) => a.name.localeCompare(b.name));
}

/** One of the caller's own orders; anyone else's order is reported as missing, not as forbidden. */
export async function getMyOrder(ctx: RequestContext, id: string): Promise<Order> {
  const { customer } = requireActor(ctx);
  const order = await ctx.manager.getRepository(Order).findOneBy({ id, customerId: customer.id });
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
  // The caller's row was read from the database for this request already (see Sessions.actorFromRequest).
  const { customer } = requireActor(ctx);
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
    .andWhere("l.expires_at > :now", { now: ctx.clock.now() })
    .getCount();
  return {
    balanceCents: customer.balanceCents,
    accountsBought: Number(totals?.accountsBought ?? 0),
    ordersCount: Number(totals?.ordersCount ?? 0),
    activeLicenses,
  };
}

export interface OrderFilter {
  search?: string | null;
  /** `YYYY-MM-DD` (start of that day, UTC) or an ISO date-time; inclusive. */
  from?: string | null;
  /** `YYYY-MM-DD` (through the end of that day, UTC) or an ISO date-time; inclusive. */
  to?: string | null;
  orderType?: string | null;
  productId?: string | null;
  /** Orders of the products now in this category. */
  categoryId?: string | null;
  /** true: guest orders only (bought without an account); false: members' only. */
  guest?: boolean | null;
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
      "(LOWER(o.id) LIKE LOWER(:q) ESCAPE '!' OR LOWER(o.product_name) LIKE LOWER(:q) ESCAPE '!' OR LOWER(c.name) LIKE LOWER(:q) ESCAPE '!' OR LOWER(c.email) LIKE LOWER(:q) ESCAPE '!' OR o.guest_email LIKE LOWER(:q) ESCAPE '!')",
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
  if ((filter.productId?.length ?? 0) > 64 || (filter.categoryId?.length ?? 0) > 36) throw badInput("Unknown product or category.");
  if (filter.productId) qb.andWhere("o.product_id = :productId", { productId: filter.productId });
  if (filter.guest === true) qb.andWhere("o.guest_email IS NOT NULL");
  if (filter.guest === false) qb.andWhere("o.guest_email IS NULL");
  if (filter.categoryId) qb.andWhere("o.product_id IN (SELECT p.id FROM products p WHERE p.category_id = :categoryId)", { categoryId: filter.categoryId });
  return qb.orderBy("o.purchase_date", "DESC").addOrderBy("o.id", "DESC");
}

/** One page of orders, newest first, with the total. */
export async function listAdminOrders(
  ctx: RequestContext,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<{ items: OrderWithCustomer[]; total: number }> {
  requireAdmin(ctx);
  return pageWithTotal(filteredOrders(ctx, filter), pageWindow(page.limit, page.offset));
}

/** One order by its full id, for the details dialog; its buyer is left to the per-request loader. */
export async function getAdminOrder(ctx: RequestContext, id: string): Promise<Order> {
  requireAdmin(ctx);
  const order = await ctx.manager.getRepository(Order).findOneBy({ id });
  if (!order) throw notFound("Order not found.");
  return order;
}

/** Every matching order, newest first, a batch at a time, so an export of any size streams in bounded memory. */
export async function* eachFilteredOrder(ctx: RequestContext, filter: OrderFilter, batchSize = 1000): AsyncGenerator<OrderWithCustomer[]> {
  requireAdmin(ctx);
  const qb = filteredOrders(ctx, filter);
  for (let offset = 0; ; offset += batchSize) {
    const batch = await qb.clone().offset(offset).limit(batchSize).getMany();
    if (batch.length > 0) yield batch;
    if (batch.length < batchSize) return;
  }
}
