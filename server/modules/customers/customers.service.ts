import { MAX_MONEY_CENTS, moneyLimitMessage } from "../../../common/limits";
import { isLanguage, LANGUAGES } from "../../../common/languages";
import type { RequestContext } from "../../context";
import { badField, badInput, conflict, notFound } from "../../errors";
import { AuthMessages, checkName, isValidEmail, normalizeEmail, requireActor, requireAdmin } from "../auth";
import { Customer, type CustomerRole } from "./customer.entity";
import { lockedForUpdate } from "../../db/dialect";
import { hasControlCharacters } from "../../printable";
import { containsPattern } from "../../db/like-pattern";
import { pageWindow, pageWithTotal } from "../../db/page-window";
import { recordAudit } from "../audit";
import { changeBalance, LedgerEntry } from "../balance";
import { Order } from "../orders";

/** The settings page's profile form: only the name can change; the e-mail is the sign-in identity. */
export async function updateProfile(ctx: RequestContext, rawName: string): Promise<Customer> {
  const { customer } = requireActor(ctx);
  const name = checkName(rawName);
  const id = customer.id;
  return ctx.transaction(async (tx) => {
    const customers = tx.manager.getRepository(Customer);
    await customers.update(id, { name });
    return customers.findOneByOrFail({ id });
  });
}

export const UNSUPPORTED_LANGUAGE_MESSAGE = `The language must be one of ${LANGUAGES.join(", ")}.`;

/** The signed-in person's profile language (customers and admins alike): their pages and their e-mails. */
export async function setLanguage(ctx: RequestContext, language: string): Promise<void> {
  const actor = requireActor(ctx);
  if (!isLanguage(language)) throw badInput(UNSUPPORTED_LANGUAGE_MESSAGE, "UNSUPPORTED_LANGUAGE", { languages: LANGUAGES.join(", ") });
  const id = actor.customer.id;
  await ctx.transaction((tx) => tx.manager.getRepository(Customer).update(id, { language }));
  actor.customer.language = language;
}

export const LAST_ADMIN_MESSAGE = "This is the last admin account. Make another customer an admin first.";
const ROLES: CustomerRole[] = ["customer", "admin"];

/** Customers whose name or e-mail contains `search` (ignoring case), newest first, one page with the total. */
export async function listCustomers(
  ctx: RequestContext,
  opts: { search?: string | null; limit: number; offset: number },
): Promise<{ items: Customer[]; total: number }> {
  requireAdmin(ctx);
  const qb = ctx.manager.getRepository(Customer).createQueryBuilder("c");
  const term = opts.search?.trim();
  if (term) qb.where("(LOWER(c.name) LIKE LOWER(:q) ESCAPE '!' OR LOWER(c.email) LIKE LOWER(:q) ESCAPE '!')", { q: containsPattern(term) });
  return pageWithTotal(qb.orderBy("c.join_date", "DESC").addOrderBy("c.id", "ASC"), pageWindow(opts.limit, opts.offset));
}

export async function getCustomer(ctx: RequestContext, id: string): Promise<Customer> {
  requireAdmin(ctx);
  const customer = await ctx.manager.getRepository(Customer).findOneBy({ id });
  if (!customer) throw notFound("Customer not found.");
  return customer;
}

/** The customer row, locked for the rest of the transaction where the database can lock rows. */
async function lockCustomer(tx: RequestContext, id: string): Promise<Customer> {
  const qb = tx.manager.getRepository(Customer).createQueryBuilder("c").where("c.id = :id", { id });
  const customer = await lockedForUpdate(tx.db, qb).getOne();
  if (!customer) throw notFound("Customer not found.");
  return customer;
}

/** Refuses a change that would leave no admin; admins' rows are locked so two admins cannot demote each other at once. */
async function assertAnotherAdminRemains(tx: RequestContext, customer: Customer): Promise<void> {
  if (customer.role !== "admin") return;
  const qb = tx.manager.getRepository(Customer).createQueryBuilder("c").select("c.id").where("c.role = :role", { role: "admin" });
  const admins = await lockedForUpdate(tx.db, qb).getMany();
  if (admins.filter((a) => a.id !== customer.id).length === 0) throw conflict(LAST_ADMIN_MESSAGE, "LAST_ADMIN");
}

/** Sets a balance to an exact amount: the difference becomes one admin_adjustment ledger row carrying the reason. */
export async function setCustomerBalance(ctx: RequestContext, input: { customerId: string; balanceCents: number; reason: string }): Promise<Customer> {
  requireAdmin(ctx);
  if (!Number.isSafeInteger(input.balanceCents) || input.balanceCents < 0)
    throw badInput("Please enter a valid non-negative number for balance.", "BAD_USER_INPUT", { field: "balanceCents" });
  if (input.balanceCents > MAX_MONEY_CENTS) throw badInput(moneyLimitMessage("Balance"), "BAD_USER_INPUT", { field: "balanceCents" });
  const reason = input.reason.trim();
  if (!reason) throw badInput("Please give a reason for the balance change.", "BAD_USER_INPUT", { field: "reason" });
  if (reason.length > 500) throw badInput("The reason can be at most 500 characters.", "BAD_USER_INPUT", { field: "reason" });
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
  requireAdmin(ctx);
  const name = input.name.trim();
  const email = normalizeEmail(input.email);
  if (!name || !email) throw badField(name ? "email" : "name", "Name and email are required.");
  if (!isValidEmail(email)) throw badField("email", "Please enter a valid email address.");
  if (name.length > 255) throw badField("name", "The name can be at most 255 characters.");
  if (hasControlCharacters(name)) throw badField("name", AuthMessages.nameControlCharacters);
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
  requireAdmin(ctx);
  await removeCustomer(ctx, id);
}

/**
 * The deletion itself, for a caller that has checked the scope already: an admin
 * (deleteCustomer) or the customer, after the password again (privacy.service's deleteMyAccount).
 */
export async function removeCustomer(ctx: RequestContext, id: string): Promise<void> {
  await ctx.transaction(async (tx) => {
    const customer = await lockCustomer(tx, id);
    await assertAnotherAdminRemains(tx, customer);
    // Each domain deletes or detaches what the customer owned (its *.events.ts).
    await tx.events.emit("customer.deleting", { tx, customerId: id });
    await tx.manager.getRepository(Customer).delete({ id });
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
  requireAdmin(ctx);
  return ctx.manager.getRepository(Order).find({
    where: { customerId },
    order: { purchaseDate: "DESC", id: "DESC" },
    take: pageWindow(limit, 0).limit,
  });
}

/** A customer's balance ledger, newest first. */
export async function listCustomerLedger(ctx: RequestContext, customerId: string, limit: number): Promise<LedgerEntry[]> {
  requireAdmin(ctx);
  return ctx.manager.getRepository(LedgerEntry).find({ where: { customerId }, order: { id: "DESC" }, take: pageWindow(limit, 0).limit });
}
