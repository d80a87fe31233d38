import type { SelectQueryBuilder } from "typeorm";
import type { RequestContext } from "../../context";
import { forUpdate, selectRows, textParam } from "../../db/raw-sql";
import { HoldRefusedError, TooManyReservationsError } from "../../graphql/purchase-errors";
import type { OrderType } from "./order.entity";
import type { ReservationRules } from "./checkout-settings";
import { BUYER_CLOSE_REASONS, PendingOrder } from "./pending-order.entity";

/**
 * Who is holding stock: the customer, and the address the request came from. Many accounts on
 * one address share the address's bound, so opening accounts does not multiply what one person
 * can take off sale. Guest checkout and carts hold through the same bounds with their own holder.
 */
export interface Holder {
  /** A member's id; null for a guest, who is known by guestEmail. */
  customerId: string | null;
  /** A guest's e-mail, lower-cased (null for a member). */
  guestEmail?: string | null;
  address: string;
}

/** One line of the order being held. */
export interface HoldRequest {
  productId: string;
  productType: OrderType;
  quantity: number;
  maxPurchaseQuantity: number | null;
}

/** The pending_orders column and value that name one buyer: a member by id, a guest by e-mail. */
export type BuyerKey = ["customer_id", string] | ["guest_email", string];

export function buyerKeyOf(holder: Pick<Holder, "customerId" | "guestEmail">): BuyerKey {
  if (holder.customerId) return ["customer_id", holder.customerId];
  if (holder.guestEmail) return ["guest_email", holder.guestEmail];
  throw new Error("a hold needs a customer or a guest e-mail");
}

export type HoldRefusal = TooManyReservationsError | HoldRefusedError;

/** Closures read for the cool-down: enough to reach its cap (one free, then a minute doubled up to an hour). */
const COOL_DOWN_LOOKBACK = 10;
/** Reservations closed unpaid by the buyer that cost nothing; from the next one on, the wait starts at a minute and doubles. */
const UNPAID_WITHOUT_WAIT = 1;
const FIRST_WAIT_MS = 60_000;
const MAX_WAIT_MS = 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/**
 * Whether this holder may hold `quantity` more of the product, inside the hold's transaction.
 * The checkout has already taken the lines it would hold (a refusal rolls that back); before
 * anything is counted, the product's row is locked (MySQL/MariaDB), so concurrent holds of one
 * product, from any account, are counted one after another and the bound cannot be overrun by a
 * burst; SQLite has one writer. Only the hold path takes this lock: a purchase from the balance holds nothing.
 *
 * - at most `maxPendingReservations` live reservations and `reservationsPerHour` made in an hour;
 * - after reservations the buyer let close unpaid since their last delivered one, a wait that grows (see coolDownMs);
 * - stock products: lines held by the customer, and by everyone on the address, at most
 *   `holdSharePercent` of the product's unsold lines (at least one line, so a small stock stays
 *   buyable) and at most the product's maximum purchase. Licences are not scarce: count only.
 */
export async function checkHoldBounds(tx: RequestContext, holder: Holder, lines: readonly HoldRequest[], rules: ReservationRules): Promise<HoldRefusal | null> {
  const productIds = [...new Set(lines.map((l) => l.productId))].sort();
  await selectRows(
    tx.manager,
    `SELECT p.id FROM products p WHERE p.id IN (${productIds.map(() => textParam(tx.db)).join(", ")}) ORDER BY p.id${forUpdate(tx.db)}`,
    productIds,
  );
  const now = tx.clock.now();
  const repo = tx.manager.getRepository(PendingOrder);
  const [column, buyer] = buyerKeyOf(holder);

  const live = await liveReservationsOf(tx, [column, buyer], now).getCount();
  if (live >= rules.maxPendingReservations) return TooManyReservationsError.of(rules.maxPendingReservations);

  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const lastHour = await repo.createQueryBuilder("p").where(`p.${column} = :buyer AND p.created_at > :hourAgo`, { buyer, hourAgo }).getCount();
  if (lastHour >= rules.reservationsPerHour) return HoldRefusedError.perHour(rules.reservationsPerHour);

  const closed = await closedByBuyerSinceDelivery(tx, [column, buyer]);
  const wait = coolDownMs(closed.length);
  const last = closed[0]?.closedAt;
  if (wait > 0 && last) {
    const waitsUntil = last.getTime() + wait;
    if (now.getTime() < waitsUntil) return HoldRefusedError.coolDown(Math.ceil((waitsUntil - now.getTime()) / 1000));
  }

  // Licences are not scarce: count only. Stock lines per product, whatever variants the order's lines name.
  for (const productId of productIds) {
    const ofProduct = lines.filter((l) => l.productId === productId && l.productType === "account");
    if (!ofProduct.length) continue;
    const quantity = ofProduct.reduce((n, l) => n + l.quantity, 0);
    const bound = await lineBound(tx, { productId, maxPurchaseQuantity: ofProduct[0].maxPurchaseQuantity }, rules.holdSharePercent);
    if ((await heldLines(tx, column, buyer, productId)) + quantity > bound) return HoldRefusedError.lines("customer", bound);
    if ((await heldLines(tx, "client_address", holder.address, productId)) + quantity > bound) return HoldRefusedError.lines("address", bound);
  }
  return null;
}

