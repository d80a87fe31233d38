import type { RequestContext } from "../../context";
import { badInput, conflict, unauthenticated } from "../../errors";
import {
  IdempotencyKeyReusedError,
  InsufficientBalanceError,
  InvalidQuantityError,
  NotEnoughStockError,
  PurchaseNotAllowedError,
} from "../../graphql/purchase-errors";
import { changeBalance, InsufficientBalance } from "../balance/ledger.service";
import { getProduct } from "../catalog/catalog.service";
import { SETTINGS_ID, SiteSettings } from "../catalog/site-settings.entity";
import { Customer } from "../customers/customer.entity";
import { StockAccount } from "../stock/stock-account.entity";
import { Order } from "./order.entity";

/** Stock rows are marked sold this many at a time (spec §9 purchase chunk). */
export const PURCHASE_CHUNK = 1000;
const MAX_IDEMPOTENCY_KEY_LENGTH = 128;

export type AccountPurchaseRefusal =
  | InsufficientBalanceError
  | NotEnoughStockError
  | InvalidQuantityError
  | PurchaseNotAllowedError
  | IdempotencyKeyReusedError;

/** Thrown inside the transaction so that everything written so far is rolled back. */
class Refused extends Error {
  constructor(readonly result: AccountPurchaseRefusal) {
    super(result.message);
  }
}

/**
 * Buys `quantity` accounts from the balance in one transaction (PRODUCT.md #3): lock the buyer,
 * replay an earlier order with the same idempotency key, check limits, balance and stock, take
 * the oldest available accounts, mark them sold with the new order's id, debit the ledger and
 * add to the lifetime counters. All or nothing.
 */
export async function purchaseAccounts(
  ctx: RequestContext,
  input: { quantity: number; idempotencyKey: string },
): Promise<Order | AccountPurchaseRefusal> {
  if (!ctx.actor) throw unauthenticated();
  const customerId = ctx.actor.customer.id;
  const idempotencyKey = input.idempotencyKey.trim();
  if (!idempotencyKey || idempotencyKey.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badInput(`The idempotency key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`);
  }
  const { quantity } = input;

  try {
    return await ctx.transaction((tx) => buyInTransaction(tx, customerId, quantity, idempotencyKey));
  } catch (err) {
    if (err instanceof Refused) return err.result;
    // Two requests with one key raced past the lookup: the unique index let one order through.
    if (isUniqueViolation(err)) {
      const existing = await findOrderByKey(ctx, customerId, idempotencyKey);
      if (existing) return existing.quantity === quantity ? existing : IdempotencyKeyReusedError.of();
    }
    throw err;
  }
}

async function buyInTransaction(tx: RequestContext, customerId: string, quantity: number, idempotencyKey: string): Promise<Order> {
  const em = tx.manager;
  const buyerQuery = em.getRepository(Customer).createQueryBuilder("c").select(["c.id", "c.role", "c.balanceCents"]).where("c.id = :id", { id: customerId });
  // SQLite has one writer at a time and rejects row locks; MySQL/MariaDB serialise this buyer's purchases here.
  if (!tx.db.isSqlite) buyerQuery.setLock("pessimistic_write");
  const buyer = await buyerQuery.getOne();
  if (!buyer) throw unauthenticated();
  if (buyer.role === "admin") throw new Refused(PurchaseNotAllowedError.adminsCannotPurchase());

  const earlier = await findOrderByKey(tx, customerId, idempotencyKey);
  if (earlier) {
    if (earlier.quantity !== quantity) throw new Refused(IdempotencyKeyReusedError.of());
    return earlier;
  }

  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Refused(InvalidQuantityError.of());
  const product = await getProduct(tx);
  if (quantity < product.minPurchaseQuantity) {
    throw new Refused(InvalidQuantityError.of(`The minimum purchase is ${product.minPurchaseQuantity} accounts.`));
  }
  if (product.maxPurchaseQuantity && quantity > product.maxPurchaseQuantity) {
    throw new Refused(InvalidQuantityError.of(`The maximum purchase is ${product.maxPurchaseQuantity} accounts.`));
  }

  const totalCents = quantity * product.pricePerAccountCents;
  if (!Number.isSafeInteger(totalCents)) throw new Refused(InvalidQuantityError.of());
  if (buyer.balanceCents < totalCents) throw new Refused(InsufficientBalanceError.of(buyer.balanceCents, totalCents));

  const stockIds = await takeAvailableStockIds(tx, quantity);
  if (stockIds.length < quantity) throw new Refused(NotEnoughStockError.of(stockIds.length));

  const now = new Date();
  const order = em.getRepository(Order).create({
    customerId,
    productId: product.id,
    productName: product.name,
    quantity,
    totalPriceCents: totalCents,
    purchaseDate: now,
    orderType: "account",
    licenseId: null,
    idempotencyKey,
  });
  await em.getRepository(Order).insert(order);

  for (let i = 0; i < stockIds.length; i += PURCHASE_CHUNK) {
    const chunk = stockIds.slice(i, i + PURCHASE_CHUNK);
    const result = await em
      .createQueryBuilder()
      .update(StockAccount)
      .set({ status: "sold", soldTo: customerId, orderId: order.id, soldAt: now })
      .where("id IN (:...ids)", { ids: chunk })
      .andWhere("status = 'available'")
      .execute();
    if (result.affected !== chunk.length) throw conflict("Failed to update account status", "STOCK_CHANGED");
  }

  try {
    await changeBalance(tx, { customerId, amountCents: -totalCents, kind: "purchase", orderId: order.id, actorId: customerId });
  } catch (err) {
    if (err instanceof InsufficientBalance) throw new Refused(InsufficientBalanceError.of(err.balanceCents, err.requiredCents));
    throw err;
  }

  await em
    .createQueryBuilder()
    .update(SiteSettings)
    .set({
      totalAccountsSoldLifetime: () => `total_accounts_sold_lifetime + ${quantity}`,
      totalRevenueDisplayCents: () => `total_revenue_display_cents + ${totalCents}`,
    })
    .where("id = :id", { id: SETTINGS_ID })
    .execute();

  return order;
}

/** The oldest available stock ids; on MySQL/MariaDB rows locked by a concurrent buyer are skipped, not waited for. */
async function takeAvailableStockIds(tx: RequestContext, quantity: number): Promise<number[]> {
  const query = tx.manager
    .getRepository(StockAccount)
    .createQueryBuilder("s")
    .select("s.id", "id")
    .where("s.status = 'available'")
    .orderBy("s.id", "ASC")
    .limit(quantity);
  if (!tx.db.isSqlite) query.setLock("pessimistic_write").setOnLocked("skip_locked");
  const rows: Array<{ id: number | string }> = await query.getRawMany();
  return rows.map((r) => Number(r.id));
}

function findOrderByKey(ctx: RequestContext, customerId: string, idempotencyKey: string): Promise<Order | null> {
  return ctx.manager.getRepository(Order).findOneBy({ customerId, idempotencyKey });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string } };
  const code = e.driverError?.code ?? e.code;
  return code === "ER_DUP_ENTRY" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
