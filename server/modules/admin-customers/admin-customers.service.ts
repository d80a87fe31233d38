import type { RequestContext } from "../../context";
import { containsPattern } from "../../db/like-pattern";
import { badInput, conflict, notFound } from "../../errors";
import { ApiToken } from "../api-tokens/api-token.entity";
import { recordAudit } from "../audit/audit.service";
import { AuthToken } from "../auth/auth-token.entity";
import { isValidEmail, normalizeEmail } from "../auth/email-address";
import { LedgerEntry } from "../balance/ledger-entry.entity";
import { changeBalance } from "../balance/ledger.service";
import { Customer, type CustomerRole } from "../customers/customer.entity";
import { License } from "../licenses/license.entity";
import { SoftwareSubscription } from "../licenses/software-subscription.entity";
import { Order } from "../orders/order.entity";
import { RecoveryCode } from "../two-factor/recovery-code.entity";

export const MAX_ADMIN_PAGE = 200;
export const LAST_ADMIN_MESSAGE = "This is the last admin account. Make another customer an admin first.";
const ROLES: CustomerRole[] = ["customer", "admin"];

export function pageWindow(limit: number, offset: number, max = MAX_ADMIN_PAGE): { limit: number; offset: number } {
  return { limit: Math.min(Math.max(1, Math.floor(limit)), max), offset: Math.max(0, Math.floor(offset)) };
}

/**
 * Customers whose name or e-mail contains `search` (ignoring case), newest first. The total
 * comes from a window function in the same query, so a page costs one query.
 */
export async function listCustomers(ctx: RequestContext, opts: { search?: string | null; limit: number; offset: number }): Promise<{ items: Customer[]; total: number }> {
  const { limit, offset } = pageWindow(opts.limit, opts.offset);
  const qb = ctx.manager.getRepository(Customer).createQueryBuilder("c");
  const term = opts.search?.trim();
  if (term) qb.where("(LOWER(c.name) LIKE LOWER(:q) ESCAPE '!' OR LOWER(c.email) LIKE LOWER(:q) ESCAPE '!')", { q: containsPattern(term) });
  const counting = qb.clone();
  const { entities, raw } = await qb
    .addSelect("COUNT(*) OVER ()", "total_count")
    .orderBy("c.join_date", "DESC")
    .addOrderBy("c.id", "ASC")
    .offset(offset)
    .limit(limit)
    .getRawAndEntities<{ total_count: number | string }>();
  // Past the last page there is no row to carry the total: only then count separately.
  const total = raw.length > 0 ? Number(raw[0].total_count) : await counting.getCount();
  return { items: entities, total };
}

export async function getCustomer(ctx: RequestContext, id: string): Promise<Customer> {
  const customer = await ctx.manager.getRepository(Customer).findOneBy({ id });
  if (!customer) throw notFound("Customer not found.");
  return customer;
}

/** The customer row, locked for the rest of the transaction where the database can lock rows. */
async function lockCustomer(tx: RequestContext, id: string): Promise<Customer> {
  const qb = tx.manager.getRepository(Customer).createQueryBuilder("c").where("c.id = :id", { id });
  if (!tx.db.isSqlite) qb.setLock("pessimistic_write");
  const customer = await qb.getOne();
  if (!customer) throw notFound("Customer not found.");
  return customer;
}

/** Refuses a change that would leave no admin; admins' rows are locked so two admins cannot demote each other at once. */
async function assertAnotherAdminRemains(tx: RequestContext, customer: Customer): Promise<void> {
  if (customer.role !== "admin") return;
  const qb = tx.manager.getRepository(Customer).createQueryBuilder("c").select("c.id").where("c.role = :role", { role: "admin" });
  if (!tx.db.isSqlite) qb.setLock("pessimistic_write");
  const admins = await qb.getMany();
  if (admins.filter((a) => a.id !== customer.id).length === 0) throw conflict(LAST_ADMIN_MESSAGE, "LAST_ADMIN");
}

