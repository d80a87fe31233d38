import type { RequestContext } from "../../context";
import { badInput, forbidden } from "../../errors";
import { removeCustomer } from "./customers.service";
import { requireActor, verifyPassword, wrongPassword } from "../auth";
import { LedgerEntry } from "../balance";
import { listMyLicenses } from "../licenses";
import { Order } from "../orders";
import { StockAccount } from "../stock";

/** Longer than any password the shop accepts; checked before the hash is computed. */
const MAX_PASSWORD_LENGTH = 1024;

/**
 * Everything the shop keeps about the caller (privacy policy: "download my data"): profile,
 * orders with their delivered accounts, the balance ledger and licences. Secrets (password
 * hash, two-factor secret) are left out: they are not data about the person but keys to the account.
 */
export async function exportMyData(ctx: RequestContext): Promise<Record<string, unknown>> {
  const me = requireActor(ctx).customer;
  const em = ctx.manager;
  const [orders, ledger, licenses] = await Promise.all([
    em.getRepository(Order).find({ where: { customerId: me.id }, order: { purchaseDate: "ASC", id: "ASC" } }),
    em.getRepository(LedgerEntry).find({ where: { customerId: me.id }, order: { id: "ASC" } }),
    listMyLicenses(ctx),
  ]);
  // A subquery rather than a list of ids: a long-time customer's ids would pass SQLite's variable limit.
  const accounts = await em
    .getRepository(StockAccount)
    .createQueryBuilder("a")
    .where("a.order_id IN (SELECT o.id FROM orders o WHERE o.customer_id = :id)", { id: me.id })
    .orderBy("a.id", "ASC")
    .getMany();
  return {
    exportedAt: ctx.clock.now().toISOString(),
    profile: {
      id: me.id,
      name: me.name,
      email: me.email,
      role: me.role,
      balanceCents: me.balanceCents,
      joinDate: me.joinDate,
      emailConfirmedAt: me.emailConfirmedAt,
      twoFactorEnabled: me.totpEnabledAt !== null,
      language: me.language,
    },
    orders: orders.map((o) => ({
      id: o.id,
      productName: o.productName,
      orderType: o.orderType,
      quantity: o.quantity,
      totalPriceCents: o.totalPriceCents,
      purchaseDate: o.purchaseDate,
      accounts: accounts
        .filter((a) => a.orderId === o.id)
        .map((a) => ({ username: a.username, password: a.password, email: a.email, emailPassword: a.emailPassword })),
    })),
    ledger: ledger.map((e) => ({
      kind: e.kind,
      amountCents: e.amountCents,
      balanceAfterCents: e.balanceAfterCents,
      reason: e.reason,
      orderId: e.orderId,
      createdAt: e.createdAt,
    })),
    licenses: licenses.map((l) => ({
      licenseKey: l.licenseKey,
      email: l.email,
      plan: l.plan,
      status: l.status,
      startDate: l.startDate,
      expiresAt: l.expiresAt,
    })),
  };
}

/**
 * Deletes the caller's account after the password is entered again. Orders and ledger rows stay,
 * detached from the person, as the shop's books (privacy policy); the balance left is forfeited.
 */
export async function deleteMyAccount(ctx: RequestContext, password: string): Promise<void> {
  const actor = requireActor(ctx);
  // Like the other account-security operations, never through an API token.
  if (actor.via !== "session") throw forbidden("Sign in with your password to delete your account.");
  if (!password) throw badInput("Please enter your password to delete your account.");
  if (password.length > MAX_PASSWORD_LENGTH || !(await verifyPassword(actor.customer.passwordHash, password))) throw wrongPassword();
  await removeCustomer(ctx, actor.customer.id);
}
