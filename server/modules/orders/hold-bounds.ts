import { isIP } from "node:net";
import type { RequestContext } from "../../context";
import { forUpdate, selectRows, textParam } from "../../db/raw-sql";
import { HoldRefusedError, TooManyReservationsError } from "../../graphql/purchase-errors";
import type { OrderType } from "./order.entity";
import type { ReservationRules } from "./checkout-settings";
import { PendingOrder } from "./pending-order.entity";

/**
 * Who is holding stock: the customer, and the address the request came from. Many accounts on
 * one address share the address's bound, so opening accounts does not multiply what one person
 * can take off sale. Guest checkout and carts hold through the same bounds with their own holder.
 */
export interface Holder {
  customerId: string;
  address: string;
}

export interface HoldRequest {
  productId: string;
  productType: OrderType;
  quantity: number;
  maxPurchaseQuantity: number | null;
}

export type HoldRefusal = TooManyReservationsError | HoldRefusedError;

/** Recent reservations read for the cool-down: enough to reach its cap (one free, then a minute doubled up to an hour). */
const COOL_DOWN_LOOKBACK = 10;
/** Unpaid reservations in a row that cost nothing; from the next one on, the wait starts at a minute and doubles. */
const UNPAID_WITHOUT_WAIT = 1;
const FIRST_WAIT_MS = 60_000;
const MAX_WAIT_MS = 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * The address a hold is counted against: IPv4 as is (an IPv4-mapped IPv6 form too), IPv6 by its
 * /64, since one subscriber is routed a whole /64 and could otherwise change address per request.
 */
export function holderAddress(ip: string): string {
  const bare = ip.startsWith("::ffff:") && ip.includes(".") ? ip.slice(7) : ip;
  if (isIP(bare) !== 6) return bare.slice(0, 64);
  const [head, tail = ""] = bare.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = bare.includes("::") ? [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/**
 * Whether this holder may hold `quantity` more of the product, inside the hold's transaction.
 * The product's row is locked first (MySQL/MariaDB), so concurrent holds of one product, from
 * any account, are counted one after another and the bound cannot be overrun by a burst; SQLite
 * has one writer. Only the hold path takes this lock: a purchase from the balance holds nothing.
 *
 * - at most `maxPendingReservations` live reservations and `reservationsPerHour` made in an hour;
 * - after reservations closed unpaid in a row, a wait that grows (see coolDownMs);
 * - stock products: lines held by the customer, and by everyone on the address, at most
 *   `holdSharePercent` of the product's unsold lines (at least one line, so a small stock stays
 *   buyable) and at most the product's maximum purchase. Licences are not scarce: count only.
 */
export async function checkHoldBounds(tx: RequestContext, holder: Holder, hold: HoldRequest, rules: ReservationRules): Promise<HoldRefusal | null> {
  await selectRows(tx.manager, `SELECT p.id FROM products p WHERE p.id = ${textParam(tx.db)}${forUpdate(tx.db)}`, [hold.productId]);
  const now = tx.clock.now();
  const repo = tx.manager.getRepository(PendingOrder);

  const live = await repo
    .createQueryBuilder("p")
    .where("p.customer_id = :customerId AND p.status = 'reserved' AND p.expires_at > :now", { customerId: holder.customerId, now })
    .getCount();
  if (live >= rules.maxPendingReservations) return TooManyReservationsError.of(rules.maxPendingReservations);

  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const lastHour = await repo
    .createQueryBuilder("p")
    .where("p.customer_id = :customerId AND p.created_at > :hourAgo", { customerId: holder.customerId, hourAgo })
    .getCount();
  if (lastHour >= rules.reservationsPerHour) return HoldRefusedError.perHour(rules.reservationsPerHour);

  const recent = await repo.find({
    where: { customerId: holder.customerId },
    select: { id: true, status: true, closedAt: true, createdAt: true },
    order: { createdAt: "DESC" },
    take: COOL_DOWN_LOOKBACK,
  });
  const wait = coolDownMs(unpaidInARow(recent));
  const last = recent[0];
  if (wait > 0 && last) {
    const waitsUntil = (last.closedAt ?? last.createdAt).getTime() + wait;
    if (now.getTime() < waitsUntil) return HoldRefusedError.coolDown(Math.ceil((waitsUntil - now.getTime()) / 1000));
  }

  if (hold.productType !== "account") return null;
  const bound = await lineBound(tx, hold, rules.holdSharePercent);
  if ((await heldLines(tx, "customer_id", holder.customerId, hold.productId)) + hold.quantity > bound) return HoldRefusedError.lines("customer", bound);
  if ((await heldLines(tx, "client_address", holder.address, hold.productId)) + hold.quantity > bound) return HoldRefusedError.lines("address", bound);
  return null;
}

/** How many of the most recent reservations closed unpaid (expired or cancelled) before the latest one that did not. */
function unpaidInARow(recent: Array<Pick<PendingOrder, "status">>): number {
  const paidOrWaiting = recent.findIndex((p) => p.status !== "expired" && p.status !== "cancelled");
  return paidOrWaiting === -1 ? recent.length : paidOrWaiting;
}

/** None for the first unpaid reservation (a buyer may change their mind), then 1 minute, doubling per further one, at most an hour. */
export function coolDownMs(unpaid: number): number {
  if (unpaid <= UNPAID_WITHOUT_WAIT) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (unpaid - UNPAID_WITHOUT_WAIT - 1));
}

/** The lines one holder may hold of a stock product: the share of its unsold lines (available or held), at least one, at most the maximum purchase. */
async function lineBound(tx: RequestContext, hold: HoldRequest, sharePercent: number): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    tx.manager,
    "SELECT COUNT(*) AS n FROM stock_accounts s WHERE s.product_id = ? AND s.status IN ('available', 'reserved')",
    [hold.productId],
  );
  const share = Math.max(1, Math.floor((Number(row?.n ?? 0) * sharePercent) / 100));
  return hold.maxPurchaseQuantity ? Math.min(share, hold.maxPurchaseQuantity) : share;
}

/**
 * Lines of the product held unpaid by one customer or one address (every reservation still marked
 * reserved holds its lines). A locking read: on MySQL/MariaDB a plain read would see the snapshot
 * taken before the product's lock was granted, and miss the holds committed while this one waited.
 */
async function heldLines(tx: RequestContext, column: "customer_id" | "client_address", value: string, productId: string): Promise<number> {
  const [row] = await selectRows<{ n: number | string | null }>(
    tx.manager,
    `SELECT SUM(p.quantity) AS n FROM pending_orders p WHERE p.${column} = ? AND p.product_id = ? AND p.status = 'reserved'${forUpdate(tx.db)}`,
    [value, productId],
  );
  return Number(row?.n ?? 0);
}