/** Sets a balance to an exact amount: the difference becomes one admin_adjustment ledger row carrying the reason. */
export async function setCustomerBalance(ctx: RequestContext, input: { customerId: string; balanceCents: number; reason: string }): Promise<Customer> {
  if (!Number.isSafeInteger(input.balanceCents) || input.balanceCents < 0) throw badInput("Please enter a valid non-negative number for balance.");
  const reason = input.reason.trim();
  if (!reason) throw badInput("Please give a reason for the balance change.");
  if (reason.length > 500) throw badInput("The reason can be at most 500 characters.");
  return ctx.transaction(async (tx) => {
    const customer = await lockCustomer(tx, input.customerId);
    const difference = input.balanceCents - customer.balanceCents;
    if (difference === 0) return customer;
    customer.balanceCents = await changeBalance(tx, {
      customerId: customer.id,
      amountCents: difference,
      kind: "admin_adjustment",
      reason,
      actorId: tx.actor?.customer.id ?? null,
    });
    await recordAudit(tx, {
      action: "customer.balance_set",
      entityType: "customer",
      entityId: customer.id,
      details: { fromCents: customer.balanceCents - difference, toCents: customer.balanceCents, reason },
    });
    return customer;
  });
}

export interface CustomerEdit {
  name: string;
  email: string;
  role: string;
}

export async function updateCustomer(ctx: RequestContext, id: string, input: CustomerEdit): Promise<Customer> {
  const name = input.name.trim();
  const email = normalizeEmail(input.email);
  if (!name || !email) throw badInput("Name and email are required.");
  if (!isValidEmail(email)) throw badInput("Please enter a valid email address.");
  if (name.length > 255) throw badInput("The name can be at most 255 characters.");
  const role = input.role as CustomerRole;
  if (!ROLES.includes(role)) throw badInput("Role must be customer or admin.");
  return ctx.transaction(async (tx) => {
    const customer = await lockCustomer(tx, id);
    if (role !== "admin") await assertAnotherAdminRemains(tx, customer);
    if (email !== customer.email && (await tx.manager.getRepository(Customer).existsBy({ email }))) {
      throw conflict("This email address is already registered.", "EMAIL_TAKEN");
    }
    const before = { name: customer.name, email: customer.email, role: customer.role };
    await tx.manager.getRepository(Customer).update({ id }, { name, email, role });
    Object.assign(customer, { name, email, role });
    await recordAudit(tx, { action: "customer.update", entityType: "customer", entityId: id, details: { before, after: { name, email, role } } });
    return customer;
  });
}

/**
 * Deletes a customer. Orders, licences and subscriptions are kept and detached (licences keep
 * their e-mail); ledger rows stay as the financial record. Sign-in tokens go with the customer.
 */
export async function deleteCustomer(ctx: RequestContext, id: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const customer = await lockCustomer(tx, id);
    await assertAnotherAdminRemains(tx, customer);
    const em = tx.manager;
    await em.getRepository(Order).update({ customerId: id }, { customerId: null });
    await em.getRepository(License).update({ customerId: id }, { customerId: null });
    await em.getRepository(SoftwareSubscription).update({ customerId: id }, { customerId: null });
    await em.getRepository(ApiToken).delete({ customerId: id });
    await em.getRepository(AuthToken).delete({ customerId: id });
    await em.getRepository(RecoveryCode).delete({ customerId: id });
    await em.getRepository(Customer).delete({ id });
    await recordAudit(tx, {
      action: "customer.delete",
      entityType: "customer",
      entityId: id,
      details: { email: customer.email, name: customer.name, role: customer.role, balanceCents: customer.balanceCents },
    });
  });
}

/** A customer's orders, newest first. */
export async function listCustomerOrders(ctx: RequestContext, customerId: string, limit: number): Promise<Order[]> {
  return ctx.manager.getRepository(Order).find({
    where: { customerId },
    order: { purchaseDate: "DESC", id: "DESC" },
    take: pageWindow(limit, 0).limit,
  });
}

/** A customer's balance ledger, newest first. */
export async function listCustomerLedger(ctx: RequestContext, customerId: string, limit: number): Promise<LedgerEntry[]> {
  return ctx.manager.getRepository(LedgerEntry).find({ where: { customerId }, order: { id: "DESC" }, take: pageWindow(limit, 0).limit });
}