/**
 * The buyer's reservations that closed unpaid by their doing (BUYER_CLOSE_REASONS) since their
 * last delivered one, newest first, at most enough to reach the cool-down's cap. Live ones are
 * not read: keeping a small hold open as the newest must not end the streak; nor are closures
 * that were not the buyer's (a refused invoice, a failed payment), which neither count nor end it.
 */
async function closedByBuyerSinceDelivery(tx: RequestContext, [column, buyer]: BuyerKey): Promise<Array<Pick<PendingOrder, "closedAt">>> {
  const recent = await tx.manager
    .getRepository(PendingOrder)
    .createQueryBuilder("p")
    .select(["p.id", "p.status", "p.closedAt"])
    .where(`p.${column} = :buyer`, { buyer })
    .andWhere("(p.status = 'completed' OR (p.status IN ('expired', 'cancelled') AND (p.close_reason IS NULL OR p.close_reason IN (:...reasons))))", {
      reasons: BUYER_CLOSE_REASONS,
    })
    .orderBy("p.closedAt", "DESC")
    .limit(COOL_DOWN_LOOKBACK)
    .getMany();
  const delivered = recent.findIndex((p) => p.status === "completed");
  return delivered === -1 ? recent : recent.slice(0, delivered);
}

/** The buyer's reservations still waiting for their payment: reserved and not past their expiry, whether or not the sweep ran. */
export function liveReservationsOf(tx: RequestContext, [column, buyer]: BuyerKey, now: Date): SelectQueryBuilder<PendingOrder> {
  return tx.manager
    .getRepository(PendingOrder)
    .createQueryBuilder("p")
    .where(`p.${column} = :buyer AND p.status = 'reserved' AND p.expires_at > :now`, { buyer, now });
}

/** None for the first unpaid reservation (a buyer may change their mind), then 1 minute, doubling per further one, at most an hour. */
export function coolDownMs(unpaid: number): number {
  if (unpaid <= UNPAID_WITHOUT_WAIT) return 0;
  return Math.min(MAX_WAIT_MS, FIRST_WAIT_MS * 2 ** (unpaid - UNPAID_WITHOUT_WAIT - 1));
}

/** The lines one holder may hold of a stock product: the share of its unsold lines (available or held), at least one, at most the maximum purchase. */
async function lineBound(tx: RequestContext, hold: Pick<HoldRequest, "productId" | "maxPurchaseQuantity">, sharePercent: number): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    tx.manager,
    "SELECT COUNT(*) AS n FROM stock_accounts s WHERE s.product_id = ? AND s.status IN ('available', 'reserved')",
    [hold.productId],
  );
  const share = Math.max(1, Math.floor((Number(row?.n ?? 0) * sharePercent) / 100));
  return hold.maxPurchaseQuantity ? Math.min(share, hold.maxPurchaseQuantity) : share;
}

/**
 * Lines of the product held unpaid by one buyer (member or guest) or one address: the held order
 * lines of their reservations, of any variant. A locking read: on MySQL/MariaDB a plain read would
 * see the snapshot taken before the product's lock was granted, and miss the holds committed while this one waited.
 */
async function heldLines(tx: RequestContext, column: BuyerKey[0] | "client_address", value: string, productId: string): Promise<number> {
  const [row] = await selectRows<{ n: number | string | null }>(
    tx.manager,
    `SELECT SUM(l.quantity) AS n FROM order_lines l JOIN pending_orders p ON p.id = l.order_id WHERE p.${column} = ? AND l.product_id = ? AND l.state = 'held'${forUpdate(tx.db)}`,
    [value, productId],
  );
  return Number(row?.n ?? 0);
}
